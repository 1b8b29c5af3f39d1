import { unavailableCause } from "./unavailable";

/** One line per source and outage window: a restart drops every pooled connection at once. */
const QUIET_MS = 10_000;
const lastLogged = new Map<string, number>();

/**
 * Reports a database error of `source` (a pool, pg-boss, the API, the studio): one line per
 * source per QUIET_MS while the database is unavailable, every other error in full.
 *
 * It is also the `error` listener of the long-lived clients (pools, pg-boss). Without one,
 * node-postgres's 'error' event on an idle connection that the server closed (a restart) is an
 * uncaught exception: it kills a worker and floods a server's log. The pool drops the broken
 * connection by itself and the next query opens a new one; this only reports it.
 */
export function logConnectionError(source: string, error: Error) {
  const unavailable = unavailableCause(error);
  if (!unavailable) return console.error(`[${source}]`, error.message);
  const now = Date.now();
  if (now - (lastLogged.get(source) ?? 0) < QUIET_MS) return;
  lastLogged.set(source, now);
  console.error(`[${source}] database unavailable: ${unavailable.message} (reported once per ${QUIET_MS / 1000} s while it lasts)`);
}
