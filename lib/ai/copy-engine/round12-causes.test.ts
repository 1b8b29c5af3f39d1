import { describe, expect, it } from "vitest";
import { licenseOf, type LanguageCode, unlicensedClaims } from "@/lib/ai/language";
import { ROUND12_BRIEFS } from "../../../bench/ad-copy-quality/briefs-round12";
import { briefsById, requestOf, textsOf } from "./round-support";
import { modelTextProblems } from "./model-guard";

// Causes of the 13 invented claims round 12's blind reader found (bench/ad-copy-quality/labels-round12.json,
// issue #25), fixed at their cause: a limit, a count, a scarcity or a warranty cut from what it holds for,
// and "X is here" licensed by a brief whose only "new" is "every new stairlift".
const briefOf = briefsById(ROUND12_BRIEFS);
const brief = (id: string) => requestOf(briefOf(id));
/** 72 texts of a round-12 brief: every type, two texts each. */
const allTexts = (id: string): string[] => textsOf(briefOf(id), 2, 12000);

/** The lines and sentences of a text, list numbers and slot labels off: where a reader looks for a figure's subject. */
const pieces = (text: string): string[] =>
  text.split("\n").flatMap((line) => line.replace(/^(?:[\p{L} ]+ ?\d?:\s|\s*\d\.\s)/u, "").split(/(?<=[.!?])\s+(?=\p{Lu})/u));

describe("round 12, cause 1: a limit, a count or a warranty is written with what it holds for, or not at all", () => {
  const cases: Array<[string, RegExp, RegExp]> = [
    // id, the limit as a reader finds it, the subject the same sentence must name
    ["r12-de-butcher", /80 Stück/u, /gänse/iu],
    ["r12-en-dogwalking", /(?<![\d£])4 dogs/u, /max 4 dogs/u],
    ["r12-en-stairlifts", /5 year/u, /every new stairlift/u],
    ["r12-fr-pool", /garantie 2 ans/iu, /pompes et filtres/u],
    ["r12-pt-tiles", /até esgotar/iu, /azulejos numerados|série/iu],
  ];
  for (const [id, limit, subject] of cases) {
    it(`${id}: every sentence with ${limit} names ${subject}`, () => {
      const stating = allTexts(id).flatMap(pieces).filter((s) => limit.test(s));
      for (const sentence of stating) expect(sentence, id).toMatch(subject);
    });
  }

  it("still writes the butcher's 80 geese and the dog walks' limit, with their subject", () => {
    expect(allTexts("r12-de-butcher").some((t) => /Weihnachtsgänse[^.\n]*nur 80 Stück/u.test(t))).toBe(true);
    expect(allTexts("r12-en-dogwalking").some((t) => /small group walks max 4 dogs/iu.test(t))).toBe(true);
  });

  it("the claim checker flags each of round 12's cut limits, and lets them through whole", () => {
    const flagged: Array<[string, string, string]> = [
      ["r12-de-butcher", "Metzgerei Brandl auf einen Blick: nur 80 Stück.", "Weihnachtsgänse vom Hof Sailer (Freilandhaltung, Landkreis Rosenheim), nur 80 Stück."],
      ["r12-en-dogwalking", "Muddy Paws Walkers: 4 dogs", "Small group walks max 4 dogs!"],
      ["r12-en-stairlifts", "5 year parts & labour warranty — Stepwise Stairlifts.", "5 year parts & labour warranty on every new stairlift we fit."],
      ["r12-fr-pool", "Garantie 2 ans pièces — Azur Piscines Services.", "Garantie 2 ans pièces et main d'œuvre sur les pompes et filtres que nous installons."],
      ["r12-pt-tiles", "Só até esgotar. Encomende o seu painel.", "Série limitada 'Lisboa 1755': 200 azulejos numerados, só até esgotar."],
    ];
    for (const [id, cut, whole] of flagged) {
      const { request, language } = brief(id);
      expect(unlicensedClaims(cut, language, licenseOf(request)), cut).not.toEqual([]);
      expect(unlicensedClaims(whole, language, licenseOf(request)), whole).toEqual([]);
    }
  });

  it("a text model's cut warranty fails the guard", () => {
    const { request } = brief("r12-en-stairlifts");
    const problems = modelTextProblems("5 year parts & labour warranty — Stepwise Stairlifts. Book a free home survey.", { ...request, type: 0, outputLanguage: "English", emojiSelection: 0, count: 1, seed: 1 });
    expect(problems.join(" ")).toMatch(/claims what the brief does not state/u);
  });
});

describe("round 12, cause 1 in every language: the checker reads a limit's scope in each", () => {
  // A limit in a business's first sentence, inside a clause, a warranty and a scarcity, each language.
  const cases: Array<[LanguageCode, string, string, string, string]> = [
    ["de", "Bäckerei Huber", "Christstollen aus eigener Backstube, nur 60 Stück, vorbestellen bis 20.12. Bäckerei in Passau seit 1950.", "Bäckerei Huber: nur 60 Stück.", "Christstollen aus eigener Backstube, nur 60 Stück."],
    ["fr", "Menuiserie Roux", "menuiserie à Tours depuis 1990. garantie 5 ans sur les fenêtres que nous posons.", "Garantie 5 ans — Menuiserie Roux.", "Garantie 5 ans sur les fenêtres que nous posons."],
    ["es", "Academia Sol", "academia de inglés en Málaga. clases de grupo máximo 6 alumnos, desde 60€ al mes.", "Academia Sol: máximo 6 alumnos.", "Clases de grupo máximo 6 alumnos."],
    ["it", "Forno Rossi", "panettone artigianale al farro, fino a esaurimento. forno a Bologna dal 1970.", "Forno Rossi: fino a esaurimento.", "Panettone artigianale al farro, fino a esaurimento."],
    ["nl", "Rijwielhandel Bos", "fietsenmaker in Gouda. 2 jaar garantie op alle fietsen die wij verkopen.", "2 jaar garantie — Rijwielhandel Bos.", "2 jaar garantie op alle fietsen die wij verkopen."],
    ["pt", "Atelier Barro", "atelier de cerâmica no Porto. workshops de olaria de 3h por 40€ (máx. 6 pessoas).", "Atelier Barro: máx. 6 pessoas.", "Workshops de olaria de 3h por 40 € (máx. 6 pessoas)."],
    ["tr", "Yoga Evi", "Kadıköy'de yoga stüdyosu. grup dersleri en fazla 6 kişi, haftada 3 gün.", "Yoga Evi: en fazla 6 kişi.", "Grup dersleri en fazla 6 kişi."],
  ];
  for (const [language, productName, productDescription, cut, whole] of cases) {
    it(`${language}: flags "${cut}", not "${whole}"`, () => {
      const license = licenseOf({ productName, productDescription });
      expect(unlicensedClaims(cut, language, license)).not.toEqual([]);
      expect(unlicensedClaims(whole, language, license)).toEqual([]);
    });
  }
});

describe("round 12, cause 2: 'new' licenses a launch only when the business itself is new", () => {
  it("writes no 'is here' for the stairlifts and the dog walkers in 144 texts", () => {
    for (const id of ["r12-en-stairlifts", "r12-en-dogwalking"]) for (const text of allTexts(id)) expect(text, id).not.toMatch(/is here|are here|finally|just launched/iu);
  });

  it("flags 'X is here' for them, and lets their own 'every new …' through", () => {
    const stairs = licenseOf(brief("r12-en-stairlifts").request);
    expect(unlicensedClaims("Stepwise Stairlifts is here.", "en", stairs).map((f) => f.category)).toContain("novelty");
    expect(unlicensedClaims("5 year parts & labour warranty on every new stairlift we fit.", "en", stairs)).toEqual([]);
    const dogs = licenseOf(brief("r12-en-dogwalking").request);
    expect(unlicensedClaims("Muddy Paws Walkers is here.", "en", dogs).map((f) => f.category)).toContain("novelty");
    expect(unlicensedClaims("Every new dog gets a free meet & greet first.", "en", dogs)).toEqual([]);
  });

  it("reads a street name, the season's oil and a new customer as no launch, in their languages", () => {
    const tax = licenseOf(brief("r12-de-taxlaw").request);
    expect(unlicensedClaims("Kanzlei Wehrmann Steuerrecht ist da.", "de", tax).map((f) => f.category)).toContain("novelty");
    const mill = licenseOf(brief("r12-it-olivemill").request);
    expect(unlicensedClaims("Frantoio Sant'Egidio è qui.", "it", mill).map((f) => f.category)).toContain("novelty");
    expect(unlicensedClaims("L'olio nuovo è pronto a fine ottobre.", "it", mill).filter((f) => f.category === "novelty")).toEqual([]);
    const cases: Array<[LanguageCode, string, string]> = [
      ["fr", "garage à Nantes. chaque nouveau client reçoit un diagnostic offert.", "Garage Lemoine est là."],
      ["es", "gimnasio en Sevilla. cada nuevo socio tiene una clase de prueba.", "Gimnasio Norte ya está aquí."],
      ["nl", "kapsalon in Delft. elke nieuwe klant krijgt een kop koffie.", "Eindelijk: Kapsalon Knip."],
      ["pt", "barbearia em Braga. cada novo cliente tem um corte de barba.", "Chegou a Barbearia Sá."],
    ];
    for (const [language, productDescription, launch] of cases) {
      expect(unlicensedClaims(launch, language, licenseOf({ productName: "Norte", productDescription })).map((f) => f.category), launch).toContain("novelty");
    }
  });

  it("still licenses a launch the brief states", () => {
    expect(unlicensedClaims("Crumb & Co is here.", "en", licenseOf({ productName: "Crumb & Co", productDescription: "Our new bakery on Kirkgate, just opened: sourdough and buns." }))).toEqual([]);
    expect(unlicensedClaims("Die neue Bäckerei ist da.", "de", licenseOf({ productName: "Backhaus", productDescription: "Neu eröffnet in Passau: Sauerteigbrot und Brezen." }))).toEqual([]);
  });
});
