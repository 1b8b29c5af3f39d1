import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES, normalizeName } from "@/lib/ai/language";
import { CATALOG, STRATEGY_IDS, STRATEGY_TEXTS, suggestStrategies } from ".";
import { BRIEFS, RESIDUE } from "../test-support";
import { STRATEGY_COUNT } from "../types";

const mug = { ...BRIEFS.en, adGoal: "purchase", currentStrategies: [] as string[] };
const saas = {
  productName: "Planwise",
  productDescription: "Planwise is project management software for small agencies: one dashboard for tasks, deadlines and invoices, with integrations for Slack.",
  targetAudience: "agency owners",
  adGoal: "sign-up",
  currentStrategies: [] as string[],
};

describe("the strategy catalog", () => {
  it("holds at least 30 strategies, each named and explained in all eight languages", () => {
    expect(CATALOG.length).toBeGreaterThanOrEqual(30);
    expect(new Set(CATALOG.map((e) => e.id)).size).toBe(STRATEGY_IDS.length);
    for (const code of LANGUAGE_CODES) {
      const texts = STRATEGY_TEXTS[code];
      const names = STRATEGY_IDS.map((id) => texts[id][0]);
      expect(new Set(names.map(normalizeName)).size, `${code} names are unique`).toBe(names.length);
      for (const id of STRATEGY_IDS) {
        const [name, rationale] = texts[id];
        expect(name, `${code}.${id}`).not.toMatch(/[,\n]/); // currentStrategies may be sent comma-separated
        expect(rationale, `${code}.${id} names the product`).toContain("{name}");
      }
    }
  });
});

describe("suggestStrategies", () => {
  it("answers 5 to 8 strategies whose rationales name the product or the audience", () => {
    for (const request of [mug, saas]) {
      const strategies = suggestStrategies(request);
      expect(strategies.length).toBeGreaterThanOrEqual(STRATEGY_COUNT.min);
      expect(strategies.length).toBeLessThanOrEqual(STRATEGY_COUNT.max);
      for (const s of strategies) {
        expect(s.rationale.includes(request.productName) || s.rationale.includes(request.targetAudience)).toBe(true);
        expect(s.rationale).not.toMatch(RESIDUE);
        expect(s.adStrategyShortName.length).toBeGreaterThan(0);
      }
      expect(new Set(strategies.map((s) => s.adStrategyShortName)).size).toBe(strategies.length);
    }
  });

  it("ranks for the product and goal: a free trial tops software sign-ups, free shipping never appears for software", () => {
    const software = suggestStrategies(saas).map((s) => s.adStrategyShortName);
    expect(software.slice(0, 2)).toContain("Free trial");
    expect(software).not.toContain("Free shipping");
    const mugNames = suggestStrategies(mug).map((s) => s.adStrategyShortName);
    expect(mugNames).not.toContain("Free trial");
    expect(mugNames).not.toEqual(software);
  });

  it("never offers free shipping or subscribe-and-save to a bakery people walk into", () => {
    for (const productDescription of [
      "Neighbourhood bakery in Leith baking sourdough every morning from 6 am. Croissants, cinnamon buns and rye bread, open Tuesday to Sunday.",
      "Handwerksbäckerei in Freiburg-Wiehre. Sauerteigbrot aus Dinkel und Roggen, jeden Morgen frisch. Geöffnet Dienstag bis Samstag.",
    ]) {
      const names = suggestStrategies({ ...mug, productName: "Crumb & Co", productDescription, targetAudience: "locals" }).map((s) => s.adStrategyShortName);
      expect(names).not.toContain("Free shipping");
      expect(names).not.toContain("Subscribe and save");
    }
  });

  it("follows signals in the description: sustainability for an organic product, gift ideas before the holidays", () => {
    const eco = suggestStrategies({ ...mug, productName: "Verde Tote", productDescription: "An organic cotton tote bag made from recycled fibres, plastic-free packaging.", targetAudience: "conscious shoppers" });
    expect(eco.map((s) => s.adStrategyShortName)).toContain("Sustainability");
    const gift = suggestStrategies({ ...mug, productDescription: `${mug.productDescription} The perfect Christmas gift.` });
    expect(gift.map((s) => s.adStrategyShortName)).toEqual(expect.arrayContaining(["Gift idea"]));
  });

  it("excludes current strategies case-insensitively, also by a name in another language or with other punctuation", () => {
    const before = suggestStrategies(saas).map((s) => s.adStrategyShortName);
    const current = [before[0]!.toUpperCase(), ` ${before[1]!.toLowerCase()} `, "Kundenbewertungen", "limited time OFFER"];
    const after = suggestStrategies({ ...saas, currentStrategies: current });
    const names = after.map((s) => normalizeName(s.adStrategyShortName));
    for (const excluded of [before[0]!, before[1]!, "Customer reviews", "Limited-time offer"]) expect(names).not.toContain(normalizeName(excluded));
    expect(after.length).toBeGreaterThanOrEqual(STRATEGY_COUNT.min);
  });

  it("still answers 5 when all but a handful of the catalog are in use", () => {
    const current = STRATEGY_IDS.slice(0, STRATEGY_IDS.length - 5).map((id) => STRATEGY_TEXTS.en[id][0]);
    const after = suggestStrategies({ ...mug, currentStrategies: current });
    expect(after).toHaveLength(5);
    expect(after.every((s) => !current.includes(s.adStrategyShortName))).toBe(true);
  });

  it("writes English by default and the product text's language when it is clearly another one", () => {
    expect(suggestStrategies({ ...mug, productDescription: "Thermobecher." }).map((s) => s.adStrategyShortName)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^[A-Z][a-z -]+$/)]),
    );
    for (const code of ["de", "fr", "es", "it", "pt", "nl", "tr"] as const) {
      const brief = BRIEFS[code];
      const strategies = suggestStrategies({ ...brief, adGoal: "purchase", currentStrategies: [] });
      const localNames = new Set(STRATEGY_IDS.map((id) => STRATEGY_TEXTS[code][id][0]));
      expect(strategies.every((s) => localNames.has(s.adStrategyShortName)), code).toBe(true);
      expect(strategies.every((s) => s.rationale.includes(brief.targetAudience) || s.rationale.includes(brief.productName))).toBe(true);
    }
  });

  it("is repeatable", () => {
    expect(suggestStrategies(mug)).toEqual(suggestStrategies(mug));
  });
});
