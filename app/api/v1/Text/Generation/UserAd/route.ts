import { withApi } from "@/lib/http/with-api";
import { pagedResponse } from "@/lib/http/paged";
import { listUserAdTexts } from "@/lib/schemas/ad-texts";
import { listAdTextProcesses } from "@/lib/services/ad-texts";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(listUserAdTexts, async ({ db, query, caller }) => {
  const scope = { applicationId: caller.applicationId, userId: query.userId, processId: query.adTextGeneratorProcessId };
  const { processes, total } = await listAdTextProcesses(db, scope, query);
  return pagedResponse(processes, total);
});

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
