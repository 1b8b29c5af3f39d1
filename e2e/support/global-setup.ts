import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { createRunDatabase } from "./services";
import { startServer } from "./server";

declare module "vitest" {
  export interface ProvidedContext {
    baseUrl: string;
    serverDataDir: string;
    runDir: string;
    databaseUrl: string;
    testDb: "pglite" | "postgres";
  }
}

/**
 * The integration suites run against a real production server of this build, on PGlite or (with
 * TEST_DB=postgres) on a database of this run's own.
 */
export default async function setup(project: TestProject) {
  const testDb = process.env.TEST_DB === "postgres" ? "postgres" : "pglite";
  const runId = `${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;
  const runDir = path.join(process.cwd(), ".test-runs", runId);
  mkdirSync(runDir, { recursive: true });
  const database = testDb === "postgres" ? await createRunDatabase(runId) : undefined;
  // The suites fire requests on one key faster than a client would; the rate limit has a server of
  // its own in platform.test.ts, so the shared one allows far more.
  const server = await startServer({
    dataDir: path.join(runDir, "server"),
    env: { DATABASE_URL: database?.url, OUTBOUND_ALLOWLIST: "127.0.0.1,localhost", RATE_LIMIT_RPS: "2000", RATE_LIMIT_BURST: "4000" },
  });

  project.provide("baseUrl", server.url);
  project.provide("serverDataDir", server.dataDir);
  project.provide("runDir", runDir);
  project.provide("databaseUrl", database?.url ?? "");
  project.provide("testDb", testDb);

  return async () => {
    await server.stop();
    await database?.drop();
    rmSync(runDir, { recursive: true, force: true });
  };
}
