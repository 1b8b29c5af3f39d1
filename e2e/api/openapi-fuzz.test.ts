import { describe, expect, inject, it } from "vitest";
import { operations } from "@/lib/openapi/document";
import { statusesOf } from "@/lib/openapi/statuses";
import { describeReport, fetchDocument, fuzzByDocument } from "@/e2e/support/document-fuzz/run";
import { createApplication } from "@/e2e/support/fixtures";

/**
 * The served OpenAPI document against the service: it lists every operation with the statuses
 * the code declares, and a property-based fuzzer driven by it (fixed seed, bounded count) finds no
 * 5xx, no status the document does not list, and no error outside the contract's body.
 */
const baseUrl = () => inject("baseUrl");

async function fuzzCaller() {
  const app = await createApplication(1_000_000, "Document fuzzer");
  const response = await fetch(`${baseUrl()}/api/v1/Authorization/GenerateJwtToken`, {
    method: "POST",
    headers: { "x-api-key": app.apiKey, "x-api-secret": app.apiSecret, "content-type": "application/json" },
    body: JSON.stringify({ applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey }),
  });
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { ...app, accessToken };
}

describe("the OpenAPI document", () => {
  it("is served with every operation and the statuses each declares", async () => {
    const document = await fetchDocument(baseUrl());
    for (const op of operations) {
      const responses = document.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {};
      expect(Object.keys(responses).map(Number).sort(), `${op.method} ${op.path}`).toEqual([...statusesOf(op)].sort());
    }
  });

  it("holds for what a fuzzer driven by it sends: no 5xx, no status it does not list, every error in the contract's body", async () => {
    const report = await fuzzByDocument({ baseUrl: baseUrl(), caller: await fuzzCaller(), requests: Number(process.env.FUZZ_REQUESTS ?? 800), seed: 27 });
    console.log(describeReport(report).join("\n"));
    expect(report.requests).toBeGreaterThan(700);
    expect(report.serverErrors).toEqual([]);
    expect(report.undocumented).toEqual([]);
    expect(report.nonContract).toEqual([]);
  }, 120_000);
});
