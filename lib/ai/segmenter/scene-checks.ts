/**
 * Photos outside the photo guidance that a clean cut would still answer wrongly: a product cut off
 * by the frame (the cutout would be a part of it) and several products (the cutout would be a
 * group, or one of them chosen at random). Both are refused (refusals.ts), and not charged.
 */
import { components } from "./regions";

/**
 * A side crops the product when the mask runs along it for more than this share of the product's
 * own extent along that side (a product cut in two leaves its whole width there; a camera strap
 * hanging from above leaves two strap widths, 3–5%)…
 */
const CROP_SHARE = 0.15;
/** …and for more than this share of the side itself. */
const CROP_SIDE = 0.03;
/** A second separate piece at least this share of the largest is a second product, not a speck or a loose part. */
const SECOND_PRODUCT = 0.2;

/** True when the mask runs along a frame side as a product cut off there does. */
export function isCropped(labels: Uint8Array, w: number, h: number): boolean {
  let left = w, right = -1, top = h, bottom = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!labels[y * w + x]) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  if (right < 0) return false;
  const spanX = right - left + 1;
  const spanY = bottom - top + 1;
  // Pixels of the outer two rows or columns of each side covered by the mask.
  const along = (length: number, at: (i: number, d: number) => number) => {
    let count = 0;
    for (let i = 0; i < length; i++) if (labels[at(i, 0)] || labels[at(i, 1)]) count++;
    return count;
  };
  const sides = [
    { contact: along(w, (x, d) => d * w + x), span: spanX, length: w },
    { contact: along(w, (x, d) => (h - 1 - d) * w + x), span: spanX, length: w },
    { contact: along(h, (y, d) => y * w + d), span: spanY, length: h },
    { contact: along(h, (y, d) => y * w + w - 1 - d), span: spanY, length: h },
  ];
  return sides.some((s) => s.contact > CROP_SHARE * s.span && s.contact > CROP_SIDE * s.length);
}

/** Two pieces closer than this share of the larger one's size are one product with its middle missed. */
const SAME_PRODUCT_GAP = 0.15;

/**
 * "several" when the mask holds two or more separate pieces of a product's size apart from each
 * other; "split" when they nearly touch (a glass bulb's cap and its base, the clear glass between
 * them missed: one product, cut wrong); null when there is one product.
 */
export function separatePieces(full: Uint8Array, fw: number, fh: number): "several" | "split" | null {
  // At half size (a pixel where any of its four is product): a quarter of the pixels to label, and
  // pieces a product's size apart stay apart.
  const w = fw >> 1;
  const h = fh >> 1;
  const labels = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = 2 * y * fw + 2 * x;
      labels[y * w + x] = full[p]! | full[p + 1]! | full[p + fw]! | full[p + fw + 1]!;
    }
  }
  const { labels: ids, areas } = components(labels, w, h, 1);
  const order = areas.map((a, id) => [a, id] as const).slice(1).sort((a, b) => b[0] - a[0]);
  if (order.length < 2 || order[1]![0] < SECOND_PRODUCT * order[0]![0]) return null;
  const boxes = [order[0]![1], order[1]![1]].map(() => ({ x0: w, y0: h, x1: -1, y1: -1 }));
  for (let p = 0; p < ids.length; p++) {
    const k = ids[p] === order[0]![1] ? 0 : ids[p] === order[1]![1] ? 1 : -1;
    if (k < 0) continue;
    const b = boxes[k]!;
    const x = p % w;
    const y = (p - x) / w;
    if (x < b.x0) b.x0 = x;
    if (x > b.x1) b.x1 = x;
    if (y < b.y0) b.y0 = y;
    if (y > b.y1) b.y1 = y;
  }
  const [a, b] = boxes as [(typeof boxes)[0], (typeof boxes)[0]];
  const gap = Math.max(0, Math.max(a.x0, b.x0) - Math.min(a.x1, b.x1), Math.max(a.y0, b.y0) - Math.min(a.y1, b.y1));
  const size = Math.max(a.x1 - a.x0, a.y1 - a.y0);
  return gap < SAME_PRODUCT_GAP * size ? "split" : "several";
}
