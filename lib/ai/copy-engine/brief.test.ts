import { describe, expect, it } from "vitest";
import { parseBrief } from "./brief";
import { MUG, SHOES } from "./test-support";

const facts = (brief: ReturnType<typeof parseBrief>) => [...brief.benefits, ...brief.features];

describe("parseBrief (English)", () => {
  it("splits a definition into what the product is and what it does, without cutting the clause", () => {
    const brief = parseBrief(MUG, "en");
    expect(brief.descriptor).toBe("a self-heating mug");
    expect(brief.descriptorSingular).toBe(true);
    expect(brief.benefits[0]?.text).toBe("keeps coffee at your chosen temperature for up to 80 minutes");
    expect(brief.benefits[0]?.form).toBe("verb");
    // Tight slots get a shorter form that still makes a claim, never "keeps coffee".
    expect(brief.benefits[0]?.short).toBe("keeps coffee at your chosen temperature");
    expect(facts(brief).map((f) => f.text)).not.toContain("a self-heating mug that keeps coffee");
    expect(facts(brief).find((f) => f.text === "dishwasher-safe lid")?.form).toBe("noun");
    expect(brief.numbers).toEqual(["up to 80 minutes"]);
  });

  it("splits enumerations into features and keeps proper nouns capitalised", () => {
    const brief = parseBrief(SHOES, "en");
    expect(brief.descriptor).toBe("lightweight trail running shoes");
    expect(brief.descriptorSingular).toBe(false);
    const texts = facts(brief).map((f) => f.text);
    expect(texts).toEqual(expect.arrayContaining(["a 6 mm drop", "a grippy Vibram outsole", "a recycled mesh upper", "weighs only 240 g"]));
    expect(brief.properWords).toContain("Vibram");
  });

  it("prefers verb and number clauses as benefits over parts", () => {
    const brief = parseBrief(SHOES, "en");
    expect(brief.benefits[0]?.text).toBe("weighs only 240 g");
    expect(brief.features.map((f) => f.text)).toContain("a grippy Vibram outsole");
  });

  it("reads a colon list, a generic subject and an instruction", () => {
    const software = parseBrief({ productName: "Ledgerly", productDescription: "Bookkeeping software for freelancers: automatic bank sync, invoices in two clicks and quarterly tax estimates." }, "en");
    expect(software.descriptor).toBe("bookkeeping software for freelancers");
    expect(facts(software).map((f) => [f.text, f.form])).toEqual(
      expect.arrayContaining([["automatic bank sync", "noun"], ["invoices in two clicks", "noun"], ["quarterly tax estimates", "noun"]]),
    );
    expect(software.goal).toBe("signup");

    const serum = parseBrief({ productName: "Glow Serum", productDescription: "Our serum reduces fine lines by 30% in 4 weeks. Made with organic aloe. Control your routine from the app." }, "en");
    const byText = new Map(facts(serum).map((f) => [f.text, f]));
    expect(byText.get("reduces fine lines by 30% in 4 weeks")?.form).toBe("verb");
    expect(byText.get("made with organic aloe")?.form).toBe("participle");
    expect(byText.get("control your routine from the app")?.instruction).toBe(true);
  });

  it("drops every phrase holding an avoided word", () => {
    const brief = parseBrief({ ...MUG, productDescription: `${MUG.productDescription} Cheap to run.` }, "en", ["cheap"]);
    expect(JSON.stringify(brief).toLowerCase()).not.toContain("cheap");
  });

  it("leaves other languages' phrases unclassified", () => {
    const brief = parseBrief({ productName: "Aurora", productDescription: "Hält Kaffee bis zu 80 Minuten warm. Lädt kabellos." }, "de");
    expect(brief.descriptor).toBeNull();
    expect(facts(brief).every((f) => f.form === "other")).toBe(true);
  });
});
