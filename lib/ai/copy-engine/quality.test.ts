import { describe, expect, it } from "vitest";
import { generateAdTexts } from "./generate";
import { MUG, request, SHOES } from "./test-support";
import { AD_TEXT_TYPES } from "./types";
import { TONES } from "@/lib/ai/language";

// English reads as English: the defects a copywriter noticed first must not come back.
const LABELS = new Set(AD_TEXT_TYPES.flatMap((t) => t.slots.map((s) => s.label)));
const NAMES = ["Aurora", "Trailblaze", "Vibram", "I"];

function englishTexts(): string[] {
  return AD_TEXT_TYPES.flatMap((info) =>
    TONES.filter((_, k) => k % 3 === info.value % 3).flatMap((tone) =>
      generateAdTexts(request({ ...(info.value % 2 ? SHOES : MUG), type: info.value, tone, emojiSelection: 0, count: 2, seed: info.value })).map((t) => t.value),
    ),
  );
}

describe("English copy", () => {
  const texts = englishTexts();

  // The checks below look for defects in `texts`: they would pass on none at all.
  it("writes every text it was asked for, none of them empty", () => {
    const asked = AD_TEXT_TYPES.reduce((sum, info) => sum + 2 * TONES.filter((_, k) => k % 3 === info.value % 3).length, 0);
    expect(asked).toBeGreaterThan(300);
    expect(texts).toHaveLength(asked);
    expect(texts.filter((t) => t.trim().length < 10)).toEqual([]);
  });

  it("never cuts a benefit mid-clause", () => {
    expect(texts.filter((t) => /keeps coffee(?! at)/.test(t))).toEqual([]);
  });

  it("does not present the product's definition as a benefit", () => {
    expect(texts.filter((t) => /(?:^|[.:?!] )A self-heating mug that/m.test(t))).toEqual([]);
  });

  it("continues in lower case after a colon, except for names", () => {
    const glued = texts.flatMap((t) =>
      t.split("\n").flatMap((line) => {
        const colon = line.indexOf(": ");
        const body = colon > 0 && LABELS.has(line.slice(0, colon)) ? line.slice(colon + 2) : line;
        return [...body.matchAll(/: (\p{Lu}[\p{L}'’-]*)/gu)].filter((m) => !NAMES.includes(m[1] ?? "")).map(() => line);
      }),
    );
    expect(glued).toEqual([]);
  });

  it("does not repeat a word back to back", () => {
    expect(texts.filter((t) => /\b(\w+) \1\b/i.test(t))).toEqual([]);
  });
});
