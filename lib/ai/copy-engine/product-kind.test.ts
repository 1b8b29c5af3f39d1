import { describe, expect, it } from "vitest";
import { generateAdTexts } from "./generate";
import { productKindOf } from "@/lib/ai/language";
import { QUALITY_BRIEFS } from "./quality-briefs";
import { AD_TEXT_TYPES } from "./types";

const EXPECTED = { saas: "saas", logistics: "saas", kidsapp: "app", bakery: "local", watch: "luxury", shoes: "physical", serum: "physical", ebike: "physical" } as const;

const textsFor = (id: string, tone: string, extra: { cta?: string } = {}) => {
  const brief = QUALITY_BRIEFS.find((b) => b.id === id)!;
  return AD_TEXT_TYPES.flatMap((info) =>
    generateAdTexts({ ...brief, ...extra, type: info.value, tone, outputLanguage: brief.output, emojiSelection: 0, count: 2, seed: 31 + info.value }).map((t) => t.value),
  );
};

describe("product kind", () => {
  it("reads the kind of every quality brief, in every language", () => {
    for (const brief of QUALITY_BRIEFS) expect([brief.id, productKindOf(brief.productName, brief.productDescription, brief.targetAudience)]).toEqual([brief.id, EXPECTED[brief.kind]]);
  });

  it("asks a local bakery without a CTA for a visit, never for an order or a purchase", () => {
    const texts = textsFor("bakery-fr-to-en", "Friendly");
    expect(texts.some((t) => /visit us|drop by|come and see us/i.test(t))).toBe(true);
    for (const text of texts) expect(text).not.toMatch(/shop now|order yours|get yours|buy now/i);
  });

  it("keeps alarm emoji and pushy urgency out of a luxury watch, even in an urgent tone", () => {
    const texts = textsFor("watch-en", "Urgent");
    for (const text of texts) {
      expect(text).not.toMatch(/[🔥🚨⚡💥⏰]/u);
      expect(text).not.toMatch(/pass you by|stop scrolling|a day lost/i);
    }
    // The same lines do reach a product that is not luxury.
    expect(textsFor("shoes-en", "Urgent").some((t) => /[🔥🚨⚡⏰]/u.test(t))).toBe(true);
  });

  it("says 'drop by' only to a shop people walk into, 'one download away' only for an app", () => {
    const bakery = textsFor("bakery-en", "Friendly").join("\n");
    const app = textsFor("kidsapp-en", "Friendly").join("\n");
    const shoes = textsFor("shoes-en", "Friendly").join("\n");
    expect(shoes).not.toMatch(/drop by|one download away/i);
    expect(bakery).not.toMatch(/one download away/i);
    expect(app).not.toMatch(/drop by/i);
  });
});
