import { spawn, type ChildProcess } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { withServerMalloc } from "@/lib/runtime/malloc-env";

/** A production server of this build on a free 127.0.0.1 port, stopped by the caller. */
export interface TestServer {
  url: string;
  port: number;
  pid: number;
  dataDir: string;
  output: () => string;
  stop: () => Promise<void>;
  /** SIGKILL: the process dies mid-work, as in a crash. */
  kill: () => Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Every test server may run any notification delivery job of a shared database, so all of them
 * reach the tests' receivers on 127.0.0.1 and read each other's encrypted channel secrets.
 */
export const sharedDeliveryEnv = {
  OUTBOUND_ALLOWLIST: "127.0.0.1,localhost",
  ENCRYPTION_KEY: createHash("sha256").update("adcraft integration tests").digest("hex"),
};

export async function startServer(options: { dataDir: string; env?: Record<string, string | undefined>; readyTimeoutMs?: number }): Promise<TestServer> {
  const root = process.cwd();
  if (!existsSync(path.join(root, ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` (npm test does) before the integration suites.");
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, [...(process.env.SERVER_NODE_ARGS?.split(" ").filter(Boolean) ?? []), path.join(root, "node_modules/next/dist/bin/next"), "start", "-H", options.env?.HOST ?? "127.0.0.1", "-p", String(port)], {
    cwd: root,
    // The production server's malloc settings (bin/start.ts), so memory figures are the real ones.
    env: { ...withServerMalloc(process.env), NODE_ENV: "production", HOST: "127.0.0.1", PORT: String(port), DATA_DIR: options.dataDir, ...sharedDeliveryEnv, ...options.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  // SERVER_LOG=1 echoes the server's own log (a bench's per-task timings, say) as it runs.
  const echo = process.env.SERVER_LOG === "1";
  child.stdout?.on("data", (d) => ((output += d), echo && process.stderr.write(d)));
  child.stderr?.on("data", (d) => ((output += d), echo && process.stderr.write(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    if (await fetch(`${url}/api/ready`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`The server did not become ready:\n${output}`);
  }
  return {
    url,
    port,
    pid: child.pid!,
    dataDir: options.dataDir,
    output: () => output,
    kill: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGKILL");
      }),
    stop: () => stopChild(child),
  };
}

/** SIGTERM, then SIGKILL after 5 s: a child process of a test always ends. */
export function stopChild(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 5000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}
