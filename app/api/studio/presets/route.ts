import { studioPresetCatalog } from "@/lib/studio/presets";
import { studioRoute } from "@/lib/studio/route";

export const GET = studioRoute({ permission: "read" }, async ({ user }) => studioPresetCatalog(user.id));
