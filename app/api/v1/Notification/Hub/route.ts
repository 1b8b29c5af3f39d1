import { withApi } from "@/lib/http/with-api";
import { notificationHub } from "@/lib/schemas/notifications";
import * as notifications from "@/lib/services/notifications";
import { refuseOtherMethods } from "@/lib/http/other-methods";

// Server-Sent Events: the wrapper authenticates, then the stream stays open until the client leaves.
export const GET = withApi(notificationHub, async ({ query, request }) => {
  // Listening for every process's events before the client is told it is connected.
  await notifications.hubListening();
  const stream = notifications.hubEventStream(query.applicationId, request.signal);
  return new Response(stream, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" },
  });
});

// Any other method: 405 in the contract's body.
export const { POST, PUT, PATCH, DELETE } = refuseOtherMethods("GET");
