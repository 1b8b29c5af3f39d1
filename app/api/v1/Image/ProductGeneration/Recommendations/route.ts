import { withApi } from "@/lib/http/with-api";
import { recommendations } from "@/lib/schemas/photoshoot";
import { getSegmenter, visionModelOptions } from "@/lib/ai/providers";
import { getBlobStore } from "@/lib/storage";
import { recommendForProductPhoto } from "@/lib/services/photoshoot/recommendations";

export const POST = withApi(recommendations, ({ db, body }) =>
  recommendForProductPhoto(db, { segmenter: getSegmenter(), blobs: getBlobStore(), vision: visionModelOptions() }, body),
);
