import { describe, expect, it } from "vitest";
import { UnsupportedLanguageError } from "@/lib/ai/language";
import { detectLanguage, LANGUAGE_CODES, TONES, wordCount } from "@/lib/ai/language";
import { writeAdCopies } from ".";
import { openingOf } from "./headlines";
import { ICON_CHOICES } from "../icons";
import { BRIEFS, RESIDUE, THIN_BRIEF } from "../test-support";
import { COPY_COUNTS, HEADLINE_WORDS, PUNCHLINE_WORDS, type AdCopies } from "../types";

/** A sentence that makes a brief scarce, in the five languages whose claims are checked. */
const LIMITED: Partial<Record<keyof typeof BRIEFS, string>> = { en: "Limited run of 500, while stocks last.", de: "Limitierte Auflage, solange der Vorrat reicht.", fr: "Série limitée, jusqu'à épuisement des stocks.", es: "Edición limitada, hasta agotar existencias.", it: "Edizione limitata, fino a esaurimento scorte." };

const request = (code: keyof typeof BRIEFS, extra: Record<string, unknown> = {}) => ({
  ...BRIEFS[code],
  outputLanguage: code,
  tone: "Professional",
  isLongHeadline: false,
  seed: 11,
  ...extra,
});

function expectShape(copies: AdCopies, name: string, long: boolean, distinctOpenings = true) {
  const [min, max] = long ? HEADLINE_WORDS.long : HEADLINE_WORDS.short;
  expect(copies.headlines).toHaveLength(COPY_COUNTS.headlines);
  expect(copies.punchlines).toHaveLength(COPY_COUNTS.punchlines);
  expect(copies.callToActions).toHaveLength(COPY_COUNTS.callToActions);
  for (const h of copies.headlines) {
    expect(wordCount(h), h).toBeGreaterThanOrEqual(min);
    expect(wordCount(h), h).toBeLessThanOrEqual(max);
    expect(h).toContain(name);
    expect(h).not.toMatch(RESIDUE);
  }
  expect(new Set(copies.headlines).size).toBe(COPY_COUNTS.headlines);
  if (distinctOpenings) expect(new Set(copies.headlines.map(openingOf)).size, "no two headlines open alike").toBe(COPY_COUNTS.headlines);
  for (const p of copies.punchlines) {
    expect(wordCount(p), p).toBeGreaterThanOrEqual(PUNCHLINE_WORDS[0]);
    expect(wordCount(p), p).toBeLessThanOrEqual(PUNCHLINE_WORDS[1]);
    expect(p).not.toMatch(RESIDUE);
  }
  expect(new Set(copies.punchlines.map((p) => p.toLowerCase())).size).toBe(COPY_COUNTS.punchlines);
  for (const c of copies.callToActions) {
    expect(ICON_CHOICES).toContain(c.fontAwesomeIcon);
    expect(c.cta.length).toBeGreaterThan(0);
    expect(c.cta).not.toMatch(RESIDUE);
  }
  expect(new Set(copies.callToActions.map((c) => c.cta.toLowerCase())).size).toBe(COPY_COUNTS.callToActions);
}

describe("writeAdCopies", () => {
  describe.each(LANGUAGE_CODES.map((code) => [code]))("in %s", (code) => {
    it.each(TONES.map((tone) => [tone]))("%s: counts, word ranges, names, icons, short and long", (tone) => {
      for (const isLongHeadline of [false, true]) {
        const copies = writeAdCopies(request(code, { tone, isLongHeadline }));
        expectShape(copies, BRIEFS[code].productName, isLongHeadline);
        // The language the copy is written in, judged by its function words (the facts are in it too).
        if (code !== "en") expect(detectLanguage(copies.headlines.join(" "), 2), copies.headlines.join(" | ")).toBe(code);
      }
    });

    // A scarcity strategy needs a brief that is scarce (issue #25: "Stocks are limited!" only when the brief says so).
    it("shapes the copy by a strategy: every headline makes its point, the strategy's CTA is offered", () => {
      const limited = { productDescription: `${BRIEFS[code].productDescription} ${LIMITED[code] ?? ""}` };
      const plain = writeAdCopies(request(code, limited));
      const shaped = writeAdCopies(request(code, { ...limited, strategy: "Scarcity" }));
      expectShape(shaped, BRIEFS[code].productName, false);
      expect(shaped.headlines).not.toEqual(plain.headlines);
      expect(shaped.callToActions.map((c) => c.fontAwesomeIcon)).toContain("fa-solid fa-bolt");
    });
  });

  it("names the strategy's point in English when the brief licenses it: scarcity talks of stock, a free trial of trying", () => {
    const scarcity = writeAdCopies(request("en", { strategy: "Scarcity", productDescription: `${BRIEFS.en.productDescription} ${LIMITED.en}` }));
    for (const h of scarcity.headlines) expect(h).toMatch(/stock|gone|offer ends|today, not someday/i);
    const trial = writeAdCopies(request("en", { strategy: "Free trial", tone: "Friendly", productDescription: `${BRIEFS.en.productDescription} 30-day risk-free trial, money-back guarantee.` }));
    expect(trial.headlines.join(" ")).toMatch(/risk-free|try it first|nothing to lose|satisfaction/i);
    expect(trial.callToActions.map((c) => c.cta)).toContain("Try it risk-free");
  });

  it("recognises a strategy name in another language and a free description", () => {
    const german = writeAdCopies(request("de", { strategy: "Kundenbewertungen", productDescription: `${BRIEFS.de.productDescription} Über 2.000 Bewertungen mit 4,8 Sternen.` }));
    expect(german.callToActions.map((c) => c.cta)).toContain("Bewertungen lesen");
    const free = writeAdCopies(request("en", { strategy: "Run a giveaway with our community on Instagram" }));
    expect(free.callToActions.map((c) => c.cta)).toContain("Join the community");
  });

  it("lets the tone change more than words: Urgent shouts, Luxurious and Calm never do", () => {
    const urgent = writeAdCopies(request("en", { tone: "Urgent" }));
    expect([...urgent.headlines, ...urgent.punchlines].join(" ")).toContain("!");
    expect(urgent.callToActions.every((c) => c.cta.endsWith("!"))).toBe(true);
    for (const tone of ["Luxurious", "Calm", "Professional", "Minimalist"]) {
      const copies = writeAdCopies(request("en", { tone, isLongHeadline: true }));
      expect([...copies.headlines, ...copies.punchlines, ...copies.callToActions.map((c) => c.cta)].join(" "), tone).not.toContain("!");
    }
    const spanish = writeAdCopies(request("es", { tone: "Urgent" }));
    expect(spanish.callToActions.every((c) => c.cta.startsWith("¡") && c.cta.endsWith("!"))).toBe(true);
  });

  it("addresses the reader formally or not by tone (Sie/du, vous/tu, usted/tú)", () => {
    const text = (code: "de" | "fr" | "es", tone: string) => {
      const c = writeAdCopies(request(code, { tone, strategy: "Free trial", seed: 5 }));
      return [...c.headlines, ...c.punchlines].join(" ");
    };
    expect(text("de", "Luxurious")).toMatch(/\b(Sie|Ihre?n?)\b/);
    expect(text("de", "Luxurious")).not.toMatch(/\b(du|dir|dich|deine?)\b/i);
    expect(text("de", "Friendly")).toMatch(/\b(du|dir|dich|deine?)\b/i);
    expect(text("fr", "Authoritative")).not.toMatch(/\b(tu|toi|ton|ta|tes)\b/i);
    expect(text("fr", "Playful")).not.toMatch(/\b(vous|votre|vos)\b/i);
    expect(text("es", "Professional")).not.toMatch(/\b(tú|te|tus?)\b/i);
  });

  it("writes from the brief: facts of the description appear, the CTA comes first", () => {
    const copies = writeAdCopies(request("en", { isLongHeadline: true }));
    expect(copies.headlines.join(" ")).toMatch(/80 minutes/);
    expect(copies.headlines.join(" ")).toMatch(/wireless coaster/);
    expect(copies.callToActions[0]).toEqual({ cta: "Order now", fontAwesomeIcon: "fa-solid fa-cart-shopping" });
    const signup = writeAdCopies(request("en", { cta: "Start your free trial" }));
    expect(signup.callToActions[0]).toEqual({ cta: "Start your free trial", fontAwesomeIcon: "fa-solid fa-user-plus" });
  });

  // A one-word description gives thin copy (README, "Honest limits"): the shape holds, the variety cannot.
  it("copes with a thin brief and an audience too long to quote, in every tone", () => {
    for (const tone of TONES) {
      for (const isLongHeadline of [false, true]) {
        const copies = writeAdCopies({ ...THIN_BRIEF, outputLanguage: "en", tone, isLongHeadline, seed: 3 });
        expectShape(copies, THIN_BRIEF.productName, isLongHeadline, false);
        expect(copies.headlines.join(" ")).not.toContain("xxxx");
      }
    }
  });

  it("accepts a language name and refuses a language it cannot write", () => {
    expect(writeAdCopies(request("de", { outputLanguage: "Deutsch" })).headlines).toHaveLength(5);
    expect(() => writeAdCopies(request("en", { outputLanguage: "Klingon" }))).toThrow(UnsupportedLanguageError);
  });

  it("is repeatable for a seed and varies with it; an unknown tone reads as Professional", () => {
    expect(writeAdCopies(request("en"))).toEqual(writeAdCopies(request("en")));
    expect(writeAdCopies(request("en", { seed: 12 })).headlines).not.toEqual(writeAdCopies(request("en")).headlines);
    expect(writeAdCopies(request("en", { tone: "sardonic haiku" }))).toEqual(writeAdCopies(request("en", { tone: "Professional" })));
  });
});
