/**
 * Cross-site request forgery guard of the studio's backend routes. The session cookie is
 * SameSite=Lax, which still rides along with requests from a *same-site* page: another port of
 * this host or a sibling subdomain. So a state-changing request is accepted only when the browser
 * says it came from this very origin:
 *
 * 1. `Sec-Fetch-Site` (every current browser sends it): only `same-origin` (or `none`, a request
 *    the user made directly) passes; `same-site` and `cross-site` are refused.
 * 2. Without it, `Origin` (browsers send it on every non-GET request): it must be the origin the
 *    request was addressed to (its Host, or the proxy's X-Forwarded-Host, which a page cannot set
 *    without a CORS preflight we never grant) or PUBLIC_URL.
 * 3. With neither header the caller is not a browser (curl, a server, a test), and a cookie it
 *    holds is its own: nothing to forge.
 *
 * Kept free of Next and of the environment so that the request gate and the tests call it alike.
 */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

export interface OriginRequest {
  method: string;
  headers: Headers;
}

/** Why the request is refused, or null when it may change state. */
export function crossSiteReason(request: OriginRequest, publicUrl?: string): string | null {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return null;
  const fetchSite = request.headers.get("sec-fetch-site")?.toLowerCase();
  if (fetchSite) return fetchSite === "same-origin" || fetchSite === "none" ? null : `Sec-Fetch-Site is ${fetchSite}`;
  const origin = request.headers.get("origin");
  if (origin === null) return null;
  if (originsOf(request.headers, publicUrl).has(origin.toLowerCase())) return null;
  return `Origin ${origin} is not this studio`;
}

/** The origins this request may come from: the addressed host under either scheme, and PUBLIC_URL. */
function originsOf(headers: Headers, publicUrl?: string): Set<string> {
  const hosts = [headers.get("host"), headers.get("x-forwarded-host")?.split(",")[0]?.trim()].filter((h): h is string => Boolean(h));
  const origins = new Set(hosts.flatMap((host) => [`http://${host}`, `https://${host}`].map((o) => o.toLowerCase())));
  if (publicUrl) origins.add(new URL(publicUrl).origin.toLowerCase());
  return origins;
}

/** A JSON body must say so exactly: `text/plain; charset=application/json` is a form a page can send. */
export function isJsonContentType(header: string | null): boolean {
  return header?.split(";")[0]?.trim().toLowerCase() === "application/json";
}
