/**
 * Whether a raw (still percent-encoded) path has an escape that does not decode: `%zz`, a lone `%`,
 * or bytes that are not UTF-8. Next answers such a path with a bodiless 500 while it decodes the
 * route's dynamic segments, before any handler runs, so the request gate refuses it first.
 */
export function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return false;
  } catch {
    return true;
  }
}
