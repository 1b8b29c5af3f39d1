import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getSigningKey } from "@/lib/auth/signing-key";

/** Task URLs live a day; the expiry is rounded to the hour so repeated polls hand out the same URL (caches keep working). */
const LIFETIME_SECONDS = 24 * 3600;
const ROUND_SECONDS = 3600;

function signature(taskId: string, expires: number, size: string) {
  return createHmac("sha256", getSigningKey()).update(`task-image:${taskId}:${expires}:${size}`).digest("base64url");
}

/** An unguessable, expiring URL of a task's image that needs no credentials (the progress record's taskUrls). */
export function signedTaskUrl(baseUrl: string, taskId: string, size = "", now = Date.now()): string {
  const expires = Math.ceil((now / 1000 + LIFETIME_SECONDS) / ROUND_SECONDS) * ROUND_SECONDS;
  const query = new URLSearchParams({ expires: String(expires), signature: signature(taskId, expires, size) });
  if (size) query.set("size", size);
  return `${baseUrl}/api/v1/Image/ProductGeneration/TaskImage/${taskId}?${query}`;
}

/** True when the URL was signed by this server for this task and size and has not expired. */
export function verifyTaskUrl(taskId: string, expires: number, given: string, size = "", now = Date.now()): boolean {
  if (expires * 1000 < now) return false;
  const expected = Buffer.from(signature(taskId, expires, size));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
