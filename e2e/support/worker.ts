import { spawn } from "node:child_process";
import path from "node:path";
import { sharedDeliveryEnv, stopChild } from "./server";

/** A `npm run worker` process (job workers without the web server), stopped by the caller. */
export interface TestWorker {
  pid: number;
  output: () => string;
  /** how the process ended, or null while it runs */
  exit: () => { code: number | null; signal: NodeJS.Signals | null } | null;
  stop: () => Promise<void>;
}

/** Starts `node bin/run-ts.mjs worker.ts` (what `npm run worker` runs) and waits until it works jobs. */
export async function startWorker(options: { dataDir: string; env: Record<string, string | undefined>; readyTimeoutMs?: number }): Promise<TestWorker> {
  const root = process.cwd();
  const child = spawn(process.execPath, [path.join(root, "bin/run-ts.mjs"), "worker.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: options.dataDir, ...sharedDeliveryEnv, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let ended: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  child.on("exit", (code, signal) => (ended = { code, signal }));
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (!output.includes("[adcraft] worker running")) {
    if (ended) throw new Error(`The worker exited during start-up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The worker did not start:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { pid: child.pid!, output: () => output, exit: () => ended, stop: () => stopChild(child) };
}
