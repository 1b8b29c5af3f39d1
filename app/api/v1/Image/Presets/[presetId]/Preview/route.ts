import { withApi } from "@/lib/http/with-api";
import { binaryResponse } from "@/lib/http/binary";
import { presetPreview as presetPreviewOperation } from "@/lib/schemas/photoshoot";
import { presetPreview } from "@/lib/services/photoshoot/presets";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(presetPreviewOperation, async ({ request, params, query }) =>
  binaryResponse(request, await presetPreview(params.presetId!, Number(query.size)), {
    contentType: "image/png",
    cacheControl: "public, max-age=86400",
    fileName: `${params.presetId}.png`,
  }),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
