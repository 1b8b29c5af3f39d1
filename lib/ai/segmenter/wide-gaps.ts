/**
 * A white product on white paper often has its outline broken for more than the few pixels that
 * structure.ts closes: where its lit side meets an equally bright backdrop the step vanishes over a
 * stretch, and the backdrop flood pours through the gap and takes a whole face of the product (a
 * toilet's tank, the inside of its bowl). Closing every gap that wide would also seal off real
 * backdrop between a product's parts. So the wide closing is tried apart, and a region it seals
 * off is given to the product only when it is a face, not a bay of the backdrop:
 * - it is bounded almost all round by the product's outline (the gap is a small part of its rim);
 * - it does not show the backdrop's own surface (a hole through a handle does; that stays backdrop).
 */
import { components } from "./regions";
import { dilate, flood, seedFrame, seedFront, type Structure } from "./structure";

/** The wide closing's radius: gaps up to about twice this many working pixels. */
const WIDE_GAP_RADIUS = 9;
/** A sealed region is a face when at most this share of its rim opens onto the backdrop. */
const MAX_OPENING = 0.2;
const SURFACE_TEST = process.env.PALE_SURFACE === "1";

/**
 * Clears `reached` (backdrop) on the faces the wide closing seals off, and returns how many pixels
 * that gave the product (a guess across the gap: the confidence counts it). `passable` as in
 * enclosedProduct; `tolerance` the plain Lab distance within which a region shows the backdrop.
 */
export function closeWideGaps(reached: Uint8Array, passable: Uint8Array, s: Structure, w: number, h: number, tolerance: number, minArea: number): number {
  const n = w * h;
  const wide = dilate(s.edge, w, h, WIDE_GAP_RADIUS);
  const through = new Uint8Array(n);
  for (let p = 0; p < n; p++) through[p] = passable[p] && !wide[p] ? 1 : 0;
  const backdrop = new Uint8Array(n);
  const depth = new Uint8Array(n);
  const queue = new Int32Array(n);
  flood(queue, seedFrame(through, backdrop, queue, w, h), backdrop, depth, through, 0, w, n);
  flood(queue, seedFront(backdrop, passable, queue, w), backdrop, depth, passable, 2 * WIDE_GAP_RADIUS + 1, w, n);
  // Sealed: backdrop for the narrow closing, not for the wide one.
  const sealed = new Uint8Array(n);
  let any = false;
  for (let p = 0; p < n; p++) {
    if (reached[p] && !backdrop[p]) {
      sealed[p] = 1;
      any = true;
    }
  }
  if (!any) return 0;
  const regions = components(sealed, w, h, 1, false);
  const count = regions.areas.length;
  const rim = new Int32Array(count);
  const open = new Int32Array(count);
  const nearSurface = new Int32Array(count);
  const { labels, areas } = regions;
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1, p = y * w + 1; x < w - 1; x++, p++) {
      const id = labels[p]!;
      if (!id) continue;
      if (s.plain(p) <= tolerance) nearSurface[id]!++;
      const neighbours = [p - 1, p + 1, p - w, p + w];
      if (neighbours.every((q) => labels[q] === id)) continue;
      rim[id]!++;
      if (neighbours.some((q) => backdrop[q])) open[id]!++;
    }
  }
  const face = new Uint8Array(count);
  for (let id = 1; id < count; id++) {
    if (areas[id]! < minArea) continue;
    if (SURFACE_TEST && nearSurface[id]! > areas[id]! >> 1) continue;
    if (open[id]! <= MAX_OPENING * rim[id]!) face[id] = 1;
  }
  let given = 0;
  for (let p = 0; p < n; p++) {
    if (!face[labels[p]!]) continue;
    reached[p] = 0;
    given++;
  }
  return given;
}
