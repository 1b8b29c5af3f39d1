import "server-only";
import { getEnv } from "@/lib/env";
import { openDatabase, type DatabaseHandle } from "./client";

export type { Database, DatabaseHandle } from "./client";

// Next bundles instrumentation and each route separately; globalThis keeps one handle per process
// (PGlite must never be opened twice on the same directory).
const holder = globalThis as typeof globalThis & { __adcraftDatabase?: Promise<DatabaseHandle> };

/** The process's database, opened and migrated on first use. */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (holder.__adcraftDatabase) return holder.__adcraftDatabase;
  const opening = (async () => {
    const env = getEnv();
    const handle = await openDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    await handle.migrate();
    return handle;
  })();
  holder.__adcraftDatabase = opening;
  // A database that was unreachable at the first use is tried again at the next, not never.
  opening.catch(() => {
    if (holder.__adcraftDatabase === opening) holder.__adcraftDatabase = undefined;
  });
  return opening;
}

export async function getDatabase() {
  return (await getDatabaseHandle()).db;
}

export async function closeDatabase() {
  const pending = holder.__adcraftDatabase;
  holder.__adcraftDatabase = undefined;
  if (pending) await (await pending).close();
}
