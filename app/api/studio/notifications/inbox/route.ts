import { z } from "zod";
import { getDatabase } from "@/lib/db";
import { markInboxRead } from "@/lib/services/inbox";
import { inboxOf } from "@/lib/studio/review-notify";
import { studioRoute } from "@/lib/studio/route";

/** The signed-in user's bell: the newest notifications and how many are unread. Only their own. */
export const GET = studioRoute({ permission: "read" }, async ({ user }) => inboxOf(user));

const readRequest = z.object({ ids: z.array(z.string().uuid()).max(200).optional(), all: z.boolean().optional() });

/** Marks the named notifications (or all) read; someone else's ids change nothing. */
export const POST = studioRoute({ permission: "read", body: readRequest }, async ({ user, body }) => {
  await markInboxRead(await getDatabase(), user.id, body.all ? "all" : (body.ids ?? []));
  return inboxOf(user);
});
