import sharp from "sharp";
import { AdcraftClient } from "@/lib/client";
import { presetPreview } from "@/lib/schemas/photoshoot";
import { StudioError } from "@/lib/studio/errors";
import { studioFileRoute } from "@/lib/studio/file-route";
import { serviceBaseUrl } from "@/lib/studio/service";

const SIZES = new Set(["256", "512", "1024"]);
const MAX_CACHED = 300;
// WebP of the service's PNG: a fifth of the bytes for the gallery's 72 thumbnails.
const holder = globalThis as typeof globalThis & { __adcraftPreviewCache?: Map<string, Buffer> };
const cache = (holder.__adcraftPreviewCache ??= new Map());

// Public like the service's own preview route: no session lookup for each of the gallery's 72 images.
export const GET = studioFileRoute({ permission: "public" }, async ({ params, url }) => {
  const size = url.searchParams.get("size") ?? "512";
  if (!SIZES.has(size)) throw new StudioError(422, "size must be 256, 512 or 1024.");
  const key = `${params.id}:${size}`;
  let webp = cache.get(key);
  if (!webp) {
    // The preview is public on the service: no credentials go with this call.
    const response = await new AdcraftClient({ baseUrl: serviceBaseUrl() }).send(presetPreview, { params: { presetId: params.id! }, query: { size: size as "256" } });
    if (response.status === 404) throw StudioError.notFound("No such preset.");
    if (!response.ok) throw new StudioError(502, "The preset preview could not be loaded. Try again.");
    webp = await sharp(Buffer.from(await response.arrayBuffer())).webp({ quality: 78 }).toBuffer();
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, webp);
  }
  return new Response(new Uint8Array(webp), { headers: { "content-type": "image/webp", "cache-control": "public, max-age=86400" } });
});
