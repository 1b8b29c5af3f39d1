import { z } from "zod";
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from "zod-openapi";
import { accountOperations } from "@/lib/schemas/account";
import { brandKitOperations } from "@/lib/schemas/brand-kits";
import { finishedAdOperations } from "@/lib/schemas/finished-ads";
import { adTextOperations } from "@/lib/schemas/ad-texts";
import { authOperations } from "@/lib/schemas/auth";
import { notificationOperations } from "@/lib/schemas/notifications";
import { errorBodySchema } from "@/lib/schemas/errors";
import { imageGenerationOperations } from "@/lib/schemas/image-generation";
import { photoshootOperations } from "@/lib/schemas/photoshoot";
import { reviewOperations } from "@/lib/schemas/review";
import type { Operation } from "@/lib/schemas/operation";
import { textOpsOperations } from "@/lib/schemas/text-ops";
import { addPipedLimits } from "./input-limits";
import { answersNotModified, errorStatusesOf } from "./statuses";

/** Every implemented operation; each domain adds its list here when its endpoints land. */
export const operations: Operation[] = [...authOperations, ...accountOperations, ...brandKitOperations, ...adTextOperations, ...notificationOperations, ...textOpsOperations, ...photoshootOperations, ...imageGenerationOperations, ...finishedAdOperations, ...reviewOperations];

/** Both rate limits send Retry-After; an outage sends it when the service knows how long to wait. */
const retryAfter = (required: boolean) => {
  const seconds = z.string().meta({ description: "Seconds to wait before trying again." });
  return z.object({ "retry-after": required ? seconds : seconds.optional() });
};

/** One error status: the contract's error body, every reason the operation answers it for, and Retry-After where it is sent. */
function errorResponse(status: number, reasons: string[]) {
  return {
    description: `${reasons.join("; ").replace(/^./, (first) => first.toUpperCase())}.`,
    ...(status === 429 || status === 503 ? { headers: retryAfter(status === 429) } : {}),
    content: { "application/json": { schema: errorBodySchema } },
  };
}

/**
 * A name for client generators' methods, from the method and the path, so it is unique as they
 * are and stable while they are: POST /api/v1/Text/Generation/Ads → postTextGenerationAds,
 * GET /api/v1/Review/Items/{itemId} → getReviewItemsByItemId.
 */
export function operationIdOf(op: Pick<Operation, "method" | "path">): string {
  const words = op.path
    .replace(/^\/api\/v1\//, "")
    .split("/")
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment);
      const word = param ? `By${param[1]!.replace(/^./, (c) => c.toUpperCase())}` : segment;
      return word.replace(/[^A-Za-z0-9]/g, "").replace(/^./, (c) => c.toUpperCase());
    });
  return op.method.toLowerCase() + words.join("");
}

function toOpenApi(op: Operation): ZodOpenApiOperationObject {
  const security = op.auth === "token" ? [{ bearer: [], apiKey: [], apiSecret: [] }] : op.auth === "key" ? [{ apiKey: [], apiSecret: [] }] : [];
  const mediaType = op.bodyType === "json" ? "application/json" : "multipart/form-data";
  return {
    operationId: operationIdOf(op),
    summary: op.summary,
    tags: [op.tag],
    security,
    ...(typeof op.credits === "function"
      ? { description: "Costs one credit a task when it succeeds; a task that fails for good gives its credit back." }
      : op.credits
        ? { description: `Costs ${op.credits} credit${op.credits > 1 ? "s" : ""} when it succeeds.` }
        : {}),
    ...(op.query || op.params ? { requestParams: { ...(op.query ? { query: op.query as never } : {}), ...(op.params ? { path: op.params as never } : {}) } } : {}),
    ...(op.body ? { requestBody: { content: { [mediaType]: { schema: op.body } } } } : {}),
    responses: {
      "200": {
        description: "Success",
        ...(op.responseHeaders ? { headers: z.object(Object.fromEntries(Object.entries(op.responseHeaders).map(([name, h]) => [name, h.schema.meta({ description: h.description })]))) } : {}),
        content: Object.fromEntries((op.produces ?? ["application/json"]).map((type) => [type, { schema: op.response }])),
      },
      ...(answersNotModified(op) ? { "304": { description: "Not modified: the If-None-Match header named the file's current ETag." } } : {}),
      ...Object.fromEntries([...errorStatusesOf(op)].map(([status, reasons]) => [String(status), errorResponse(status, reasons)])),
    },
  };
}

export function buildOpenApiDocument() {
  const paths: ZodOpenApiPathsObject = {};
  for (const op of operations) {
    paths[op.path] = { ...paths[op.path], [op.method.toLowerCase()]: toOpenApi(op) };
  }
  return createDocument(
    {
      openapi: "3.1.0",
      info: {
        title: "Adcraft API",
        version: "1.0.0",
        description: "Ad text generation, text operations, product photoshoot, notification channels and the review board.",
      },
      servers: [{ url: "/" }],
      components: {
        securitySchemes: {
          bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
          apiKey: { type: "apiKey", in: "header", name: "x-api-key" },
          apiSecret: { type: "apiKey", in: "header", name: "x-api-secret" },
        },
      },
      paths,
    },
    // Request fields piped into their rules show the rules' limits (input-limits.ts).
    { override: addPipedLimits },
  );
}
