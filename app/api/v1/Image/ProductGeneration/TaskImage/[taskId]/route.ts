import { withApi } from "@/lib/http/with-api";
import { binaryResponse } from "@/lib/http/binary";
import { taskImage } from "@/lib/schemas/image-generation";
import { readSignedTaskImage } from "@/lib/services/photoshoot/downloads";

export const GET = withApi(taskImage, async ({ db, query, params, request }) =>
  binaryResponse(request, await readSignedTaskImage(db, params.taskId!, query), {
    contentType: "image/png",
    cacheControl: "public, max-age=3600, immutable",
    fileName: `${params.taskId}.png`,
  }),
);
