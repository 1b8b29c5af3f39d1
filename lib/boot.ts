import "server-only";
import { getEnv, isBuildPhase } from "@/lib/env";
import { getDatabaseHandle } from "@/lib/db";
import { getJobQueue } from "@/lib/jobs/queue";
import { resumeUnfinishedTasks } from "@/lib/services/photoshoot/creatives";
import { publishServerFile, type ServerFile } from "@/lib/operator/server-file";
import { restoreFileLengths } from "@/lib/http/content-length";

const holder = globalThis as typeof globalThis & { __adcraftServer?: ServerFile };

/** Server start: migrate the database, start the job workers in-process, publish the operator file. */
export async function bootServer() {
  if (isBuildPhase()) return;
  restoreFileLengths();
  try {
    await startServices();
  } catch (error) {
    console.error(`[adcraft] start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function startServices() {
  const env = getEnv();
  const handle = await getDatabaseHandle();
  await getJobQueue();
  if (env.WORKERS > 0) await resumeUnfinishedTasks(handle.db);
  holder.__adcraftServer = publishServerFile(env.DATA_DIR, `http://${env.HOST}:${env.PORT}`);
  console.log(`[adcraft] database: ${handle.kind}, ${env.WORKERS > 0 ? "job workers running" : "no job workers (WORKERS=0)"}`);
}

/** The operator token of this server process, if it booted. */
export function serverOperatorToken(): string | undefined {
  return holder.__adcraftServer?.token;
}
