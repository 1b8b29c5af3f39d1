import { describe, expect, it } from "vitest";
import { scoreAdText, type ScoreRequest } from "./score";
import { MUG } from "./test-support";

const base: ScoreRequest = { ...MUG, type: 1, outputLanguage: "en", emojiSelection: 2, tone: "Friendly" };

describe("scoreAdText", () => {
  it("scores an invented claim, another language, broken grammar and a stock line at least 15 points below the clean text", () => {
    const request: ScoreRequest = { ...MUG, type: 0, outputLanguage: "en", emojiSelection: 1, tone: "Friendly" };
    const clean = "Meet Aurora Smart Mug: a self-heating mug.\nIt keeps coffee at your chosen temperature for up to 80 minutes.\nOrder now!";
    const flawed = {
      inventedClaim: "Meet the new Aurora Smart Mug: a self-heating mug.\nIt keeps coffee at your chosen temperature for up to 80 minutes.\nOrder now!",
      otherLanguage: "Meet Aurora Smart Mug: a self-heating mug.\nEr hält den Kaffee für dich warm und ist immer für dich da.\nOrder now!",
      brokenGrammar: "Meet Aurora Smart Mug: a self-heating mug. charges on a wireless coaster.\nIt keeps coffee at your chosen temperature for up to 80 minutes.\nOrder now!",
      stockLine: "Meet Aurora Smart Mug: a self-heating mug.\nIt keeps coffee at your chosen temperature for up to 80 minutes.\nWe think you deserve things that simply work.\nOrder now!",
    };
    const cleanScore = scoreAdText(clean, request);
    expect(cleanScore.features.filter((f) => f.weight === 0 && f.score < 100)).toEqual([]);
    for (const [flaw, text] of Object.entries(flawed)) {
      const score = scoreAdText(text, request);
      expect(score.features.find((f) => f.name === flaw)?.score, flaw).toBe(0);
      expect(cleanScore.conversionScore - score.conversionScore, flaw).toBeGreaterThanOrEqual(15);
    }
  });

  it("explains the score with nine weighted features and four deductions, each from 0 to 100", () => {
    const score = scoreAdText("Aurora Smart Mug keeps coffee hot for up to 80 minutes. Order now!", base);
    expect(score.features.map((f) => f.name)).toEqual([
      "limitsFit", "ctaPresent", "specificity", "readability", "toneMatch", "emojiPolicy", "soundness", "originality", "fluency",
      "inventedClaim", "otherLanguage", "brokenGrammar", "stockLine",
    ]);
    for (const feature of score.features) {
      expect(feature.score).toBeGreaterThanOrEqual(0);
      expect(feature.score).toBeLessThanOrEqual(100);
      expect(feature.label).toBeTruthy();
    }
    expect(score.conversionScore).toBeGreaterThanOrEqual(0);
    expect(score.conversionScore).toBeLessThanOrEqual(100);
    expect(Number.isInteger(score.conversionScore)).toBe(true);
  });

  const feature = (value: string, name: string, request = base): number =>
    scoreAdText(value, request).features.find((f) => f.name === name)?.score ?? -1;

  it("rewards what it names", () => {
    const good = "Aurora Smart Mug keeps coffee hot for up to 80 minutes. Order now!";
    expect(feature(good, "limitsFit")).toBe(100);
    expect(feature("x".repeat(300), "limitsFit")).toBeLessThan(50);
    expect(feature(good, "ctaPresent")).toBe(100);
    expect(feature("Aurora Smart Mug keeps coffee hot.", "ctaPresent")).toBe(0);
    expect(feature(good, "specificity")).toBeGreaterThan(feature("A great product for everyone. Order now!", "specificity"));
    expect(feature("Coffee ☕ now", "emojiPolicy", { ...base, emojiSelection: 1 })).toBe(0);
    expect(feature("Coffee now", "emojiPolicy", { ...base, emojiSelection: 0 })).toBe(0);
    expect(feature("Coffee ☕ now", "emojiPolicy", { ...base, emojiSelection: 0 })).toBe(100);
  });

  it("marks down broken, foreign and fact-free copy and stock lines", () => {
    const clean = scoreAdText("Aurora Smart Mug keeps coffee hot for up to 80 minutes. Order now!", base).conversionScore;
    expect(scoreAdText("Aurora Smart Mug keeps keeps coffee hot for up to 80 minutes. Order now!", base).conversionScore).toBeLessThanOrEqual(clean - 20);
    expect(scoreAdText("Aurora Smart Mug hält den Kaffee bis zu 80 Minuten warm und ist für dich da. Order now!", base).conversionScore).toBeLessThanOrEqual(clean - 20);
    expect(feature("Aurora Smart Mug is here. Most solutions promise a lot and deliver little. Order now!", "originality")).toBeLessThan(100);
    // A bare "Meet <name>" is a defect the soundness feature names; a full sentence of the same type has none.
    const fragment = scoreAdText("Meet Aurora Smart Mug", { ...base, type: 32 }).features.find((f) => f.name === "soundness")!;
    expect(fragment.score).toBeLessThan(feature("Aurora Smart Mug keeps coffee hot for up to 80 minutes.", "soundness", { ...base, type: 32 }));
    expect(fragment.label).toMatch(/found: /);
  });

  it("hears the tone", () => {
    const calm = "Aurora Smart Mug keeps your coffee at the temperature you like, quietly, for up to 80 minutes. Order now.";
    expect(feature(calm, "toneMatch", { ...base, tone: "Luxurious", type: 0 })).toBeGreaterThan(feature(`${calm}!!`.replace("!!", "!"), "toneMatch", { ...base, tone: "Luxurious", type: 0 }));
  });
});

describe("the fluency part", () => {
  const shiftly: ScoreRequest = {
    productName: "Shiftly",
    productDescription: "Staff scheduling for restaurants and cafés. Integrates with Square and Toast and sends shift reminders by SMS. Free for up to 15 employees.",
    type: 30,
    outputLanguage: "en",
    emojiSelection: 1,
    tone: "Friendly",
  };
  const mathbloom: ScoreRequest = { productName: "Mathbloom", productDescription: "A maths app for kids aged 5 to 9. Reduces screen time with short daily games.", type: 1, outputLanguage: "en", emojiSelection: 1, tone: "Friendly" };
  const scored = (value: string, request: ScoreRequest) => {
    const score = scoreAdText(value, request);
    return { total: score.conversionScore, fluency: score.features.find((f) => f.name === "fluency") };
  };

  it("costs a broken question as much as a broken phrase, and says what it found", () => {
    // "Download now", not "Download free": the brief offers nothing free, and an invented claim costs 20 points of its own.
    const clean = scored("Want less screen time? Mathbloom reduces screen time with short daily games. Download now!", mathbloom);
    const broken = scored("Looking for a reduces screen time with short daily games? Mathbloom has it. Download now!", mathbloom);
    expect(clean.fluency?.score).toBe(100);
    expect(broken.fluency?.score).toBe(0);
    expect(broken.fluency?.label).toContain("a question that is not a real question");
    expect(clean.total).toBeGreaterThanOrEqual(90);
    expect(clean.total - broken.total).toBeGreaterThanOrEqual(12);
  });

  it("hears a verb phrase asked as a question, from the brief's own verbs", () => {
    const verb = scored("Integrates with Square and Toast? Shiftly has it. Sign up free!", shiftly);
    const noun = scored("Staff scheduling for 15 employees? Shiftly has it. Sign up free!", shiftly);
    expect(verb.fluency?.score).toBe(0);
    expect(noun.fluency?.score).toBe(100);
  });

  it("marks the name said twice in a short text, not in a name slot or a long one", () => {
    const twice = scored("Shiftly: free for up to 15 employees. Sign up for Shiftly!", shiftly);
    const once = scored("Shiftly: free for up to 15 employees. Sign up free!", shiftly);
    expect(twice.fluency?.label).toContain("the product name twice in a short slot");
    expect(once.fluency?.score).toBe(100);
    expect(once.total - twice.total).toBeGreaterThanOrEqual(5);
    // Snapchat's brand name slot exists to hold the name.
    expect(scored("Headline: Free for 15 employees — Shiftly\nBrand name: Shiftly", { ...shiftly, type: 34 }).fluency?.score).toBe(100);
    // Four lines of a framework may open and close with the name.
    const long = `Shiftly builds next week's rota in 10 minutes.\n${"Integrates with Square and Toast and sends shift reminders by SMS, so nobody misses a shift again. ".repeat(2)}\nSign up for Shiftly!`;
    expect(scored(long, { ...shiftly, type: 0 }).fluency?.score).toBe(100);
  });

  it("marks a French or Spanish group spoken to as one reader", () => {
    const fr: ScoreRequest = { ...shiftly, productDescription: "Planning du personnel pour restaurants. Gratuit jusqu'à 15 employés.", outputLanguage: "fr", targetAudience: "restaurateurs", type: 1 };
    const one = scored("Restaurateurs, tout ce que tu veux, c’est un planning simple. Shiftly : gratuit jusqu'à 15 employés.", fr);
    const group = scored("Restaurateurs, tout ce que vous voulez, c’est un planning simple. Shiftly : gratuit jusqu'à 15 employés.", fr);
    expect(one.fluency?.label).toContain("a group spoken to as one reader");
    expect(group.fluency?.score).toBe(100);
    expect(group.total).toBeGreaterThan(one.total);
  });

  it("wants a Spanish question opened with ¿", () => {
    const es: ScoreRequest = { ...shiftly, productDescription: "Turnos del personal para restaurantes. Gratis hasta 15 empleados.", outputLanguage: "es" };
    expect(scored("¿Cansado de los turnos en papel? Shiftly: gratis hasta 15 empleados.", es).fluency?.score).toBe(100);
    expect(scored("Cansado de los turnos en papel? Shiftly: gratis hasta 15 empleados.", es).fluency?.score).toBe(0);
  });
});
