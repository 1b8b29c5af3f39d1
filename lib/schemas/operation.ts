import type { z } from "zod";
import type { ErrorCode } from "@/lib/errors";

/**
 * One API operation, described once: the handler wrapper enforces it (auth, credits, input
 * schemas) and the OpenAPI document is generated from the same object.
 */
/** token: bearer JWT + key + secret; key: key + secret only; none: public. */
export type OperationAuth = "token" | "key" | "none";

export interface Operation<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType, A extends OperationAuth = OperationAuth> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  summary: string;
  tag: string;
  /** who may call it (OperationAuth); a handler of an authenticated operation gets its caller typed as present */
  auth: A;
  /**
   * Credits taken from the calling key on success (decisions.md credit table); a function of the
   * parsed body where the price is per item asked for (finished ads: one credit a task).
   */
  credits?: number | ((body: z.infer<B>) => number);
  /** Free, but refused (400 business: Credits) when the calling key's balance is 0 (Download). */
  needsBalance?: boolean;
  query?: Q;
  /** the `{name}` segments of `path` */
  params?: P;
  body?: B;
  bodyType?: "json" | "multipart";
  /** A file upload: a body larger than this (plus room for the other fields) is refused with 413 before it is read. */
  upload?: { field: string; maxBytes: number };
  /**
   * What the operation's own work can refuse with (the AppError codes its handler and service
   * throw). What the wrapper answers for every operation of its shape (auth, rate limit, input,
   * body size, credits, a path id not found, an outage) is derived in lib/openapi/statuses.ts and
   * not repeated here. The document lists both; the integration suites and the fuzzer fail on a
   * status it does not list.
   */
  errors?: ErrorCode[];
  /** A JSON body allowed to be larger than the usual 1 MB (413 beyond it). */
  maxBodyBytes?: number;
  response: R;
  /** Response headers of ours the OpenAPI document describes (lower-case names). */
  responseHeaders?: Record<string, { description: string; schema: z.ZodType }>;
  /** media types of a file answer (the response schema is then the binary body); JSON when absent */
  produces?: string[];
}

export function defineOperation<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType, A extends OperationAuth = OperationAuth>(
  operation: Operation<Q, B, R, P, A>,
) {
  return operation;
}
