import { adCreativesByKind } from "@/lib/schemas/finished-ads";
import { makeAdsRequest } from "@/lib/studio/ads-schemas";
import { StudioError } from "@/lib/studio/errors";
import { forBrowser } from "@/lib/studio/photoshoots";
import { studioRoute } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

/** Makes finished ads of one photoshoot creative (one credit an ad), as the signed-in user. */
export const POST = studioRoute({ permission: "write", action: "making ads", body: makeAdsRequest }, async ({ user, body }) => {
  const service = await workspaceService();
  try {
    const record = await service.call(adCreativesByKind, {
      body: {
        applicationId: service.applicationId,
        userId: user.id,
        imageProductGeneratorProcessId: body.photoshootId,
        taskId: body.taskId,
        brandKitId: body.brandKitId,
        renderKind: body.renderKind,
        template: body.template,
        language: body.language,
        ads: body.ads.map((ad) => ({ headline: ad.headline, punchline: ad.punchline || undefined, cta: ad.cta })),
      },
    });
    return forBrowser(record);
  } catch (error) {
    if (error instanceof StudioError && error.status === 404 && /notification channel/.test(error.message)) {
      throw new StudioError(409, "The workspace has no active notification channel, and the service makes no ads without one.", { channel: "none" });
    }
    throw error;
  }
});
