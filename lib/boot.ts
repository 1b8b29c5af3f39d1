import "server-only";
import { getEnv, isBuildPhase } from "@/lib/env";
import { getDatabaseHandle } from "@/lib/db";
import { getSceneRenderer } from "@/lib/ai/providers";
import { startChargeSweep } from "@/lib/jobs/abandoned-charges";
import { resumeUnfinishedTasks } from "@/lib/services/photoshoot/creatives";
import { resumePendingDeliveries } from "@/lib/services/notifications/resume";
import { workAllJobs } from "@/lib/services/job-handlers";
import { publishServerFile, type ServerFile } from "@/lib/operator/server-file";
import { restoreFileLengths } from "@/lib/http/content-length";
import { createFilesPrivately, restrictTree } from "@/lib/private-files";
import { stampPeerAddresses } from "@/lib/http/peer-address";
import { answerClientErrorsWithContractBody } from "@/lib/http/client-errors";
import { installRequestGate } from "@/lib/http/request-gate";
import { installGracefulShutdown } from "@/lib/runtime/graceful-shutdown";
import { printSetupToken } from "@/lib/studio/setup-token";
import { needsSetup } from "@/lib/studio/workspace";

const holder = globalThis as typeof globalThis & { __adcraftServer?: ServerFile };

/** Server start: migrate the database, start the job workers in-process, publish the operator file. */
export async function bootServer() {
  if (isBuildPhase()) return;
  restoreFileLengths();
  stampPeerAddresses();
  answerClientErrorsWithContractBody();
  try {
    await startServices();
  } catch (error) {
    console.error(`[adcraft] start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}

async function startServices() {
  const env = getEnv();
  // A generative back end's settings (protocol, workflow file) are checked before anything starts.
  if (env.WORKERS > 0) getSceneRenderer();
  installRequestGate(env.PUBLIC_URL);
  createFilesPrivately();
  restrictTree(env.DATA_DIR);
  const handle = await getDatabaseHandle();
  await workAllJobs();
  // After the queue (this process's presence is up), before the first call: reservations of dead processes refunded.
  await startChargeSweep(handle);
  if (env.WORKERS > 0) {
    await resumeUnfinishedTasks(handle.db);
    await resumePendingDeliveries(handle.db);
  }
  if (await needsSetup(handle.db)) printSetupToken();
  installGracefulShutdown();
  holder.__adcraftServer = publishServerFile(env.DATA_DIR, `http://${env.HOST}:${env.PORT}`);
  console.log(`[adcraft] database: ${handle.kind}, ${env.WORKERS > 0 ? "job workers running" : "no job workers (WORKERS=0)"}`);
}

/** The operator token of this server process, if it booted. */
export function serverOperatorToken(): string | undefined {
  return holder.__adcraftServer?.token;
}
