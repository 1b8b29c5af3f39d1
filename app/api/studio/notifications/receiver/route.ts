import { StudioError } from "@/lib/studio/errors";
import { studioFileRoute } from "@/lib/studio/file-route";
import { studioRoute } from "@/lib/studio/route";
import { receive, receivedMessages } from "@/lib/studio/studio-receiver";

const MAX_BODY = 1024 * 1024;

/** The studio's webhook receiver: called by the service, authenticated by the channel's signature. */
export const POST = studioFileRoute({ permission: "public" }, async ({ request }) => {
  if (Number(request.headers.get("content-length") ?? 0) > MAX_BODY) throw new StudioError(413, "Too large.");
  const body = await request.text();
  if (body.length > MAX_BODY) throw new StudioError(413, "Too large.");
  const record = receive(request.headers, body);
  if (!record) return Response.json({ error: { message: "Unsigned or unknown sender.", fields: {} } }, { status: 401 });
  return new Response(null, { status: 204 });
});

/** What the receiver got, newest first (admins). */
export const GET = studioRoute({ permission: "admin", action: "reading the notification log" }, async () => receivedMessages());
