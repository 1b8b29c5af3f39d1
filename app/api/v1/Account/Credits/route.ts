import { withApi } from "@/lib/http/with-api";
import { getCredits } from "@/lib/schemas/account";
import { creditsOf } from "@/lib/services/applications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

export const GET = withApi(getCredits, async ({ caller }) => creditsOf(caller));

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
