import { recommendations } from "@/lib/schemas/photoshoot";
import { StudioError } from "@/lib/studio/errors";
import { studioFileRoute } from "@/lib/studio/file-route";
import { MAX_PRODUCT_PHOTO_BYTES, PRODUCT_PHOTO_TYPES } from "@/lib/studio/photoshoot-options";
import { workspaceService } from "@/lib/studio/service";

const FORM_OVERHEAD = 64 * 1024;
const tooLarge = () => new StudioError(413, "The photo is larger than 12 MB. Export it smaller (a JPG of 2000–4000 px on the long side is plenty) and upload again.");

/**
 * The product photo, as multipart `photo`: checked here as in the browser (type, 12 MB), then sent
 * to the service, which cuts the product out and recommends presets and prompts (1 credit).
 */
export const POST = studioFileRoute({ permission: "write", action: "running photoshoots" }, async ({ user, request }) => {
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_PRODUCT_PHOTO_BYTES + FORM_OVERHEAD) throw tooLarge();
  const form = await request.formData().catch(() => {
    throw new StudioError(400, "Send the photo as a multipart form with the field photo.");
  });
  const photo = form.get("photo");
  if (!(photo instanceof File)) throw new StudioError(422, "Choose a photo to upload.", { photo: "is required" });
  if (photo.size > MAX_PRODUCT_PHOTO_BYTES) throw tooLarge();
  if (!(PRODUCT_PHOTO_TYPES as readonly string[]).includes(photo.type)) {
    throw new StudioError(415, "This file is not a JPG or PNG photo. Save or export the photo as JPG or PNG and upload that.");
  }
  const service = await workspaceService();
  const result = await service.call(recommendations, { body: { applicationId: service.applicationId, userId: user!.id, productImage: photo } });
  return Response.json(result, { headers: { "cache-control": "no-store" } });
});
