import "server-only";
import { AppError } from "@/lib/errors";
import { checkOutboundUrl, OutboundRefusedError, type GuardOptions } from "./guard";

export { checkOutboundUrl, OutboundRefusedError, OutboundUnresolvedError, type GuardOptions, type OutboundTarget, type Resolver } from "./guard";
export { outboundRequest, OutboundRequestError, type OutboundRequestOptions, type OutboundResponse } from "./request";
export { parseAllowlist, type Allowlist } from "./allowlist";
export { forbiddenRange } from "./address";

/** Checks a URL a client submitted; a refusal is a 400 naming the field (`webHookUrl`, `url`). */
export async function assertOutboundUrl(field: string, url: string, options?: GuardOptions) {
  try {
    return await checkOutboundUrl(url, options);
  } catch (error) {
    if (error instanceof OutboundRefusedError) throw AppError.validation(field, `The ${field} field ${error.message}`);
    throw error;
  }
}
