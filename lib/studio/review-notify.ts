import "server-only";
import { getDatabase } from "@/lib/db";
import { listInbox, notifyUsers, reviewerIds } from "@/lib/services/inbox";
import type { StudioUser } from "@/lib/auth/studio-session";
import type { ReviewItemDetail } from "./review";
import type { ServiceCaller } from "./service";

/**
 * Who hears of what on the review board: reviewers and admins of a new submission, an author of
 * comments and decisions on their work (never of their own actions). Called by the BFF after the
 * service took the action, so a refused action tells no one.
 */
const DECIDED = { approved: "approved", changesRequested: "asked for changes on", rejected: "rejected" } as const;
const quoted = (text: string) => (text.length > 300 ? `${text.slice(0, 299)}…` : text);

export async function tellReviewersOfSubmission(service: ServiceCaller, user: StudioUser, detail: ReviewItemDetail, version: number) {
  const db = await getDatabase();
  await notifyUsers(db, service.applicationId, {
    userIds: await reviewerIds(db, user.id),
    kind: "submitted",
    itemId: detail.item.id,
    title: `${user.email} submitted “${detail.item.title}” for review`,
    body: `Version ${version} of “${detail.item.title}” is ready for your decision.`,
  });
}

/** `by` is a studio user, or a client by the name they gave on a share link. */
export async function tellAuthor(
  service: ServiceCaller,
  by: { userId: string | null; name: string },
  detail: ReviewItemDetail,
  what: { kind: "comment"; body: string } | { kind: "decision"; decision: keyof typeof DECIDED; comment?: string | null },
) {
  if (by.userId === detail.item.authorUserId) return;
  const db = await getDatabase();
  const title =
    what.kind === "comment" ? `${by.name} commented on “${detail.item.title}”` : `${by.name} ${DECIDED[what.decision]} “${detail.item.title}”`;
  const body = what.kind === "comment" ? quoted(what.body) : what.comment ? quoted(what.comment) : title;
  await notifyUsers(db, service.applicationId, { userIds: [detail.item.authorUserId], kind: what.kind, itemId: detail.item.id, title, body });
}

export async function inboxOf(user: StudioUser) {
  return listInbox(await getDatabase(), user.id);
}
