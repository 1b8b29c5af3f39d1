import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../codes";
import { LANGUAGE_PACKS } from "./index";

// The text operations lower-case a brief before matching these words, and build their patterns
// from them as plain text: an upper-case letter or a regex character would never match.
describe("text-ops signal words (packs/<xx>/text-ops-signals.ts)", () => {
  it("are lower case and plain words in every language", () => {
    for (const code of LANGUAGE_CODES) {
      const { goalStems, productCues, familyWords } = LANGUAGE_PACKS[code].textOpsSignals;
      for (const stem of Object.values(goalStems).flat()) expect(stem).toMatch(/^[\p{Ll}\p{N}][\p{Ll}\p{N} -]*$/u);
      for (const cue of Object.values(productCues).flatMap((cues) => cues.split(" ").filter(Boolean))) expect(cue).toMatch(/^[\p{Ll}\p{N}][\p{Ll}\p{N}-]*\*?$/u);
      for (const word of Object.values(familyWords).flatMap((words) => words.split(" ").filter(Boolean))) expect(word).toMatch(/^[\p{Ll}\p{N}]+$/u);
    }
  });

  it("give every goal a stem in English, the language of endpoint 5's adGoal words", () => {
    for (const stems of Object.values(LANGUAGE_PACKS.en.textOpsSignals.goalStems)) expect(stems.length).toBeGreaterThan(0);
  });
});
