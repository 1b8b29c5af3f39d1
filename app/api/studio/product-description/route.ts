import { extractProductDescription } from "@/lib/schemas/text-ops";
import { productImportQuery } from "@/lib/studio/schemas";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** "Import from website": the product's name, description, audience, goal, language and CTA. */
export const GET = studioRoute({ permission: "write", action: "importing from websites", query: productImportQuery }, async ({ user, query }) => {
  const service = await workspaceService();
  return service.call(extractProductDescription, { query: { ...query, applicationId: service.applicationId, userId: user.id } });
});
