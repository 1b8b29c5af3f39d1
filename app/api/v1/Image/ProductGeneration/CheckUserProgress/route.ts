import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { checkUserProgress } from "@/lib/schemas/image-generation";
import { getUserProgress } from "@/lib/services/photoshoot/progress";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(checkUserProgress, ({ db, query, caller, request }) =>
  getUserProgress(db, { applicationId: caller.applicationId, userId: query.userId, processId: query.imageProductGeneratorProcessId }, publicBaseUrl(request)),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
