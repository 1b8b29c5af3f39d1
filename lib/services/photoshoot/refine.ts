import "server-only";
import { randomUUID } from "node:crypto";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/photoshoot";
import { AppError } from "@/lib/errors";
import type { BrushStroke } from "@/lib/ai/refine";
import { uploadGate } from "@/lib/images/work-gate";
import { isGuid } from "@/lib/schemas/fields";
import type { BlobStore } from "@/lib/storage";
import { refineWork } from "./refine-work";

export interface RefineInput {
  applicationId: string;
  assetId: string;
  strokes: BrushStroke[];
}

/**
 * The refine brush on a stored asset: a new asset whose mask follows the strokes and the photo's
 * edges under them, and whose cutout is the stored one with the brushed parts redone. The source
 * asset stays as it was; the photo is shared.
 */
export async function refineAsset(db: Database, blobs: BlobStore, input: RefineInput) {
  const source = isGuid(input.assetId) ? await queries.findOwnedAsset(db, { applicationId: input.applicationId, assetId: input.assetId.toLowerCase() }) : undefined;
  if (!source) throw AppError.notFound(`No asset ${input.assetId} in this application.`);
  const { width: W, height: H } = source;
  refuseStrokesOutside(input.strokes, W, H);
  if (!source.photoKey) throw AppError.validation("assetId", "This asset was made before photos were kept for the refine brush: upload the photo again with Recommendations and refine the new asset.");
  const [photo, maskPng, cutoutPng] = await Promise.all([blobs.get(source.photoKey), blobs.get(source.maskKey), blobs.get(source.cutoutKey)]);
  if (!photo || !maskPng || !cutoutPng) throw AppError.notFound(`No asset ${input.assetId} in this application.`);

  const refined = await uploadGate().run(W * H, () => refineWork({ photo, maskPng, cutoutPng, strokes: input.strokes, width: W, height: H, analysis: source.analysis }));

  const id = randomUUID();
  const cutoutKey = `assets/${input.applicationId}/${id}/cutout.png`;
  const maskKey = `assets/${input.applicationId}/${id}/mask.png`;
  await Promise.all([blobs.put(cutoutKey, refined.cutoutPng), blobs.put(maskKey, refined.maskPng)]);
  await queries.insertProductAsset(db, {
    id,
    applicationId: source.applicationId,
    userId: source.userId,
    cutoutKey,
    maskKey,
    photoKey: source.photoKey,
    sourceAssetId: source.id,
    width: W,
    height: H,
    analysis: refined.analysis,
  });
  return { backgroundRemovedImageAssetId: id, sourceAssetId: source.id };
}

function refuseStrokesOutside(strokes: BrushStroke[], width: number, height: number) {
  strokes.forEach((stroke, s) =>
    stroke.points.forEach(([x, y], p) => {
      if (x >= 0 && y >= 0 && x <= width && y <= height) return;
      throw AppError.validation("strokes", `The strokes field has point ${p} of stroke ${s} (${x}, ${y}) outside the ${width}×${height} photo.`);
    }),
  );
}

