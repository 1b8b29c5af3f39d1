import { withApi } from "@/lib/http/with-api";
import { getCredits } from "@/lib/schemas/account";
import * as applications from "@/lib/services/applications";

export const GET = withApi(getCredits, ({ db, caller }) => applications.getCredits(db, caller!.apiKeyId));
