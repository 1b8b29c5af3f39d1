import { AppError } from "@/lib/errors";
import type { Segmenter } from "@/lib/ai/segmenter";
import { decodeUpload } from "@/lib/images/decode";

/** One photo through the segmenter: its mask and confidence, or the refusal's reason (an empty mask then), and the time taken. */
export async function segmentOnce(segmenter: Segmenter, image: Buffer, size: { width: number; height: number }) {
  const t0 = performance.now();
  try {
    const result = await segmenter.segment(await decodeUpload(image, { previewLongSide: segmenter.previewLongSide }));
    return { predicted: result.mask, refused: undefined, ms: performance.now() - t0, confidence: result.confidence, confidenceReason: result.confidenceReason };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return { predicted: new Uint8Array(size.width * size.height), refused: error.message, ms: performance.now() - t0, confidence: 0, confidenceReason: null };
  }
}
