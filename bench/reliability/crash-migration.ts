import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { freePort, sharedDeliveryEnv } from "@/e2e/support/server";
import { markdownTable } from "../report";
import type { PartOptions, PartResult, ReliabilityPart } from "./part";
import { availableDatabases, benchApplication, sleep, startCrashServer, type CrashServer, type DatabaseKind } from "./servers";

const MIGRATIONS = (JSON.parse(readFileSync("lib/db/migrations/meta/_journal.json", "utf8")) as { entries: unknown[] }).entries.length;

/**
 * kill -9 while a server applies the migrations to a fresh data directory (PGlite) or an empty
 * PostgreSQL database, at several moments after it first touched the database; the next start must
 * come up cleanly with every migration applied and the database writable.
 */
export const crashMigration: ReliabilityPart = {
  name: "crash-migration",
  title: "kill -9 mid-migration",
  run: async ({ quick }: PartOptions): Promise<PartResult> => {
    const rows: Array<Array<string | number>> = [];
    let ok = true;
    for (const kind of await availableDatabases()) {
      // PGlite creates its directory, then initialises the cluster (seconds) before migrating.
      const delays = kind === "pglite" ? (quick ? [0, 1500, 3000] : [0, 500, 1000, 1500, 2000, 2500, 3000, 4000, 6000]) : quick ? [0, 150, 400] : [0, 50, 100, 200, 300, 500, 800, 1500];
      for (const delay of delays) {
        const round = await crashRound(kind, delay);
        console.log(`[crash-migration] ${kind}, killed ${delay} ms after the database was touched: ${JSON.stringify(round)}`);
        ok &&= round.started && round.migrations === MIGRATIONS && round.writable;
        rows.push([kind, `+${delay} ms`, round.appliedAtKill, round.started ? `yes, ${round.readyMs} ms` : `**no**: ${round.error}`, `${round.migrations} / ${MIGRATIONS}`, round.writable ? "yes" : "**no**"]);
      }
    }
    const table = markdownTable(["database", "kill -9 after first touch", "migrations applied at the kill", "next start ready", "migrations after it", "writable"], rows);
    return {
      ok,
      markdown: `A server starts on a fresh data directory / empty database and is killed with SIGKILL at a moment after it first touched the database (the PGlite directory appears, or the first table exists); then it is started again.\n\n${table}`,
    };
  },
};

async function crashRound(kind: DatabaseKind, delay: number) {
  // The crash server helper starts (and migrates) a server; this round needs an untouched database, so it is stopped and wiped first.
  const crash = await startCrashServer(kind, `migration${delay}`);
  await crash.server.stop();
  await wipe(crash);
  try {
    const port = await freePort();
    const child = spawn(process.execPath, [path.join(process.cwd(), "node_modules/next/dist/bin/next"), "start", "-H", "127.0.0.1", "-p", String(port)], {
      env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: crash.dataDir, ...sharedDeliveryEnv, DATABASE_URL: crash.databaseUrl },
      stdio: "ignore",
    });
    const deadline = Date.now() + 60_000;
    while (!(await touched(crash)) && Date.now() < deadline && child.exitCode === null) await sleep(5);
    await sleep(delay);
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGKILL");
    });
    const appliedAtKill = await appliedMigrations(crash).catch(() => "unreadable");

    const t0 = Date.now();
    try {
      await crash.restart();
    } catch (error) {
      return { appliedAtKill, started: false, error: (error as Error).message.split("\n")[0], readyMs: 0, migrations: 0, writable: false };
    }
    const readyMs = Date.now() - t0;
    const writable = await benchApplication(crash.server).then(() => true, () => false);
    await crash.server.stop();
    return { appliedAtKill, started: true, error: "", readyMs, migrations: Number(await appliedMigrations(crash)), writable };
  } finally {
    await crash.dispose();
  }
}

async function wipe(crash: CrashServer) {
  if (crash.databaseUrl) {
    await withClient(crash.databaseUrl, (c) => c.query("DROP SCHEMA IF EXISTS drizzle CASCADE; DROP SCHEMA IF EXISTS pgboss CASCADE; DROP SCHEMA public CASCADE; CREATE SCHEMA public;"));
  } else {
    const { rmSync } = await import("node:fs");
    rmSync(path.join(crash.dataDir, "pglite"), { recursive: true, force: true });
  }
}

async function touched(crash: CrashServer) {
  if (!crash.databaseUrl) return existsSync(path.join(crash.dataDir, "pglite"));
  const { rows } = await withClient(crash.databaseUrl, (c) => c.query("SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema IN ('public', 'drizzle', 'pgboss')"));
  return (rows[0] as { n: number }).n > 0;
}

async function appliedMigrations(crash: CrashServer): Promise<number> {
  const rows = await crash
    .query<{ n: number }>(`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)
    .catch((error: Error) => (/does not exist/.test(error.message) ? [{ n: 0 }] : Promise.reject(error)));
  return rows[0]!.n;
}

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
