import "server-only";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/photoshoot";
import { AppError } from "@/lib/errors";
import { isGuid } from "@/lib/schemas/fields";
import type { BlobStore } from "@/lib/storage";

/** The stored cutout or mask of an asset of this application; any other id is NotFound. */
export async function readAssetFile(db: Database, blobs: BlobStore, applicationId: string, assetId: string, file: "cutout" | "mask") {
  const asset = isGuid(assetId) ? await queries.findOwnedAsset(db, { applicationId, assetId: assetId.toLowerCase() }) : undefined;
  const bytes = asset && (await blobs.get(file === "cutout" ? asset.cutoutKey : asset.maskKey));
  if (!bytes) throw AppError.notFound(`No asset ${assetId} in this application.`);
  return bytes;
}
