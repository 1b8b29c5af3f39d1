import type { Operation } from "@/lib/schemas/operation";
import { errorBodySchema } from "@/lib/schemas/errors";
import { statusesOf } from "@/lib/openapi/statuses";

/**
 * Every response the integration suites receive through the typed client is checked against what
 * its operation declares: a success's JSON against the response schema, a file against the
 * declared media types, an error against the contract's error body, and every status against the
 * statuses the OpenAPI document lists for the operation. A mismatch fails the test that made the call.
 */
export const responseChecks = { checked: 0 };

export async function checkResponse(operation: Operation, response: Response): Promise<void> {
  const where = `${operation.method} ${operation.path} → ${response.status}`;
  const listed = statusesOf(operation);
  if (!listed.includes(response.status)) throw new Error(`${where}: a status the OpenAPI document does not list for it (${listed.join(", ")})`);
  if (response.status === 304) return;
  const type = (response.headers.get("content-type") ?? "").split(";")[0]!.trim();
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await response.clone().json().catch(() => undefined));
    if (!parsed.success) throw new Error(`${where}: not the contract's error body: ${parsed.error.message}`);
  } else if (operation.produces) {
    // A file or a stream: its media type is checked, its body left to the caller (a clone of an
    // open stream would hold its data back).
    if (!operation.produces.includes(type)) throw new Error(`${where}: content-type ${type}, declared ${operation.produces.join(", ")}`);
  } else {
    if (type !== "application/json") throw new Error(`${where}: content-type ${type}, declared application/json`);
    const parsed = operation.response.safeParse(await response.clone().json());
    if (!parsed.success) throw new Error(`${where}: the body does not match its declared schema: ${parsed.error.message}`);
  }
  responseChecks.checked += 1;
}
