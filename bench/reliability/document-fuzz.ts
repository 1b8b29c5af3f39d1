/**
 * The long run of the document-driven fuzzer (e2e/support/document-fuzz): a production server per
 * database (PGlite, and PostgreSQL when the machine's is reachable), rate limit off, and 6,000
 * requests against each (FUZZ_REQUESTS; 1,000 with `--quick`). `npm test` runs 800 of the same on
 * the suites' shared server (e2e/api/openapi-fuzz.test.ts).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describeReport, fuzzByDocument, type FuzzReport } from "@/e2e/support/document-fuzz/run";
import { startServer } from "@/e2e/support/server";
import { createRunDatabase } from "@/e2e/support/services";
import type { PartOptions, ReliabilityPart } from "./part";
import { availableDatabases, type DatabaseKind } from "./servers";

const SEED = 27;

async function fuzzOn(kind: DatabaseKind, requests: number): Promise<FuzzReport> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `adcraft-document-fuzz-${kind}-`));
  const database = kind === "postgres" ? await createRunDatabase(`fuzz${Date.now().toString(36)}`) : undefined;
  const server = await startServer({ dataDir, env: { RATE_LIMIT_RPS: "0", OUTBOUND_ALLOWLIST: "127.0.0.1,localhost", DATABASE_URL: database?.url }, readyTimeoutMs: 180_000 });
  try {
    const { url, token } = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as { url: string; token: string };
    const created = await fetch(`${url}/api/operator`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ command: "apps create", args: { name: "document fuzzer", credits: 10_000_000 } }),
    });
    const app = (await created.json()) as { applicationId: string; apiKey: string; apiSecret: string; jwtPrivateKey: string };
    const pair = await fetch(`${url}/api/v1/Authorization/GenerateJwtToken`, {
      method: "POST",
      headers: { "x-api-key": app.apiKey, "x-api-secret": app.apiSecret, "content-type": "application/json" },
      body: JSON.stringify({ applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey }),
    });
    const { accessToken } = (await pair.json()) as { accessToken: string };
    return await fuzzByDocument({ baseUrl: server.url, caller: { ...app, accessToken }, requests, seed: SEED });
  } finally {
    await server.stop();
    await database?.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export const documentFuzzPart: ReliabilityPart = {
  name: "fuzz",
  title: "Fuzzing every operation from the OpenAPI document",
  run: async ({ quick }: PartOptions) => {
    const requests = Number(process.env.FUZZ_REQUESTS ?? (quick ? 1_000 : 6_000));
    const lines: string[] = [];
    let ok = true;
    for (const kind of await availableDatabases()) {
      const report = await fuzzOn(kind, requests);
      lines.push(...describeReport(report, `${kind}, seed ${SEED}`));
      ok &&= report.requests >= requests * 0.98 && !report.serverErrors.length && !report.undocumented.length && !report.nonContract.length;
    }
    return { ok, markdown: ["```", ...lines, "```"].join("\n") };
  },
};
