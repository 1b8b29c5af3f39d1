import { getDatabase } from "@/lib/db";
import { listStudioUsers } from "@/lib/db/queries/studio";
import { getActiveChannelConfigurations } from "@/lib/schemas/notifications";
import { StudioError } from "@/lib/studio/errors";
import { roleCan } from "@/lib/studio/roles";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/**
 * Whether the workspace can generate images (an active channel), and if not who can fix it:
 * the admin themself (one click), or the admins a marketer should ask. No channel setting leaves.
 */
export const GET = studioRoute({ permission: "read" }, async ({ user }) => {
  const service = await workspaceService();
  let active = 0;
  try {
    active = (await service.call(getActiveChannelConfigurations, { query: { applicationId: service.applicationId } })).$values.length;
  } catch (error) {
    if (!(error instanceof StudioError) || error.status !== 404) throw error;
  }
  const canFix = roleCan(user.role, "admin");
  const admins = active || canFix ? [] : (await listStudioUsers(await getDatabase())).filter((u) => u.role === "admin").map((u) => u.email);
  return { active: active > 0, activeChannels: active, canFix, admins };
});
