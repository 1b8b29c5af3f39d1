import { withApi } from "@/lib/http/with-api";
import { taskImage } from "@/lib/schemas/image-generation";
import { signedTaskImageKey } from "@/lib/services/photoshoot/downloads";
import { AppError } from "@/lib/errors";
import { blobResponse } from "@/lib/http/blob-response";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(taskImage, async ({ db, query, params, request }) =>
  blobResponse(request, await signedTaskImageKey(db, params.taskId!, query), {
    contentType: "image/png",
    cacheControl: "public, max-age=3600, immutable",
    fileName: `${params.taskId}.png`,
    // No longer than the task URL itself would have lived.
    presignSeconds: Math.max(1, Math.min(3600, query.expires - Math.floor(Date.now() / 1000))),
    missing: () => AppError.notFound("This image link is invalid or has expired: read the process's progress again for a fresh one."),
  }),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
