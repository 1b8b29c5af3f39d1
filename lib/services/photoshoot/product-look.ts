import type { Cutout } from "@/lib/ai/segmenter";
import type { ProductLook } from "@/lib/db/schema/photoshoot";
import type { DecodedImage } from "@/lib/images/types";
import { productColour } from "./product-colour";
import { poseCues, productPose } from "./product-pose";
import { productKind } from "./product-shape";
import { silhouetteOf } from "./silhouette";

/**
 * What the picture shows, read from the cutout (kind and colour) and the photo around it (pose).
 * Pure and deterministic: the same photo and mask always read the same.
 */
export function readProductLook(cutout: Cutout, photo: DecodedImage, mask: Uint8Array): ProductLook {
  const silhouette = silhouetteOf(cutout);
  if (!silhouette) return { kind: null, colour: null, pose: "standing" };
  const kind = productKind(silhouette);
  return { kind, colour: productColour(cutout)?.name ?? null, pose: productPose(poseCues(photo, mask, silhouette), silhouette, kind) };
}
