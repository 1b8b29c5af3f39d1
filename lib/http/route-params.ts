/** Next's dynamic route segments (a promise since Next 15) as plain strings. */
export type NextRouteContext = { params: Promise<Record<string, string | string[]>> };

export async function routeParams(route: NextRouteContext | undefined): Promise<Record<string, string>> {
  return Object.fromEntries(Object.entries((await route?.params) ?? {}).map(([k, v]) => [k, String(v)]));
}
