/**
 * Why an operation failed, as a code from a closed list. Services, engines and jobs throw
 * AppError and know nothing of HTTP; lib/http alone maps a code to a status and the contract's
 * error body (lib/http/errors.ts), so the same failure reads the same from an API call, a job or
 * the CLI.
 */
export const ERROR_CODES = [
  "Validation",
  "Unauthorized",
  "NotFound",
  "NoCredits",
  "NoActiveChannel",
  "UnknownForeground",
  "UnsupportedLanguage",
  "WebsiteUnreadable",
  "UpstreamUnavailable",
  "PayloadTooLarge",
  "UnsupportedMediaType",
  "RateLimited",
  "RequestTimeout",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ErrorDetails {
  /** the input field at fault (Validation, UnsupportedLanguage, PayloadTooLarge, UnsupportedMediaType) */
  field?: string;
  /** several fields at once, each with its messages (Validation of a whole request) */
  fields?: Record<string, string[]>;
  /** the application without an active channel (NoActiveChannel) */
  applicationId?: string;
  /** the outside service that failed (UpstreamUnavailable), e.g. "TextModel" */
  service?: string;
  /** when to try again (RateLimited) */
  retryAfterSeconds?: number;
}

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: ErrorDetails = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  static validation(field: string, message: string) {
    return new AppError("Validation", message, { field });
  }
  static unauthorized(message: string) {
    return new AppError("Unauthorized", message);
  }
  static notFound(message: string) {
    return new AppError("NotFound", message);
  }
  static noCredits() {
    return new AppError("NoCredits", "The API key has no credits left for this operation.");
  }
  /** A paid call whose reserved credits were refunded before its work could keep them: nothing charged, nothing made. */
  static chargeLost() {
    return new AppError("UpstreamUnavailable", "The server lost its hold on this call's credits (it was taken for stopped); nothing was charged and nothing was created. Try again.", {
      service: "Credits",
      retryAfterSeconds: 1,
    });
  }
}
