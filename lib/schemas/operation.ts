import type { z } from "zod";

/**
 * One API operation, described once: the handler wrapper enforces it (auth, credits, input
 * schemas) and the OpenAPI document is generated from the same object.
 */
export interface Operation<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType> {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  summary: string;
  tag: string;
  /** token: bearer JWT + key + secret; key: key + secret only; none: public. */
  auth: "token" | "key" | "none";
  /** Credits taken from the calling key on success (decisions.md credit table). */
  credits?: number;
  /** Free, but refused (400 business: Credits) when the calling key's balance is 0 (Download). */
  needsBalance?: boolean;
  query?: Q;
  /** the `{name}` segments of `path` */
  params?: P;
  body?: B;
  bodyType?: "json" | "multipart";
  /** A file upload: a body larger than this (plus room for the other fields) is refused with 413 before it is read. */
  upload?: { field: string; maxBytes: number };
  /** A JSON body allowed to be larger than the usual 1 MB (413 beyond it). */
  maxBodyBytes?: number;
  response: R;
  /** Response headers of ours the OpenAPI document describes (lower-case names). */
  responseHeaders?: Record<string, { description: string; schema: z.ZodType }>;
  /** media types of a file answer (the response schema is then the binary body); JSON when absent */
  produces?: string[];
}

export function defineOperation<Q extends z.ZodType = z.ZodType, B extends z.ZodType = z.ZodType, R extends z.ZodType = z.ZodType, P extends z.ZodType = z.ZodType>(
  operation: Operation<Q, B, R, P>,
) {
  return operation;
}
