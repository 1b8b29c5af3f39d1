import { describe, expect, it } from "vitest";
import { clampWords } from "./clamp-words";

// The fuzzer's maximal strings (e2e/api/openapi-fuzz.test.ts) made the brief reader run for minutes.
describe("clampWords", () => {
  it("cuts a run of more than 64 letters to 64, astral letters whole, and leaves real words alone", () => {
    const input = { productName: "𝕬".repeat(100), productDescription: `Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz ${"a".repeat(4000)} ok`, targetAudience: "families" };
    const out = clampWords(input);
    expect(Array.from(out.productName)).toHaveLength(64);
    expect(out.productDescription).toBe(`Rindfleischetikettierungsüberwachungsaufgabenübertragungsgesetz ${"a".repeat(64)} ok`);
    expect(out.targetAudience).toBe("families");
  });
});
