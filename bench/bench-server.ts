import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { AdcraftClient } from "@/lib/client";
import { generateJwtToken } from "@/lib/schemas/auth";
import { startServer } from "@/e2e/support/server";

/** A production server with the rate limit off and one application with plenty of credits. */
export async function withBenchServer<T>(run: (context: { client: AdcraftClient; applicationId: string; serverPid: number }) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "adcraft-bench-"));
  const server = await startServer({ dataDir, env: { RATE_LIMIT_RPS: "0" } });
  try {
    const { url, token } = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as { url: string; token: string };
    const response = await fetch(`${url}/api/operator`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ command: "apps create", args: { name: "bench", credits: 10_000_000 } }),
    });
    const app = (await response.json()) as { applicationId: string; apiKey: string; apiSecret: string; jwtPrivateKey: string };
    const keyed = new AdcraftClient({ baseUrl: server.url, apiKey: app.apiKey, apiSecret: app.apiSecret });
    const pair = await keyed.call(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } });
    return await run({ client: keyed.withAccessToken(pair.accessToken), applicationId: app.applicationId, serverPid: server.pid });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
