import { getDatabase } from "@/lib/db";
import { getCredits } from "@/lib/schemas/account";
import { StudioError } from "@/lib/studio/errors";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";
import { describeWorkspace } from "@/lib/studio/workspace";

/** The workspace as an admin sees it: name, application, backend and credits; never a credential. */
export const GET = studioRoute({ permission: "admin", action: "workspace settings" }, async () => {
  const workspace = await describeWorkspace(await getDatabase());
  if (!workspace) throw new StudioError(503, "The studio has no workspace yet.");
  const service = await workspaceService();
  const balance = await service.call(getCredits, { query: { applicationId: service.applicationId } }).catch((error: unknown) => ({ error }));
  const credits = "credits" in balance ? balance.credits : null;
  // Read after the call, which may have renewed the service session.
  const refreshed = await describeWorkspace(await getDatabase());
  return { ...workspace, ...refreshed, credits, creditsError: credits === null ? (balance as { error: Error }).error.message : null };
});
