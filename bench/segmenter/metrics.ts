/** Segmentation quality measures on 8-bit masks (≥ 128 = product). */

export function iou(predicted: Uint8Array, truth: Uint8Array): number {
  let inter = 0;
  let union = 0;
  for (let p = 0; p < truth.length; p++) {
    const a = predicted[p]! >= 128;
    const b = truth[p]! >= 128;
    if (a && b) inter++;
    if (a || b) union++;
  }
  return union === 0 ? 1 : inter / union;
}

/** Inner boundary pixels: in the mask with a 4-neighbour outside it (or on the frame's edge). */
function boundary(mask: Uint8Array, width: number, height: number): Int32Array {
  const out: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      if (mask[p]! < 128) continue;
      if (x === 0 || y === 0 || x === width - 1 || y === height - 1 || mask[p - 1]! < 128 || mask[p + 1]! < 128 || mask[p - width]! < 128 || mask[p + width]! < 128) out.push(p);
    }
  }
  return Int32Array.from(out);
}

function near(points: Int32Array, width: number, height: number, tolerance: number): Uint8Array {
  const hit = new Uint8Array(width * height);
  const r = Math.ceil(tolerance);
  const offsets: [number, number][] = [];
  for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= tolerance * tolerance) offsets.push([dx, dy]);
  for (const p of points) {
    const x = p % width;
    const y = (p - x) / width;
    for (const [dx, dy] of offsets) {
      const xx = x + dx;
      const yy = y + dy;
      if (xx >= 0 && yy >= 0 && xx < width && yy < height) hit[yy * width + xx] = 1;
    }
  }
  return hit;
}

/** Boundary F-measure: boundary pixels matched within `tolerance` pixels, both ways. */
export function boundaryF(predicted: Uint8Array, truth: Uint8Array, width: number, height: number, tolerance = 2): number {
  const bp = boundary(predicted, width, height);
  const bt = boundary(truth, width, height);
  if (bp.length === 0 && bt.length === 0) return 1;
  if (bp.length === 0 || bt.length === 0) return 0;
  const nearTruth = near(bt, width, height, tolerance);
  const nearPred = near(bp, width, height, tolerance);
  let tp = 0;
  for (const p of bp) tp += nearTruth[p]!;
  let tr = 0;
  for (const p of bt) tr += nearPred[p]!;
  const precision = tp / bp.length;
  const recall = tr / bt.length;
  return precision + recall === 0 ? 0 : (2 * precision * recall) / (precision + recall);
}
