import { z } from "zod";
import { defineOperation } from "./operation";
import { guid, int, text, timestamp } from "./fields";

export const creditsQuery = z.object({ applicationId: guid() });

export const creditsResponse = z
  .object({
    applicationId: guid(),
    apiKey: z.string().meta({ description: "The calling key, masked to its last 4 characters." }),
    credits: z.number().int().meta({ description: "Credits left on the calling key." }),
  })
  .meta({ id: "AccountCredits" });

export const getCredits = defineOperation({
  method: "GET",
  path: "/api/v1/Account/Credits",
  summary: "The calling API key's credit balance (ours; free).",
  tag: "Account",
  auth: "token",
  query: creditsQuery,
  response: creditsResponse,
});

/** A key as listed: never its secret, and the key itself only masked (`ak_…1a2b`). */
export const apiKeySummary = z
  .object({
    id: guid(),
    label: z.string().nullable().meta({ description: "What the key is for, as its creator named it." }),
    maskedKey: z.string().meta({ description: "The key's prefix and last 4 characters.", example: "ak_…1a2b" }),
    credits: z.number().int().meta({ description: "Credits left on this key." }),
    createdAt: timestamp(),
    revokedAt: timestamp().nullable(),
    lastUsedAt: timestamp().nullable().meta({ description: "When a paid call last charged this key." }),
    isCallingKey: z.boolean().meta({ description: "Whether this is the key of the request that listed it." }),
  })
  .meta({ id: "ApiKeySummary" });

export const listApiKeys = defineOperation({
  method: "GET",
  path: "/api/v1/Account/ApiKeys",
  summary: "The application's API keys, active first (ours; free). Secrets are never listed.",
  tag: "Account",
  auth: "token",
  query: creditsQuery,
  response: z.array(apiKeySummary),
});

const MAX_LABEL = 80;

export const createApiKeyBody = z.object({
  label: text(MAX_LABEL)
    .transform((v) => v.trim())
    .pipe(z.string().min(1, { message: "must not be empty" }))
    .meta({ description: "What the key is for, e.g. 'CI pipeline'." }),
  credits: int()
    .pipe(z.number().min(0, { message: "must be 0 or more" }))
    .optional()
    .meta({ description: "Credits moved from the calling key to the new one (default 0). Refused with business: Credits when the calling key has fewer." }),
});

export const createdApiKey = apiKeySummary
  .extend({
    apiKey: z.string().meta({ description: "The new key, in full." }),
    apiSecret: z.string().meta({ description: "The new key's secret: answered this once, stored hashed." }),
    jwtPrivateKey: z.string().meta({
      description: "The new key's own jwtPrivateKey: GenerateJwtToken accepts it with this key (as it accepts the application's). Answered this once, stored hashed.",
    }),
  })
  .meta({ id: "CreatedApiKey" });

export const createApiKey = defineOperation({
  method: "POST",
  path: "/api/v1/Account/ApiKeys",
  summary: "A new API key of the application, funded from the calling key; its secret is answered this once (ours; free).",
  tag: "Account",
  auth: "token",
  query: creditsQuery,
  body: createApiKeyBody,
  bodyType: "json",
  errors: ["NoCredits"],
  response: createdApiKey,
});

export const apiKeyParams = z.object({ id: guid().meta({ description: "The key's id (from the list)." }) });

export const revokeApiKey = defineOperation({
  method: "DELETE",
  path: "/api/v1/Account/ApiKeys/{id}",
  summary: "Revokes one of the application's API keys: calls with it fail from now on (ours; free). The calling key cannot revoke itself.",
  tag: "Account",
  auth: "token",
  query: creditsQuery,
  params: apiKeyParams,
  response: z.object({ id: guid(), revoked: z.literal(true) }).meta({ id: "RevokedApiKey" }),
});

export const MAX_USAGE_DAYS = 90;

export const usageQuery = creditsQuery.extend({
  days: int()
    .pipe(z.number().min(1, { message: `must be from 1 to ${MAX_USAGE_DAYS}` }).max(MAX_USAGE_DAYS, { message: `must be from 1 to ${MAX_USAGE_DAYS}` }))
    .optional()
    .meta({ description: "How many days back, today included (UTC; default 30)." }),
});

export const usageResponse = z
  .object({
    applicationId: guid(),
    credits: z.number().int().meta({ description: "Credits left on the application's active keys." }),
    from: z.string().meta({ description: "The first day counted (UTC, YYYY-MM-DD).", example: "2026-10-26" }),
    to: z.string().meta({ description: "The last day counted: today (UTC).", example: "2026-11-24" }),
    usage: z.array(
      z.object({
        day: z.string().meta({ example: "2026-11-24" }),
        operation: z.string().meta({ example: "POST /api/v1/Text/Generation/Ads" }),
        calls: z.number().int(),
        credits: z.number().int(),
      }),
    ),
    grants: z
      .array(
        z.object({
          at: timestamp(),
          credits: z.number().int().meta({ description: "Credits added." }),
          maskedKey: z.string().meta({ description: "The key they were added to, masked.", example: "ak_…1a2b" }),
          isCallingKey: z.boolean(),
          source: z.enum(["cli", "studio"]).meta({ description: "cli: `adcraft credits add` on the server; studio: an admin in the studio's Settings → Credits." }),
          grantedBy: z.string().nullable().meta({ description: "Who added them: the studio admin's e-mail; null from the CLI." }),
        }),
      )
      .meta({ description: "Credits added in the period, newest first: the ledger of top-ups." }),
  })
  .meta({ id: "AccountUsage" });

export const getUsage = defineOperation({
  method: "GET",
  path: "/api/v1/Account/Usage",
  summary: "Paid calls and credits per day and operation over the application's keys, from the ledger each charge writes, and the credits added (ours; free).",
  tag: "Account",
  auth: "token",
  query: usageQuery,
  response: usageResponse,
});

export const accountOperations = [getCredits, listApiKeys, createApiKey, revokeApiKey, getUsage];
