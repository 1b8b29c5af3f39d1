import { withApi } from "@/lib/http/with-api";
import { binaryResponse } from "@/lib/http/binary";
import { getAssetCutout } from "@/lib/schemas/photoshoot";
import { getBlobStore } from "@/lib/storage";
import { readAssetFile } from "@/lib/services/photoshoot/assets";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(getAssetCutout, async ({ request, db, params, caller }) =>
  binaryResponse(request, await readAssetFile(db, getBlobStore(), caller.applicationId, params.assetId!, "cutout"), {
    contentType: "image/png",
    cacheControl: "private, max-age=3600",
    fileName: `${params.assetId}-cutout.png`,
  }),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
