import { withApi } from "@/lib/http/with-api";
import { getUsage } from "@/lib/schemas/account";
import { usageOf } from "@/lib/services/applications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(getUsage, async ({ db, caller, query }) => usageOf(db, caller, query.days));

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
