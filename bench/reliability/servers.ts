import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { AdcraftClient } from "@/lib/client";
import { generateJwtToken } from "@/lib/schemas/auth";
import { createRunDatabase } from "@/e2e/support/services";
import { startServer, type TestServer } from "@/e2e/support/server";
import { databaseReader } from "@/e2e/support/credit-burst";

export type DatabaseKind = "pglite" | "postgres";

/** The databases a crash test runs on: PGlite always, PostgreSQL when the machine's is reachable. */
export async function availableDatabases(): Promise<DatabaseKind[]> {
  const probe = await createRunDatabase(`probe${Date.now().toString(36)}`).catch(() => undefined);
  await probe?.drop();
  return probe ? ["pglite", "postgres"] : ["pglite"];
}

/** A server on a data directory (and PostgreSQL database) of its own, killed and restarted at will. */
export interface CrashServer {
  kind: DatabaseKind;
  server: TestServer;
  dataDir: string;
  databaseUrl?: string;
  /** starts the server again on the same data (a new port), once it is ready */
  restart(): Promise<TestServer>;
  /** every row of a statement, read from the database with the server stopped (PGlite allows one process) */
  query<T>(statement: string): Promise<T[]>;
  dispose(): Promise<void>;
}

export async function startCrashServer(kind: DatabaseKind, label: string, env: Record<string, string> = {}): Promise<CrashServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `adcraft-reliability-${label}-`));
  const database = kind === "postgres" ? await createRunDatabase(`rel${Date.now().toString(36)}${label.replace(/\W/g, "")}`) : undefined;
  // A shared machine under load can take a minute to initialise a fresh PGlite and migrate it.
  const options = { dataDir, env: { RATE_LIMIT_RPS: "0", ...env, DATABASE_URL: database?.url }, readyTimeoutMs: 180_000 };
  const crash: CrashServer = {
    kind,
    server: await startServer(options),
    dataDir,
    databaseUrl: database?.url,
    restart: async () => (crash.server = await startServer(options)),
    query: databaseReader(dataDir, database?.url),
    dispose: async () => {
      await crash.server.stop();
      await database?.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return crash;
}

/** An application with plenty of credits, created through the running server's operator endpoint; a client with its access token. */
export async function benchApplication(server: TestServer, name = "reliability") {
  const { url, token } = JSON.parse(readFileSync(path.join(server.dataDir, "server.json"), "utf8")) as { url: string; token: string };
  const response = await fetch(`${url}/api/operator`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ command: "apps create", args: { name, credits: 10_000_000 } }),
  });
  const app = (await response.json()) as { applicationId: string; apiKey: string; apiSecret: string; jwtPrivateKey: string };
  return { ...app, client: await signIn(server, app) };
}

/** A client with a fresh access token (after a restart the old one still works; this is for a new server URL). */
export async function signIn(server: TestServer, app: { applicationId: string; apiKey: string; apiSecret: string; jwtPrivateKey: string }) {
  const keyed = new AdcraftClient({ baseUrl: server.url, apiKey: app.apiKey, apiSecret: app.apiSecret });
  const pair = await keyed.call(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } });
  return keyed.withAccessToken(pair.accessToken);
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function countBy<T>(items: T[]) {
  return items.reduce((counts, item) => counts.set(item, (counts.get(item) ?? 0) + 1), new Map<T, number>());
}
