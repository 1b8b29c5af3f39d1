/**
 * The second try for a cut about to be refused as partly missed or unsure (builtin-segmenter.ts):
 * complete it by mirror symmetry (mirror-completion.ts) and keep the completion only when what the
 * photo shows holds it up — the outline's ridges agree on the axis, the completed outline runs on
 * ridges (sharp or faint: faint-edges.ts), it is itself mirror-symmetric, one piece not cut by the
 * frame, and it leaves no sharp outline outside it. Its confidence is capped: the user is asked to check the edges.
 */
import { borderBand } from "./background-model";
import { faintRidges } from "./faint-edges";
import { mirrorCompletion, type MirrorCompletion } from "./mirror-completion";
import { fillHoles, keepMainComponents } from "./regions";
import { isCropped, separatePieces } from "./scene-checks";
import { strayEdges } from "./stray-edges";
import type { Structure } from "./structure";
import type { Certainty } from "./types";

/** The rows whose outermost ridges must agree on the axis (clear bulbs, seeds 1–7: 0.35–0.69). */
const MIN_AGREEMENT = 0.3;
/**
 * The completed cut's share whose mirror image is in it too: a product completed by its symmetry is
 * symmetric, first cut and all (clear bulbs, seeds 1–5: 0.987–0.997); a half toilet at three
 * quarters completed about a chance axis is not (0.20–0.38; seed 5 was returned at IoU 0.54 before
 * this check).
 */
const MIN_MIRRORED = 0.9;
/** The completed outline's share on ridges (within 2 px). */
const MIN_ON_RIDGES = 0.3;
/** The completion must add at least this share of the cut (less is no completion)… */
const MIN_GROWTH = 1.1;
/** …and at most this (more is a shadow or the backdrop taken for product). */
const MAX_GROWTH = 4;
/** Sharp edges left outside the completed cut, per boundary pixel (builtin-segmenter.ts's MAX_STRAY_EDGES is 0.22 for a first cut). */
const MAX_STRAY = 0.12;
/** The confidence of a completed cut is at most this, with a reason. */
const CAP = 0.7;

export interface MirrorRescue {
  labels: Uint8Array;
  certainty: Certainty;
  completion: MirrorCompletion;
  stray: number;
}

/** `labels`: the cut about to be refused; `structure`: its sharp edges (structure.ts). Null when the completion is not held up. */
export function mirrorRescue(labels: Uint8Array, structure: Structure, w: number, h: number, measured?: (m: MirrorCompletion & { stray?: number }) => void): MirrorRescue | null {
  const band = borderBand(w, h);
  const faint = faintRidges(structure.lab.L, w, h, band);
  const ridges = new Uint8Array(w * h);
  for (let p = 0; p < ridges.length; p++) ridges[p] = structure.edge[p]! | faint[p]!;
  const completion = mirrorCompletion(labels, structure.plain, structure.shadowLike, ridges, w, h, band);
  if (!completion) return null;
  measured?.(completion);
  const { axisAgreement, onRidges, growth, mirrored } = completion;
  if (axisAgreement < MIN_AGREEMENT || onRidges < MIN_ON_RIDGES || growth < MIN_GROWTH || growth > MAX_GROWTH || mirrored < MIN_MIRRORED) return null;
  // Every hole in a completed cut is product: the glass it was completed across shows the backdrop.
  const cut = fillHoles(keepMainComponents(completion.labels, w, h, 1), w, h, () => false);
  if (isCropped(cut, w, h) || separatePieces(cut, w, h)) return null;
  const stray = strayEdges(cut, structure, w, h, 3);
  measured?.({ ...completion, stray });
  if (stray > MAX_STRAY) return null;
  const confidence = Math.round(100 * Math.min(CAP, onRidges)) / 100;
  return { labels: cut, certainty: { confidence, reason: "Part of the outline was completed from its mirror image: check the edges." }, completion, stray };
}
