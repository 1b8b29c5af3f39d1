import { z } from "zod";
import { submitReviewItem } from "@/lib/schemas/review";
import { StudioError } from "@/lib/studio/errors";
import { actorOf, assertItemId, findVisibleItem } from "@/lib/studio/review";
import { tellReviewersOfSubmission } from "@/lib/studio/review-notify";
import { roleCan } from "@/lib/studio/roles";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

const submitRequest = z.object({ version: z.number().int().min(1).optional() });

/** The author hands their draft to the reviewers; an admin may do it for them. A reviewer submits nothing. */
export const POST = studioRoute({ permission: "write", action: "submitting work for review", body: submitRequest }, async ({ user, params, body }) => {
  const service = await workspaceService();
  const itemId = assertItemId(params.id);
  const detail = await findVisibleItem(service, user, itemId);
  if (detail.item.authorUserId !== user.id && !roleCan(user.role, "admin")) throw StudioError.forbidden("submitting someone else's work");
  const submitted = await service.call(submitReviewItem, { params: { itemId }, body: { version: body.version, ...actorOf(user) } });
  await tellReviewersOfSubmission(service, user, detail, submitted.version);
  return submitted;
});
