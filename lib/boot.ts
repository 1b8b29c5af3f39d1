import "server-only";
import { getEnv, isBuildPhase } from "@/lib/env";
import { getDatabaseHandle } from "@/lib/db";
import { getJobQueue } from "@/lib/jobs/queue";
import { publishServerFile, type ServerFile } from "@/lib/operator/server-file";

const holder = globalThis as typeof globalThis & { __adcraftServer?: ServerFile };

/** Server start: migrate the database, start the job workers in-process, publish the operator file. */
export async function bootServer() {
  if (isBuildPhase()) return;
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
  holder.__adcraftServer = publishServerFile(env.DATA_DIR, `http://${env.HOST}:${env.PORT}`);
  console.log(`[adcraft] database: ${handle.kind}, job workers running`);
}

/** The operator token of this server process, if it booted. */
export function serverOperatorToken(): string | undefined {
  return holder.__adcraftServer?.token;
}
