/**
 * `npm run worker`: job workers without the web server, for the scale-out path — any number of
 * these on other machines, sharing the server's PostgreSQL database. With the embedded PGlite
 * database the server runs its workers itself, and a second process must not open that database.
 */
import { ConfigError, getEnv } from "@/lib/env";
import { closeDatabase, getDatabaseHandle } from "@/lib/db";
import { getJobQueue, stopJobQueue } from "@/lib/jobs/queue";
import { jobDefinitions } from "@/lib/jobs/definitions";

async function main() {
  const env = getEnv();
  if (!env.DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL (PostgreSQL): with the embedded database, `npm start` runs the workers in-process.");
    process.exit(1);
  }
  await getDatabaseHandle();
  await getJobQueue();
  console.log(`[adcraft] worker running: ${jobDefinitions.map((j) => j.name).join(", ") || "no job kinds"}`);
  const stop = async () => {
    await stopJobQueue();
    await closeDatabase();
    process.exit(0);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `[adcraft] worker failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
