import { describe, expect, it } from "vitest";
import { fitText } from "./fit-text";
import { loadFace } from "./fonts";
import { measureText } from "./glyph-runs";
import { hyphenatorFor } from "./hyphenation";

const face = loadFace({ family: "inter", weight: 700 });
const base = { face, height: 400, maxSize: 40, minSize: 12, maxLines: 6, lineHeight: 1.2 };

describe("fitText", () => {
  it("hyphenates a German compound at a syllable when it cannot stand on a line of its own", async () => {
    const text = "Donaudampfschifffahrtsgesellschaft";
    const width = measureText(face, text, 12) / 2;
    const fitted = fitText({ ...base, text, width, hyphenate: await hyphenatorFor("de") })!;
    expect(fitted.lines.length).toBeGreaterThan(1);
    for (const line of fitted.lines) expect(measureText(face, line, fitted.size)).toBeLessThanOrEqual(width + 1e-6);
    expect(fitted.lines.map((line) => line.replace(/-$/, "")).join("")).toBe(text);
    // The breaks fall where the German patterns put them.
    const syllables = ["Do", "nau", "dampf", "schiff", "fahrts", "ge", "sell", "schaft"];
    const ends = syllables.map((_, index) => syllables.slice(0, index + 1).join(""));
    let consumed = "";
    for (const line of fitted.lines.slice(0, -1)) {
      consumed += line.replace(/-$/, "");
      expect(ends).toContain(consumed);
    }
  });

  it("never cuts a word where the language has no patterns: the text does not fit instead", async () => {
    const text = "Donaudampfschifffahrtsgesellschaft";
    const width = measureText(face, text, 12) / 2;
    expect(await hyphenatorFor("ja")).toBeNull();
    expect(fitText({ ...base, text, width, hyphenate: null })).toBeNull();
  });

  it("moves whole words to the next line and shrinks no further than it must", () => {
    const text = "Fresh coffee every morning";
    const wide = fitText({ ...base, text, width: 2000, hyphenate: null })!;
    expect(wide.size).toBe(40);
    expect(wide.lines).toEqual([text]);
    const narrow = fitText({ ...base, text, width: measureText(face, "every morning", 40) + 1, hyphenate: null })!;
    expect(narrow.size).toBe(40);
    expect(narrow.lines).toEqual(["Fresh coffee", "every morning"]);
  });

  it("shrinks towards the minimum size when the lines do not fit the height, and gives up below it", () => {
    const text = "One two three four five six seven eight nine ten";
    const fitted = fitText({ ...base, text, width: 200, height: 60, hyphenate: null })!;
    expect(fitted.size).toBeLessThan(40);
    expect(fitted.height).toBeLessThanOrEqual(60);
    expect(fitText({ ...base, text, width: 200, height: 20, hyphenate: null })).toBeNull();
  });
});
