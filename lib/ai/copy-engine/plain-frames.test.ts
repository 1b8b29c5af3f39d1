import { describe, expect, it } from "vitest";
import { generateAdTexts } from "./generate";
import { plainFrame } from "./plain-frames";
import { AD_TEXT_TYPES } from "./types";

/**
 * Issue #25: no claim the brief does not license, in any frame, in any of the five main languages.
 * Each brief below licenses none of the categories (no novelty, ranking, urgency, social proof,
 * outcome or pain, "every day", promise); every text of every type and several tones is read for
 * the category's words. Before plain-frames.ts, each category appeared in each language
 * ("Big news: X is here!", "X setzt Maßstäbe", "Pourquoi attendre ?", "Es lo que oímos una y otra
 * vez", "Ogni singolo giorno", "Our promise: …").
 */
const BRIEFS = {
  en: { productName: "Tallow Lane", productDescription: "Candles poured by hand in Kendal. Soy wax, cotton wicks and 40 hours of burn time. Three scents: fig, cedar and sea salt.", targetAudience: "renters furnishing a flat", cta: "See the scents" },
  de: { productName: "Kerzenwerk", productDescription: "Kerzen, in Kendal von Hand gegossen. Sojawachs, Baumwolldochte und 40 Stunden Brenndauer. Drei Düfte: Feige, Zeder und Meersalz.", targetAudience: "Menschen, die ihre Wohnung einrichten", cta: "Düfte ansehen" },
  fr: { productName: "Cire & Mèche", productDescription: "Bougies coulées à la main à Kendal. Cire de soja, mèches en coton et 40 heures de combustion. Trois parfums : figue, cèdre et sel marin.", targetAudience: "personnes qui aménagent leur logement", cta: "Voir les parfums" },
  es: { productName: "Cera Lenta", productDescription: "Velas hechas a mano en Kendal. Cera de soja, mechas de algodón y 40 horas de combustión. Tres aromas: higo, cedro y sal marina.", targetAudience: "personas que amueblan su casa", cta: "Ver los aromas" },
  it: { productName: "Cera Lenta", productDescription: "Candele colate a mano a Kendal. Cera di soia, stoppini di cotone e 40 ore di combustione. Tre profumi: fico, cedro e sale marino.", targetAudience: "persone che arredano casa", cta: "Scopri i profumi" },
} as const;

type Category = "novelty" | "superlative" | "urgency" | "socialProof" | "outcomeOrPain" | "everyDay" | "promise";

const CLAIMS: Record<keyof typeof BRIEFS, Record<Category, RegExp>> = {
  en: {
    novelty: /\b(?:new|finally|is here|just in)\b/iu,
    superlative: /\b(?:best|sets the standard|smarter|better choice|one of a kind|second best)\b/iu,
    urgency: /\b(?:don't wait|why wait|hurry|act now|don't miss|stop waiting|now is the moment)\b/iu,
    socialProof: /\b(?:people|everyone|real feedback|we hear|talking about)\b/iu,
    outcomeOrPain: /\b(?:changes everything|the difference|that gap|ends that|no excuses|settling|compromise|frustrat)/iu,
    everyDay: /\b(?:every ?day|every time|always|day after day)\b/iu,
    promise: /\b(?:promise|guarantee|won't let you down)/iu,
  },
  de: {
    novelty: /(?<!\p{L})(?:neu|endlich|ist da|ganz neu)(?!\p{L})/iu,
    superlative: /(?:best|besser|klüger|Maßstäbe|nur mit|zweitbest)/iu,
    urgency: /(?:warten|verpass|zuschlagen|nicht entgehen)/iu,
    socialProof: /(?:Menschen, echtes|alle reden|Feedback|hören wir)/iu,
    outcomeOrPain: /(?:Unterschied|Lücke|Ausrede|beendet das|Kompromiss)/iu,
    everyDay: /(?:jeden (?:einzelnen )?Tag|täglich|immer)/iu,
    promise: /(?:versprech|hält Wort|garant)/iu,
  },
  fr: {
    novelty: /(?<!\p{L})(?:nouveau|nouvelle|enfin|désormais)(?!\p{L})/iu,
    superlative: /(?:meilleur|mieux|la barre haut|seul |second choix)/iu,
    urgency: /(?:attendre|ne manquez|dépêchez|fini d'attendre)/iu,
    socialProof: /(?:tout le monde|on nous répète|vrais gens)/iu,
    outcomeOrPain: /(?:différence|écart|met fin|excuse|compromis)/iu,
    everyDay: /(?:chaque jour|tous les jours|toujours)/iu,
    promise: /(?:promesse|tient parole|garanti)/iu,
  },
  es: {
    novelty: /(?<!\p{L})(?:nuevo|nueva|por fin|desde hoy|a partir de ahora)(?!\p{L})/iu,
    superlative: /(?:mejor|inteligente|marca la pauta|solo con)/iu,
    urgency: /(?:esperar|te lo pierdas|no lo dejes)/iu,
    socialProof: /(?:todo el mundo|oímos|gente real)/iu,
    outcomeOrPain: /(?:diferencia|brecha|acaba con|excusas|conformarse)/iu,
    everyDay: /(?:cada día|todos los días|siempre)/iu,
    promise: /(?:promesa|cumple su palabra|garant)/iu,
  },
  it: {
    novelty: /(?<!\p{L})(?:nuovo|nuova|finalmente|da oggi)(?!\p{L})/iu,
    superlative: /(?:miglior|intelligente|asticella|solo con)/iu,
    urgency: /(?:aspettare|sfuggire|non perdere)/iu,
    socialProof: /(?:tutti ne parlano|sentiamo dire|persone vere)/iu,
    outcomeOrPain: /(?:differenza|lacuna|mette fine|scuse|compromess)/iu,
    everyDay: /(?:ogni giorno|ogni singolo|sempre)/iu,
    promise: /(?:promessa|mantiene|garanz)/iu,
  },
};

const TONES = ["Bold", "Persuasive", "Urgent", "Luxurious", "Friendly", "Witty", "Calm", "Inspirational"];

describe("no frame claims what the brief does not say (issue #25)", () => {
  for (const [language, brief] of Object.entries(BRIEFS) as Array<[keyof typeof BRIEFS, (typeof BRIEFS)[keyof typeof BRIEFS]]>) {
    const texts = AD_TEXT_TYPES.flatMap((info) =>
      TONES.map((tone, t) => generateAdTexts({ ...brief, type: info.value, tone, outputLanguage: language, emojiSelection: 1, count: 2, seed: 25 + t }).map((x) => x.value)).flat(),
    );
    for (const category of Object.keys(CLAIMS[language]) as Category[]) {
      it(`${category} (${language})`, () => {
        expect(texts.length).toBeGreaterThan(500);
        expect(texts.filter((text) => CLAIMS[language][category].test(text)).slice(0, 3)).toEqual([]);
      });
    }
  }
});

describe("plainFrame", () => {
  it("keeps a frame that only places the brief's facts", () => {
    expect(plainFrame("{name}: {descriptor} with {feature:noun}.", "hook", "en")).toBe(true);
    expect(plainFrame("{name} – {benefit}.", "hook", "de")).toBe(true);
    expect(plainFrame("{Cta}.", "cta", "fr")).toBe(true);
  });

  it("drops frames that invent, pad or glue facts into broken grammar", () => {
    expect(plainFrame("Big news: {name} is here!", "hook", "en")).toBe(false);
    expect(plainFrame("It also comes with {feature:noun}.", "feature", "en")).toBe(false);
    expect(plainFrame("{name} setzt Maßstäbe: {benefit}.", "hook", "de")).toBe(false);
    expect(plainFrame("In Zahlen: {number}.", "specific", "de")).toBe(false);
    expect(plainFrame("Abracadabra ! {name} : {benefit}.", "solution", "fr")).toBe(false);
    expect(plainFrame("{name} es la salida más inteligente.", "solution", "es")).toBe(false);
    expect(plainFrame("Sotto il cofano: {feature}.", "feature", "it")).toBe(false);
    // Two facts of different kinds joined as one list ("… baked each morning and family bakery in Leeds").
    expect(plainFrame("{Feature:noun} and {feature:noun}: that's {name}.", "benefitFirst", "en")).toBe(false);
    // A closer from the tone lexicon ("Simple. Steady. Good.") is never a frame of its own.
    expect(plainFrame("{close}", "close", "en")).toBe(false);
  });
});
