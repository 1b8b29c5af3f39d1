import { getDatabase } from "@/lib/db";
import { listStudioUsers } from "@/lib/db/queries/studio";
import { listReviewItems } from "@/lib/schemas/review";
import { canReview } from "@/lib/studio/review";
import { reviewListQuery } from "@/lib/studio/review-schemas";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

const DAY_MS = 86_400_000;

/** The board: every item for reviewers and admins, a marketer's own work for a marketer; with the authors' emails. */
export const GET = studioRoute({ permission: "read", query: reviewListQuery }, async ({ user, query }) => {
  const service = await workspaceService();
  const page = await service.call(listReviewItems, {
    query: {
      applicationId: service.applicationId,
      state: query.state,
      kind: query.kind,
      authorUserId: canReview(user) ? query.author : user.id,
      since: query.since ? new Date(query.since).toISOString() : undefined,
      // "until" names the last day shown, so the window ends at the next midnight.
      until: query.until ? new Date(new Date(query.until).getTime() + DAY_MS).toISOString() : undefined,
      search: query.search?.trim() || undefined,
      limit: 200,
    },
  });
  const users = await listStudioUsers(await getDatabase());
  return { ...page, authors: users.map((u) => ({ id: u.id, email: u.email })), canReview: canReview(user), userId: user.id };
});
