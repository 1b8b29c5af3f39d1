import { describe, expect, it } from "vitest";
import { curlExample, dailyCredits, operationLabel, shellVariables } from "./api-access";

describe("curlExample", () => {
  const example = curlExample("https://ads.example.com/", "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f");

  it("calls this service's token and credits endpoints for the workspace's application", () => {
    expect(example).toContain("'https://ads.example.com/api/v1/Authorization/GenerateJwtToken'");
    expect(example).toContain("'https://ads.example.com/api/v1/Account/Credits?applicationId=6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f'");
    expect(example).toContain('"applicationId":"6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f"');
  });

  it("holds only placeholders for the key, secret and jwtPrivateKey", () => {
    for (const name of ["$ADCRAFT_API_KEY", "$ADCRAFT_API_SECRET", "$ADCRAFT_JWT_PRIVATE_KEY", "$ADCRAFT_ACCESS_TOKEN"]) expect(example).toContain(name);
    expect(example).not.toMatch(/\b(ak|as|jpk)_[A-Za-z0-9]/);
  });
});

describe("shellVariables", () => {
  it("sets exactly the placeholders the curl example reads, each value quoted", () => {
    const lines = shellVariables({ apiKey: "ak_abc", apiSecret: "as_def", jwtPrivateKey: "jpk_ghi" });
    expect(lines).toBe("export ADCRAFT_API_KEY='ak_abc'\nexport ADCRAFT_API_SECRET='as_def'\nexport ADCRAFT_JWT_PRIVATE_KEY='jpk_ghi'");
    const example = curlExample("http://127.0.0.1:3000", "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f");
    const read = new Set(example.match(/\$ADCRAFT_[A-Z_]+/g)!.map((name) => name.slice(1)));
    read.delete("ADCRAFT_ACCESS_TOKEN");
    expect([...read].sort()).toEqual([...lines.matchAll(/export (\w+)=/g)].map((m) => m[1]).sort());
  });

  it("prints the final call's HTTP status, so a reader sees 200 or what went wrong", () => {
    expect(curlExample("http://127.0.0.1:3000", "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f")).toContain("-w '\\nHTTP %{http_code}\\n'");
  });
});

describe("operationLabel", () => {
  it("names an operation by its last path segment; a PUT of ads is a regeneration", () => {
    expect(operationLabel("POST /api/v1/Text/Generation/Ads")).toBe("Ads");
    expect(operationLabel("PUT /api/v1/Text/Generation/Ads")).toBe("Ads (regenerate)");
    expect(operationLabel("POST /api/v1/Image/ProductGeneration/AdCreative")).toBe("AdCreative");
  });
});

describe("dailyCredits", () => {
  it("gives every day of the period a row, empty days included, with credits per operation", () => {
    const { days, operations } = dailyCredits({
      from: "2026-11-20",
      to: "2026-11-24",
      usage: [
        { day: "2026-11-21", operation: "POST /api/v1/Text/Generation/Ads", calls: 2, credits: 2 },
        { day: "2026-11-24", operation: "POST /api/v1/Image/ProductGeneration/AdCreative", calls: 1, credits: 6 },
        { day: "2026-11-24", operation: "POST /api/v1/Text/Generation/Ads", calls: 1, credits: 1 },
      ],
    });
    expect(days.map((d) => d.day)).toEqual(["2026-11-20", "2026-11-21", "2026-11-22", "2026-11-23", "2026-11-24"]);
    expect(days.map((d) => d.total)).toEqual([0, 2, 0, 0, 7]);
    expect(days[4]!.byOperation).toEqual({ "POST /api/v1/Image/ProductGeneration/AdCreative": 6, "POST /api/v1/Text/Generation/Ads": 1 });
    expect(operations).toEqual(["POST /api/v1/Image/ProductGeneration/AdCreative", "POST /api/v1/Text/Generation/Ads"]);
  });
});
