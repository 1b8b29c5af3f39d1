import { notificationHub } from "@/lib/schemas/notifications";
import { studioFileRoute } from "@/lib/studio/file-route";
import { workspaceService } from "@/lib/studio/service";

export const dynamic = "force-dynamic";

/**
 * The service's Hub relayed as is (Server-Sent Events of the workspace's notification messages;
 * the Hub never carries image bytes). Closing the page cancels the stream, which closes the
 * connection to the service.
 */
export const GET = studioFileRoute({ permission: "read" }, async () => {
  const service = await workspaceService();
  const upstream = await service.send(notificationHub, { query: { applicationId: service.applicationId } });
  return new Response(upstream.body, {
    headers: { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-cache, no-transform", "x-accel-buffering": "no" },
  });
});
