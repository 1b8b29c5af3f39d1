import { AppError } from "@/lib/errors";

/** A website that cannot be read (unreachable, timed out, too large, not HTML, an error page). */
export function websiteError(message: string) {
  return new AppError("WebsiteUnreadable", message);
}

/** An address the outbound guard refuses: a Validation error of the `url` field, like any invalid input. */
export function refusedUrl(message: string) {
  return AppError.validation("url", message);
}
