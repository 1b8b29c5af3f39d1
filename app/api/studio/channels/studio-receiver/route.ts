import { createWebHookConfiguration, getAllChannelConfigurations, updateWebHookConfiguration } from "@/lib/schemas/notifications";
import { forBrowser } from "@/lib/studio/channels";
import { StudioError } from "@/lib/studio/errors";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";
import { knowsChannel, receiverUrl, rememberChannel } from "@/lib/studio/studio-receiver";

/**
 * The one-click fix: a WebHook channel to the studio's own receiver. The signing secret the
 * service returns once is kept sealed on the server (the receiver checks signatures with it);
 * the browser gets the channel's id and URL only.
 */
export const POST = studioRoute({ permission: "admin", action: "creating notification channels" }, async () => {
  const url = receiverUrl();
  if (!url) {
    throw new StudioError(
      422,
      "This studio calls a service elsewhere (BACKEND_URL) and does not know its own public address. Set PUBLIC_URL to the address this studio is reached at, restart, and try again.",
    );
  }
  const service = await workspaceService();
  // A second click, or a receiver channel switched off earlier: switch that one on instead of adding another.
  const existing = (await service.call(getAllChannelConfigurations, { query: { applicationId: service.applicationId } }))
    .map(forBrowser)
    .find((c) => c.isStudioReceiver && knowsChannel(c.id));
  if (existing) {
    if (!existing.isActive) {
      await service.call(updateWebHookConfiguration, {
        query: { applicationId: service.applicationId, configurationId: existing.id },
        body: { webHookUrl: url, isActive: true, includeImageData: existing.includeImageData, retryCount: existing.retryCount, exponentialBackoffFactor: existing.exponentialBackoffFactor },
      });
    }
    return { id: existing.id, webHookUrl: url, isActive: true };
  }
  try {
    const created = await service.call(createWebHookConfiguration, {
      query: { applicationId: service.applicationId },
      body: { webHookUrl: url, isActive: true, includeImageData: false, retryCount: 3, exponentialBackoffFactor: 2 },
    });
    const settings = JSON.parse(created.notificationChannelConfigurationJSON) as { SigningSecret?: string };
    if (settings.SigningSecret) rememberChannel(created.id, settings.SigningSecret);
    return { id: created.id, webHookUrl: url, isActive: created.isActive };
  } catch (error) {
    if (error instanceof StudioError && error.fields.webHookUrl) {
      const host = new URL(url).host;
      throw new StudioError(
        422,
        `The service will not send webhooks to this studio's own address (${host}): ${error.fields.webHookUrl} Set PUBLIC_URL to the address this studio is reached at, or add ${new URL(url).hostname} to OUTBOUND_ALLOWLIST, then restart.`,
      );
    }
    throw error;
  }
});
