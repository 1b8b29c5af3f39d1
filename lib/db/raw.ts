import "server-only";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database, ExecuteSql } from "./client";

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

/**
 * Raw SQL with `$n` parameters on a database or inside a transaction: pg-boss sends a job through
 * it so that the job commits (or rolls back) with the rows the caller writes in that transaction.
 * On PGlite a statement outside the open transaction would wait for it to end, so everything the
 * transaction does must go through its own handle, this one included.
 */
export function sqlExecutorOf(db: Database): ExecuteSql {
  return async (text, values = []) => {
    const chunks = text.split(/\$(\d+)/).map((part, i) => (i % 2 ? sql.param(values[Number(part) - 1]) : sql.raw(part)));
    const result = await db.execute(sql.join(chunks));
    return { rows: (result as unknown as { rows: unknown[] }).rows };
  };
}
