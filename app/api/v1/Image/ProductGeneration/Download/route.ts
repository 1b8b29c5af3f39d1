import { withApi } from "@/lib/http/with-api";
import { binaryResponse } from "@/lib/http/binary";
import { download } from "@/lib/schemas/image-generation";
import { downloadTaskImage } from "@/lib/services/photoshoot/downloads";
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
  return binaryResponse(request, file.bytes, { contentType: file.contentType, cacheControl: "private", fileName: file.fileName, disposition: "attachment" });
});

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
