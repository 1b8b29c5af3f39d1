/**
 * `npm run worker`: job workers without the web server, for the scale-out path — any number of
 * these on other machines, sharing the server's PostgreSQL database. With the embedded PGlite
 * database the server runs its workers itself, and a second process must not open that database.
 */
import { ConfigError, getEnv } from "@/lib/env";
import { getSceneRenderer } from "@/lib/ai/providers";
import { closeDatabase, getDatabaseHandle } from "@/lib/db";
import { resumeUnfinishedTasks } from "@/lib/services/photoshoot/creatives";
import { resumePendingDeliveries } from "@/lib/services/notifications/resume";
import { stopJobQueue } from "@/lib/jobs/queue";
import { jobDefinitions, workAllJobs } from "@/lib/services/job-handlers";
import { workerId } from "@/lib/jobs/orphans";

async function main() {
  const env = getEnv();
  if (!env.DATABASE_URL) {
    console.error("npm run worker needs DATABASE_URL (PostgreSQL): with the embedded database, `npm start` runs the workers in-process.");
    process.exit(1);
  }
  if (env.WORKERS === 0) {
    console.error("npm run worker with WORKERS=0 would work no jobs: unset WORKERS or give it a number from 1 to 16.");
    process.exit(1);
  }
  // A generative back end's settings (protocol, workflow file) are checked before any job is taken.
  getSceneRenderer();
  const handle = await getDatabaseHandle();
  await workAllJobs();
  await resumeUnfinishedTasks(handle.db);
  await resumePendingDeliveries(handle.db);
  console.log(`[adcraft] worker running: ${jobDefinitions.map((j) => j.name).join(", ") || "no job kinds"} (worker id ${workerId}, pid ${process.pid})`);
  // On SIGTERM the jobs in hand get SHUTDOWN_GRACE_MS to finish; any still running is handed back to the queue.
  const stop = async () => {
    console.log(`[adcraft] worker stopping (up to ${env.SHUTDOWN_GRACE_MS} ms for the jobs in hand)`);
    await stopJobQueue(env.SHUTDOWN_GRACE_MS);
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
