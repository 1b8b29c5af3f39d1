/**
 * The inputs, tenants and memory parts of `npm run reliability`: each starts its own production
 * server (rate limit off), runs, prints its figures and says whether its promise held.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { startServer, type TestServer } from "@/e2e/support/server";
import { documentFuzzPart } from "./document-fuzz";
import { maximumBytesPng, maximumPixelsPng, measureUploadMemory, memoryHeld, PEAK_LIMIT_MB, RETURN_ALLOWANCE_MB } from "./memory";
import { availableDatabases, benchApplication, startCrashServer } from "./servers";
import { runTenantMatrix, seedTenant, type Tenant } from "./tenant-matrix";

import type { PartResult, ReliabilityPart } from "./part";

/** Figures as lines, in the section's code block, and whether the promise held. */
function result(ok: boolean, lines: string[]): PartResult {
  return { ok, markdown: ["```", ...lines, "```"].join("\n") };
}

async function withServer<T>(run: (server: TestServer, createApp: () => Promise<Tenant>) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "adcraft-reliability-"));
  const server = await startServer({ dataDir, env: { RATE_LIMIT_RPS: "0", OUTBOUND_ALLOWLIST: "127.0.0.1,localhost" } });
  const { url, token } = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as { url: string; token: string };
  const createApp = async () => {
    const response = await fetch(`${url}/api/operator`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({ command: "apps create", args: { name: "reliability", credits: 1_000_000 } }),
    });
    return (await response.json()) as Tenant;
  };
  try {
    return await run(server, createApp);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function accessToken(baseUrl: string, app: Tenant) {
  const response = await fetch(`${baseUrl}/api/v1/Authorization/GenerateJwtToken`, {
    method: "POST",
    headers: { "x-api-key": app.apiKey, "x-api-secret": app.apiSecret, "content-type": "application/json" },
    body: JSON.stringify({ applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey }),
  });
  return ((await response.json()) as { accessToken: string }).accessToken;
}

export const tenantMatrixPart: ReliabilityPart = {
  name: "tenant-matrix",
  title: "Tenant matrix",
  run: () =>
    withServer(async (server, createApp) => {
      const [a, b] = [await seedTenant(server.url, await createApp()), await seedTenant(server.url, await createApp())];
      const report = await runTenantMatrix(server.url, a, b);
      const ownOwn = report.cells.filter((c) => c.ids === "own" && c.credentials === "own");
      const endpoints = new Set(report.cells.map((c) => c.endpoint)).size;
      return result(!report.violations.length && ownOwn.every((c) => c.data), [
          `tenant matrix: ${endpoints} endpoints × own/other/unknown ids (and unknown resources of the own application) × own/other credentials × 2 tenants = ${report.cells.length} calls`,
          `tenant matrix: own/own answered data in ${ownOwn.filter((c) => c.data).length}/${ownOwn.length}; other cells with data or outside the contract: ${report.violations.length}`,
        ...report.violations.slice(0, 10).map((c) => `  ${c.endpoint} ids=${c.ids} credentials=${c.credentials} → ${c.status}`),
      ]);
    }),
};

/** Both bursts (bytes, then pixels) on each database, each on a server of its own. */
export const memoryPart: ReliabilityPart = {
  name: "memory",
  title: "Memory under 20 concurrent maximum-size uploads",
  run: async () => {
    const photos = [await maximumBytesPng(), await maximumPixelsPng()];
    const lines: string[] = [];
    let ok = true;
    for (const kind of await availableDatabases()) {
      const crash = await startCrashServer(kind, "memory");
      try {
        const app = await benchApplication(crash.server);
        const caller = { baseUrl: crash.server.url, ...app, accessToken: await accessToken(crash.server.url, app) };
        for (const photo of photos) {
          const report = await measureUploadMemory(caller, crash.server.pid, photo);
          ok &&= memoryHeld(report);
          const statuses = Object.entries(report.byStatus).map(([s, n]) => `${s}×${n}`).join(" ");
          const label = `memory (${kind}, ${report.photo}, ${(report.pngBytes / 2 ** 20).toFixed(1)} MB)`;
          lines.push(
            `${label}: ${report.uploads} at once in ${report.seconds.toFixed(1)} s: ${statuses}; Retry-After ${report.retryAfter.join(", ") || "—"}; ${report.nonContract} errors outside the contract's body`,
            `${label}: server RSS ${report.rssBeforeMb} MB before, peak ${report.peakRssMb} MB (limit ${PEAK_LIMIT_MB} MB), ${report.rssAfterMb} MB ${report.settleSeconds.toFixed(1)} s after (allowed ${report.rssBeforeMb + RETURN_ALLOWANCE_MB} MB)`,
          );
        }
      } finally {
        await crash.dispose();
      }
    }
    return result(ok, lines);
  },
};

export const hardeningParts: ReliabilityPart[] = [documentFuzzPart, tenantMatrixPart, memoryPart];
