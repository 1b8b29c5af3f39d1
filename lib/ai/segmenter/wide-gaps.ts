/**
 * A white product on white paper often has its outline broken for more than the few pixels that
 * structure.ts closes: where its lit side meets an equally bright backdrop the step vanishes over a
 * stretch, and the backdrop flood pours through the gap and takes a whole face of the product (a
 * toilet's tank, the inside of its bowl). Closing every gap that wide would also seal off real
 * backdrop between a product's parts. So the wide closing is tried apart, and a region it seals
 * off is given to the product only when it is a face, not a bay of the backdrop: it is bounded
 * almost all round by the product's outline (the gap is a small part of its rim).
 * The wide flood runs at half the working size (a quarter of the pixels): it decides regions tens
 * of pixels across, and at full size it cost ~50 ms of a 12 MP upload's budget.
 */
import { components } from "./regions";
import { dilate, flood, seedFrame, seedFront } from "./floods";
import type { Structure } from "./structure";

/** The wide closing's radius in half-size pixels: gaps up to about 4× this many working pixels. */
const WIDE_GAP_RADIUS = 5;
/** A sealed region is a face when at most this share of its rim opens onto the backdrop. */
const MAX_OPENING = 0.2;

/**
 * Clears `reached` (backdrop) on the faces the wide closing seals off, and returns how many pixels
 * that gave the product (a guess across the gap: the confidence counts it). `passable` as in
 * enclosedProduct; `minArea` in working pixels.
 */
export function closeWideGaps(reached: Uint8Array, passable: Uint8Array, s: Structure, w: number, h: number, minArea: number): number {
  const hw = w >> 1;
  const hh = h >> 1;
  const n = hw * hh;
  // Half size: an edge where any of the four pixels has one; passable only where all four are
  // (so no gap opens), and "reached" (by the narrow flood) where any is.
  const edge = new Uint8Array(n);
  const open = new Uint8Array(n);
  const narrow = new Uint8Array(n);
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const p = 2 * y * w + 2 * x;
      const q = y * hw + x;
      edge[q] = s.edge[p]! | s.edge[p + 1]! | s.edge[p + w]! | s.edge[p + w + 1]!;
      open[q] = passable[p]! & passable[p + 1]! & passable[p + w]! & passable[p + w + 1]!;
      narrow[q] = reached[p]! | reached[p + 1]! | reached[p + w]! | reached[p + w + 1]!;
    }
  }
  const wide = dilate(edge, hw, hh, WIDE_GAP_RADIUS);
  const through = new Uint8Array(n);
  for (let q = 0; q < n; q++) through[q] = open[q] && !wide[q] ? 1 : 0;
  const backdrop = new Uint8Array(n);
  const depth = new Uint8Array(n);
  const queue = new Int32Array(n);
  flood(queue, seedFrame(through, backdrop, queue, hw, hh), backdrop, depth, through, 0, hw, n);
  flood(queue, seedFront(backdrop, open, queue, hw), backdrop, depth, open, 2 * WIDE_GAP_RADIUS + 1, hw, n);
  // Sealed: backdrop for the narrow closing, not for the wide one.
  const sealed = new Uint8Array(n);
  let any = false;
  for (let q = 0; q < n; q++) {
    if (narrow[q] && !backdrop[q]) {
      sealed[q] = 1;
      any = true;
    }
  }
  if (!any) return 0;
  const { labels, areas } = components(sealed, hw, hh, 1, false);
  const count = areas.length;
  const rim = new Int32Array(count);
  const opening = new Int32Array(count);
  for (let y = 1; y < hh - 1; y++) {
    for (let x = 1, q = y * hw + 1; x < hw - 1; x++, q++) {
      const id = labels[q]!;
      if (!id) continue;
      const l = q - 1, r = q + 1, u = q - hw, d = q + hw;
      if (labels[l] === id && labels[r] === id && labels[u] === id && labels[d] === id) continue;
      rim[id]!++;
      if (backdrop[l] || backdrop[r] || backdrop[u] || backdrop[d]) opening[id]!++;
    }
  }
  const face = new Uint8Array(count);
  for (let id = 1; id < count; id++) if (4 * areas[id]! >= minArea && opening[id]! <= MAX_OPENING * rim[id]!) face[id] = 1;
  let given = 0;
  for (let y = 0; y < 2 * hh; y++) {
    for (let x = 0; x < 2 * hw; x++) {
      const p = y * w + x;
      if (!reached[p] || !face[labels[(y >> 1) * hw + (x >> 1)]!]) continue;
      reached[p] = 0;
      given++;
    }
  }
  return given;
}
