import { labToRgb, rgbToLab, type Lab } from "@/lib/ai/scene/color";
import { colorName } from "@/lib/ai/scene/color-names";
import type { Cutout } from "@/lib/ai/segmenter";
import type { ProductAnalysis } from "@/lib/db/schema/photoshoot";

const SAMPLES = 6000;
const CLUSTERS = 4;
const ROUNDS = 8;

/** The product's dominant colours: k-means in Lab over opaque cutout pixels (a strided sample). */
export function dominantColors(cutout: Cutout): ProductAnalysis["dominantColors"] {
  const points: Lab[] = [];
  const pixels = cutout.width * cutout.height;
  const stride = Math.max(1, Math.floor(pixels / SAMPLES));
  for (let i = 0; i < pixels; i += stride) {
    const o = i * 4;
    if (cutout.data[o + 3]! < 200) continue;
    points.push(rgbToLab({ r: cutout.data[o]!, g: cutout.data[o + 1]!, b: cutout.data[o + 2]! }));
  }
  if (!points.length) return [];
  // Deterministic seeds spread through the sample, so the same photo always gives the same colours.
  let centres = Array.from({ length: Math.min(CLUSTERS, points.length) }, (_, k) => points[Math.floor(((k + 0.5) * points.length) / CLUSTERS)]!);
  let counts = new Array<number>(centres.length).fill(0);
  for (let round = 0; round < ROUNDS; round++) {
    const sums = centres.map(() => ({ L: 0, a: 0, b: 0 }));
    counts = new Array<number>(centres.length).fill(0);
    for (const p of points) {
      let best = 0;
      let bestD = Infinity;
      centres.forEach((c, k) => {
        const d = (p.L - c.L) ** 2 + (p.a - c.a) ** 2 + (p.b - c.b) ** 2;
        if (d < bestD) [best, bestD] = [k, d];
      });
      sums[best]!.L += p.L;
      sums[best]!.a += p.a;
      sums[best]!.b += p.b;
      counts[best]!++;
    }
    centres = centres.map((c, k) => (counts[k] ? { L: sums[k]!.L / counts[k]!, a: sums[k]!.a / counts[k]!, b: sums[k]!.b / counts[k]! } : c));
  }
  return centres
    .map((lab, k) => {
      const rgb = labToRgb(lab);
      return { ...rgb, share: counts[k]! / points.length, name: colorName(rgb) };
    })
    .filter((c) => c.share >= 0.03)
    .sort((a, b) => b.share - a.share);
}

/**
 * Tall, wide, square or round, from the box's proportions and how much of the box the product
 * fills (`coverage` is the product's share of the whole frame, so no pass over the mask is needed).
 */
export function shapeClass(box: ProductAnalysis["box"], frame: { width: number; height: number; coverage: number }): ProductAnalysis["shapeClass"] {
  const aspect = box.height / Math.max(1, box.width);
  if (aspect > 1.35) return "tall";
  if (aspect < 0.74) return "wide";
  const fill = (frame.coverage * frame.width * frame.height) / Math.max(1, box.width * box.height);
  // A disc fills π/4 ≈ 0.785 of its box; a box-shaped product close to 1.
  return fill > 0.68 && fill < 0.86 ? "round" : "square";
}
