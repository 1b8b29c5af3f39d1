import { getDatabase } from "@/lib/db";
import { setupBody } from "@/lib/studio/schemas";
import { studioRoute } from "@/lib/studio/route";
import { StudioError } from "@/lib/studio/errors";
import { verifyCredentials } from "@/lib/studio/service";
import { setupAllowed } from "@/lib/studio/setup-token";
import { needsSetup, setUpWorkspace } from "@/lib/studio/workspace";

/** Whether the first-run setup is still open (no user exists). */
export const GET = studioRoute({ permission: "public" }, async () => ({ needsSetup: await needsSetup(await getDatabase()) }));

/** First run: creates the workspace and its admin; answers with the admin's email only. */
export const POST = studioRoute({ permission: "public", body: setupBody }, async ({ body, request }) => {
  if (!setupAllowed(request.headers, body.setupToken)) {
    throw new StudioError(403, "Setting up from another machine needs the setup token printed in the server's log at start.", { setupToken: "is not the one in the server's log" });
  }
  const admin = await setUpWorkspace(await getDatabase(), body, verifyCredentials);
  return { email: admin.email };
});
