import { describe, expect, it } from "vitest";
import { parseBrief } from "@/lib/ai/language";
import { categoryEmoji } from "./emoji";
import { QUALITY_BRIEFS } from "./quality-briefs";

const emojiOf = (id: string) => {
  const b = QUALITY_BRIEFS.find((x) => x.id === id)!;
  return categoryEmoji(parseBrief(b, b.output), b.productDescription);
};

describe("the product's category emoji", () => {
  it("follows what the business is, not what it mentions", () => {
    expect(emojiOf("bakery-en")).toBe("🥐");
    expect(emojiOf("bakery-de")).toBe("🥐"); // "7 bis 18 Uhr" is a time, not a watch
    expect(emojiOf("saas-en")).toBe("💻"); // a rota app for cafés is no coffee
    expect(emojiOf("logistics-de")).toBe("🚚");
    expect(emojiOf("watch-de")).toBe("⌚");
    expect(emojiOf("serum-fr")).toBe("🧴");
  });

  it("lets scheduling software ask for a sign-up, not a purchase", () => {
    const b = QUALITY_BRIEFS.find((x) => x.id === "saas-en")!;
    expect(parseBrief(b, "en").goal).toBe("signup");
  });
});
