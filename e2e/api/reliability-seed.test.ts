import { describe, expect, inject, it } from "vitest";
import { fuzzApi } from "@/bench/reliability/fuzz";
import { runTenantMatrix, seedTenant } from "@/bench/reliability/tenant-matrix";
import { authenticatedClient, createApplication } from "../support/fixtures";

/**
 * A small seed of `npm run reliability` (bench/reliability): the same fuzzer and tenant matrix, fewer
 * requests, on the suites' shared server.
 */
describe("reliability seed", () => {
  it("fuzzes every endpoint: no 5xx, every error in the contract's body", async () => {
    const app = await createApplication(100_000);
    const client = await authenticatedClient(app);
    // A new seed each run explores more over time; a failure names its seed to replay it.
    const seed = Date.now() % 100_000;
    const report = await fuzzApi({ baseUrl: inject("baseUrl"), ...app, accessToken: client.options.accessToken! }, { requests: 500, seed, concurrency: 4 });
    expect(report.requests).toBeGreaterThan(480);
    expect(report.serverErrors, `fuzz seed ${seed}`).toEqual([]);
    expect(report.nonContract, `fuzz seed ${seed}`).toEqual([]);
  }, 240_000);

  it("answers data only to own credentials asking for own ids", async () => {
    const baseUrl = inject("baseUrl");
    const [a, b] = [await seedTenant(baseUrl, await createApplication(1000)), await seedTenant(baseUrl, await createApplication(1000))];
    const report = await runTenantMatrix(baseUrl, a, b);
    expect(report.violations.map((c) => `${c.endpoint} ids=${c.ids} credentials=${c.credentials} → ${c.status}${c.contract ? "" : " (not the contract body)"}`)).toEqual([]);
    const ownOwn = report.cells.filter((c) => c.ids === "own" && c.credentials === "own");
    expect(ownOwn.filter((c) => !c.data)).toEqual([]);
  }, 240_000);
});
