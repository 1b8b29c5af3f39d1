import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, TONES, UnsupportedLanguageError } from "@/lib/ai/copy-engine";
import { rewriteHeadline } from ".";
import { COPY_PACKS } from "../copy/packs";
import { BRIEFS } from "../test-support";
import { codePoints, wordsIn } from "../text";

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
  const tones = Object.values(COPY_PACKS[code].tones).flatMap((t) => [...t.leads, ...t.closers]);
  return new Set([HEADLINES[code], BRIEFS[code].productName, BRIEFS[code].productDescription, ...tones].flatMap(wordsIn).map(bare));
}

describe("rewriteHeadline", () => {
  describe.each(LANGUAGE_CODES.map((code) => [code]))("in %s", (code) => {
    const words = vocabulary(code);
    it.each(TONES.map((tone) => [tone]))("%s: within every limit, whole words only, the name kept when it fits", (tone) => {
      for (const textLimit of [1, 4, 12, 17, 20, 30, 40, 60, 100, 500]) {
        const out = rewriteHeadline({ headLine: HEADLINES[code], ...BRIEFS[code], tone, language: code, textLimit, seed: 1 });
        expect(codePoints(out), `${textLimit}: ${out}`).toBeLessThanOrEqual(textLimit);
        expect(out).not.toMatch(/…|\.\.\./);
        for (const word of wordsIn(out)) expect(words.has(bare(word)), `"${word}" in "${out}"`).toBe(true);
        if (codePoints(BRIEFS[code].productName) + 1 <= textLimit) expect(out, `${textLimit}`).toContain(BRIEFS[code].productName);
        if (textLimit >= 100) expect(out).not.toBe(HEADLINES[code]);
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

  it("cuts where a clause ends rather than mid-phrase, and never returns a part of a word", () => {
    const out = rewriteHeadline({ headLine: HEADLINES.en, ...BRIEFS.en, tone: "Professional", textLimit: 45, seed: 5 });
    expect(out).toMatch(/^(?:.*: )?Aurora Smart Mug keeps your coffee hot\.?$|Aurora Smart Mug\. /);
    expect(rewriteHeadline({ headLine: "Supercalifragilistic", productName: "Supercalifragilistic", productDescription: "x", textLimit: 5 })).toBe("");
  });

  it("refuses a language it cannot write", () => {
    expect(() => rewriteHeadline({ headLine: HEADLINES.en, ...BRIEFS.en, language: "ja", textLimit: 40 })).toThrow(UnsupportedLanguageError);
  });
});
