import path from "node:path";
import { randomBytes } from "node:crypto";
import { inject } from "vitest";
import { createRunDatabase } from "./services";
import { startServer, type TestServer } from "./server";

/**
 * A server with a database of its own (its own PGlite directory, or its own PostgreSQL database
 * under TEST_DB=postgres), so no other server's job workers can pick up its jobs: what it
 * delivers after a restart, it delivered itself. `restart()` starts it again on the same data.
 */
export interface IsolatedServer {
  server: TestServer;
  /** its PostgreSQL database under TEST_DB=postgres; empty on PGlite */
  databaseUrl: string;
  restart: () => Promise<TestServer>;
  dispose: () => Promise<void>;
}

export async function startIsolatedServer(name: string, env: Record<string, string> = {}): Promise<IsolatedServer> {
  const id = `${name}${randomBytes(3).toString("hex")}`;
  const database = inject("testDb") === "postgres" ? await createRunDatabase(`${Date.now().toString(36)}${id}`) : undefined;
  const options = { dataDir: path.join(inject("runDir"), id), env: { ...env, DATABASE_URL: database?.url } };
  let server: TestServer;
  try {
    server = await startServer(options);
  } catch (error) {
    await database?.drop();
    throw error;
  }
  const handle: IsolatedServer = {
    server,
    databaseUrl: database?.url ?? "",
    restart: async () => (handle.server = await startServer(options)),
    dispose: async () => {
      await handle.server.stop();
      await database?.drop();
    },
  };
  return handle;
}
