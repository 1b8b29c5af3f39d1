import "server-only";
import * as ort from "onnxruntime-node";
import sharp from "sharp";
import type { DecodedImage } from "@/lib/images/types";
import { alphaIsCutout, segmentFromAlpha } from "./alpha-hint";
import { finishSegmentation } from "./finish";
import { LIMITS, refusals } from "./refusals";
import { keepMainComponents } from "./regions";
import type { Certainty, Segmenter, SegmentationResult } from "./types";
import { makeWorkingImage } from "./working-image";

export interface OnnxSegmenterOptions {
  /** Path of an ISNet / BiRefNet / U2Net-style model: one NCHW float32 image in, one saliency map out. */
  modelPath: string;
  /** Model input size in pixels, square or [width, height]. Default 1024 (ISNet, BiRefNet); U2Net uses 320. */
  inputSize?: number | readonly [number, number];
  /** Per-channel normalisation of 0–1 RGB: (x - mean) / std. Default ImageNet's; ISNet uses mean 0.5, std 1. */
  mean?: readonly [number, number, number];
  std?: readonly [number, number, number];
  /** Tensor names; default the model's first input and first output. */
  inputName?: string;
  outputName?: string;
  /**
   * How to read the output: "minmax" rescales it to 0–1 (rembg's convention, fine for U2Net and
   * ISNet), "sigmoid" treats it as logits (BiRefNet), "none" as a probability already. Default "minmax".
   */
  output?: "minmax" | "sigmoid" | "none";
  /** Probability at or above which a pixel is product. Default 0.5. */
  threshold?: number;
  sessionOptions?: ort.InferenceSession.SessionOptions;
}

const IMAGENET_MEAN = [0.485, 0.456, 0.406] as const;
const IMAGENET_STD = [0.229, 0.224, 0.225] as const;

/**
 * Adapter for a saliency model run by onnxruntime-node. The model decides at its own input size;
 * the decision is then lifted to full size with the same edge refinement as the built-in
 * segmenter, and the same shape checks (empty, whole frame, cropped) apply.
 */
export class OnnxSegmenter implements Segmenter {
  readonly name = "onnx";
  private session: Promise<ort.InferenceSession> | undefined;

  constructor(private readonly options: OnnxSegmenterOptions) {}

  private load(): Promise<ort.InferenceSession> {
    this.session ??= ort.InferenceSession.create(this.options.modelPath, { graphOptimizationLevel: "all", ...this.options.sessionOptions });
    return this.session;
  }

  async segment(image: DecodedImage): Promise<SegmentationResult> {
    if (image.width < LIMITS.minSide || image.height < LIMITS.minSide) throw refusals.tooSmall(image.width, image.height);
    if (alphaIsCutout(image)) return segmentFromAlpha(image);
    const session = await this.load();
    const { inputSize = 1024, mean = IMAGENET_MEAN, std = IMAGENET_STD, output = "minmax", threshold = 0.5 } = this.options;
    const [iw, ih] = typeof inputSize === "number" ? [inputSize, inputSize] : inputSize;

    const [pixels, work] = await Promise.all([
      sharp(image.rgb, { raw: { width: image.width, height: image.height, channels: 3 } }).resize(iw, ih, { fit: "fill" }).raw().toBuffer(),
      makeWorkingImage(image),
    ]);
    const plane = iw * ih;
    const input = new Float32Array(3 * plane);
    for (let c = 0; c < 3; c++) {
      const m = mean[c]!;
      const s = std[c]!;
      for (let p = 0; p < plane; p++) input[c * plane + p] = (pixels[p * 3 + c]! / 255 - m) / s;
    }
    const inputName = this.options.inputName ?? session.inputNames[0]!;
    const outputName = this.options.outputName ?? session.outputNames[0]!;
    const results = await session.run({ [inputName]: new ort.Tensor("float32", input, [1, 3, ih, iw]) });
    const tensor = results[outputName];
    if (!tensor) throw new Error(`The segmentation model has no output named ${outputName}.`);
    const dims = tensor.dims;
    const mh = Number(dims[dims.length - 2]);
    const mw = Number(dims[dims.length - 1]);
    const saliency = toBytes(tensor.data as Float32Array, mw * mh, output);

    // Decide at working size: the map is scaled there, thresholded, and cleaned of specks.
    const scaled = await sharp(saliency, { raw: { width: mw, height: mh, channels: 1 } })
      .resize(work.width, work.height, { fit: "fill", kernel: "linear" })
      .toColourspace("b-w") // sharp would otherwise widen one channel to sRGB
      .raw()
      .toBuffer();
    const cut = Math.round(threshold * 255);
    let labels: Uint8Array = new Uint8Array(scaled.length);
    for (let p = 0; p < scaled.length; p++) labels[p] = scaled[p]! >= cut ? 1 : 0;
    labels = keepMainComponents(labels, work.width, work.height, 0.05);
    return finishSegmentation(image, work, labels, modelCertainty(scaled, labels));
  }
}

/**
 * The model's own doubt: pixels it scores between 0.2 and 0.8, per product pixel. A crisp map has
 * them only in a thin band along the outline (a few per cent of the product); many more mean the
 * model hesitated over whole parts.
 */
function modelCertainty(probability: Uint8Array, labels: Uint8Array): Certainty {
  let unsure = 0;
  let product = 0;
  for (let p = 0; p < labels.length; p++) {
    product += labels[p]!;
    const v = probability[p]!;
    if (v > 51 && v < 204) unsure++;
  }
  const confidence = Math.max(0, Math.min(1, 1 - (unsure / Math.max(1, product) - 0.05) * 4));
  return { confidence, reason: confidence < 0.7 ? "The model was unsure about part of the outline." : null };
}

/** The first `count` values of the output map as 0–255 probabilities. */
function toBytes(data: Float32Array, count: number, mode: "minmax" | "sigmoid" | "none"): Buffer {
  const out = Buffer.allocUnsafe(count);
  let lo = 0;
  let hi = 1;
  if (mode === "minmax") {
    lo = Infinity;
    hi = -Infinity;
    for (let p = 0; p < count; p++) {
      const v = data[p]!;
      if (v < lo) lo = v;
      if (v > hi) hi = v;
    }
    if (!(hi > lo)) hi = lo + 1;
  }
  for (let p = 0; p < count; p++) {
    let v = data[p]!;
    v = mode === "sigmoid" ? 1 / (1 + Math.exp(-v)) : (v - lo) / (hi - lo);
    out[p] = v <= 0 ? 0 : v >= 1 ? 255 : Math.round(v * 255);
  }
  return out;
}
