import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/photoshoot";
import { readUploadHeader } from "@/lib/images/decode";
import { uploadGate } from "@/lib/images/work-gate";
import type { Segmenter } from "@/lib/ai/segmenter";
import { recommendPresetIds, recommendPrompts } from "@/lib/ai/scene";
import { captionProduct } from "@/lib/ai/providers";
import type { ChatModelOptions } from "@/lib/ai/providers";
import type { BlobStore } from "@/lib/storage";
import { suggestProductInfo } from "./product-info";
import { uploadThread } from "./upload-thread";
import { processUpload } from "./upload-work";

export interface RecommendationSettings {
  segmenter: Segmenter;
  blobs: BlobStore;
  vision?: ChatModelOptions;
}

export interface RecommendationInput {
  applicationId: string;
  userId: string;
  productImage: Blob;
}

/**
 * A product photo in, a background-removed asset out, with what the studio needs next: product
 * information (a vision model's caption, or a name read from the picture, or none), presets that
 * suit the product's colours and shape, prompts written for it, whether it was photographed
 * flat or standing, and how sure the cutout is (a photo it cannot cut with confidence is refused
 * before anything is stored or charged).
 */
export async function recommendForProductPhoto(db: Database, settings: RecommendationSettings, input: RecommendationInput) {
  // The one copy of the photo this function makes (the form's File holds the other): it moves to
  // the upload thread below rather than being copied again.
  const bytes = Buffer.from(await input.productImage.arrayBuffer());
  // Decoding and segmenting hold several times the photo's pixels: the gate admits as many
  // uploads as fit its pixel budget, counted from the header before anything is decoded.
  const { pixels } = await readUploadHeader(bytes);
  // The work runs on the upload thread when the segmenter can be rebuilt there (upload-thread.ts).
  const { portable } = settings.segmenter;
  const { width, height, analysis, cutoutPng, maskPng, cutoutConfidence, cutoutConfidenceReason } = await uploadGate().run(pixels, () =>
    portable ? uploadThread().process(bytes, portable, { handOver: true }) : processUpload(settings.segmenter, bytes),
  );

  const id = randomUUID();
  const cutoutKey = `assets/${input.applicationId}/${id}/cutout.png`;
  const maskKey = `assets/${input.applicationId}/${id}/mask.png`;
  // The photo as sent is kept for the refine brush, which decides its strokes on the photo's own
  // edges. Read again from the form's file: the bytes above may have moved to the upload thread.
  const photoKey = `assets/${input.applicationId}/${id}/photo`;
  const photo = Buffer.from(await input.productImage.arrayBuffer());
  await Promise.all([settings.blobs.put(cutoutKey, cutoutPng), settings.blobs.put(maskKey, maskPng), settings.blobs.put(photoKey, photo)]);
  await queries.insertProductAsset(db, {
    id,
    applicationId: input.applicationId,
    userId: input.userId,
    cutoutKey,
    maskKey,
    photoKey,
    width,
    height,
    analysis,
  });

  // The upload's file name is never read: "blob" or "IMG_1234.jpg" says nothing about the product.
  const look = analysis.look!;
  const productInfo = settings.vision ? await captionProduct(settings.vision, cutoutPng) : suggestProductInfo(look);
  const seed = Number.parseInt(id.slice(0, 8), 16); // the asset id seeds the choices: same photo upload, same suggestions
  return {
    productInfo,
    backgroundRemovedImageAssetId: id,
    recommendedPrompts: recommendPrompts({ productName: productInfo.productName ?? "", colorNames: analysis.dominantColors.map((c) => c.name), shapeClass: analysis.shapeClass, seed }),
    recommendedPresetIds: recommendPresetIds({ dominantColors: analysis.dominantColors, shapeClass: analysis.shapeClass, seed }),
    productPose: look.pose,
    cutoutConfidence,
    cutoutConfidenceReason,
  };
}
