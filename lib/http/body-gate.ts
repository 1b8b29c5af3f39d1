import { AppError } from "@/lib/errors";
import { WorkGate } from "@/lib/images/work-gate";
import type { BodyLimit } from "./input";

/**
 * Upload bodies this process holds at once, in bytes. The pixel gate (images/work-gate.ts) bounds
 * decoding, but a body is in memory from its first byte to the answer, a few times over (the
 * bytes read, the form's file, the copy the upload thread works on): 20 bodies of 12 MB read at
 * once took a server from 0.4–0.8 GB to 1.4–1.6 GB and left it there. Five maximum-size bodies
 * (or many phone photos) are read at a time; up to 16 more wait their turn, for at most 15 s,
 * before the client is told to come back (429 with Retry-After): the bytes of a waiting request
 * stay in the client's socket, not in this process.
 */
export const UPLOAD_BODY_BUDGET_BYTES = 64 * 2 ** 20;
export const UPLOAD_BODY_MAX_WAITING = 16;
export const UPLOAD_BODY_MAX_WAIT_MS = 15_000;
export const UPLOAD_BODY_RETRY_AFTER_SECONDS = 5;

export function createBodyGate(budgetBytes = UPLOAD_BODY_BUDGET_BYTES, maxWaiting = UPLOAD_BODY_MAX_WAITING) {
  return new WorkGate(budgetBytes, maxWaiting, {
    retryAfterSeconds: UPLOAD_BODY_RETRY_AFTER_SECONDS,
    message: "The server is receiving as many uploads as it can hold. Retry after the time in Retry-After.",
  });
}

const holder = globalThis as typeof globalThis & { __adcraftUploadBodyGate?: WorkGate };
export function uploadBodyGate(): WorkGate {
  return (holder.__adcraftUploadBodyGate ??= createBodyGate());
}

/**
 * A place for the request's body in the gate, weighed by its declared Content-Length (a chunked
 * body, which declares none, weighs its limit). The function returned gives the place back: call
 * it once the request is answered, whatever happened, for the body stays referenced until then.
 * A declared length over the limit takes no place: readBody refuses it (413) before reading.
 */
export async function admitBody(request: Request, limit: BodyLimit, gate: WorkGate = uploadBodyGate(), maxWaitMs = UPLOAD_BODY_MAX_WAIT_MS): Promise<() => void> {
  const declared = request.headers.get("content-length");
  const length = declared === null ? limit.maxBytes : Number(declared);
  if (!(length <= limit.maxBytes)) return () => undefined;
  try {
    return await gate.enter(length, { maxWaitMs, signal: request.signal });
  } catch (error) {
    if (!request.signal.aborted) throw error;
    // Nobody reads this answer; it only keeps a client that hung up out of the error log.
    throw new AppError("RequestTimeout", "The client went away while its upload waited for room.", { field: "body" });
  }
}
