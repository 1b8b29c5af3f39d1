import "server-only";
import type { z } from "zod";
import { getBrandKit, type brandKitSchema } from "@/lib/schemas/brand-kits";
import type { NextRouteContext } from "@/lib/http/route-params";
import type { brandKitRequest } from "./ads-schemas";
import { errorJson } from "./route";
import { StudioError } from "./errors";
import type { ServiceCaller } from "./service";

type Kit = z.output<typeof brandKitSchema>;

/** A 512 KB logo as base64 and the rest of the kit, with room to spare. */
export const BRAND_KIT_MAX_BODY = 1_000_000;

/**
 * What the pages need of a kit. The logo's bytes stay on the server: a page shows the logo from
 * the kit's logo route, addressed by `updatedAt` so a replaced logo is fetched anew.
 */
export const kitForBrowser = (kit: Kit) => ({
  id: kit.id,
  name: kit.name,
  colours: kit.colours,
  fontPair: kit.fontPair,
  defaultTone: kit.defaultTone,
  hasLogo: Boolean(kit.logo),
  logoType: kit.logo?.mediaType ?? null,
  updatedAt: kit.updatedAt,
});

/**
 * The service's body for a kit from the page's: the service replaces a kit whole (no logo means the
 * logo is removed), so "keep" sends the kit's stored logo back.
 */
export async function serviceKitBody(service: ServiceCaller, body: z.output<typeof brandKitRequest>, keepFrom?: string) {
  const { logo, defaultTone, ...rest } = body;
  let serviceLogo: Kit["logo"] = null;
  if (logo === "keep") {
    if (keepFrom) serviceLogo = (await service.call(getBrandKit, { query: { applicationId: service.applicationId }, params: { id: keepFrom } })).logo;
  } else if (logo) serviceLogo = logo;
  return { ...rest, defaultTone: defaultTone || null, logo: serviceLogo };
}

/**
 * A kit's body is read whole before it is checked: one announcing more than a kit can hold is
 * refused unread. (The browser's fetch of a JSON string always states its length.)
 */
export function withBodyLimit(handler: (request: Request, route?: NextRouteContext) => Promise<Response>) {
  return async (request: Request, route?: NextRouteContext): Promise<Response> => {
    if (Number(request.headers.get("content-length") ?? 0) > BRAND_KIT_MAX_BODY) {
      return errorJson(new StudioError(413, "The logo must be at most 512 KB.", { logo: "The logo must be at most 512 KB." }));
    }
    return handler(request, route);
  };
}
