import type { ErrorCode } from "@/lib/errors";
import { statusOf } from "@/lib/http/errors";
import type { Operation } from "@/lib/schemas/operation";

/**
 * Every status an operation can answer, and why: what its own work declares (`Operation.errors`)
 * and what the server and the wrapper (lib/http/with-api.ts) answer for any operation of its
 * shape. The OpenAPI document is written from this, and the integration suites and the
 * document-driven fuzzer fail on any status outside it.
 */

/** Why a code refuses a request, in the words of the document. */
const REASONS: Record<ErrorCode, string> = {
  Validation: "a field is missing or not valid (`errors` is keyed by the field)",
  NoCredits: "the API key has no credits left for this operation (`business: Credits`)",
  Unauthorized: "the token, key or secret is missing or not valid, or the request names another application",
  NotFound: "what the request names does not exist in this application (`business: NotFound`)",
  NoActiveChannel: "the application has no active notification channel (`business: Active`)",
  PayloadTooLarge: "the body or the file is larger than its limit",
  UnsupportedMediaType: "the file is not an image the service reads (JPG or PNG)",
  UnknownForeground: "no product can be told apart from the photo's background (`business: UnknownForeground`)",
  UnsupportedLanguage: "the built-in engine does not write the requested language",
  WebsiteUnreadable: "the website could not be read (`business: Website`)",
  RequestTimeout: "the request or its body stopped arriving",
  RateLimited: "too many requests; retry after the time in Retry-After",
  UpstreamUnavailable: "the database or an outside service is unavailable; retry after the time in Retry-After",
};

/** Answers the server gives for any request before an operation runs (lib/http/client-errors.ts). */
const SERVER_ANSWERS: Array<[number, string]> = [
  [400, "the request is not valid HTTP (`request`)"],
  [408, "the request line and headers did not arrive in time (`request`)"],
  [431, "the request line and headers are larger than 16 KB (`request`)"],
];

/** The codes the wrapper can answer for this operation, from its shape alone. */
export function wrapperErrors(operation: Operation): ErrorCode[] {
  const codes: ErrorCode[] = ["UpstreamUnavailable"];
  if (operation.auth !== "none") codes.push("Unauthorized", "RateLimited");
  if (operation.query || operation.body || operation.params) codes.push("Validation");
  if (operation.body) codes.push("PayloadTooLarge", "RequestTimeout");
  if (operation.upload) codes.push("UnsupportedMediaType", "RateLimited");
  if (operation.credits || operation.needsBalance) codes.push("NoCredits");
  if (operation.params) codes.push("NotFound");
  return codes;
}

/** Every code the operation can answer: the wrapper's and its own. */
export function errorCodesOf(operation: Operation): ErrorCode[] {
  return [...new Set([...wrapperErrors(operation), ...(operation.errors ?? [])])];
}

/** A file answer revalidates with its ETag (lib/http/binary.ts); a stream does not. */
export function answersNotModified(operation: Operation): boolean {
  return Boolean(operation.produces && !operation.produces.includes("text/event-stream"));
}

/** Each error status the operation can answer, with the reasons it is answered, in status order. */
export function errorStatusesOf(operation: Operation): Map<number, string[]> {
  const reasons = new Map<number, string[]>();
  const add = (status: number, reason: string) => {
    const list = reasons.get(status) ?? [];
    if (!list.includes(reason)) list.push(reason);
    reasons.set(status, list);
  };
  for (const code of errorCodesOf(operation)) add(statusOf(code), REASONS[code]);
  for (const [status, reason] of SERVER_ANSWERS) add(status, reason);
  return new Map([...reasons].sort(([a], [b]) => a - b));
}

/** Every status the operation can answer, success included. */
export function statusesOf(operation: Operation): number[] {
  return [200, ...(answersNotModified(operation) ? [304] : []), ...errorStatusesOf(operation).keys()];
}
