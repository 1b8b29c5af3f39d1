import { generateGroundTruth } from "./segmenter/ground-truth";

export type BenchStroke = { mode: "keep" | "remove"; radius: number; points: Array<[number, number]> };

/**
 * The Refine bench's case (bench/refine.ts over HTTP, bench/segmenter/refine-cpu.ts in-process): a
 * generated 12 MP product photo and two touch-up strokes a user makes with a finger-sized brush
 * (radius 60 px, 150 points each) along the product's outline, one keep along its top and one
 * remove along its right side.
 */
export async function refineBenchCase() {
  const [photo] = await generateGroundTruth({ seed: 99, count: 1, megapixels: [12], backgrounds: ["plain"], pngEvery: 0 });
  const { width, height, mask } = photo!;
  // The product's box from its truth.
  let [x0, y0, x1, y1] = [width, height, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]! < 128) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  const line = (from: [number, number], to: [number, number]) =>
    Array.from({ length: 150 }, (_, i): [number, number] => [from[0] + ((to[0] - from[0]) * i) / 149, from[1] + ((to[1] - from[1]) * i) / 149]);
  const strokes: BenchStroke[] = [
    { mode: "keep", radius: 60, points: line([x0 + (x1 - x0) * 0.3, y0 + 20], [x0 + (x1 - x0) * 0.7, y0 + 20]) },
    { mode: "remove", radius: 60, points: line([x1 + 10, y0 + (y1 - y0) * 0.4], [x1 + 10, y0 + (y1 - y0) * 0.7]) },
  ];
  return { photo: photo!, width, height, strokes };
}
