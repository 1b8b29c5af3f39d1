import "server-only";
import type { Segmenter } from "@/lib/ai/segmenter";
import type { ProductAnalysis } from "@/lib/db/schema/photoshoot";
import { decodeUploadStaged, withPreview } from "@/lib/images/decode";
import { dominantColors, shapeClass } from "./product-analysis";
import { readProductLook } from "./product-look";

/** What a product photo upload yields: the photo's size, its cutout and mask as PNGs, and the product's analysis. */
export interface UploadWork {
  width: number;
  height: number;
  analysis: ProductAnalysis;
  cutoutPng: Buffer;
  maskPng: Buffer;
  /** The segmenter's confidence in the cutout (SegmentationResult.confidence) and what is uncertain. */
  cutoutConfidence: number;
  cutoutConfidenceReason: string | null;
}

/**
 * Decode, segment, encode and analyse one upload. The full-size rasters are garbage once this
 * returns; it runs on the upload thread (upload-thread.ts) or, for a segmenter that cannot move
 * there, on the caller's.
 */
export async function processUpload(segmenter: Segmenter, bytes: Buffer): Promise<UploadWork> {
  const upload = await decodeUploadStaged(bytes, { previewLongSide: segmenter.previewLongSide });
  // A segmenter that can decides on the preview while the full-size decode is still running.
  const segmentation = segmenter.segmentStaged ? await segmenter.segmentStaged(upload) : await segmenter.segment(await withPreview(upload));
  // The PNGs encode on libvips threads while the analysis runs here (the mask first: it needs no cutout).
  const encoded = Promise.all([segmentation.maskPng(), segmentation.cutoutPng()]);
  const cutout = segmentation.cutout();
  const analysis: ProductAnalysis = {
    dominantColors: dominantColors(cutout),
    shapeClass: shapeClass(segmentation.bbox, segmentation),
    box: segmentation.bbox,
    // The full decode is done by now (the segmenter's last step needed it).
    look: readProductLook(cutout, await upload.full, segmentation.mask),
  };
  const [maskPng, cutoutPng] = await encoded;
  return {
    width: segmentation.width,
    height: segmentation.height,
    analysis,
    cutoutPng,
    maskPng,
    cutoutConfidence: segmentation.confidence,
    cutoutConfidenceReason: segmentation.confidenceReason,
  };
}
