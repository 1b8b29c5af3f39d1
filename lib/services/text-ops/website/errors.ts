import { ApiError } from "@/lib/http/errors";

/** A website that cannot be read (unreachable, timed out, too large, not HTML, an error page): 422. */
export function websiteError(message: string) {
  return new ApiError(422, { "business: Website": [message] });
}

/** An address the outbound guard refuses: a 400 naming the `url` field, like any invalid input. */
export function refusedUrl(message: string) {
  return ApiError.validation("url", message);
}
