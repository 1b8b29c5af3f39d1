import { describe, expect, it } from "vitest";
import { withoutNonWords } from "./non-words";

// The fuzzer's maximal strings (e2e/api/openapi-fuzz.test.ts) made the brief reader run for minutes.
describe("withoutNonWords", () => {
  it("leaves out a run of more than 64 letters, astral letters too, and keeps real words, the longest included", () => {
    const input = { productName: "𝕬".repeat(100), productDescription: `Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz ${"a".repeat(4000)} ok`, targetAudience: "families" };
    const out = withoutNonWords(input);
    expect(out.productName).toBe("");
    expect(out.productDescription).toBe("Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz  ok");
    expect(out.targetAudience).toBe("families");
  });
});
