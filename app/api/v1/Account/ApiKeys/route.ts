import { withApi } from "@/lib/http/with-api";
import { createApiKey, listApiKeys } from "@/lib/schemas/account";
import { createKeyFor, listKeysOf } from "@/lib/services/applications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(listApiKeys, async ({ db, caller }) => listKeysOf(db, caller));

export const POST = withApi(createApiKey, async ({ db, caller, body }) => createKeyFor(db, caller, body));

// Any other method: 405 in the contract's body.
export const { PUT, PATCH, DELETE } = refuseOtherMethods("GET", "POST");
