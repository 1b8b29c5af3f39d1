/**
 * Regions outside the cut that sharp outlines close off: what a closed contour says the cut missed.
 * A backdrop is one open surface; its texture and the soft edges of shadows close nothing off. So
 * when the outlines left outside the cut, together with the cut itself, seal off a region of the
 * backdrop side, that region is a face of the product the backdrop flood took (a white toilet's tank
 * on its own white, entered through a gap in its lid's outline: a cut of half the toilet) or a
 * second product standing apart. Either way the cut is not the product, and its confidence says so
 * (certainty.ts) or it is refused (scene-checks.ts's several products).
 * Gaps in those outlines up to about 4 × CLOSE_RADIUS working pixels are closed; like wide-gaps.ts
 * it runs at half the working size.
 */
import { components } from "./regions";
import { dilate, flood, seedFrame } from "./floods";

/** The closing's radius in half-size pixels (gaps up to ~20 working pixels). */
const CLOSE_RADIUS = 5;

export interface ClosedOff {
  /** Area closed off beside the cut (within NEAR of it), as a share of the cut's area. */
  beside: number;
  /** Area closed off apart from the cut (a second product), as a share of the cut's area. */
  apart: number;
}

/** A closed-off region nearer the cut than this many half-size pixels beyond the closing is beside it. */
const NEAR = 4;

/**
 * `labels`: the cut (1 = product) at working size; `edge`: ridges of sharp steps (structure.ts).
 * Regions smaller than `minArea` working pixels (texture, a speck) are left out.
 */
export function closedOff(labels: Uint8Array, edge: Uint8Array, w: number, h: number, minArea: number): ClosedOff {
  const hw = w >> 1;
  const hh = h >> 1;
  const n = hw * hh;
  const cut = new Uint8Array(n);
  const ridge = new Uint8Array(n);
  let cutArea = 0;
  for (let y = 0; y < hh; y++) {
    for (let x = 0; x < hw; x++) {
      const p = 2 * y * w + 2 * x;
      const q = y * hw + x;
      cut[q] = labels[p]! | labels[p + 1]! | labels[p + w]! | labels[p + w + 1]!;
      // Only the outlines outside the cut: the cut's own inner lines seal nothing on the backdrop side.
      ridge[q] = (edge[p]! & (labels[p]! ^ 1)) | (edge[p + 1]! & (labels[p + 1]! ^ 1)) | (edge[p + w]! & (labels[p + w]! ^ 1)) | (edge[p + w + 1]! & (labels[p + w + 1]! ^ 1));
      cutArea += cut[q]!;
    }
  }
  if (cutArea === 0) return { beside: 0, apart: 0 };
  // The cut closes off too: a cut that kept only slivers of a face's outline (the rim of a white
  // tank on white) leaves the face between them and the outline's remaining ridges.
  for (let q = 0; q < n; q++) if (cut[q]) ridge[q] = 1;
  const closed = dilate(ridge, hw, hh, CLOSE_RADIUS);
  // The backdrop side: what the frame reaches around the cut alone (holes in the cut are left out)…
  const free = new Uint8Array(n);
  for (let q = 0; q < n; q++) free[q] = cut[q] ? 0 : 1;
  const outside = new Uint8Array(n);
  const depth = new Uint8Array(n);
  const queue = new Int32Array(n);
  flood(queue, seedFrame(free, outside, queue, hw, hh), outside, depth, free, 0, hw, n);
  // …and what it still reaches once the outlines outside the cut are closed too.
  const open = new Uint8Array(n);
  for (let q = 0; q < n; q++) open[q] = free[q] && !closed[q] ? 1 : 0;
  const reached = new Uint8Array(n);
  flood(queue, seedFrame(open, reached, queue, hw, hh), reached, depth, open, 0, hw, n);
  const sealed = new Uint8Array(n);
  for (let q = 0; q < n; q++) sealed[q] = outside[q] && open[q] && !reached[q] ? 1 : 0;
  const near = dilate(cut, hw, hh, CLOSE_RADIUS + NEAR);
  const { labels: ids, areas } = components(sealed, hw, hh, 1, false);
  const touches = new Uint8Array(areas.length);
  for (let q = 0; q < n; q++) if (ids[q] && near[q]) touches[ids[q]!] = 1;
  let beside = 0;
  let apart = 0;
  for (let id = 1; id < areas.length; id++) {
    if (4 * areas[id]! < minArea) continue;
    if (touches[id]) beside += areas[id]!;
    else apart += areas[id]!;
  }
  return { beside: beside / cutArea, apart: apart / cutArea };
}
