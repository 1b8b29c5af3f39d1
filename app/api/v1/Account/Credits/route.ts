import { withApi } from "@/lib/http/with-api";
import { getCredits } from "@/lib/schemas/account";
import { creditsOf } from "@/lib/services/applications";

export const GET = withApi(getCredits, async ({ caller }) => creditsOf(caller!));
