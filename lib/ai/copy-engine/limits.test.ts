import { describe, expect, it } from "vitest";
import { checkLimits, fitToLimits } from "./limits";
import { cutToFit } from "@/lib/ai/language";
import { AD_TEXT_TYPES } from "./types";

const LONG =
  "Aurora Smart Mug keeps your coffee at exactly the temperature you choose for up to eighty minutes, charges on a wireless coaster and cleans up in the dishwasher";

describe("checkLimits", () => {
  it("counts code points, not UTF-16 units", () => {
    const emojiHeadline = `${"☕".repeat(10)}${"a".repeat(40)}`; // 50 code points
    expect(checkLimits(emojiHeadline, 32).ok).toBe(true);
    expect(checkLimits(`${emojiHeadline}b`, 32).ok).toBe(false);
    expect(checkLimits("🚀".repeat(50), 32).slots[0]?.length).toBe(50);
  });

  it("applies TikTok's CJK limit, emoji ban and forbidden characters", () => {
    expect(checkLimits("咖啡".repeat(25), 30).ok).toBe(true);
    expect(checkLimits("咖啡".repeat(26), 30).slots[0]?.maxChars).toBe(50);
    expect(checkLimits("a".repeat(100), 30).ok).toBe(true);
    expect(checkLimits("a".repeat(101), 30).ok).toBe(false);
    expect(checkLimits("Hot coffee ☕", 30).issues).toContain("emoji are not allowed");
    expect(checkLimits("Hot #coffee", 30).ok).toBe(false);
  });

  it("reads labelled slots and reports missing ones", () => {
    const value = "Headline: Aurora\nLong headline: Hot coffee for 80 minutes\nDescription: Order now.\nBusiness name: Aurora";
    expect(checkLimits(value, 33).ok).toBe(true);
    expect(checkLimits("Headline: Aurora", 33).issues).toContain("missing Long headline");
  });

  it("counts a link as 23 characters on X", () => {
    const post = `${"a".repeat(250)} https://example.com/a/very/long/path/that/is/longer/than/twenty-three`;
    expect(checkLimits(post, 29).slots[0]?.length).toBe(250 + 1 + 23);
  });

  it("refuses superlatives and all caps on Amazon", () => {
    expect(checkLimits("The best mug you can buy", 32).issues).toContain("superlative claim");
    expect(checkLimits("A mug that is AMAZING", 32).issues).toContain("all-caps word");
  });
});

describe("fitToLimits", () => {
  it("cuts at word boundaries, never mid-word, never with an ellipsis", () => {
    for (const info of AD_TEXT_TYPES) {
      const value = info.slots.length > 1 ? info.slots.map((s) => `${s.label}: ${LONG} ${LONG}`).join("\n") : Array(info.maxChars > 500 ? 30 : 3).fill(LONG).join(" ");
      const fitted = fitToLimits(value, info.value);
      expect(checkLimits(fitted, info.value).ok).toBe(true);
      expect(fitted).not.toMatch(/…|\.\.\./);
      const words = new Set(LONG.split(" ").map((w) => w.replace(/[.,]$/, "")));
      const bodies = fitted.split("\n").map((line) => (info.slots.length > 1 ? line.replace(/^[^:]+: /, "") : line));
      const broken = bodies.flatMap((body) => body.split(" ")).filter((word) => !words.has(word.replace(/[.,]$/, "")));
      expect(broken, info.name).toEqual([]);
    }
  });

  it("prefers a clause boundary and drops dangling words", () => {
    expect(cutToFit("Keeps coffee hot, charges on a coaster and cleans up fast", 40)).toBe("Keeps coffee hot, charges on a coaster");
    expect(cutToFit("Hot coffee for the whole morning", 20)).toBe("Hot coffee");
  });

  it("removes emoji and hashtags for TikTok", () => {
    expect(fitToLimits("Hot coffee ☕ all day #coffee", 30)).toBe("Hot coffee all day coffee");
  });
});
