import { describe, expect, it } from "vitest";
import { generateAdTexts } from "./generate";
import { articlelessName, nameNeedsArticle } from "./name-article";
import { scoreAdText } from "./score";
import { handFlawsOf } from "./score-hand-flaws";

// Flaws found in the round-7 hold-out reading (bench/ad-copy-quality/labels-round7.json, issue #25), fixed
// after the 60 texts were read and committed; the labelled texts stay as they were read.
const CARPET = { productName: "Temiz Halı İzmir", productDescription: "izmir'de halı ve koltuk yıkama. halılar evden alınır, 3-4 iş gününde teslim edilir. m2 fiyatı 45 TL'den başlar. yün ve el dokuma halılar için özel yıkama. pzt-cmt 8:00-19:00.", targetAudience: "aileler ve ev sahipleri", cta: "Hemen ara" };
const LOCKSMITH = { productName: "KeyRight Locksmiths", productDescription: "locksmith in Sheffield (S1-S11). lockouts, lock changes + uPVC door repairs, British Standard locks (BS3621) fitted. call-out from £65, no call-out charge if we cant get you in. approx. 30 min response in the city centre, 7am-10pm.", targetAudience: "homeowners and landlords", cta: "Call now" };
const WEDDING = { productName: "Domaine des Tilleuls", productDescription: "domaine pour mariages en Provence, à 25 min d'Aix. salle de réception jusqu'à 180 invités, 14 chambres sur place, parc de 3 ha avec chapelle. location du week-end dès 9 500 €. visites sur rdv uniquement, reservez tôt pour juin-sept.", targetAudience: "futurs mariés", cta: "Demander une visite" };
const BREWERY = { productName: "Birrificio Val Brembana", productDescription: "birrificio artigianale in provincia di Bergamo. 8 birre alla spina (ipa, blanche, stout ecc.), non filtrate e non pastorizzate. visita del birrificio + degustazione il sabato alle 17 (15€, ca. 1h30). vendita diretta in bottiglie da 33cl e fusti da 5L.", targetAudience: "appassionati di birra", cta: "Prenota la visita" };

type Brief = typeof CARPET;
const TONES = ["Friendly", "Luxurious", "Persuasive", "Professional", "Playful", "Bold"];

function allTexts(brief: Brief, language: string): string[] {
  const out: string[] = [];
  for (let type = 0; type < 36; type++) {
    const tone = TONES[type % TONES.length]!;
    for (const { value } of generateAdTexts({ ...brief, type, tone, outputLanguage: language, emojiSelection: 0, count: 2, seed: 7300 + type })) out.push(value);
  }
  return out;
}

// Slot labels belong to the format; a "Business name:" slot is the sign-off the type requires.
const SLOT = /^(?:Headline|Long headline|Description|Primary text|Intro text|Title|Subject|Preheader|Business name|Brand name)(?: \d)?: /mu;
const prose = (value: string) => !SLOT.test(value);

describe("round 7: frames whose promise the fact cannot keep", () => {
  it("never writes 'Under the hood:' or 'The advantage:' before a service's descriptor", () => {
    for (const text of allTexts(LOCKSMITH, "en")) expect(text).not.toMatch(/Under the hood|The advantage:/u);
  });

  it("writes none of the Turkish lines read as machine copy ('Kaputun altında:', 'Özünde:', 'Cidden', 'Kararı siz verin', 'Adımı at')", () => {
    for (const text of allTexts(CARPET, "tr")) {
      expect(text).not.toMatch(/Kaputun altında|Özünde|Özenle tasarlandı|Cidden|Hiç uğraşmadan|selamlıyor|Kararı (?:siz|sen)|kendini anlatır|Adımı at|ölçütlerinizle|sayesinde\./u);
    }
  });
});

describe("round 7: the name once, with the article it needs", () => {
  it("says the name at most once in a prose text ('Découvrez Domaine des Tilleuls.' twice)", () => {
    for (const brief of [WEDDING, LOCKSMITH] as const) {
      const texts = allTexts(brief, brief === WEDDING ? "fr" : "en").filter(prose);
      expect(texts.length).toBeGreaterThan(20);
      for (const text of texts) expect(text.split(brief.productName).length - 1, text).toBeLessThanOrEqual(1);
    }
  });

  it("knows a name made of the brief's own common noun takes an article, a brand does not", () => {
    expect(nameNeedsArticle(WEDDING.productName, WEDDING.productDescription, "fr")).toBe(true);
    expect(nameNeedsArticle(BREWERY.productName, BREWERY.productDescription, "it")).toBe(true);
    expect(nameNeedsArticle("La Baleine qui Lit", "librairie jeunesse à Rennes. la baleine", "fr")).toBe(false);
    expect(nameNeedsArticle("Peludos Spa", "peluquería canina en Zaragoza", "es")).toBe(false);
    expect(nameNeedsArticle("Umzüge Krämer", "umzüge bundesweit", "de")).toBe(false);
  });

  it("never writes 'Voici / Découvrez / Ça, c’est Domaine …' or 'Ecco / Scopri Birrificio …' without the article", () => {
    for (const text of allTexts(WEDDING, "fr")) expect(articlelessName(text, WEDDING.productName, WEDDING.productDescription, "fr"), text).toBe(false);
    for (const text of allTexts(BREWERY, "it")) expect(articlelessName(text, BREWERY.productName, BREWERY.productDescription, "it"), text).toBe(false);
  });
});

describe("round 7: the score sees what the readers saw", () => {
  const request = (brief: Brief, language: string) => ({ ...brief, type: 0, tone: "Luxurious", outputLanguage: language, emojiSelection: 0 as const });

  it("marks the name twice in prose, an articleless name and a stock frame", () => {
    const wedding = "Location du week-end dès 9 500 €.\nDécouvrez Domaine des Tilleuls.\nDomaine pour mariages en Provence.\nDécouvrez Domaine des Tilleuls. À 25 min d'Aix. Demander une visite.";
    const flaws = handFlawsOf(wedding, WEDDING.productName, "fr", WEDDING.productDescription);
    expect(flaws.why).toEqual(expect.arrayContaining(["nameTwice", "articlelessName"]));
    const carpet = "Temiz Halı İzmir seni selamlıyor! 3-4 iş gününde teslim edilir.\nKaputun altında: izmir'de halı ve koltuk yıkama.\nM2 fiyatı 45 TL'den başlar. Cidden.\nHemen ara, yardım için buradayız!";
    expect(handFlawsOf(carpet, CARPET.productName, "tr", CARPET.productDescription).why).toContain("stockFrame");
  });

  it("scores the round-7 'never' texts at least 15 points below a clean one of the same brief", () => {
    const clean = "Domaine pour mariages en Provence, à 25 min d'Aix.\nLocation du week-end dès 9 500 €.\nDomaine des Tilleuls. Demander une visite.";
    const flawed = "Location du week-end dès 9 500 €.\nDécouvrez Domaine des Tilleuls.\nDomaine pour mariages en Provence.\nDécouvrez Domaine des Tilleuls. À 25 min d'Aix. Demander une visite.";
    const a = scoreAdText(clean, request(WEDDING, "fr")).conversionScore;
    const b = scoreAdText(flawed, request(WEDDING, "fr")).conversionScore;
    expect(a - b).toBeGreaterThanOrEqual(15);
  });
});
