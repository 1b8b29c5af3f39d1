import type { DecodedImage, StagedDecode } from "@/lib/images/types";

export interface BoundingBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The product cut out of the photo: RGBA, trimmed to the product plus a margin. */
export interface Cutout {
  /** Raw RGBA, 4 bytes a pixel; colour is zeroed where alpha is 0. */
  data: Buffer;
  width: number;
  height: number;
  /** Position of the cutout in the full photo. */
  left: number;
  top: number;
}

/** The confidence part of a result (see SegmentationResult). */
export interface Certainty {
  confidence: number;
  reason: string | null;
}

/** What an exact mask (a PNG's own alpha) is worth. */
export const CERTAIN: Certainty = { confidence: 1, reason: null };

export interface PngOptions {
  compressionLevel?: number;
}

export interface SegmentationResult {
  width: number;
  height: number;
  /** Full-size raw 8-bit alpha, `width * height` bytes: 255 = product, 0 = background, feathered on the edge. */
  mask: Buffer;
  /** The product's bounding box in the full photo (pixels with alpha ≥ 128). */
  bbox: BoundingBox;
  /** Fraction of the frame that is product. */
  coverage: number;
  /**
   * 0–1: how sure the segmenter is that the cutout follows the product's outline, calibrated
   * against IoU on bench/segmenter's real imagery (docs/benchmarks.md): high means high IoU.
   */
  confidence: number;
  /** Plain words on what is uncertain ("The outline is faint on the left side"); null when confident. */
  confidenceReason: string | null;
  /** The product with alpha, trimmed to `bbox` plus a margin, edge colours freed of the background's tint. */
  cutout(): Cutout;
  /** `cutout()` as a PNG with alpha. zlib level 0–9, default 1 (fast: it runs inside the request). */
  cutoutPng(options?: PngOptions): Promise<Buffer>;
  /** `mask` as an 8-bit grayscale PNG at the photo's full size and orientation. */
  maskPng(options?: PngOptions): Promise<Buffer>;
}

export interface Segmenter {
  readonly name: string;
  /**
   * How to build the same segmenter on another thread (createSegmenter's config), when it can be:
   * the upload thread runs it there. Absent for one that must stay where it was made.
   */
  readonly portable?: { kind: "builtin" };
  /** The long side it decides at, so a decoder can prepare that size beside the full one. */
  readonly previewLongSide?: number;
  /** Throws AppError UnknownForeground when the photo has no well-defined product. */
  segment(image: DecodedImage): Promise<SegmentationResult>;
  /**
   * The same, deciding on the preview while the full-size decode is still running (decodeUploadStaged),
   * for segmenters that can: the full raster is awaited only for the last, full-size step.
   */
  segmentStaged?(upload: StagedDecode): Promise<SegmentationResult>;
}
