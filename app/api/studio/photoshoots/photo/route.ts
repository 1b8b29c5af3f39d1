import { AppError } from "@/lib/errors";
import { admitBody, createBodyGate, UPLOAD_BODY_RETRY_AFTER_SECONDS } from "@/lib/http/body-gate";
import { readBody, type BodyLimit } from "@/lib/http/input";
import { recommendations } from "@/lib/schemas/photoshoot";
import { StudioError } from "@/lib/studio/errors";
import { studioFileRoute } from "@/lib/studio/file-route";
import { MAX_PRODUCT_PHOTO_BYTES, PRODUCT_PHOTO_TYPES } from "@/lib/studio/photoshoot-options";
import { errorJson } from "@/lib/studio/route";
import { workspaceService } from "@/lib/studio/service";

const FORM_OVERHEAD = 64 * 1024;
const TOO_LARGE = "The photo is larger than 12 MB. Export it smaller (a JPG of 2000–4000 px on the long side is plenty) and upload again.";
const tooLarge = () => new StudioError(413, TOO_LARGE);
const photoLimit: BodyLimit = { maxBytes: MAX_PRODUCT_PHOTO_BYTES + FORM_OVERHEAD, field: "photo", message: TOO_LARGE };

/**
 * Photos the studio holds while it passes them on to the service, in bytes. A gate of its own: the
 * service's call then waits in the service's gate (with-api.ts), and one gate shared by both could
 * fill with studio uploads all waiting on their own service calls.
 */
const holder = globalThis as typeof globalThis & { __adcraftStudioPhotoGate?: ReturnType<typeof createBodyGate> };
const studioPhotoGate = () => (holder.__adcraftStudioPhotoGate ??= createBodyGate());

/** The photo from the multipart body, counted as it arrives (a chunked body has no length to check first). */
async function readPhoto(request: Request): Promise<unknown> {
  try {
    return (await readBody(request, photoLimit)).photo;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === "PayloadTooLarge") throw tooLarge();
    if (error.code === "RequestTimeout") throw new StudioError(408, "The photo stopped arriving. Check the connection and upload it again.");
    throw new StudioError(400, "Send the photo as a multipart form with the field photo.");
  }
}

/**
 * The product photo, as multipart `photo`: checked here as in the browser (type, 12 MB), then sent
 * to the service, which cuts the product out and recommends presets and prompts (1 credit).
 */
export const POST = studioFileRoute({ permission: "write", action: "running photoshoots" }, async ({ user, request }) => {
  let release: () => void;
  try {
    release = await admitBody(request, photoLimit, studioPhotoGate());
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code !== "RateLimited") throw new StudioError(408, "The upload was abandoned before it was read.");
    const busy = errorJson(new StudioError(429, "The studio is receiving as many photos as it can hold. Try again in a few seconds."));
    busy.headers.set("retry-after", String(UPLOAD_BODY_RETRY_AFTER_SECONDS));
    return busy;
  }
  try {
    const photo = await readPhoto(request);
    if (!(photo instanceof File)) throw new StudioError(422, "Choose a photo to upload.", { photo: "is required" });
    if (photo.size > MAX_PRODUCT_PHOTO_BYTES) throw tooLarge();
    if (!(PRODUCT_PHOTO_TYPES as readonly string[]).includes(photo.type)) {
      throw new StudioError(415, "This file is not a JPG or PNG photo. Save or export the photo as JPG or PNG and upload that.");
    }
    const service = await workspaceService();
    const result = await service.call(recommendations, { body: { applicationId: service.applicationId, userId: user!.id, productImage: photo } });
    return Response.json(result, { headers: { "cache-control": "no-store" } });
  } finally {
    release();
  }
});
