import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { checkUserProgress } from "@/lib/schemas/image-generation";
import { getUserProgress } from "@/lib/services/photoshoot/progress";

export const GET = withApi(checkUserProgress, ({ db, query, caller, request }) =>
  getUserProgress(db, { applicationId: caller!.applicationId, userId: query.userId, processId: query.imageProductGeneratorProcessId }, publicBaseUrl(request)),
);
