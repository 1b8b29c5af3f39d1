/**
 * The parts of the built-in segmenter's decision that depend on nothing the rest of it computes
 * meanwhile, so that they can run on a second thread (helper-thread.ts): the GrabCut-style labels
 * (beside the structure analysis) and the honesty checks on the cut (beside the full-size edge
 * lift). Plain functions of plain arrays: the same on either thread, bit for bit.
 */
import { outlineSupport, type OutlineSupport } from "./certainty";
import { closedOff, type ClosedOff } from "./closed-off";
import { cutShape, type CutShape } from "./cut-shape";
import type { LabPlanes } from "./lab";
import { refineLabels, type RefineOptions } from "./refine-labels";
import { isCropped, separatePieces } from "./scene-checks";
import { strayEdges } from "./stray-edges";
import type { Structure } from "./structure";

export interface RefineTask {
  lab: LabPlanes;
  distance: Float32Array;
  w: number;
  h: number;
  options: RefineOptions;
}

/** What the checks read of the structure analysis (its planes; the rest does not cross threads). */
export type CheckedStructure = Pick<Structure, "edge" | "barrier" | "closed" | "shadowLike">;

export interface ChecksTask {
  labels: Uint8Array;
  distance: Float32Array;
  structure: CheckedStructure;
  w: number;
  h: number;
  high: number;
  strayMargin: number;
  apartReach: number;
  minHole: number;
}

export interface Checks {
  support: OutlineSupport;
  stray: number;
  outlineApart: number;
  sealed: ClosedOff;
  cropped: boolean;
  pieces: ReturnType<typeof separatePieces>;
  shape: CutShape;
}

export const helperTasks = {
  refine: ({ lab, distance, w, h, options }: RefineTask): Uint8Array => refineLabels(lab, distance, w, h, options),
  checks: ({ labels, distance, structure, w, h, high, strayMargin, apartReach, minHole }: ChecksTask): Checks => {
    // The share of the cut's boundary on evidence, overall and per side (certainty.ts).
    const support = outlineSupport(labels, distance, structure as Structure, w, h, high);
    const outlineApart = { largestApart: 0 };
    const stray = strayEdges(labels, structure as Structure, w, h, strayMargin, apartReach, outlineApart, { shadowLike: structure.shadowLike, distance, high });
    const sealed = closedOff(labels, structure.edge, w, h, minHole);
    return { support, stray, outlineApart: outlineApart.largestApart, sealed, cropped: isCropped(labels, w, h), pieces: separatePieces(labels, w, h), shape: cutShape(labels, distance, high, w, h) };
  },
};

export type HelperTasks = typeof helperTasks;
export type HelperTask = keyof HelperTasks;
