import { describe, expect, it } from "vitest";
import { codePointLength, normalizeName, TONES, wordsIn } from "@/lib/ai/language";
import { COPY_PACKS } from "../copy/packs";
import { unitAbbreviation } from "./compact";
import { CUSTOMER_HEADLINES, type CustomerHeadline } from "./customer-headlines";
import { numberCore } from "./message";
import { rewriteHeadline } from ".";
import { SHORT_TONE_WORDS } from "./short-words";

/**
 * Real headlines × the 15 tones × three limits, in the headline's own language: what a marketer
 * checks before shipping a rewrite. Within the limit; the message (a figure or the benefit) kept,
 * never swapped for the product name; no phrase cut in the middle (a number always with its noun,
 * no clause ending on "the" or "für"); one colon at most; only words of the headline and of the
 * language's own tone words; and tones that read differently.
 */
const LIMITS = [30, 60, 120] as const;

const bare = (word: string) => word.toLocaleLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
const hasDigit = (token: string) => /\p{N}/u.test(token);

function write(h: CustomerHeadline, tone: string, textLimit: number): string {
  return rewriteHeadline({ headLine: h.headLine, productName: h.productName, productDescription: h.productDescription, tone, language: h.language, textLimit, seed: 7 });
}

/** The headline's words, the language's tone words and unit abbreviations: a word outside them is cut, invented or foreign. */
function vocabulary(h: CustomerHeadline): Set<string> {
  const pack = COPY_PACKS[h.language];
  const toneWords = [...Object.values(pack.tones), ...Object.values(SHORT_TONE_WORDS[h.language])].flatMap((t) => [...t.leads, ...t.closers]);
  const words = [h.headLine, h.productName, ...toneWords].flatMap(wordsIn).map(bare);
  const units = words.map((w) => unitAbbreviation(w, h.language)).filter((u): u is string => u !== null);
  return new Set([...words, ...units.map(bare)]);
}

/** Every figure of the output stands before the same noun as in the headline (or its abbreviation). */
function numbersKeepTheirNouns(h: CustomerHeadline, out: string): string[] {
  const source = h.headLine.split(/\s+/u);
  const target = out.split(/\s+/u);
  const pack = COPY_PACKS[h.language];
  const phraseWords = new Set([...pack.dangling, ...pack.breakBefore]);
  const problems: string[] = [];
  target.forEach((token, i) => {
    if (!hasDigit(token) || h.productName.toLocaleLowerCase().includes(bare(token))) return;
    const at = source.findIndex((s) => hasDigit(s) && numberCore(s) === numberCore(token));
    const nounThere = source[at + 1];
    if (at < 0 || !nounThere || !/^\p{L}/u.test(nounThere) || /[.,;:!?–—]$/u.test(source[at]!)) return;
    // "from 7am at …": a preposition after the figure is no noun of it.
    if (phraseWords.has(bare(nounThere))) return;
    const nounHere = bare(target[i + 1] ?? "");
    const expected = [bare(nounThere), bare(unitAbbreviation(bare(nounThere), h.language) ?? "")];
    if (!expected.includes(nounHere)) problems.push(`"${token}" without "${nounThere}"`);
  });
  return problems;
}

/** The clauses of the output taken from the headline (between marks), none ending on an article, preposition or conjunction. */
function danglingEnds(h: CustomerHeadline, out: string): string[] {
  const pack = COPY_PACKS[h.language];
  const dangling = new Set(pack.dangling);
  // The tone's own lead-ins and closers ("Think about it", "Nur das") are whole as they are.
  const toneWords = [...Object.values(pack.tones), ...Object.values(SHORT_TONE_WORDS[h.language])].flatMap((t) => [...t.leads, ...t.closers].map((w) => w.replace(/[.!?]+$/u, "")));
  const fromHeadline = toneWords.reduce((text, words) => text.split(words).join(" "), out.replace(/[¡¿]/gu, ""));
  return fromHeadline
    .split(/[.!?:;,–—]+/u)
    .map((part) => wordsIn(part).at(-1))
    .filter((last): last is string => last !== undefined && dangling.has(bare(last)));
}

describe("ChangeSentiment over customers' headlines", () => {
  it("covers at least 20 headlines, several kinds of product and languages", () => {
    expect(CUSTOMER_HEADLINES.length).toBeGreaterThanOrEqual(20);
    expect(new Set(CUSTOMER_HEADLINES.map((h) => h.kind)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(CUSTOMER_HEADLINES.map((h) => h.language)).size).toBeGreaterThanOrEqual(6);
  });

  describe.each(CUSTOMER_HEADLINES.map((h) => [`${h.language} ${h.kind}: ${h.headLine}`, h] as const))("%s", (_, h) => {
    const words = vocabulary(h);
    it.each(LIMITS.map((limit) => [limit]))("at %i characters, every tone keeps the message whole and within the limit", (limit) => {
      for (const tone of TONES) {
        const out = write(h, tone, limit);
        const where = `${tone} ${limit}: "${out}"`;
        expect(codePointLength(out), where).toBeLessThanOrEqual(limit);
        expect(
          h.keys.some((key) => out.toLocaleLowerCase().includes(key.toLocaleLowerCase())),
          `${where} keeps one of ${h.keys.join(", ")}`,
        ).toBe(true);
        expect(numbersKeepTheirNouns(h, out), where).toEqual([]);
        expect(danglingEnds(h, out), where).toEqual([]);
        expect(out.match(/:/gu)?.length ?? 0, where).toBeLessThanOrEqual(1);
        for (const word of wordsIn(out)) expect(words.has(bare(word)), `"${word}" in ${where}`).toBe(true);
        expect(normalizeName(out), where).not.toBe(normalizeName(h.headLine));
        expect(out, where).not.toMatch(/…|\.\.\./u);
      }
    });

    it("reads differently in different tones", () => {
      const distinct = (limit: number) => new Set(TONES.map((tone) => write(h, tone, limit))).size;
      expect(distinct(120)).toBeGreaterThanOrEqual(10);
      expect(distinct(60)).toBeGreaterThanOrEqual(5);
    });
  });

  it("reads differently in different tones even at 30 characters, for most headlines", () => {
    // At 30 characters the message itself may fill the limit ("Edición limitada de 500 piezas"): then the message wins.
    const varied = CUSTOMER_HEADLINES.filter((h) => new Set(TONES.map((tone) => write(h, tone, 30))).size >= 2);
    expect(varied.length / CUSTOMER_HEADLINES.length).toBeGreaterThanOrEqual(0.75);
  });
});
