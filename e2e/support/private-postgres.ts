import { execFile } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { freePort } from "./server";

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (initdb into a temporary directory, on a free port of
 * 127.0.0.1), for tests that stop and start the database under a running server: never the
 * machine's cluster, which every other test and session shares.
 */
export interface PrivatePostgres {
  port: number;
  /** a postgres:// URL of a database in this cluster */
  url(database?: string): string;
  createDatabase(name: string): Promise<string>;
  /** `fast` ends every session with 57P01 (a restart); `immediate` cuts them (a crash) */
  stop(mode?: "fast" | "immediate"): Promise<void>;
  /** resolves once the cluster accepts connections again */
  start(): Promise<void>;
  /** stops the cluster (if running) and deletes its directory */
  dispose(): Promise<void>;
  log(): Promise<string>;
}

/** The newest installed server's bin directory (Debian's layout), or undefined when none is installed. */
export function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((v) => existsSync(path.join(root, v, "bin", "initdb")));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, "bin") : undefined;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error("No PostgreSQL server binaries under /usr/lib/postgresql/*/bin (initdb, pg_ctl).");
  const dir = mkdtempSync(path.join(os.tmpdir(), "adcraft-private-pg-"));
  // initdb refuses to run as root: as root, the cluster belongs to the postgres user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, Number((await run("id", ["-u", "postgres"])).stdout.trim()), Number((await run("id", ["-g", "postgres"])).stdout.trim()));
  const tool = (name: string, args: string[]) => (asRoot ? run("runuser", ["-u", "postgres", "--", path.join(bin, name), ...args]) : run(path.join(bin, name), args));
  const data = path.join(dir, "data");
  const logFile = path.join(dir, "postgres.log");
  const port = await freePort();
  await tool("initdb", ["-D", data, "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync", "--no-instructions"]);
  // fsync off: the cluster is thrown away; a stop (any mode) must not lose what was committed
  // either way, since the operating system keeps the files.
  const serverOptions = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => void (await tool("pg_ctl", ["-D", data, "-l", logFile, "-o", serverOptions, "-w", "-t", "60", "start"]));
  const stop = async (mode: "fast" | "immediate" = "fast") => void (await tool("pg_ctl", ["-D", data, "-m", mode, "-w", "-t", "60", "stop"]));
  await start();
  const url = (database = "postgres") => `postgres://postgres@127.0.0.1:${port}/${database}`;
  let disposed = false;
  return {
    port,
    url,
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: url() });
      await admin.connect();
      try {
        await admin.query(`CREATE DATABASE ${name.replace(/\W/g, "_")}`);
      } finally {
        await admin.end();
      }
      return url(name.replace(/\W/g, "_"));
    },
    stop,
    start,
    log: async () => (existsSync(logFile) ? readFileSync(logFile, "utf8") : ""),
    dispose: async () => {
      if (disposed) return;
      disposed = true;
      await stop("immediate").catch(() => undefined); // already stopped: nothing to do
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
