import "server-only";
import { randomUUID } from "node:crypto";
import { onHubClosing, subscribeToHub, subscribeToReviewEvents } from "./hub";

export const HEARTBEAT_MS = 15_000;

/**
 * The Hub as Server-Sent Events: `event: <MessageType>`, `data: <message JSON>` (and `event: ReviewEvent`
 * for the review board), and a comment
 * line every 15 s so proxies keep the connection open and clients notice a dead one.
 */
export function hubEventStream(applicationId: string, signal: AbortSignal, heartbeatMs = HEARTBEAT_MS): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let stop = () => {};
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const write = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop(); // the stream is already closed
        }
      };
      const unsubscribe = subscribeToHub(applicationId, (message) => {
        write(`id: ${randomUUID()}\nevent: ${message.MessageType}\ndata: ${JSON.stringify(message)}\n\n`);
      });
      const unsubscribeReview = subscribeToReviewEvents(applicationId, (event) => {
        write(`id: ${randomUUID()}\nevent: ReviewEvent\ndata: ${JSON.stringify(event)}\n\n`);
      });
      // A stopping server ends its streams; EventSource reconnects (retry: 3000) to another one.
      const unsubscribeClosing = onHubClosing(() => stop());
      const heartbeat = setInterval(() => write(`: heartbeat ${new Date().toISOString()}\n\n`), heartbeatMs);
      stop = () => {
        clearInterval(heartbeat);
        unsubscribe();
        unsubscribeReview();
        unsubscribeClosing();
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      signal.addEventListener("abort", () => stop(), { once: true });
      // Opens the stream at once (headers and first bytes) and tells EventSource to retry after 3 s.
      write(`retry: 3000\n: connected to the notification hub of ${applicationId}\n\n`);
    },
    cancel() {
      stop();
    },
  });
}
