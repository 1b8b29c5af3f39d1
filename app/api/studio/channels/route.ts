import { createMessageQueueConfiguration, createWebHookConfiguration, getAllChannelConfigurations } from "@/lib/schemas/notifications";
import { channelRequest } from "@/lib/studio/channel-schemas";
import { forBrowser } from "@/lib/studio/channels";
import { studioRoute, withoutBlanks } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";
import { receiverUrl, rememberChannel } from "@/lib/studio/studio-receiver";

const ACTION = "managing notification channels";

export const GET = studioRoute({ permission: "admin", action: ACTION }, async () => {
  const service = await workspaceService();
  return (await service.call(getAllChannelConfigurations, { query: { applicationId: service.applicationId } })).map(forBrowser);
});

/** Creates a channel; a WebHook's signing secret is answered this once, for the admin to copy. */
export const POST = studioRoute({ permission: "admin", action: ACTION, body: channelRequest }, async ({ body }) => {
  const service = await workspaceService();
  const query = { applicationId: service.applicationId };
  const { kind, ...fields } = withoutBlanks(body);
  if (kind === "webhook") {
    const created = await service.call(createWebHookConfiguration, { query, body: fields as typeof body & { kind: "webhook" } });
    const signingSecret = (JSON.parse(created.notificationChannelConfigurationJSON) as { SigningSecret?: string }).SigningSecret ?? null;
    if (signingSecret && "webHookUrl" in fields && fields.webHookUrl === receiverUrl()) rememberChannel(created.id, signingSecret);
    return { channel: forBrowser(created), signingSecret };
  }
  const created = await service.call(createMessageQueueConfiguration, { query, body: fields as typeof body & { kind: "queue" } });
  return { channel: forBrowser(created), signingSecret: null };
});
