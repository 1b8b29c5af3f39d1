/**
 * The contract's error body, used by every non-2xx JSON response. Throw an ApiError anywhere
 * below a handler; the handler wrapper turns it into this body.
 */
export const ERROR_TYPE = "https://tools.ietf.org/html/rfc7231#section-6.5.1";
export const ERROR_TITLE = "One or more errors occurred.";

export type ErrorMap = Record<string, string[]>;

export interface ErrorBody {
  errors: ErrorMap;
  type: string;
  title: string;
  status: number;
  detail: string | null;
  instance: string | null;
  extensions: { traceId: string };
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly errors: ErrorMap,
    readonly headers: Record<string, string> = {},
  ) {
    super(Object.values(errors).flat().join(" "));
  }

  static validation(field: string, message: string) {
    return new ApiError(400, { [field]: [message] });
  }
  static unauthorized(message: string) {
    return new ApiError(401, { "business:": [message] });
  }
  static notFound(message: string) {
    return new ApiError(404, { "business: NotFound": [message] });
  }
  static noCredits() {
    return new ApiError(400, { "business: Credits": ["The API key has no credits left for this operation."] });
  }
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
