import { getDatabase } from "@/lib/db";
import { setupBody } from "@/lib/studio/schemas";
import { studioRoute } from "@/lib/studio/route";
import { verifyCredentials } from "@/lib/studio/service";
import { needsSetup, setUpWorkspace } from "@/lib/studio/workspace";

/** Whether the first-run setup is still open (no user exists). */
export const GET = studioRoute({ permission: "public" }, async () => ({ needsSetup: await needsSetup(await getDatabase()) }));

/** First run: creates the workspace and its admin; answers with the admin's email only. */
export const POST = studioRoute({ permission: "public", body: setupBody }, async ({ body }) => {
  const admin = await setUpWorkspace(await getDatabase(), body, verifyCredentials);
  return { email: admin.email };
});
