import { withApi } from "@/lib/http/with-api";
import { binaryResponse } from "@/lib/http/binary";
import { getAssetMask } from "@/lib/schemas/photoshoot";
import { getBlobStore } from "@/lib/storage";
import { readAssetFile } from "@/lib/services/photoshoot/assets";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(getAssetMask, async ({ request, db, params, caller }) =>
  binaryResponse(request, await readAssetFile(db, getBlobStore(), caller.applicationId, params.assetId!, "mask"), {
    contentType: "image/png",
    cacheControl: "private, max-age=3600",
    fileName: `${params.assetId}-mask.png`,
  }),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
