import { randomBytes } from "node:crypto";
import path from "node:path";
import { inject } from "vitest";
import { startS3Server } from "@/lib/storage/testing/s3-server";
import { createRunDatabase } from "./services";
import { startServer, type TestServer } from "./server";
import { startWorker, type TestWorker } from "./worker";

/**
 * A scaled-out deployment on one machine, as it would run on several: two web servers with
 * DATA_DIRs of their own (A serves only, WORKERS=0; B also works jobs) and two `npm run worker`
 * processes, all on one PostgreSQL database of this test's own, with the secrets every server of a
 * deployment must share. Blobs in the database, or (store "s3") in an S3-compatible server started
 * here (s3rver), handing out presigned download URLs.
 */
export interface Deployment {
  a: TestServer;
  b: TestServer;
  workers: (TestWorker & { id: string; kill: () => Promise<void> })[];
  databaseUrl: string;
  s3?: Awaited<ReturnType<typeof startS3Server>>;
  stop: () => Promise<void>;
}

export async function startDeployment(name: string, store: "postgres" | "s3"): Promise<Deployment> {
  const id = `${name}${randomBytes(3).toString("hex")}`;
  const database = await createRunDatabase(`${Date.now().toString(36)}${id}`);
  const stops: Array<() => Promise<void>> = [() => database.drop()];
  const stop = async () => {
    for (const step of stops.reverse()) await step().catch(() => undefined);
  };
  try {
    const s3 = store === "s3" ? await startS3Server(`adcraft-${randomBytes(3).toString("hex")}`) : undefined;
    if (s3) stops.push(() => s3.close());
    const env = {
      DATABASE_URL: database.url,
      JWT_SECRET: `scale-out jwt secret ${id} `.padEnd(48, "x"),
      SESSION_SECRET: `scale-out session secret ${id} `.padEnd(48, "x"),
      RATE_LIMIT_RPS: "2000",
      RATE_LIMIT_BURST: "4000",
      BLOB_STORE_URL: s3?.blobStoreUrl("&presign=true"),
    };
    const dir = (part: string) => path.join(inject("runDir"), id, part);
    // A first: it migrates the database, so the others start on a finished schema.
    const a = await startServer({ dataDir: dir("a"), env: { ...env, WORKERS: "0" } });
    stops.push(() => a.stop());
    const [b, ...workers] = await Promise.all([
      startServer({ dataDir: dir("b"), env }),
      ...[1, 2].map((n) => startWorker({ dataDir: dir(`worker${n}`), env: { ...env, WORKERS: "1" } })),
    ]);
    stops.push(() => (b as TestServer).stop());
    const named = (workers as TestWorker[]).map((worker) => {
      stops.push(() => worker.stop());
      // The worker process itself, not `bin/run-ts.mjs` that started it (SIGKILL does not pass through).
      const [, workerId, pid] = /worker id ([0-9a-f-]{36}), pid (\d+)/.exec(worker.output()) ?? [];
      if (!workerId) throw new Error(`the worker did not print its id:\n${worker.output()}`);
      return { ...worker, id: workerId, kill: async () => void process.kill(Number(pid), "SIGKILL") };
    });
    return { a, b: b as TestServer, workers: named, databaseUrl: database.url, s3, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
