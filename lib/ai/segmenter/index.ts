import "server-only";
import { BuiltinSegmenter } from "./builtin-segmenter";
import { OnnxSegmenter, type OnnxSegmenterOptions } from "./onnx-segmenter";
import type { Segmenter } from "./types";

export type { BoundingBox, Cutout, PngOptions, Segmenter, SegmentationResult } from "./types";
export type { OnnxSegmenterOptions } from "./onnx-segmenter";
export { BuiltinSegmenter, type BuiltinDiagnostics } from "./builtin-segmenter";
export { OnnxSegmenter } from "./onnx-segmenter";

export type SegmenterConfig = { kind: "builtin" } | ({ kind: "onnx" } & OnnxSegmenterOptions);

/** The segmenter the configuration names: the embedded one by default, or an ONNX model file. */
export function createSegmenter(config: SegmenterConfig = { kind: "builtin" }): Segmenter {
  if (config.kind === "onnx") return new OnnxSegmenter(config);
  return new BuiltinSegmenter();
}

// Used by other engines and services (eslint.config.mjs keeps the rest of the engine private).
export { liftEdges } from "./edge-lift";
export { fitGmm, logDensity } from "./gmm";
export { rgbToLab } from "./lab";
export { alphaBoundingBox, cutoutRect } from "./result";
