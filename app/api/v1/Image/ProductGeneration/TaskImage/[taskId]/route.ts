import { withApi } from "@/lib/http/with-api";
import { binaryResponse } from "@/lib/http/binary";
import { taskImage } from "@/lib/schemas/image-generation";
import { readSignedTaskImage } from "@/lib/services/photoshoot/downloads";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(taskImage, async ({ db, query, params, request }) =>
  binaryResponse(request, await readSignedTaskImage(db, params.taskId!, query), {
    contentType: "image/png",
    cacheControl: "public, max-age=3600, immutable",
    fileName: `${params.taskId}.png`,
  }),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
