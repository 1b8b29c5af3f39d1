import { withApi } from "@/lib/http/with-api";
import { binaryResponse } from "@/lib/http/binary";
import { download } from "@/lib/schemas/image-generation";
import { downloadTaskImage, imageGone } from "@/lib/services/photoshoot/downloads";
import { blobResponse } from "@/lib/http/blob-response";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(download, async ({ db, query, request }) => {
  const file = await downloadTaskImage(db, {
    applicationId: query.applicationId,
    processId: query.imageProductGeneratorProcessId,
    taskId: query.taskId,
    lowResolution: query.lowResolution,
    format: query.format,
    size: query.size,
  });
  const options = { contentType: file.contentType, cacheControl: "private", fileName: file.fileName, disposition: "attachment" as const };
  if ("bytes" in file) return binaryResponse(request, file.bytes, options);
  return blobResponse(request, file.blobKey, { ...options, presignSeconds: 300, missing: () => imageGone(query.taskId) });
});

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
