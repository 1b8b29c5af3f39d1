import { createShareLink, listShareLinks } from "@/lib/schemas/review";
import { actorOf } from "@/lib/studio/review";
import { shareLinkRequest } from "@/lib/studio/review-schemas";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

export const GET = studioRoute({ permission: "review", action: "sharing with clients" }, async () => {
  const service = await workspaceService();
  return service.call(listShareLinks);
});

/** A new link: its token is in the answer once, as the page's address, and never stored. */
export const POST = studioRoute({ permission: "review", action: "sharing with clients", body: shareLinkRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  const created = await service.call(createShareLink, { body: { ...body, password: body.password || undefined, ...actorOf(user) } });
  return { link: created.link, path: `/share/${created.token}` };
});
