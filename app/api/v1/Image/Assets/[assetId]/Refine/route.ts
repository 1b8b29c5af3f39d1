import { withApi } from "@/lib/http/with-api";
import { refineAsset } from "@/lib/schemas/photoshoot";
import { getBlobStore } from "@/lib/storage";
import { refineAsset as refine } from "@/lib/services/photoshoot/refine";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(refineAsset, ({ db, params, body, caller }) =>
  refine(db, getBlobStore(), { applicationId: caller.applicationId, assetId: params.assetId!, strokes: body.strokes }),
);

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
