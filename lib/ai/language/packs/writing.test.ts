import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../codes";
import { quoteMarks, writingOf } from "../text";

describe("writing rules (packs/<xx>/language.ts `writing`), read through writingOf", () => {
  it("are each language's own: German quotes „…“ and keeps capitals after a colon, English short facts need 3 words", () => {
    expect(writingOf("de")).toMatchObject({ quotes: { open: "„‚", close: "“‘" }, nounsCapitalised: true, capitalAfterColon: true });
    expect(writingOf("fr")).toMatchObject({ punctuation: "french-spacing", stopAfterQuote: true, capitalAfterColon: false });
    expect(writingOf("es").punctuation).toBe("spanish-marks");
    expect(writingOf("en").shortFactMinWords).toBe(3);
    expect(writingOf("nl").shortFactMinWords).toBe(4);
  });

  it("fall back to English's for a code the studio does not write, inherited names included", () => {
    expect(writingOf(undefined)).toBe(writingOf("en"));
    expect(writingOf("xx")).toBe(writingOf("en"));
    expect(writingOf("constructor")).toBe(writingOf("en"));
    expect(quoteMarks("xx")).toEqual({ open: "“‘«‹„", close: "”’»›" });
  });

  it("write every quotation mark as one character, so a text's marks are found one by one", () => {
    for (const code of LANGUAGE_CODES) {
      const { open, close } = writingOf(code).quotes;
      for (const mark of [...open, ...close]) expect(mark).toMatch(/^\p{P}$/u);
      expect([...open].length).toBeGreaterThan(0);
      expect([...close].length).toBeGreaterThan(0);
    }
  });
});
