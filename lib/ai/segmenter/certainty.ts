/**
 * An honest confidence for a cut, from what the photo shows along its outline (never from the
 * truth): the share of the outline that runs on evidence (a sharp edge or a clear colour step),
 * side by side so the reason can say where it is faint; sharp outlines left outside the cut; and
 * how much of the product was given to it across a gap in its outline (wide-gaps.ts); and regions
 * beside the cut that outlines outside it close off (closed-off.ts: the part it missed). Calibrated
 * on bench/segmenter's tuning photos against IoU (docs/benchmarks.md): confidence ≥ 0.9 has meant
 * IoU ≥ 0.95 there.
 */
import type { Structure } from "./structure";
import type { CutShape } from "./cut-shape";
import type { Certainty } from "./types";

/** Per side of the product, the share of its outline on evidence, and overall. */
export interface OutlineSupport {
  overall: number;
  /** Boundary pixels per pixel of the cut: how thin the product is (a round can 0.01, a stethoscope's tube 0.3+). */
  thinness: number;
  /** left, right, top, bottom: the boundary pixels in each quarter around the product's centre. */
  sides: [number, number, number, number];
}

const SIDE_NAMES = ["left", "right", "top", "bottom"] as const;

/** The share of the mask's boundary on evidence (a sharp edge, or a pixel clearly unlike the backdrop), overall and per side. */
export function outlineSupport(labels: Uint8Array, distance: Float32Array, s: Structure, w: number, h: number, high: number): OutlineSupport {
  let cx = 0, cy = 0, area = 0;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (!labels[y * w + x]) continue;
      cx += x;
      cy += y;
      area++;
    }
  }
  cx /= Math.max(1, area);
  cy /= Math.max(1, area);
  const total = [0, 0, 0, 0];
  const supported = [0, 0, 0, 0];
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const p = y * w + x;
      if (!labels[p]) continue;
      if (labels[p - 1] && labels[p + 1] && labels[p - w] && labels[p + w]) continue;
      const dx = x - cx, dy = y - cy;
      const side = Math.abs(dx) >= Math.abs(dy) ? (dx < 0 ? 0 : 1) : dy < 0 ? 2 : 3;
      total[side]!++;
      if (s.barrier[p] || distance[p]! >= high) supported[side]!++;
    }
  }
  const all = total.reduce((a, b) => a + b, 0);
  const sides = total.map((t, i) => (t ? supported[i]! / t : 1)) as OutlineSupport["sides"];
  return { overall: all ? supported.reduce((a, b) => a + b, 0) / all : 0, thinness: all / Math.max(1, area), sides };
}

/** Inputs of the confidence, all measured on the photo. */
export interface CertaintyInputs {
  support: OutlineSupport;
  /** Sharp edges left outside the cut, per boundary pixel (stray-edges.ts). */
  stray: number;
  /** Share of the product's area given to it across a gap in its outline. */
  acrossGaps: number;
  /** Area that sharp outlines outside the cut close off beside it, as a share of the cut (closed-off.ts). */
  closedOffBeside: number;
  /** The cut's shape against the photo (cut-shape.ts); absent in callers that only weigh the outline. */
  shape?: CutShape;
}

/**
 * Each doubt lowers the confidence on its own scale (weights fitted on the tuning photos): an
 * outline that runs mostly where nothing is seen, a side with little evidence, outlines left out,
 * and product guessed across gaps. The strongest doubt names the reason.
 */
export function certaintyOf({ support, stray, acrossGaps, closedOffBeside, shape }: CertaintyInputs): Certainty {
  const weakest = support.sides.indexOf(Math.min(...support.sides));
  const doubts: Array<[number, string]> = [
    [clamp01((0.75 - support.overall) / 0.5), "Much of the outline is faint: the product and the background look alike."],
    [clamp01((0.45 - support.sides[weakest]!) / 0.45), `The outline is faint on the ${SIDE_NAMES[weakest]} side.`],
    // A side that is only half on evidence may run through the product, not round it (the hold-out
    // kettle on its own olive-brown: its mirror-like body lost on the left, that side 0.44 on
    // evidence, IoU 0.65, was 0.91). Right cuts measure that low too (an onion on grey 0.42, IoU
    // 0.97), so this one only asks for a look: at most 0.35, never a refusal on its own.
    [0.35 * clamp01((0.65 - support.sides[weakest]!) / 0.25), `The outline is faint on the ${SIDE_NAMES[weakest]} side.`],
    // Stray outlines alone never make a refusal: backdrop texture and a product's own cast
    // reflections score up to ~0.22 on right cuts too (a 12 MP bottle on a gradient, IoU 0.985).
    [0.6 * clamp01((stray - 0.06) / 0.16), "Some sharp outlines outside the cutout may belong to the product."],
    [clamp01((acrossGaps - 0.1) / 1), "Part of the product was filled in across gaps in its outline."],
    // A closed outline beside the cut is a face of the product it left out: right cuts measure 0
    // (at most 0.02), a white toilet cut in half on its own white 0.9 (IoU 0.43, refused at 1).
    [clamp01((closedOffBeside - 0.02) / 0.7), "Part of the product seems to be missing from the cutout."],
    // A thin product is mostly edge: the outline evidence can be all there and a pixel's error
    // along it still costs much of the IoU (tuning photos: a stethoscope at thinness 0.14 cut at
    // IoU 0.88-0.93, a guitar's neck at 0.05 at 0.905, both scored 1.0 before). Never a refusal on
    // its own: the cut is right in shape, only its edges need a look.
    [0.6 * clamp01((support.thinness - 0.02) / 0.15), "The product is thin: check its edges."],
    // Sharp outlines left beside a thin cut: stray × thinness is stray edge pixels per pixel of the
    // cut, and each may stand for a strip of product a few pixels wide that the cut missed, which a
    // thin cut cannot spare: a pale glass thermometer on off-white, its outer glass left out (0.011
    // to 0.016 by how it was decoded, IoU 0.76, was returned at 0.63), and a white toilet on its own
    // white cut down to its rims (seed 2, 0.0093, IoU 0.33, returned at 0.69); the thermometer on
    // white 0.0085 at IoU 0.87; right cuts ≤ 0.0048 on the tuning photos. This one may refuse alone.
    [clamp01((stray * support.thinness - 0.004) / 0.0064), "Sharp outlines beside this thin product may be parts of it the cutout missed."],
    // Product-like pixels the cut went round: inside both its row and column spans, outside it, and
    // unlike the backdrop, per pixel of the cut (cut-shape.ts). A cut with bites out of the product
    // leaves them there; a ring's middle (a stethoscope) is backdrop and does not count. Tuning
    // photos (seeds 1-5 of the variants, seed 7 of all): right cuts ≤ 0.034 (a pale toilet on pastel,
    // IoU 0.90), a toilet cut down to its rims on its own white 0.16 (IoU 0.32) and one on light grey
    // with its tank bitten off 0.048 (IoU 0.71): a thin margin, resting on two wrong cuts.
    [clamp01(((shape?.missedInside ?? 0) - MISSED_INSIDE_FROM) / MISSED_INSIDE_SPAN), "Part of the product seems to be missing from the cutout."],
  ];
  const [doubt, reason] = doubts.reduce((a, b) => (b[0] > a[0] ? b : a));
  const confidence = Math.round(100 * (1 - doubt)) / 100;
  return { confidence, reason: confidence >= CONFIDENT ? null : reason };
}

/** The missed-inside doubt starts here and reaches a refusal (1) this much further on: see certaintyOf. */
const MISSED_INSIDE_FROM = 0.02;
const MISSED_INSIDE_SPAN = 0.03;

/** From here on the reason is left out: nothing is uncertain enough to name. */
export const CONFIDENT = 0.9;

const clamp01 = (v: number) => (v < 0 ? 0 : v > 1 ? 1 : v);
