import { withApi } from "@/lib/http/with-api";
import { pagedResponse } from "@/lib/http/paged";
import { listApplicationAdTexts } from "@/lib/schemas/ad-texts";
import { listAdTextProcesses } from "@/lib/services/ad-texts";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(listApplicationAdTexts, async ({ db, query, caller }) => {
  const { processes, total } = await listAdTextProcesses(db, { applicationId: caller.applicationId }, query);
  return pagedResponse(processes, total);
});

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
