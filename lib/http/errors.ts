import { AppError, type ErrorCode } from "@/lib/errors";

/**
 * The contract's error body, used by every non-2xx JSON response, and the one mapping from an
 * AppError's code to a status and the body's `errors` keys (decisions.md, Errors).
 */
export const ERROR_TYPE = "https://tools.ietf.org/html/rfc7231#section-6.5.1";
export const ERROR_TITLE = "One or more errors occurred.";

export type ErrorMap = Record<string, string[]>;

export type { ErrorBody } from "@/lib/schemas/errors";
import type { ErrorBody } from "@/lib/schemas/errors";

const STATUS: Record<ErrorCode, number> = {
  Validation: 400,
  NoCredits: 400,
  Unauthorized: 401,
  NotFound: 404,
  NoActiveChannel: 404,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  UnknownForeground: 422,
  UnsupportedLanguage: 422,
  WebsiteUnreadable: 422,
  RequestTimeout: 408,
  RateLimited: 429,
  UpstreamUnavailable: 503,
};

/** The status an error code is answered with (the OpenAPI document lists an operation's statuses from its codes). */
export function statusOf(code: ErrorCode): number {
  return STATUS[code];
}

function errorsOf(error: AppError): ErrorMap {
  const { code, message, details } = error;
  switch (code) {
    case "Validation":
    case "PayloadTooLarge":
    case "UnsupportedMediaType":
    case "UnsupportedLanguage":
    case "RequestTimeout":
      return details.fields ?? { [details.field ?? "body"]: [message] };
    case "Unauthorized":
      return { "business:": [message] };
    case "NotFound":
      return { "business: NotFound": [message] };
    case "NoCredits":
      return { "business: Credits": [message] };
    case "NoActiveChannel":
      return {
        "engine: Active": [`No active notification channel was found for application ${details.applicationId}.`],
        "business: Active": [message],
      };
    case "UnknownForeground":
      return { "business: UnknownForeground": [message] };
    case "WebsiteUnreadable":
      return { "business: Website": [message] };
    case "RateLimited":
      return { "business: RateLimit": [message] };
    case "UpstreamUnavailable":
      return { [`engine: ${details.service ?? "Upstream"}`]: [message] };
  }
}

/** Status, body `errors` and extra headers for an AppError. */
export function httpErrorOf(error: AppError): { status: number; errors: ErrorMap; headers: Record<string, string> } {
  const headers: Record<string, string> = error.details.retryAfterSeconds !== undefined ? { "Retry-After": String(error.details.retryAfterSeconds) } : {};
  return { status: statusOf(error.code), errors: errorsOf(error), headers };
}

export function errorBody(status: number, errors: ErrorMap, traceId: string): ErrorBody {
  return { errors, type: ERROR_TYPE, title: ERROR_TITLE, status, detail: null, instance: null, extensions: { traceId } };
}

export function errorResponse(status: number, errors: ErrorMap, traceId: string, headers: Record<string, string> = {}) {
  return Response.json(errorBody(status, errors, traceId), {
    status,
    headers: { ...headers, "x-trace-id": traceId },
  });
}
