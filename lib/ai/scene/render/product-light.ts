// Where the light fell on the product when it was photographed, read from its own shading: the
// product's pixels cannot be relit, so the scene's key light comes from the side the product is
// lit from, and its cast shadow falls away from that side.

/** Lightness this much brighter on one side (0..1 of full scale) says where the light was. */
const CLEAR = 0.04;

/**
 * -1: lit from the left, 1: lit from the right, 0: no clear side (front light, or the sides differ
 * in colour more than in light). Compares the outer thirds of each row of the product, so a product
 * darker at its top than at its bottom does not count, only across.
 */
export function productLightSide(rgba: Uint8Array | Buffer, width: number, height: number): -1 | 0 | 1 {
  let left = 0;
  let right = 0;
  let nl = 0;
  let nr = 0;
  const step = Math.max(1, Math.floor(Math.max(width, height) / 160));
  for (let y = 0; y < height; y += step) {
    let x0 = -1;
    let x1 = -1;
    for (let x = 0; x < width; x += 1) {
      if ((rgba[(y * width + x) * 4 + 3] ?? 0) >= 200) {
        if (x0 < 0) x0 = x;
        x1 = x;
      }
    }
    const span = x1 - x0;
    if (x0 < 0 || span < 6) continue;
    for (let x = x0; x <= x1; x += step) {
      const i = (y * width + x) * 4;
      if ((rgba[i + 3] ?? 0) < 200) continue;
      const l = (0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!) / 255;
      const t = (x - x0) / span;
      if (t < 1 / 3) {
        left += l;
        nl += 1;
      } else if (t > 2 / 3) {
        right += l;
        nr += 1;
      }
    }
  }
  if (nl < 20 || nr < 20) return 0;
  const d = right / nr - left / nl;
  return d > CLEAR ? 1 : d < -CLEAR ? -1 : 0;
}
