import { describe, expect, it } from "vitest";
import { numberPhrases, parseBrief } from "@/lib/ai/language";
import { generateAdTexts } from "./generate";
import { QUALITY_BRIEFS } from "./quality-briefs";
import { MUG, NATIVE, SHOES } from "./test-support";
import { AD_TEXT_TYPES } from "./types";

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

describe("parseBrief (other languages)", () => {
  const texts = (brief: ReturnType<typeof parseBrief>) => facts(brief).map((f) => f.text);

  it("splits a colon definition in every language, so no fact carries a colon", () => {
    const de = parseBrief(NATIVE.deSoftware, "de");
    expect(de.descriptor).toBe("Buchhaltungssoftware für Freelancer");
    expect(texts(de)).toEqual(expect.arrayContaining(["automatischer Bankabgleich", "Rechnungen mit zwei Klicks", "eine Schätzung der Umsatzsteuer pro Quartal"]));
    expect(texts(de).filter((t) => t.includes(":"))).toEqual([]);
    const nl = parseBrief(NATIVE.nlSoftware, "nl");
    expect(nl.descriptor).toBe("boekhoudsoftware voor zzp'ers");
    expect(texts(nl).filter((t) => t.includes(":"))).toEqual([]);
  });

  it("lower-cases a German verb, adjective or article that only opened a sentence; nouns keep their capital", () => {
    const mug = texts(parseBrief(NATIVE.de, "de"));
    expect(mug).toEqual(expect.arrayContaining(["lädt kabellos auf einem Untersetzer", "spülmaschinenfester Deckel"]));
    expect(mug.some((t) => t.startsWith("ein selbstheizender Becher, der"))).toBe(true);
    expect(texts(parseBrief(NATIVE.deSoftware, "de"))).toContain("Rechnungen mit zwei Klicks");
  });

  it("takes a number's unit, not the words after it, and writes it mid-sentence", () => {
    expect(parseBrief(NATIVE.tr, "tr").numbers).toEqual(["80 dakika", "sadece 240 gram"]);
    expect(parseBrief(NATIVE.de, "de").numbers).toEqual(["bis zu 80 Minuten"]);
    expect(parseBrief(MUG, "en").numbers).toEqual(["up to 80 minutes"]);
  });

  it("knows a fact holds a number whatever its case", () => {
    const tr = parseBrief(NATIVE.tr, "tr");
    expect(facts(tr).find((f) => f.text === "sadece 240 gram")?.numbers).toEqual(["sadece 240 gram"]);
  });

  it("keeps a Turkish participle clause with the noun after its comma", () => {
    expect(texts(parseBrief(NATIVE.tr, "tr"))).toContain("kahvenizi 80 dakika boyunca istediğiniz sıcaklıkta tutan, kendi kendini ısıtan kupa");
  });

  it("does not take 'sem fio' or a possessive 'je' for a benefit", () => {
    const pt = parseBrief(NATIVE.pt, "pt");
    expect(pt.benefits[0]?.text).toBe("mantém o café quente por até 80 minutos");
    expect(pt.features.map((f) => f.text)).toContain("carrega em uma base sem fio");
    const nl = parseBrief({ ...NATIVE.nlSoftware, productDescription: `${NATIVE.nlSoftware.productDescription} Je bespaart elke week twee uur.` }, "nl");
    expect(nl.benefits[0]?.text).toBe("je bespaart elke week twee uur");
    expect(nl.features.map((f) => f.text)).toContain("een kwartaalschatting van je btw");
  });

  it("reads the address of a fact with the pack's words", () => {
    const address = (input: Parameters<typeof parseBrief>[0], language: string) => Object.fromEntries(facts(parseBrief(input, language)).map((f) => [f.text, f.address]));
    expect(address(NATIVE.de, "de")["lädt kabellos auf einem Untersetzer"]).toBeNull();
    expect(Object.entries(address(NATIVE.de, "de")).find(([t]) => t.includes("deinen Kaffee"))?.[1]).toBe("informal");
    expect(address(NATIVE.nl, "nl")["houdt je koffie tot 80 minuten op temperatuur"]).toBe("informal");
    expect(Object.entries(address(NATIVE.tr, "tr")).find(([t]) => t.startsWith("kahvenizi"))?.[1]).toBe("formal");
    // A description's sentence that opens with "Ihre" talks to the reader, and keeps its capital.
    expect(address({ productName: "Aurora", productDescription: "Ihre Daten bleiben sicher." }, "de")["Ihre Daten bleiben sicher"]).toBe("formal");
    // "su" is "its" as often as "your": it decides nothing.
    expect(address({ productName: "Aurora", productDescription: "Mantiene su temperatura durante horas." }, "es")["mantiene su temperatura durante horas"]).toBeNull();
    // Third-person "sie"/"ihre" is not the formal "Sie".
    expect(address({ productName: "Aurora", productDescription: "Kunden lieben sie und ihre Farben." }, "de")["Kunden lieben sie und ihre Farben"]).toBeNull();
  });

  it("splits enumerations at the language's own 'and', and cuts no short form to a fragment", () => {
    const fr = parseBrief({ productName: "Ledgerly", productDescription: "Logiciel de comptabilité pour indépendants : factures en deux clics et estimation trimestrielle de la TVA." }, "fr");
    expect(texts(fr)).toEqual(expect.arrayContaining(["factures en deux clics", "estimation trimestrielle de la TVA"]));
    // "se carga" (cut before "en") and a clause cut again mid-way say nothing.
    expect(facts(parseBrief(NATIVE.es, "es")).find((f) => f.text.startsWith("se carga"))?.short).toBeNull();
    expect(facts(parseBrief(NATIVE.tr, "tr")).find((f) => f.text.startsWith("kahvenizi"))?.short).toBeNull();
  });

  it("writes for sign-ups when a description without a CTA sells software, an app or a trial", () => {
    expect(parseBrief(NATIVE.deSoftware, "de").goal).toBe("signup");
    expect(parseBrief(NATIVE.nlSoftware, "nl").goal).toBe("signup");
    expect(parseBrief({ productName: "Ledgerly", productDescription: "Serbest çalışanlar için muhasebe yazılımı." }, "tr").goal).toBe("signup");
    expect(parseBrief({ productName: "Habitly", productDescription: "Build better habits in minutes a day. Start with a 30-day free trial." }, "en").goal).toBe("signup");
    expect(parseBrief({ productName: "Habitly", productDescription: "The habit app for busy parents." }, "en").goal).toBe("signup");
    expect(parseBrief(MUG, "en").goal).toBe("sales");
    expect(parseBrief({ ...MUG, cta: undefined }, "en").goal).toBe("sales");
  });
});

describe("numbers and languages kept whole", () => {
  it("keeps ranges and slashes with their noun, per sentence", () => {
    expect(numberPhrases("A 24/7 ops desk for kids aged 5 to 9. Short games.", "Mathbloom")).toEqual(["24/7 ops desk", "5 to 9"]);
    expect(numberPhrases("Open Tuesday to Sunday 7 to 3. Order cakes 48 hours ahead.", "Crumb")).toEqual(["7 to 3", "48 hours ahead"]);
  });

  it("writes only language-neutral facts from a brief in another language", () => {
    const brief = parseBrief({ productName: "Volta City", productDescription: "Una bicicleta eléctrica urbana con motor Bosch, batería de 500 Wh y hasta 120 km de autonomía." }, "fr");
    expect(brief.sourceLanguage).toBe("es");
    expect([...brief.benefits, ...brief.features].map((f) => f.text)).toEqual(["Bosch · 500 Wh · 120 km"]);
    expect(parseBrief({ productName: "Volta City", productDescription: "Una bicicleta eléctrica urbana con motor Bosch y hasta 120 km de autonomía." }, "es").sourceLanguage).toBeNull();
  });
});

describe("fact types and forms for tight slots", () => {
  const brief = (id: string) => {
    const b = QUALITY_BRIEFS.find((x) => x.id === id)!;
    return parseBrief(b, b.output);
  };

  it("marks sizes, weights and opening hours as specifications, not benefits", () => {
    const spec = (id: string) => Object.fromEntries(facts(brief(id)).map((f) => [f.text, f.spec === true]));
    expect(spec("serum-de")).toMatchObject({ "30-ml-Flasche": true, "sichtbar strahlendere Haut in 4 Wochen": false });
    expect(spec("bakery-en")).toMatchObject({ "open Tuesday to Sunday 7 to 3": true, "croissants, cinnamon buns and rye bread": false });
    expect(spec("shoes-it")).toMatchObject({ "solo 235 g": true });
  });

  it("never writes a specification as the promise, the advantage or the after", () => {
    for (const info of AD_TEXT_TYPES) {
      for (const text of generateAdTexts({ ...QUALITY_BRIEFS.find((x) => x.id === "serum-en")!, type: info.value, tone: "Friendly", outputLanguage: "en", emojiSelection: 1, count: 3, seed: 9 })) {
        expect(text.value).not.toMatch(/(?:promise|advantage|after|imagine the difference): (?:a )?30 ml bottle/i);
      }
    }
  });

  it("gives a long fact a head for 34-character headlines, never cutting a range or a negation", () => {
    expect(facts(brief("shoes-it")).map((f) => f.tight)).toContain("scarpe da running su strada");
    expect(facts(brief("kidsapp-en")).map((f) => f.tight)).toContain("short daily games");
    for (const b of QUALITY_BRIEFS) {
      for (const f of facts(parseBrief(b, b.output))) {
        if (!f.tight) continue;
        expect(f.text.startsWith(f.tight)).toBe(true);
        expect(f.text.slice(f.tight.length)).not.toMatch(/^\s*(?:to|bis|à|a|al|ai|–|-|\/)\s*\d/u);
        expect(f.tight).not.toMatch(/(?<!\p{L})(?:no|not|without|ohne|sans|sin|senza)(?!\p{L})/iu);
      }
    }
  });
});
