import { unavailableCause } from "./unavailable";

/** One line per source and outage window: a restart drops every pooled connection at once. */
const QUIET_MS = 10_000;
const lastLogged = new Map<string, number>();

/**
 * The `error` listener of a long-lived database client (a pool, pg-boss, a LISTEN connection).
 * Without one, node-postgres's 'error' event on an idle connection that the server closed (a
 * restart) is an uncaught exception: it kills a worker and floods a server's log. The pool drops
 * the broken connection by itself and the next query opens a new one; this only reports it.
 */
export function logConnectionError(source: string, error: Error) {
  const unavailable = unavailableCause(error);
  if (!unavailable) return console.error(`[${source}]`, error.message);
  const now = Date.now();
  if (now - (lastLogged.get(source) ?? 0) < QUIET_MS) return;
  lastLogged.set(source, now);
  console.error(`[${source}] database connection lost: ${unavailable.message} (the next query reconnects)`);
}
