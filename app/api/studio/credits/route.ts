import { addCreditsRequest } from "@/lib/studio/api-access-schemas";
import { addWorkspaceCredits } from "@/lib/studio/credits";
import { studioRoute } from "@/lib/studio/route";

/** Settings → Credits: an admin adds credits to the studio's key, recorded in the ledger with their e-mail. */
export const POST = studioRoute({ permission: "admin", action: "adding credits", body: addCreditsRequest }, async ({ user, body }) => addWorkspaceCredits(user, body.credits));
