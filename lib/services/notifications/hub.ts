import "server-only";
import { EventEmitter } from "node:events";
import type { NotificationMessage } from "@/lib/schemas/notifications";

/**
 * The Hub: every message an application sends, fanned out live to its open streams. It lives in
 * this process (globalThis keeps one per process across Next's route bundles); a message sent by a
 * worker in another process reaches only that process's streams.
 */
export type HubMessage = NotificationMessage & { ImageContentBytes: null };
type Listener = (message: HubMessage) => void;

const holder = globalThis as typeof globalThis & { __adcraftHub?: EventEmitter };
function hub(): EventEmitter {
  if (!holder.__adcraftHub) {
    holder.__adcraftHub = new EventEmitter();
    holder.__adcraftHub.setMaxListeners(0); // one listener per open stream
  }
  return holder.__adcraftHub;
}

/** The Hub never carries image bytes. */
export function publishToHub(message: NotificationMessage) {
  hub().emit(message.ApplicationId, { ...message, ImageContentBytes: null });
}

export function subscribeToHub(applicationId: string, listener: Listener): () => void {
  hub().on(applicationId, listener);
  return () => hub().off(applicationId, listener);
}

/**
 * Review board events share the Hub's live stream but are no notification: they go to no channel
 * and carry only which item changed, so an open board knows what to reload.
 */
export interface HubReviewEvent {
  type: string;
  itemId: string | null;
  at: string;
}

const reviewTopic = (applicationId: string) => `review:${applicationId}`;

export function publishReviewEvent(applicationId: string, event: HubReviewEvent) {
  hub().emit(reviewTopic(applicationId), event);
}

export function subscribeToReviewEvents(applicationId: string, listener: (event: HubReviewEvent) => void): () => void {
  hub().on(reviewTopic(applicationId), listener);
  return () => hub().off(reviewTopic(applicationId), listener);
}
