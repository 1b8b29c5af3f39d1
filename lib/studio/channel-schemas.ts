import { z } from "zod";
import { messageQueueBody, webHookBody } from "@/lib/schemas/notifications";

/** A channel as the settings page sends it: the service's WebHook or MessageQueue body, tagged. */
export const channelRequest = z.discriminatedUnion("kind", [webHookBody.extend({ kind: z.literal("webhook") }), messageQueueBody.extend({ kind: z.literal("queue") })]);
export type ChannelRequest = z.input<typeof channelRequest>;
