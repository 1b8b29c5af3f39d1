import "server-only";
import { and, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { inboxNotifications, users, type InboxKind } from "@/lib/db/schema";
import { publishReviewEvent } from "@/lib/services/notifications/hub";
import { mailNotification } from "./mail";

/**
 * The studio's in-app notifications (the bell). Written where the studio acts on the review
 * board, announced on the Hub's review stream so an open bell counts it at once, and e-mailed too
 * when SMTP_URL is set.
 */
export interface InboxEntry {
  id: string;
  kind: InboxKind;
  itemId: string;
  title: string;
  body: string;
  readAt: string | null;
  createdAt: string;
}

/** Everyone who decides on the board (reviewers and admins), but the one who acted. */
export async function reviewerIds(db: Database, exceptUserId: string): Promise<string[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.role, ["admin", "reviewer"]), ne(users.id, exceptUserId)));
  return rows.map((r) => r.id);
}

export async function notifyUsers(db: Database, applicationId: string, input: { userIds: string[]; kind: InboxKind; itemId: string; title: string; body: string }) {
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return;
  // Only studio users: an item made over the API may name an author the studio does not know.
  const recipients = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.id, userIds));
  if (recipients.length === 0) return;
  const { kind, itemId, title, body } = input;
  await db.insert(inboxNotifications).values(recipients.map((r) => ({ userId: r.id, kind, itemId, title, body })));
  publishReviewEvent(applicationId, { type: "notification", itemId: input.itemId, at: new Date().toISOString() });
  // The bell has it already; a mail server that is down must not fail the review action.
  await mailNotification(recipients.map((r) => r.email), input).catch((error: unknown) => console.error(`[inbox] e-mail not sent: ${(error as Error).message}`));
}

export async function listInbox(db: Database, userId: string, limit = 20): Promise<{ unread: number; items: InboxEntry[] }> {
  const [rows, [count]] = await Promise.all([
    db.select().from(inboxNotifications).where(eq(inboxNotifications.userId, userId)).orderBy(desc(inboxNotifications.createdAt)).limit(limit),
    db
      .select({ unread: sql<number>`count(*)::int` })
      .from(inboxNotifications)
      .where(and(eq(inboxNotifications.userId, userId), isNull(inboxNotifications.readAt))),
  ]);
  return {
    unread: Number(count?.unread ?? 0),
    items: rows.map((r) => ({ id: r.id, kind: r.kind, itemId: r.itemId, title: r.title, body: r.body, readAt: r.readAt?.toISOString() ?? null, createdAt: r.createdAt.toISOString() })),
  };
}

/** Marks the user's own notifications read: the ones named, or all of them. */
export async function markInboxRead(db: Database, userId: string, ids: string[] | "all") {
  const mine = eq(inboxNotifications.userId, userId);
  await db
    .update(inboxNotifications)
    .set({ readAt: sql`now()` })
    .where(and(mine, isNull(inboxNotifications.readAt), ...(ids === "all" ? [] : [inArray(inboxNotifications.id, ids.length ? ids : ["00000000-0000-0000-0000-000000000000"])])));
}
