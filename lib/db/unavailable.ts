import { AppError } from "@/lib/errors";

/**
 * Failures that mean "the database cannot be reached right now" (it is restarting, stopped, or
 * the connection dropped), as opposed to a fault of the statement. A request that meets one is
 * answered 503 with Retry-After, and a job that meets one is handed back to run again as soon as
 * the database returns, instead of counting as a failed attempt.
 */

/** What a client is told to wait before trying again; a restart usually takes a few seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ECONNABORTED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN"]);

/**
 * SQLSTATEs of a server that is going away or not yet back: 57P01 admin_shutdown, 57P02
 * crash_shutdown, 57P03 cannot_connect_now (starting up or shutting down); class 08 is
 * "connection exception".
 */
const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03"]);

/** node-postgres raises these as plain Errors, without a code. */
const DRIVER_MESSAGES = [/^Connection terminated/, /not queryable/, /^terminating connection/, /^the database system is (starting up|shutting down|in recovery mode)/, /^timeout exceeded when trying to connect/];

export function isDatabaseUnavailable(error: unknown): boolean {
  return unavailableCause(error) !== undefined;
}

/**
 * The driver's error that says the database is unavailable, or undefined. Drizzle wraps a
 * driver's error as its `cause` (its own message quotes the statement and its parameters, not
 * for logs); Node's connect to several addresses raises an AggregateError: both are looked
 * through, a few levels deep at most.
 */
export function unavailableCause(error: unknown): Error | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length && seen.size < 8) {
    const current = queue.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && (NETWORK_CODES.has(code) || SHUTDOWN_STATES.has(code) || /^08[0-9A-Z]{3}$/.test(code))) return current;
    if (DRIVER_MESSAGES.some((pattern) => pattern.test(current.message))) return current;
    queue.push(current.cause);
    if (current instanceof AggregateError) queue.push(...current.errors);
  }
  return undefined;
}

/** The AppError a request gets instead: 503 with the contract's body and Retry-After. */
export function databaseUnavailable(): AppError {
  return new AppError("UpstreamUnavailable", `The database is unavailable; try again in ${DATABASE_RETRY_AFTER_SECONDS} seconds.`, {
    service: "Database",
    retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
  });
}
