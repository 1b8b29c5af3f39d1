import { describe, expect, inject, it } from "vitest";
import { runTenantMatrix, seedTenant } from "@/bench/reliability/tenant-matrix";
import { createApplication } from "../support/fixtures";

/**
 * A small seed of `npm run reliability` (bench/reliability): the same tenant matrix on the suites'
 * shared server. The fuzzer's seed is e2e/api/openapi-fuzz.test.ts.
 */
describe("reliability seed", () => {
  it("answers data only to own credentials asking for own ids", async () => {
    const baseUrl = inject("baseUrl");
    const [a, b] = [await seedTenant(baseUrl, await createApplication(1000)), await seedTenant(baseUrl, await createApplication(1000))];
    const report = await runTenantMatrix(baseUrl, a, b);
    expect(report.violations.map((c) => `${c.endpoint} ids=${c.ids} credentials=${c.credentials} → ${c.status}${c.contract ? "" : " (not the contract body)"}`)).toEqual([]);
    const ownOwn = report.cells.filter((c) => c.ids === "own" && c.credentials === "own");
    expect(ownOwn.filter((c) => !c.data)).toEqual([]);
  }, 240_000);
});
