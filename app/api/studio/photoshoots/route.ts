import { z } from "zod";
import { adCreative, checkApplicationAllProgresses } from "@/lib/schemas/image-generation";
import { StudioError } from "@/lib/studio/errors";
import { generatePhotoshootRequest } from "@/lib/studio/photoshoot-schemas";
import { forBrowser } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50), offset: z.coerce.number().int().min(0).default(0) });

/** The workspace's photoshoots, newest first. */
export const GET = studioRoute({ permission: "read", query: historyQuery }, async ({ query }) => {
  const service = await workspaceService();
  const records = await service.call(checkApplicationAllProgresses, { query: { applicationId: service.applicationId, ...query } });
  return records.map(forBrowser);
});

/** Starts a photoshoot as the signed-in user: six tasks (6 credits); needs an active channel. */
export const POST = studioRoute({ permission: "write", action: "running photoshoots", body: generatePhotoshootRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  try {
    const record = await service.call(adCreative, {
      body: {
        applicationId: service.applicationId,
        userId: user.id,
        productImageAssetId: body.productImageAssetId,
        productName: body.productName?.trim() || undefined,
        productDescription: body.productDescription?.trim() || undefined,
        renderKind: body.renderKind,
        PromptObjectsString: JSON.stringify(body.prompts),
        DisableSafeMargin: body.disableSafeMargin,
        UseSameStyleReferenceImage: body.useSameStyleReference,
      },
    });
    return forBrowser(record);
  } catch (error) {
    if (error instanceof StudioError && error.status === 404 && /notification channel/.test(error.message)) {
      throw new StudioError(409, "The workspace has no active notification channel, and the service starts no photoshoot without one.", { channel: "none" });
    }
    throw error;
  }
});
