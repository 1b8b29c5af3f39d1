import "server-only";
import type { Database } from "@/lib/db";
import type { ReviewEventMessage } from "@/lib/schemas/notifications";
import { listChannelConfigurations } from "@/lib/db/queries/notifications";
import { withJobs } from "@/lib/jobs/queue";
import { queueToChannels } from "@/lib/services/notifications";

type Item = { id: string; applicationId: string; kind: ReviewEventMessage["ReviewItemKind"]; title: string };

/** What happened, beyond the item: the version, and the decision or the comment it was. */
export type ReviewEventDetail = Pick<ReviewEventMessage, "EventType" | "Version" | "ActorKind"> & Partial<Pick<ReviewEventMessage, "Decision" | "TextId" | "CommentId" | "CommentVisibility">>;

/** The message in a fixed key order, so every channel receives the same bytes for the same event. */
export function reviewEventMessage(item: Item, detail: ReviewEventDetail, at = new Date()): ReviewEventMessage {
  return {
    MessageType: "ReviewEvent",
    ApplicationId: item.applicationId,
    EventType: detail.EventType,
    ReviewItemId: item.id,
    ReviewItemKind: item.kind,
    ReviewItemTitle: item.title,
    Version: detail.Version,
    Decision: detail.Decision ?? null,
    TextId: detail.TextId ?? null,
    CommentId: detail.CommentId ?? null,
    CommentVisibility: detail.CommentVisibility ?? null,
    ActorKind: detail.ActorKind,
    OccurredAt: at.toISOString(),
  };
}

/**
 * A review write (a submission, comment or decision) and its event to every active notification
 * channel of the item's application (webhooks and queues, routing key `review.event`), in one
 * transaction (an outbox): the row and its durable deliveries commit together, so a crash between
 * them can neither lose the event nor announce a change that did not happen. `detail` names the
 * event from the written row, or null for none (a second press of Submit). Without an active
 * channel there is nothing to queue and the write runs on its own (the job queue is not needed).
 */
export async function writeWithReviewEvent<T>(db: Database, item: Item, write: (tx: Database) => Promise<T>, detail: (row: T) => ReviewEventDetail | null): Promise<T> {
  if (!(await listChannelConfigurations(db, item.applicationId, { activeOnly: true })).length) return write(db);
  return withJobs(db, async (tx, send) => {
    const row = await write(tx);
    const event = detail(row);
    if (event) await queueToChannels(tx, send, item.applicationId, "ReviewEvent", reviewEventMessage(item, event));
    return row;
  });
}
