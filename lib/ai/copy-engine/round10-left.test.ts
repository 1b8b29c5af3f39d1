import { describe, expect, it } from "vitest";
import { licenseOf, parseBrief, unlicensedClaims, writtenOut } from "@/lib/ai/language";
import { ROUND10_BRIEFS } from "../../../bench/ad-copy-quality/briefs-round10";
import { generateAdTexts } from "./generate";
import { scoreAdText } from "./score";
import { briefTypos } from "./vocabulary";

// What round 10 left (docs/ad-texts.md, "Round 10 (hold-out)", "What is left, by size"; issue #25), fixed at its
// cause. Briefs from bench/ad-copy-quality/briefs-round10.ts, as customers typed them.
type Request = { productName: string; productDescription: string; targetAudience?: string; cta?: string; tone: string };
const BRIEFS = new Map(
  ROUND10_BRIEFS.filter((b) => !b.id.startsWith("r10-x-")).map((b) => [
    b.id.replace("r10-", ""),
    { request: { productName: b.productName, productDescription: b.productDescription, targetAudience: b.targetAudience, cta: b.cta, tone: b.tone ?? "Professional" } as Request, language: b.language },
  ]),
);
const brief = (id: string) => BRIEFS.get(id)!;

/** 72 texts of a brief: every ad type, two seeds. */
function allTexts(id: string): string[] {
  const { request, language } = brief(id);
  const out: string[] = [];
  for (let type = 0; type < 36; type++) for (const { value } of generateAdTexts({ ...request, type, outputLanguage: language, emojiSelection: 0, count: 2, seed: 11000 + type })) out.push(value);
  return out;
}

describe("round 10 left, cause 1a: units and prices take their space", () => {
  it("writes the brief's glued units with a space and 'm2' as 'm²', prices with a space before '€' outside English", () => {
    expect(writtenOut("Zappi v2.1 (7kW, tethered), up to 10m cable run", "en")).toBe("Zappi v2.1 (7 kW, tethered), up to 10 m cable run");
    expect(writtenOut("Trauringpaar ab 1.190€ (585 Gelbgold, 4mm breit)", "de")).toBe("Trauringpaar ab 1.190 € (585 Gelbgold, 4 mm breit)");
    expect(writtenOut("séance 45min, 60€", "fr")).toBe("séance 45 min, 60 €");
    expect(writtenOut("bestrating vanaf €45 per m2", "nl")).toBe("bestrating vanaf €45 per m²");
    expect(writtenOut("cuota desde 55€+IVA", "es")).toBe("cuota desde 55 € + IVA");
  });

  it("copies no glued unit or price into 72 texts of each brief that types them", () => {
    const glued = /(?<![\p{L}\d.,])\d+(?:[.,]\d+)*(?:mm|kW|min|m|km|€)(?![\p{L}\d])/u;
    for (const id of ["en-evcharger", "de-goldsmith", "fr-osteo", "fr-vans", "es-aircon", "es-gestoria", "it-vintagecars", "pt-quinta"]) {
      for (const text of allTexts(id)) expect(text, id).not.toMatch(glued);
    }
  });
});

describe("round 10 left, cause 1b: a German brief's lower-case nouns are written with their capital", () => {
  it("reads 'unabhängiger versicherungsmakler' and 'goldschmiede-atelier' with their nouns capitalised", () => {
    expect(JSON.stringify(parseBrief(brief("de-insurance").request, "de"))).toContain("unabhängiger Versicherungsmakler in Münster");
    expect(JSON.stringify(parseBrief(brief("de-goldsmith").request, "de"))).toMatch(/Goldschmiede-Atelier in Freiburg/u);
  });

  it("copies neither in 72 texts of each brief", () => {
    for (const text of allTexts("de-insurance")) expect(text).not.toMatch(/(?<![#\p{L}])versicherungsmakler/u);
    for (const text of allTexts("de-goldsmith")) expect(text).not.toMatch(/(?<![#\p{L}])(?:goldschmiede|Goldschmiede)-atelier/u);
  });
});

describe("round 10 left, cause 1c: typos the finder missed are found, warned and never copied", () => {
  it("finds a letter left out of a compound's part, one of a doubled pair, and an accent left out", () => {
    const found = (id: string) => briefTypos(brief(id).request, brief(id).language as "de").map((t) => `${t.word}>${t.likely}`);
    expect(found("de-insurance")).toContain("Privathaftplicht>Privathaftpflicht");
    expect(found("nl-hovenier")).toContain("verekend>verrekend");
    expect(found("es-gestoria")).toContain("tambien>también");
    expect(found("fr-osteo")).toContain("diplomée>diplômée");
  });

  it("copies none of them in 72 texts of each brief", () => {
    for (const text of allTexts("de-insurance")) expect(text).not.toMatch(/Privathaftplicht/iu);
    for (const text of allTexts("nl-hovenier")) expect(text).not.toMatch(/verekend/iu);
  });
});

describe("round 10 left, cause 1d: shorthand is written out, never copied or cut", () => {
  it("writes out 'douche int.', 'e.o.', 'lun. au ven.', 'sam.', 'min.', 'incl.,' (French), '1yr of', 'e.g. for'", () => {
    expect(writtenOut("2 Fiat Ducato (2 couchages, douche int.). min. 3 nuits. assurance tous risques incl., vaisselle fournie. du lun. au sam. 9h-12h", "fr")).toBe(
      "2 Fiat Ducato (2 couchages, douche intérieure). minimum 3 nuits. assurance tous risques incluse, vaisselle fournie. du lundi au samedi 9h-12h",
    );
    expect(writtenOut("regio Utrecht (Houten, Zeist e.o.).", "nl")).toBe("regio Utrecht (Houten, Zeist en omstreken).");
    expect(writtenOut("contractors with only 1yr of accounts, a 2yr warranty", "en")).toBe("contractors with only 1 year of accounts, a 2-year warranty");
    expect(writtenOut("we apply to the DNO if needed e.g. for a main fuse upgrade", "en")).toBe("we apply to the DNO if needed, for example for a main fuse upgrade");
  });

  it("keeps 'D.O.' whole and copies no shorthand in 72 texts of each brief", () => {
    expect(JSON.stringify(parseBrief(brief("fr-osteo").request, "fr"))).toContain("ostéopathe D.O. à Nantes");
    const copied: Record<string, RegExp> = {
      "fr-vans": /douche int\.|(?<!\p{L})(?:lun|ven|sam)\.|incl(?:\s|$|\.)/u,
      "fr-osteo": /D\.O(?!\.)|(?<!\p{L})(?:lun|ven|sam)\./u,
      "nl-hovenier": /e\.o\./u,
      "en-mortgage": /1-year of|1yr/u,
      "en-evcharger": /such as for|e\.g\./u,
    };
    for (const [id, pattern] of Object.entries(copied)) for (const text of allTexts(id)) expect(text, id).not.toMatch(pattern);
  });
});

describe("round 10 left, cause 2: the brief's phrases are not cut at a list's comma", () => {
  it("keeps 'by phone, video or at our office' and 'con autónomos, pymes y particulares' whole", () => {
    for (const text of allTexts("en-mortgage")) expect(text).not.toMatch(/by phone(?!, video or at our office)/u);
    for (const text of allTexts("es-gestoria")) expect(text).not.toMatch(/(?:^|\n|[.:—] )Pymes y particulares|con autónomos(?!, pymes y particulares)/u);
  });
});

describe("round 10 left, cause 2: a phrase is not cut from its price or from the noun its pronoun stands for", () => {
  it("never writes 'Cuota mensual.' without its price, nor 'renseignez-vous auprès de la vôtre' without the mutuelles", () => {
    for (const text of allTexts("es-gestoria")) expect(text).not.toMatch(/cuota mensual(?! para autónomos desde)/iu);
    for (const text of allTexts("fr-osteo")) expect(text).not.toMatch(/(?<!remboursent une partie des séances, )renseignez-vous auprès de la vôtre/iu);
  });
});

describe("round 10 left, cause 3: a text leads with the brief's strongest fact, not the name and a minor one", () => {
  it("puts 'whole of market' before the repossession warning; a lead with a figure of its own stays", () => {
    expect(parseBrief(brief("en-mortgage").request, "en").benefits[0]?.text).toMatch(/^whole of market/u);
    expect(parseBrief(brief("fr-vans").request, "fr").benefits[0]?.text).toMatch(/^5 véhicules/u);
  });

  it("states 'whole of market' or 'no broker fee' in more of the mortgage broker's texts", () => {
    // Over these 72 texts the engine before stated one in fewer than 62 (54 counting "£" prices too), after in 66 or more.
    const strong = /whole of market|no broker fee/iu;
    expect(allTexts("en-mortgage").filter((t) => strong.test(t)).length).toBeGreaterThanOrEqual(62);
  });
});

describe("round 10 left, cause 4: the claim checker reads a purchase call and a figure out of its scope", () => {
  const cars = brief("it-vintagecars").request;
  const quinta = brief("pt-quinta").request;

  it("flags 'Ordini subito' / 'Acquisti ora' / 'Jetzt sichern' / 'Buy now' for a brief that books, quotes or hires", () => {
    expect(unlicensedClaims("Le Classiche di Nando. Ordini subito.", "it", licenseOf(cars)).map((f) => f.category)).toContain("purchase");
    expect(unlicensedClaims("Acquisti ora.", "it", licenseOf(cars)).map((f) => f.category)).toContain("purchase");
    expect(unlicensedClaims("Beratung im Schadenfall. Jetzt sichern.", "de", licenseOf(brief("de-insurance").request)).map((f) => f.category)).toContain("purchase");
    expect(unlicensedClaims("Whole of market. Buy now!", "en", licenseOf(brief("en-mortgage").request)).map((f) => f.category)).toContain("purchase");
  });

  it("lets a purchase call through for a brief that sells", () => {
    const honey = { productName: "Apicoltura Valle dei Tigli", productDescription: "miele biologico dell'Appennino. spedizione in tutta Italia.", cta: "Ordina ora" };
    expect(unlicensedClaims("Miele biologico. Ordina ora.", "it", licenseOf(honey))).toEqual([]);
    expect(unlicensedClaims("Trail shoes. Buy now!", "en", licenseOf({ productName: "Ridge", productDescription: "Trail running shoes, 6 mm drop." }))).toEqual([]);
  });

  it("flags the harvest's group size said of the quinta, not said of the harvest", () => {
    const license = licenseOf(quinta);
    expect(unlicensedClaims("Quinta do Vale Fundo — máximo 12 pessoas por grupo.", "pt", license)).toContainEqual({ category: "figure", phrase: "12" });
    expect(unlicensedClaims("Vindima participativa em setembro, máximo 12 pessoas por grupo.", "pt", license)).toEqual([]);
  });

  it("writes neither in 72 texts of the wedding cars and the quinta", () => {
    for (const text of allTexts("it-vintagecars")) expect(unlicensedClaims(text, "it", licenseOf(cars))).toEqual([]);
    for (const text of allTexts("pt-quinta")) expect(unlicensedClaims(text, "pt", licenseOf(quinta))).toEqual([]);
  });
});

describe("round 10 left: the score costs each of the customer's forms copied at least 15 points", () => {
  const score = (id: string, value: string, type = 2) => {
    const { request, language } = brief(id);
    return scoreAdText(value, { ...request, type, outputLanguage: language, emojiSelection: 0 }).conversionScore;
  };
  // A clean text and the same text with one flaw people marked in round 10.
  const pairs: Array<[string, string, string]> = [
    ["de-insurance", "Kessler Versicherungsmakler: seit 2006.\nWir vergleichen Tarife von über 80 Versicherern, zum Beispiel Berufsunfähigkeit, Privathaftpflicht, Wohngebäude.\nBeratungstermin buchen.", "Privathaftplicht"],
    ["de-goldsmith", "Goldschmiede Anna Reuter: Trauringpaar ab 1.190 € (585 Gelbgold, 4 mm breit).\nTermin zur Ringberatung.", "4mm"],
    ["de-insurance", "Unabhängiger Versicherungsmakler in Münster.\nKessler Versicherungsmakler. Beratungstermin buchen.", "versicherungsmakler"],
    ["en-mortgage", "Kestrel Mortgage Solutions: appointments by phone, video or at our office.\nBook a call.", "by phone."],
  ];
  for (const [id, clean, flaw] of pairs) {
    it(`${id}: '${flaw}'`, () => {
      const flawed =
        flaw === "Privathaftplicht" ? clean.replace("Privathaftpflicht", flaw)
        : flaw === "4mm" ? clean.replace("4 mm", "4mm")
        : flaw === "versicherungsmakler" ? clean.replace("Unabhängiger Versicherungsmakler", "Unabhängiger versicherungsmakler")
        : clean.replace("appointments by phone, video or at our office.", "appointments by phone.");
      expect(flawed).not.toBe(clean);
      expect(score(id, clean) - score(id, flawed)).toBeGreaterThanOrEqual(15);
    });
  }
});
