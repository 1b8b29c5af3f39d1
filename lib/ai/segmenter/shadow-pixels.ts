// Which pixels could be the backdrop in shadow (structure.ts lets the backdrop flood through them,
// so a contact, cast or floating shadow ends up outside the mask).
import { SHADOW_DEPTH } from "./colour-distance";
import type { SurfacePlanes } from "./background-model";
import { flood } from "./floods";
import type { LabPlanes } from "./lab";

/** Shadow chroma tolerance: multiples of the backdrop noise, and its floor (Lab units). */
const SHADOW_CHROMA = 2.5;
const MIN_SHADOW_CHROMA = 3;

/**
 * A contact shadow's core can be deeper than SHADOW_DEPTH (a kettle on its own olive-brown: the core
 * at ~0.65 of the backdrop's lightness). Such a pixel is still shadow when it keeps the backdrop's
 * chroma and is reached from the shallow shadow without crossing a sharp edge (a shadow's edge is a
 * soft ramp, a product's a step), at most DEEP_SHADOW_REACH of the long side from it: a dark product
 * standing in its shadow can meet the core without an edge at its base, and the limit keeps that
 * from eating more than a shadow's width of it.
 */
const DEEP_SHADOW_DEPTH = 0.85;
const DEEP_SHADOW_REACH = 0.03;

/**
 * 1 where a pixel could be the backdrop in shadow: darker than the surface (not too deep), same
 * chroma; 2 where it is deeper than SHADOW_DEPTH but within DEEP_SHADOW_DEPTH (a candidate for
 * growDeepShadow).
 */
function shadowLikePixels(lab: LabPlanes, surface: SurfacePlanes, noise: number): Uint8Array {
  const n = lab.L.length;
  const out = new Uint8Array(n);
  const chromaTol2 = Math.max(MIN_SHADOW_CHROMA, SHADOW_CHROMA * noise) ** 2;
  for (let p = 0; p < n; p++) {
    const l = lab.L[p]!;
    const sl = surface.L[p]!;
    const dl = l - sl;
    if (dl >= 0 || -dl > DEEP_SHADOW_DEPTH * sl) continue;
    // Under a change of illumination a/b scale with (L + 16): compare chroma against the scaled surface.
    const k = (l + 16) / (sl + 16);
    const ca = lab.a[p]! - surface.a[p]! * k;
    const cb = lab.b[p]! - surface.b[p]! * k;
    if (ca * ca + cb * cb <= chromaTol2) out[p] = -dl > SHADOW_DEPTH * sl ? 2 : 1;
  }
  return out;
}

/**
 * The deep candidates (2) reached from the shallow shadow (1) through deep candidates off the
 * sharp outline, within `reach` steps, become shadow (1); the rest are not shadow-like (0).
 */
function growDeepShadow(shadow: Uint8Array, barrier: Uint8Array, w: number, h: number, reach: number): Uint8Array {
  const n = w * h;
  const through = new Uint8Array(n);
  const reached = new Uint8Array(n);
  const queue = new Int32Array(n);
  let tail = 0;
  for (let p = 0; p < n; p++) {
    if (shadow[p] === 2 && !barrier[p]) through[p] = 1;
    else if (shadow[p] === 1) {
      reached[p] = 1;
      // Only the shallow shadow's front is queued: its inside has nothing new to reach.
      const x = p % w;
      if ((x > 0 && shadow[p - 1] === 2) || (x < w - 1 && shadow[p + 1] === 2) || (p >= w && shadow[p - w] === 2) || (p < n - w && shadow[p + w] === 2)) queue[tail++] = p;
    }
  }
  flood(queue, tail, reached, new Uint8Array(n), through, Math.min(255, reach), w, n);
  return reached;
}

/** 1 where a pixel could be the backdrop in shadow: shallow shadow, and deep shadow reached from it off the `barrier` (sharp edges). */
export function shadowPixels(lab: LabPlanes, surface: SurfacePlanes, noise: number, barrier: Uint8Array, w: number, h: number): Uint8Array {
  return growDeepShadow(shadowLikePixels(lab, surface, noise), barrier, w, h, Math.max(4, Math.round(DEEP_SHADOW_REACH * Math.max(w, h))));
}
