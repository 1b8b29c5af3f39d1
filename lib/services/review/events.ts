import "server-only";
import { publishReviewEvent } from "@/lib/services/notifications/hub";

/** What changed on the board, for the studio's live stream (the notification channels get their own message: channel-events.ts). */
export interface ReviewEvent {
  type: "decision" | "comment" | "shareLink" | "submitted";
  itemId: string | null;
  at: string;
}

export function announce(applicationId: string, type: ReviewEvent["type"], itemId: string | null) {
  publishReviewEvent(applicationId, { type, itemId, at: new Date().toISOString() });
}
