import "server-only";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "./client";

const dialect = new PgDialect();

/** What PGlite and node-postgres's Pool have in common. */
interface Driver {
  query(text: string, values: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * One statement sent straight to the driver, rows named as the SQL names them; the drivers' own
 * parsers give numbers, Dates and parsed JSON. For the hottest statements only: the ORM's
 * per-query result mapping costs more than a short statement itself on PGlite (measured in
 * docs/benchmarks.md). It runs on the database, never inside a transaction.
 */
export async function queryRows<T>(db: Database, statement: SQL): Promise<T[]> {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  const { rows } = await (db as unknown as { $client: Driver }).$client.query(text, params);
  return rows as T[];
}
