/**
 * A page of a list as the JSON array the contract promises, with the list's full size in
 * `X-Total-Count` (ours, additive), so a client knows whether to read on with `offset`.
 */
export const TOTAL_COUNT_HEADER = "X-Total-Count";

export function pagedResponse(items: unknown[], total: number): Response {
  return Response.json(items, { headers: { [TOTAL_COUNT_HEADER]: String(total) } });
}
