import { describe, expect, it } from "vitest";
import { scoreAdText, type ScoreRequest } from "./score";
import { MUG } from "./test-support";

const base: ScoreRequest = { ...MUG, type: 1, outputLanguage: "en", emojiSelection: 2, tone: "Friendly" };

describe("scoreAdText", () => {
  it("explains the score with eight named features from 0 to 100", () => {
    const score = scoreAdText("Aurora Smart Mug keeps coffee hot for up to 80 minutes. Order now!", base);
    expect(score.features.map((f) => f.name)).toEqual(["limitsFit", "ctaPresent", "specificity", "readability", "toneMatch", "emojiPolicy", "soundness", "originality"]);
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
    expect(feature("Meet Aurora Smart Mug", "soundness", { ...base, type: 32 })).toBe(40);
  });

  it("hears the tone", () => {
    const calm = "Aurora Smart Mug keeps your coffee at the temperature you like, quietly, for up to 80 minutes. Order now.";
    expect(feature(calm, "toneMatch", { ...base, tone: "Luxurious", type: 0 })).toBeGreaterThan(feature(`${calm}!!`.replace("!!", "!"), "toneMatch", { ...base, tone: "Luxurious", type: 0 }));
  });
});
