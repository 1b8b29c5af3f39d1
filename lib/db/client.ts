import "server-only";
import path from "node:path";
import { mkdirSync } from "node:fs";
import { createFilesPrivately, restrictTree } from "@/lib/private-files";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { logConnectionError } from "./connection-log";

/**
 * A database that does not answer a connection attempt (a host gone, not one that refuses) fails
 * the request as unavailable after this long instead of holding it open.
 */
export const CONNECT_TIMEOUT_MS = 5000;

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Runs raw SQL on the same connection(s) as the ORM: used by the job queue and health checks. */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  executeSql: ExecuteSql;
  /** A postgres:// URL for clients that open their own pool; absent for PGlite. */
  connectionString?: string;
  /**
   * LISTEN on a channel: `onPayload` gets every NOTIFY payload, which PostgreSQL delivers when the
   * notifying transaction commits (never for one rolled back). On PostgreSQL a connection of its own,
   * opened again after a loss (`onReconnect` then runs: what was sent meanwhile was missed).
   */
  /** `onReconnect` gets how long the listening connection was gone: NOTIFYs sent meanwhile were lost. */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: (lostForMs: number) => void): Promise<() => Promise<void>>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
}

const migrationsFolder = path.join(process.cwd(), "lib/db/migrations");

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(path.join(options.dataDir, "pglite"));
}

async function openPglite(dir: string): Promise<DatabaseHandle> {
  mkdirSync(dir, { recursive: true });
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  createFilesPrivately();
  const client = await PGlite.create(dir);
  // PGlite unpacks a new database as 0666 files; what it creates later follows the umask.
  restrictTree(dir);
  const db = drizzle(client, { schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    // PGlite's query() takes one statement with parameters, exec() several without.
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      const results = await client.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  pool.on("error", (error) => logConnectionError("db", error));
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Database,
    kind: "postgres",
    connectionString: url,
    executeSql: (text, values) => pool.query(text, values),
    listen: (channel, onPayload, onReconnect) => listenOnPostgres(url, channel, onPayload, onReconnect),
    migrate: () => migrate(db, { migrationsFolder }),
    close: () => pool.end(),
  };
}

const RELISTEN_MS = 500;

async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void, onReconnect?: (lostForMs: number) => void) {
  const { Client } = await import("pg");
  let client: import("pg").Client | undefined;
  let closed = false;
  let lostAt = 0;
  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url, application_name: "adcraft-hub", connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", (error) => logConnectionError("hub", error));
    next.on("end", () => {
      if (closed || client !== next) return;
      client = undefined;
      lostAt = Date.now();
      setTimeout(() => void retry(), RELISTEN_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN "${channel.replace(/"/g, "")}"`);
    client = next;
  };
  const retry = async () => {
    if (closed) return;
    try {
      await connect();
      onReconnect?.(Date.now() - lostAt);
    } catch {
      setTimeout(() => void retry(), RELISTEN_MS).unref();
    }
  };
  await connect();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}
