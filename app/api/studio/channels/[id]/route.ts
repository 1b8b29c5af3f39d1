import { deleteChannelConfiguration, updateMessageQueueConfiguration, updateWebHookConfiguration } from "@/lib/schemas/notifications";
import { channelRequest } from "@/lib/studio/channel-schemas";
import { forBrowser } from "@/lib/studio/channels";
import { assertGuid } from "@/lib/studio/photoshoots";
import { studioRoute, withoutBlanks } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

const ACTION = "managing notification channels";

/** Edits a channel (also how it is switched on and off); an omitted queue password keeps the stored one. */
export const PUT = studioRoute({ permission: "admin", action: ACTION, body: channelRequest }, async ({ body, params }) => {
  const service = await workspaceService();
  const query = { applicationId: service.applicationId, configurationId: assertGuid(params.id, "channel") };
  const { kind, ...fields } = withoutBlanks(body);
  const updated =
    kind === "webhook"
      ? await service.call(updateWebHookConfiguration, { query, body: fields as typeof body & { kind: "webhook" } })
      : await service.call(updateMessageQueueConfiguration, { query, body: fields as typeof body & { kind: "queue" } });
  return forBrowser(updated);
});

export const DELETE = studioRoute({ permission: "admin", action: ACTION }, async ({ params }) => {
  const service = await workspaceService();
  await service.call(deleteChannelConfiguration, { query: { applicationId: service.applicationId, configurationId: assertGuid(params.id, "channel") } });
  return { ok: true };
});
