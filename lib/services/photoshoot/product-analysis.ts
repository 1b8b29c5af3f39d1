import { labToRgb, rgbToLab, type Lab } from "@/lib/ai/scene";
import { colorName } from "@/lib/ai/scene";
import type { Cutout } from "@/lib/ai/segmenter";
import type { ProductAnalysis } from "@/lib/db/schema/photoshoot";

const SAMPLES = 6000;
const CLUSTERS = 4;
const ROUNDS = 8;

/** The product's dominant colours: k-means in Lab over opaque cutout pixels (a strided sample). */
export function dominantColors(cutout: Cutout): ProductAnalysis["dominantColors"] {
  // Points as flat Lab triples, and plain loops: this runs inside the upload request.
  const pixels = cutout.width * cutout.height;
  const stride = Math.max(1, Math.floor(pixels / SAMPLES));
  const points = new Float64Array(3 * Math.ceil(pixels / stride));
  let n = 0;
  for (let i = 0; i < pixels; i += stride) {
    const o = i * 4;
    if (cutout.data[o + 3]! < 200) continue;
    const lab = rgbToLab({ r: cutout.data[o]!, g: cutout.data[o + 1]!, b: cutout.data[o + 2]! });
    points[3 * n] = lab.L;
    points[3 * n + 1] = lab.a;
    points[3 * n + 2] = lab.b;
    n++;
  }
  if (!n) return [];
  // Deterministic seeds spread through the sample, so the same photo always gives the same colours.
  const k = Math.min(CLUSTERS, n);
  let centres: Lab[] = Array.from({ length: k }, (_, c) => {
    const at = 3 * Math.floor(((c + 0.5) * n) / CLUSTERS);
    return { L: points[at]!, a: points[at + 1]!, b: points[at + 2]! };
  });
  const counts = new Float64Array(k);
  const sums = new Float64Array(3 * k);
  for (let round = 0; round < ROUNDS; round++) {
    counts.fill(0);
    sums.fill(0);
    for (let p = 0; p < 3 * n; p += 3) {
      const L = points[p]!, a = points[p + 1]!, b = points[p + 2]!;
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const centre = centres[c]!;
        const d = (L - centre.L) ** 2 + (a - centre.a) ** 2 + (b - centre.b) ** 2;
        if (d < bestD) {
          best = c;
          bestD = d;
        }
      }
      sums[3 * best]! += L;
      sums[3 * best + 1]! += a;
      sums[3 * best + 2]! += b;
      counts[best]!++;
    }
    centres = centres.map((c, j) => (counts[j] ? { L: sums[3 * j]! / counts[j]!, a: sums[3 * j + 1]! / counts[j]!, b: sums[3 * j + 2]! / counts[j]! } : c));
  }
  return centres
    .map((lab, j) => {
      const rgb = labToRgb(lab);
      return { ...rgb, share: counts[j]! / n, name: colorName(rgb) };
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
