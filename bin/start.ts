/**
 * `npm start`: check the configuration, build when the build is missing or older than the sources,
 * then run the production server (which migrates and starts its job workers while booting) and
 * print the studio URL once it is ready.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigError, getEnv } from "@/lib/env";
import { withServerMalloc } from "@/lib/runtime/malloc-env";

const sourceRoots = ["app", "components", "lib", "public", "next.config.ts", "tailwind.config.ts", "postcss.config.mjs", "package.json", "instrumentation.ts"];
const nextBin = path.join("node_modules", "next", "dist", "bin", "next");

function newestSourceTime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return entry.endsWith(".test.ts") ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(entry).map((name) => newestSourceTime(path.join(entry, name))));
}

function buildIsStale(): boolean {
  const buildId = path.join(".next", "BUILD_ID");
  if (!existsSync(buildId)) return true;
  return Math.max(...sourceRoots.map(newestSourceTime)) > statSync(buildId).mtimeMs;
}

async function waitUntilReady(url: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/api/ready`).then((r) => r.ok, () => false);
    if (ok) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

async function main() {
  let env;
  try {
    env = getEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  if (buildIsStale()) {
    console.log("[adcraft] building the app (sources changed since the last build)…");
    const build = spawnSync(process.execPath, [nextBin, "build"], { stdio: "inherit" });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }

  // malloc is set up when a process starts: the server's process gets the settings (malloc-env.ts).
  // NEXT_MANUAL_SIG_HANDLE: the server drains on SIGTERM (lib/runtime/graceful-shutdown.ts) instead of Next exiting at once.
  const server = spawn(process.execPath, [nextBin, "start", "-H", env.HOST, "-p", String(env.PORT)], {
    stdio: "inherit",
    env: { ...withServerMalloc(process.env), NEXT_MANUAL_SIG_HANDLE: "true" },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
  server.on("exit", (code) => process.exit(code ?? 0));

  const url = `http://${env.HOST}:${env.PORT}`;
  if (await waitUntilReady(url)) {
    console.log(`\n  Adcraft studio: ${url}\n  API reference:  ${url}/docs/api\n`);
  } else {
    console.error(`[adcraft] the server did not become ready at ${url}/api/ready`);
  }
}

void main();
