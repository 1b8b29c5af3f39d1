import { describe, expect, it } from "vitest";
import { numberPhrasesOf, parseBrief } from "@/lib/ai/language";
import { generateAdTexts } from "./generate";
import { punctuate } from "./punctuation";

// Flaws found in the round-5 hand reading (bench/ad-copy-quality/labels-round5.json, issue #25),
// fixed after the 60 texts were read; the labelled texts stay as they were read.
const TUTOR = { productName: "Academia Pitágoras", productDescription: "clases de matemáticas y física para ESO y Bachillerato en Zaragoza. grupos de máx. 6 alumnos, 2 h por semana, 95 € al mes. profesores titulados.", targetAudience: "familias con hijos en secundaria", cta: "Pide información" };
const ACCOUNTANT = { productName: "Clearbooks Accountancy", productDescription: "accountants for contractors & sole traders in Leeds. fixed fee from £95 per month incl. VAT returns, self assessment, payroll for up to 5 staff. ICAEW registered.", targetAudience: "contractors", cta: "Book a call" };

function allTexts(brief: typeof TUTOR, language: string): string[] {
  const out: string[] = [];
  for (let type = 0; type < 36; type++) for (const { value } of generateAdTexts({ ...brief, type, tone: "Bold", outputLanguage: language, emojiSelection: 0, count: 2, seed: 5200 + type })) out.push(value);
  return out;
}

describe("round 5: figures and abbreviations", () => {
  // Round 8: the customer's "máx." is written out ("máximo") before the brief is read (shorthand.ts).
  it("reads 'máx. 6 alumnos' as one phrase, never 'grupos de máx.' and '6 alumnos'", () => {
    const facts = (({ benefits, features }) => [...benefits, ...features])(parseBrief(TUTOR, "es")).map((f) => f.text);
    expect(facts.join(" | ")).toContain("grupos de máximo 6 alumnos");
    for (const text of allTexts(TUTOR, "es")) {
      expect(text).not.toMatch(/máx(?:imo)?\.?\s*$/mu);
      expect(text).not.toMatch(/(?<!máximo )6 alumnos/u);
    }
  });

  it("writes a figure held by a preposition only inside its phrase ('payroll for up to 5 staff')", () => {
    expect(numberPhrasesOf(ACCOUNTANT.productDescription, ACCOUNTANT.productName).find((n) => n.phrase === "up to 5 staff")?.bound).toBe(true);
    for (const text of allTexts(ACCOUNTANT, "en")) expect(text).not.toMatch(/(?<!payroll for )up to 5 staff/iu);
  });

  it("never cuts a price from its scope for a tight slot ('from £95' of 'from £95 per month')", () => {
    const facts = (({ benefits, features }) => [...benefits, ...features])(parseBrief(ACCOUNTANT, "en"));
    for (const form of facts.flatMap((f) => [f.short, f.tight])) if (form) expect(form).not.toMatch(/£95$/u);
    for (const text of allTexts(ACCOUNTANT, "en")) expect(text).not.toMatch(/£95(?! per month)/u);
  });

  it("keeps a capitalised abbreviation's period: 'Approx. 20 classes', never 'Approx! 20'", () => {
    expect(punctuate("Approx. 20 classes a week.", { language: "en", exclaim: 2, isCta: false })).toBe("Approx. 20 classes a week!");
    expect(punctuate("Env. 80 fromages.", { language: "fr", exclaim: 2, isCta: false })).toBe("Env. 80 fromages!");
  });
});
