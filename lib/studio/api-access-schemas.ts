import { z } from "zod";
import { MAX_USAGE_DAYS, createApiKeyBody } from "@/lib/schemas/account";

/** What the API access page sends the BFF: the service's own body for a new key, and a period. */
export const newApiKeyRequest = createApiKeyBody;
export const usageRequest = z.object({ days: z.coerce.number().int().min(1).max(MAX_USAGE_DAYS).default(30) });
