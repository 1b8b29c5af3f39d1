import { createApiKey, listApiKeys } from "@/lib/schemas/account";
import type { ApiAccessOverview, CreatedStudioApiKey } from "@/lib/studio/api-access";
import { newApiKeyRequest } from "@/lib/studio/api-access-schemas";
import { keyForBrowser, publicServiceUrl } from "@/lib/studio/api-keys";
import { StudioError } from "@/lib/studio/errors";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

const ACTION = "managing API keys";

/** The workspace's keys, masked, and where API clients reach the service. */
export const GET = studioRoute({ permission: "admin", action: ACTION }, async ({ request }): Promise<ApiAccessOverview> => {
  const service = await workspaceService();
  const keys = await service.call(listApiKeys, { query: { applicationId: service.applicationId } });
  return { applicationId: service.applicationId, serviceUrl: publicServiceUrl(request), keys: keys.map(keyForBrowser) };
});

/** Creates a key; its key, secret and own jwtPrivateKey are answered this once, for the admin to copy (the one documented exception). */
export const POST = studioRoute({ permission: "admin", action: ACTION, body: newApiKeyRequest }, async ({ body }): Promise<CreatedStudioApiKey> => {
  const service = await workspaceService();
  const created = await service.call(createApiKey, { query: { applicationId: service.applicationId }, body }).catch((error: unknown) => {
    // The service's "no credits" here means the workspace's key holds fewer than asked for.
    if (error instanceof StudioError && error.status === 402) {
      throw new StudioError(422, "The workspace's key holds fewer credits than that.", { credits: "is more than the workspace's balance" });
    }
    throw error;
  });
  return { ...keyForBrowser(created), apiKey: created.apiKey, apiSecret: created.apiSecret, jwtPrivateKey: created.jwtPrivateKey };
});
