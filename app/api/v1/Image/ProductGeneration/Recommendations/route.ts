import { withApi } from "@/lib/http/with-api";
import { recommendations } from "@/lib/schemas/photoshoot";
import { getSegmenter, visionModelOptions } from "@/lib/ai/providers";
import { getBlobStore } from "@/lib/storage";
import { recommendForProductPhoto } from "@/lib/services/photoshoot/recommendations";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const POST = withApi(recommendations, ({ db, body }) =>
  recommendForProductPhoto(db, { segmenter: getSegmenter(), blobs: getBlobStore(), vision: visionModelOptions() }, body),
);

// Any other method: 405 in the contract's body.
export const { GET, PUT, PATCH, DELETE } = refuseOtherMethods("POST");
