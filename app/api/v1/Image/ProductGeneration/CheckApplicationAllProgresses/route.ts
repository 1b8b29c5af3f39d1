import { withApi } from "@/lib/http/with-api";
import { publicBaseUrl } from "@/lib/http/public-url";
import { checkApplicationAllProgresses } from "@/lib/schemas/image-generation";
import { listApplicationProgresses } from "@/lib/services/photoshoot/progress";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(checkApplicationAllProgresses, ({ db, query, request }) =>
  listApplicationProgresses(db, { applicationId: query.applicationId, limit: query.limit, offset: query.offset }, publicBaseUrl(request)),
);

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
