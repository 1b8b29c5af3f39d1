import { describe, expect, it } from "vitest";
import { generateAdTexts } from "@/lib/ai/copy-engine";
import { MAX_COPY_WORD, nameForCopy } from "./copy-name";

describe("nameForCopy", () => {
  it("passes names of ordinary words unchanged and cuts only an overlong word", () => {
    expect(nameForCopy("Aurora Smart Mug")).toBe("Aurora Smart Mug");
    expect(nameForCopy(`Mug ${"X".repeat(40)} Pro`)).toBe(`Mug ${"X".repeat(MAX_COPY_WORD)} Pro`);
    expect([...nameForCopy("🔥".repeat(1000))]).toHaveLength(MAX_COPY_WORD);
  });

  it("lets the built-in engine write copy for every type from a 1000-character single-word name", () => {
    const productName = nameForCopy("AuroraSmartMug-SKU-".repeat(60).slice(0, 1000));
    for (let type = 0; type < 36; type++) {
      const texts = generateAdTexts({ productName, productDescription: "Keeps coffee at 58 °C for 80 minutes.", outputLanguage: "en", type, emojiSelection: 2, count: 5, seed: 7 });
      for (const text of texts) expect(text.value.trim(), `type ${type}`).not.toBe("");
    }
  });
});
