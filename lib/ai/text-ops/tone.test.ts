import { describe, expect, it } from "vitest";
import { resolveTone as coreTone, TONE_PROFILES } from "@/lib/ai/language";
import { resolveTone, TONE_STYLES, toneWeight } from "./tone";

describe("the text operations' tone", () => {
  it("is the tone the copy engine reads, synonyms included (one table for every text engine)", () => {
    // "soothing" is a synonym of Calm: the text operations used to fall back to Professional.
    for (const input of ["a soothing voice", "Calm", "peaceful and gentle", "BOLD", "whatever", "", null, "no hype, quiet"]) {
      expect(resolveTone(input).name).toBe(coreTone(input).name);
    }
    expect(resolveTone("a soothing voice").name).toBe("Calm");
  });

  it("takes its address, exclamation, length and register groups from the one tone table, not a copy of it", () => {
    // A second table of styles drifts from the first (a tone added to one, a group changed in the other).
    expect(TONE_STYLES).toBe(TONE_PROFILES);
    // The register groups the text operations' patterns are tagged with, as the two tables agreed before they became one.
    expect(TONE_STYLES.calm.groups).toEqual(["warm", "fine"]);
    expect(TONE_STYLES.informal.groups).toEqual(["fun", "warm"]);
    expect(TONE_STYLES.minimalist.groups).toEqual(["pro"]);
  });

  it("weighs a pattern's tags: its own tone 4, its group 2, untagged 1, another register 0", () => {
    const calm = resolveTone("calm");
    expect([toneWeight("calm", calm), toneWeight("fine", calm), toneWeight(undefined, calm), toneWeight("hot", calm)]).toEqual([4, 2, 1, 0]);
  });
});
