import "server-only";
import type { Database } from "@/lib/db";
import type { ReviewEventMessage } from "@/lib/schemas/notifications";
import { sendToChannels } from "@/lib/services/notifications";

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
 * A submission, comment or decision to every active notification channel of the item's
 * application (webhooks and queues, routing key `review.event`), as durable deliveries. Sent after
 * the review's own write: a failure here is logged, and the review action stands.
 */
export async function sendReviewEvent(db: Database, item: Item, detail: ReviewEventDetail): Promise<string[]> {
  try {
    return await sendToChannels(db, item.applicationId, "ReviewEvent", reviewEventMessage(item, detail));
  } catch (error) {
    console.error(`[review] the ${detail.EventType} event of item ${item.id} was not queued for the notification channels:`, (error as Error).message);
    return [];
  }
}
