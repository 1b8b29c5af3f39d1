import "server-only";
import { BuiltinSegmenter } from "./builtin-segmenter";
import { OnnxSegmenter, type OnnxSegmenterOptions } from "./onnx-segmenter";
import type { Segmenter } from "./types";

export type { BoundingBox, Cutout, PngOptions, Segmenter, SegmentationResult } from "./types";
export type { OnnxSegmenterOptions } from "./onnx-segmenter";
export { BuiltinSegmenter, type BuiltinDiagnostics } from "./builtin-segmenter";
export { OnnxSegmenter } from "./onnx-segmenter";

export type SegmenterConfig = { kind: "builtin" } | ({ kind: "onnx" } & OnnxSegmenterOptions);

/**
 * The segmenter the configuration names: the embedded one by default, or an ONNX model file.
 * `helperThread`: the embedded one works on a second thread too (helper-thread.ts; the upload thread asks for it).
 */
export function createSegmenter(config: SegmenterConfig = { kind: "builtin" }, { helperThread = false } = {}): Segmenter {
  if (config.kind === "onnx") return new OnnxSegmenter(config);
  return new BuiltinSegmenter(undefined, { helperThread });
}

// Used by other engines and services (eslint.config.mjs keeps the rest of the engine private).
export { liftEdges } from "./edge-lift";
export { fitGmm, logDensity } from "./gmm";
export { rgbToLab } from "./lab";
export { alphaBoundingBox, cutoutRect } from "./result";
