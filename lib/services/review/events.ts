import "server-only";
import { publishReviewEvent } from "@/lib/services/notifications/hub";

/** What changed on the board: the studio's live stream carries it, never a notification channel. */
export interface ReviewEvent {
  type: "decision" | "comment" | "shareLink" | "submitted";
  itemId: string | null;
  at: string;
}

export function announce(applicationId: string, type: ReviewEvent["type"], itemId: string | null) {
  publishReviewEvent(applicationId, { type, itemId, at: new Date().toISOString() });
}
