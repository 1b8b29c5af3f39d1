import { describe, expect, it } from "vitest";
import { generateAdTexts } from "@/lib/ai/copy-engine";
import { rewriteHeadline, writeAdCopies } from "@/lib/ai/text-ops";
import { MAX_COPY_WORD, MAX_COPY_WORDS, nameForCopy } from "./copy-name";

/** Names at the 1000-character limit as people paste them: one token, and a paragraph. */
const LONG_NAMES = ["AuroraSmartMug-SKU-".repeat(60).slice(0, 1000), "Aurora Smart Mug with temperature control ".repeat(30).slice(0, 1000)];

describe("nameForCopy", () => {
  it("passes names of ordinary words unchanged and cuts only an overlong word or name", () => {
    expect(nameForCopy("Aurora Smart Mug")).toBe("Aurora Smart Mug");
    expect(nameForCopy("  Aurelle Meridian 39 mm  ")).toBe("Aurelle Meridian 39 mm");
    expect(nameForCopy(`Mug ${"X".repeat(40)} Pro`)).toBe(`Mug ${"X".repeat(MAX_COPY_WORD)} Pro`);
    expect([...nameForCopy("🔥".repeat(1000))]).toHaveLength(MAX_COPY_WORD);
    expect(nameForCopy(LONG_NAMES[1]!).split(" ")).toHaveLength(MAX_COPY_WORDS);
  });

  it("lets the built-in engine write copy for every type from a 1000-character name", () => {
    for (const name of LONG_NAMES) {
      const productName = nameForCopy(name);
      for (let type = 0; type < 36; type++) {
        const texts = generateAdTexts({ productName, productDescription: "Keeps coffee at 58 °C for 80 minutes.", outputLanguage: "en", type, emojiSelection: 2, count: 5, seed: 7 });
        for (const text of texts) expect(text.value.trim(), `type ${type}`).not.toBe("");
      }
    }
  });

  it("lets AdCopies and ChangeSentiment answer in full from a 1000-character name", () => {
    for (const name of LONG_NAMES) {
      const productName = nameForCopy(name);
      const copies = writeAdCopies({ productName, productDescription: "Keeps coffee at 58 °C for 80 minutes.", cta: "Shop now", outputLanguage: "en", tone: "Friendly", targetAudience: "commuters", isLongHeadline: false, seed: 3 });
      expect(copies.headlines).toHaveLength(5);
      expect(copies.punchlines).toHaveLength(5);
      expect(copies.callToActions).toHaveLength(4);
      for (const line of [...copies.headlines, ...copies.punchlines]) expect(line.trim()).not.toBe("");
      const rewrite = rewriteHeadline({ headLine: "Keeps coffee hot for 80 minutes", productName, productDescription: "a smart mug", tone: "Urgent", textLimit: 60, seed: 3 });
      expect([...rewrite].length).toBeLessThanOrEqual(60);
      expect(rewrite).toMatch(/80 min/);
    }
  });
});
