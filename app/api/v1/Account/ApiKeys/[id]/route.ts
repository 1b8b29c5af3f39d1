import { withApi } from "@/lib/http/with-api";
import { revokeApiKey } from "@/lib/schemas/account";
import { revokeKeyOf } from "@/lib/services/applications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const DELETE = withApi(revokeApiKey, async ({ db, caller, params }) => revokeKeyOf(db, caller, params.id));

// Any other method: 405 in the contract's body.
export const { GET, POST, PUT, PATCH } = refuseOtherMethods("DELETE");
