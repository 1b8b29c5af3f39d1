import { describe, expect, it } from "vitest";
import { UnsupportedLanguageError } from "@/lib/ai/language";
import { codePointLength, LANGUAGE_CODES, TONES, wordsIn } from "@/lib/ai/language";
import { rewriteHeadline, rewriteWithNotes } from ".";
import { COPY_PACKS } from "../copy/packs";
import { BRIEFS } from "../test-support";
import { unitAbbreviation } from "./compact";
import { SHORT_TONE_WORDS } from "./short-words";

const HEADLINES = {
  en: "Aurora Smart Mug keeps your coffee hot for up to 80 minutes, wherever you work",
  de: "Aurora Smart Mug hält deinen Kaffee bis zu 80 Minuten heiß, egal wo du arbeitest",
  fr: "Aurora Smart Mug garde ton café chaud jusqu'à 80 minutes, où que tu travailles",
  es: "Aurora Smart Mug mantiene tu café caliente hasta 80 minutos, trabajes donde trabajes",
  it: "Aurora Smart Mug mantiene il tuo caffè caldo fino a 80 minuti, ovunque tu lavori",
  pt: "Aurora Smart Mug mantém o seu café quente por até 80 minutos, onde quer que você trabalhe",
  nl: "Aurora Smart Mug houdt je koffie tot 80 minuten warm, waar je ook werkt",
  tr: "Aurora Smart Mug kahvenizi 80 dakikaya kadar sıcak tutar, nerede çalışırsanız çalışın",
} as const;

const bare = (word: string) => word.toLocaleLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");

/** Every word the rewrite may use: the inputs' and the language's tone words. A cut word would be none of them. */
function vocabulary(code: keyof typeof HEADLINES): Set<string> {
  const tones = [...Object.values(COPY_PACKS[code].tones), ...Object.values(SHORT_TONE_WORDS[code])].flatMap((t) => [...t.leads, ...t.closers]);
  const words = [HEADLINES[code], BRIEFS[code].productName, BRIEFS[code].productDescription, ...tones].flatMap(wordsIn).map(bare);
  return new Set([...words, ...words.map((w) => unitAbbreviation(w, code) ?? w)]);
}

describe("rewriteHeadline", () => {
  describe.each(LANGUAGE_CODES.map((code) => [code]))("in %s", (code) => {
    const words = vocabulary(code);
    it.each(TONES.map((tone) => [tone]))("%s: within every limit, whole words only, the figure kept over the name", (tone) => {
      for (const textLimit of [1, 4, 12, 17, 20, 30, 40, 60, 100, 500]) {
        const out = rewriteHeadline({ headLine: HEADLINES[code], ...BRIEFS[code], tone, language: code, textLimit, seed: 1 });
        expect(codePointLength(out), `${textLimit}: ${out}`).toBeLessThanOrEqual(textLimit);
        expect(out).not.toMatch(/…|\.\.\./);
        for (const word of wordsIn(out)) expect(words.has(bare(word)), `"${word}" in "${out}"`).toBe(true);
        // The message (80 minutes) outranks the product name whenever a phrase with it fits.
        if (textLimit >= 30) expect(out, `${textLimit}`).toContain("80");
        if (textLimit >= 100) expect(out).not.toBe(HEADLINES[code]);
        expect(out.match(/:/g)?.length ?? 0, out).toBeLessThanOrEqual(1);
      }
    });
  });

  it("changes the tone, not only the words: Urgent exclaims, Luxurious and Calm never do", () => {
    const write = (tone: string) => rewriteHeadline({ headLine: HEADLINES.en, ...BRIEFS.en, tone, textLimit: 120, seed: 2 });
    expect(write("Urgent")).toContain("!");
    for (const tone of ["Luxurious", "Calm", "Professional"]) expect(write(tone)).not.toContain("!");
    expect(new Set(TONES.map(write)).size).toBeGreaterThan(10);
  });

  it("writes the tone's words of the requested language; a headline in another language gives way to the name and the description's facts", () => {
    const german = rewriteHeadline({ headLine: HEADLINES.de, ...BRIEFS.de, tone: "Friendly", language: "de", textLimit: 200, seed: 3 });
    const deWords = COPY_PACKS.de.tones.friendly;
    expect([...deWords.leads, ...deWords.closers].some((w) => german.includes(w.replace(/[.!?]$/, "")))).toBe(true);
    const crossed = rewriteHeadline({ headLine: HEADLINES.en, ...BRIEFS.de, tone: "Calm", language: "Deutsch", textLimit: 200, seed: 3 });
    expect(crossed).toContain(BRIEFS.de.productName);
    expect(crossed).not.toMatch(/\b(keeps|your|wherever)\b/);
  });

  it("keeps the headline's own language when none is given", () => {
    const out = rewriteHeadline({ headLine: HEADLINES.fr, ...BRIEFS.fr, tone: "Witty", textLimit: 200, seed: 4 });
    const fr = COPY_PACKS.fr.tones.witty;
    expect([...fr.leads, ...fr.closers].some((w) => out.includes(w.replace(/[.!?]$/, "")))).toBe(true);
  });

  it("fits a limit with shorter wording (fewer phrases, abbreviated units), never a part of a word", () => {
    const out = rewriteHeadline({ headLine: HEADLINES.en, ...BRIEFS.en, tone: "Professional", textLimit: 45, seed: 5 });
    // What makes a good short rewrite, not one rewrite's words: the limit, the benefit's figure,
    // whole words taken from the headline or the brief, a finished sentence.
    expect(out.length).toBeLessThanOrEqual(45);
    expect(out).toMatch(/\b80 min(?:utes)?\b/);
    expect(out).toMatch(/[.!]$/);
    const source = `${HEADLINES.en} ${Object.values(BRIEFS.en).join(" ")}`.toLowerCase();
    for (const word of out.toLowerCase().match(/\p{L}+/gu) ?? []) expect(word === "min" || new RegExp(`\\b${word}\\b`).test(source), word).toBe(true);
    expect(rewriteHeadline({ headLine: HEADLINES.de, ...BRIEFS.de, tone: "Calm", language: "de", textLimit: 30, seed: 5 })).toMatch(/80 (?:min|Minuten)/);
    expect(rewriteHeadline({ headLine: "Supercalifragilistic", productName: "Supercalifragilistic", productDescription: "x", textLimit: 5 })).toBe("");
  });

  // Issue #15: at 30 characters every answer dropped the message; at 120 it returned the original behind "Name:".
  describe("the rewrites the issue found broken", () => {
    const shiftly = { headLine: "Shiftly: staff scheduling that takes 10 minutes a week, free for up to 15 employees", productName: "Shiftly", productDescription: "Shift scheduling app." };

    it("keeps the message at 30 characters instead of the name and a closer", () => {
      for (const tone of TONES) {
        const out = rewriteHeadline({ ...shiftly, tone, textLimit: 30, seed: 1 });
        expect(out, tone).toMatch(/10 min|15 employees/);
        expect(out, tone).not.toMatch(/^Shiftly[.!]? (?:Grab yours today|Act now|Don't miss out)/);
      }
    });

    it("at 120 characters never hands back the original behind the name and never stacks colons", () => {
      for (const tone of TONES) {
        const out = rewriteHeadline({ ...shiftly, tone, textLimit: 120, seed: 1 });
        expect(out, tone).not.toMatch(/Shiftly: Shiftly|:[^:]*:/);
        expect(out.replace(/[.!]\s.*$/u, ""), tone).not.toBe(shiftly.headLine);
        expect(out, tone).toContain("10 minutes");
        expect(out, tone).toContain("15 employees");
      }
    });

    it("says which figures it had to leave out to fit", () => {
      const short = rewriteWithNotes({ ...shiftly, tone: "Urgent", textLimit: 30, seed: 1 });
      // One of the two figures fits 30 characters with the tone's word; the other is named as left out.
      expect(short.droppedFigures).toHaveLength(1);
      expect(["10 minutes", "15 employees"]).toContain(short.droppedFigures[0]);
      expect(short.text).not.toContain(short.droppedFigures[0]!.split(" ")[0]!);
      expect(rewriteWithNotes({ ...shiftly, tone: "Urgent", textLimit: 120, seed: 1 }).droppedFigures).toEqual([]);
    });
  });

  it("reports a headline in another language than the rewrite's", () => {
    const crossed = rewriteWithNotes({ headLine: HEADLINES.en, ...BRIEFS.de, tone: "Calm", language: "de", textLimit: 200, seed: 3 });
    expect(crossed.headlineLanguage).toBe("en");
    expect(crossed.droppedFigures).toEqual([]);
    expect(rewriteWithNotes({ headLine: HEADLINES.de, ...BRIEFS.de, language: "de", textLimit: 200, seed: 3 }).headlineLanguage).toBeNull();
  });

  it("refuses a language it cannot write", () => {
    expect(() => rewriteHeadline({ headLine: HEADLINES.en, ...BRIEFS.en, language: "ja", textLimit: 40 })).toThrow(UnsupportedLanguageError);
  });
});
