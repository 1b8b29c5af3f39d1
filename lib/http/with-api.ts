import "server-only";
import type { z } from "zod";
import { getDatabase, type Database } from "@/lib/db";
import { chargeCredits, keepCharge, refundCredits, type Charge, type ChargeOnWrite } from "@/lib/db/queries/charges";
import { workerId } from "@/lib/jobs/orphans";
import { authenticateKey, authenticateToken, type Caller } from "@/lib/auth/api-auth";
import { forgetKey, rememberBalance } from "@/lib/auth/api-key-cache";
import type { Operation, OperationAuth } from "@/lib/schemas/operation";
import { AppError } from "@/lib/errors";
import { databaseUnavailable, isDatabaseUnavailable } from "@/lib/db/unavailable";
import { logConnectionError } from "@/lib/db/connection-log";
import { errorResponse, httpErrorOf } from "./errors";
import { admitBody } from "./body-gate";
import { jsonResponse } from "./json-response";
import { canonicalizeKeys, claimedApplicationIds, parseInput, readBody, readQuery, type BodyLimit } from "./input";
import { rateLimitHeaders, type RateDecision } from "./rate-limit";
import { apiRateGate } from "./shared-rate-limit";
import { newTraceId } from "./trace";
import { routeParams, type NextRouteContext } from "./route-params";

export interface ApiContext<Q, B, P = Record<string, string>, C extends Caller | null = Caller | null> {
  db: Database;
  query: Q;
  body: B;
  /** The authenticated application and key: present for `auth: "token"` and `"key"`, null for `"none"`. */
  caller: C;
  /** the path's `{name}` segments, parsed with the operation's `params` schema */
  params: P;
  request: Request;
  traceId: string;
  /** The call's reserved credits (paid operations): a handler writing work keeps them in the work's transaction. */
  charge: Charge | undefined;
  /**
   * With `chargeOnWrite`, the call's credits instead, not yet taken: the handler's statement that
   * stores the work takes them (charges.ts ChargeOnWrite), and `charge` is undefined.
   */
  chargeOnWrite: ChargeOnWrite | undefined;
}

export interface WithApiOptions {
  /**
   * The handler stores its work in one statement that also takes the credits (POST Ads): no
   * reservation before the work, no keep after it, one statement instead of three. The balance is
   * checked up front against the key as authenticated (exact for this process's own charges), so a
   * key without credits is refused before any work as before; the statement's conditional UPDATE
   * decides, so nothing can overdraw. A handler that returns without taking the credits is a 500.
   */
  chargeOnWrite?: boolean;
}

type CallerOf<A extends OperationAuth> = A extends "none" ? null : Caller;

/** A handler answers with its operation's response shape (sent as JSON) or a Response of its own (files). */
type Handler<Q, B, P, R, A extends OperationAuth> = (context: ApiContext<Q, B, P, CallerOf<A>>) => Promise<R | Response>;

/**
 * The one wrapper of every /api/v1 handler: authentication, rate limit, input validation, credits
 * and the contract's error body. A handler returns a value (sent as JSON) or a Response.
 */
export function withApi<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType, A extends OperationAuth, P extends z.ZodType = z.ZodType<Record<string, string>>>(
  operation: Operation<Q, B, R, P, A>,
  handler: Handler<z.infer<Q>, z.infer<B>, z.infer<P>, z.input<R>, A>,
  options: WithApiOptions = {},
) {
  return async (request: Request, route?: NextRouteContext): Promise<Response> => {
    const traceId = newTraceId();
    let limit: RateDecision | null = null;
    let charged: Charge | undefined;
    let chargeOnWrite: ChargeOnWrite | undefined;
    let releaseBody: (() => void) | undefined;
    try {
      const db = await getDatabase();
      let caller: Caller | null = null;
      if (operation.auth !== "none") {
        caller = await authenticateKey(db, request.headers);
        limit = await (await apiRateGate()).take(caller.apiKeyId);
        if (limit && !limit.allowed) {
          throw new AppError("RateLimited", "Too many requests for this API key. Retry after the time in Retry-After.", { retryAfterSeconds: limit.retryAfterSeconds });
        }
        if (operation.auth === "token") await authenticateToken(request.headers, caller);
      }

      const rawQuery = canonicalizeKeys(readQuery(new URL(request.url)), operation.query);
      // An upload's body is held from its first byte to the answer: it waits for room among the
      // bytes in flight before a byte of it is read (body-gate.ts).
      if (operation.upload) releaseBody = await admitBody(request, bodyLimit(operation));
      const rawBody = operation.body ? canonicalizeKeys(await readBody(request, bodyLimit(operation)), operation.body) : {};
      // Tenancy before validation: another application's id is a 401 whatever else is wrong. Every
      // applicationId the request names counts (query and body, any case, repeated): one place
      // must not hide another's, or B's key could name B in the query and act on A in the body.
      const claimed = claimedApplicationIds(rawQuery, rawBody);
      if (caller && claimed.some((id) => id.toLowerCase() !== caller.applicationId)) {
        const holder = operation.auth === "token" ? "access token" : "API key";
        throw AppError.unauthorized(`The applicationId of the request is not the application of the ${holder}.`);
      }
      const query = (operation.query ? parseInput(operation.query, rawQuery) : {}) as z.infer<Q>;
      const body = (operation.body ? parseInput(operation.body, rawBody) : {}) as z.infer<B>;

      const cost = typeof operation.credits === "function" ? operation.credits(body) : operation.credits;
      if (cost && caller && options.chargeOnWrite) {
        if (caller.credits < cost) throw AppError.noCredits();
        chargeOnWrite = { apiKeyId: caller.apiKeyId, cost, operation: `${operation.method} ${operation.path}` };
      } else if (cost && caller) {
        // Reserved under this process: if it dies before the call ends, a sweep refunds it (abandoned-charges.ts).
        const charge = await chargeCredits(db, caller.apiKeyId, cost, `${operation.method} ${operation.path}`, workerId);
        if (!charge) throw AppError.noCredits();
        rememberBalance(caller.apiKeyId, charge.credits);
        charged = { apiKeyId: caller.apiKeyId, usageId: charge.usageId, cost };
      }
      if (operation.needsBalance && caller && caller.credits <= 0) throw AppError.noCredits();
      const rawParams = await routeParams(route);
      const params = (operation.params ? parseInput(operation.params, rawParams) : rawParams) as z.infer<P>;
      // Authenticated operations threw above without a caller: the handler's type says it is there.
      const result = await handler({ db, query, body, caller: caller as CallerOf<A>, params, request, traceId, charge: charged, chargeOnWrite });
      // Kept now unless the work's transaction kept it; refunded meanwhile (this process was taken for dead): no answer.
      if (charged && !(await keepCharge(db, charged))) throw AppError.chargeLost();
      if (chargeOnWrite) {
        if (chargeOnWrite.creditsLeft === undefined) throw new Error(`${operation.method} ${operation.path} answered without taking its credits.`);
        rememberBalance(chargeOnWrite.apiKeyId, chargeOnWrite.creditsLeft);
      }
      const headers = { ...rateLimitHeaders(limit), "x-trace-id": traceId };
      if (result instanceof Response) {
        for (const [k, v] of Object.entries(headers)) result.headers.set(k, v);
        if (!result.headers.has("cache-control")) result.headers.set("cache-control", NO_STORE);
        return result;
      }
      return jsonResponse(request, result, { ...headers, "cache-control": NO_STORE });
    } catch (error) {
      // A charge on write that found the balance short: the balance as last read was not the one the statement met.
      if (chargeOnWrite && chargeOnWrite.creditsLeft === undefined) forgetKey(chargeOnWrite.apiKeyId);
      if (charged) {
        forgetKey(charged.apiKeyId);
        await refundCredits(await getDatabase(), charged).catch(() => undefined); // kept charges stay: their work exists
      }
      return toErrorResponse(error, traceId, rateLimitHeaders(limit));
    } finally {
      releaseBody?.();
    }
  };
}

/**
 * API answers are one tenant's data and some carry secrets (tokens, a webhook's signing secret, a
 * queue's password): no cache may keep them. File downloads set their own (private) caching.
 */
const NO_STORE = "no-store";

/** Multipart overhead and the small fields beside the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/** Without a file the longest field is 5000 characters: a megabyte is room for all of them. */
const MAX_BODY_BYTES = 2 ** 20;

function bodyLimit(operation: Operation<z.ZodType, z.ZodType>): BodyLimit {
  const { upload, maxBodyBytes = MAX_BODY_BYTES } = operation;
  if (!upload) return { maxBytes: maxBodyBytes, field: "body", message: `The request body is larger than ${Math.round(maxBodyBytes / 2 ** 20)} MB.` };
  return {
    maxBytes: upload.maxBytes + FORM_OVERHEAD_BYTES,
    field: upload.field,
    message: `The file is larger than ${Math.round(upload.maxBytes / 2 ** 20)} MB. Upload a JPG or PNG of at most that size.`,
  };
}

export function toErrorResponse(error: unknown, traceId: string, headers: Record<string, string> = {}): Response {
  // A database that is restarting or gone is no fault of the request: 503 with Retry-After, so
  // clients wait and try again, and a line in the log now and then rather than a stack per request.
  if (isDatabaseUnavailable(error)) {
    logConnectionError("api", error as Error);
    error = databaseUnavailable();
  }
  if (error instanceof AppError) {
    const http = httpErrorOf(error);
    return errorResponse(http.status, http.errors, traceId, { ...headers, ...http.headers, "cache-control": NO_STORE });
  }
  console.error(`[${traceId}]`, error);
  return errorResponse(500, { "engine:": [`An unexpected error occurred. Quote trace id ${traceId} when reporting it.`] }, traceId, { ...headers, "cache-control": NO_STORE });
}
