import { z } from "zod";
import { MAX_USAGE_DAYS, createApiKeyBody } from "@/lib/schemas/account";
import { MAX_CREDITS_PER_TOP_UP } from "./api-access";

/** What the API access page sends the BFF: the service's own body for a new key, and a period. */
export const newApiKeyRequest = createApiKeyBody;
export const usageRequest = z.object({ days: z.coerce.number().int().min(1).max(MAX_USAGE_DAYS).default(30) });

/** Settings → Credits: a whole number of credits to add to the studio's key. */
export const addCreditsRequest = z.object({
  credits: z
    .number({ message: "must be a whole number" })
    .int({ message: "must be a whole number" })
    .min(1, { message: "must be at least 1" })
    .max(MAX_CREDITS_PER_TOP_UP, { message: `must be at most ${MAX_CREDITS_PER_TOP_UP.toLocaleString("en")} at a time` }),
});
