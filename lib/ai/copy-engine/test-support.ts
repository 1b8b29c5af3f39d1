/**
 * Fixtures and language-agnostic checks shared by the copy engine's tests. The checks read a
 * text the way a platform or a reader would, without the engine's own helpers where possible.
 */
import type { AdTextRequest } from "./generate";
import { LANGUAGE_PACKS, type LanguageCode } from "./languages";

export const MUG = {
  productName: "Aurora Smart Mug",
  productDescription:
    "A self-heating mug that keeps coffee at your chosen temperature for up to 80 minutes. Charges on a wireless coaster. Dishwasher-safe lid.",
  targetAudience: "busy remote workers",
  cta: "Order now",
  websiteUrl: "https://aurora-mug.example/shop",
} as const;

export const SHOES = {
  productName: "Trailblaze 2",
  productDescription:
    "Lightweight trail running shoes with a 6 mm drop, a grippy Vibram outsole and a recycled mesh upper. Weighs only 240 g.",
  targetAudience: "weekend trail runners",
  cta: "Shop the collection",
} as const;

/**
 * Briefs written in each language the way its users write them, with the phrases the pack authors
 * reported: German and Dutch descriptions that address the reader informally, a Turkish one in
 * "siz" with a participle clause, colon definitions of software.
 */
export const NATIVE = {
  de: {
    productName: "Aurora Smart Mug",
    productDescription:
      "Ein selbstheizender Becher, der deinen Kaffee bis zu 80 Minuten auf deiner Wunschtemperatur hält. Lädt kabellos auf einem Untersetzer. Spülmaschinenfester Deckel.",
    targetAudience: "Menschen im Homeoffice",
    cta: "Jetzt bestellen",
  },
  deSoftware: {
    productName: "Ledgerly",
    productDescription:
      "Buchhaltungssoftware für Freelancer: automatischer Bankabgleich, Rechnungen mit zwei Klicks und eine Schätzung der Umsatzsteuer pro Quartal.",
    targetAudience: "Freelancer",
  },
  fr: {
    productName: "Aurora Smart Mug",
    productDescription:
      "Un mug chauffant qui garde votre café à la température choisie jusqu'à 80 minutes. Se recharge sur un socle sans fil. Couvercle compatible lave-vaisselle.",
    targetAudience: "les télétravailleurs pressés",
    cta: "Commandez maintenant",
  },
  es: {
    productName: "Aurora Smart Mug",
    productDescription:
      "Una taza autocalentable que mantiene tu café a la temperatura elegida hasta 80 minutos. Se carga en una base inalámbrica. Tapa apta para lavavajillas.",
    targetAudience: "teletrabajadores ocupados",
    cta: "Pide ya",
  },
  pt: {
    productName: "Aurora Smart Mug",
    productDescription: "Carrega em uma base sem fio. Mantém o café quente por até 80 minutos. Tampa que pode ir à lava-louças.",
    targetAudience: "quem trabalha em home office",
    cta: "Peça já",
  },
  nl: {
    productName: "Aurora Smart Mug",
    productDescription: "Houdt je koffie tot 80 minuten op temperatuur. Laadt draadloos op een onderzetter. Vaatwasserbestendig deksel.",
    targetAudience: "drukke thuiswerkers",
    cta: "Bestel nu",
  },
  nlSoftware: {
    productName: "Ledgerly",
    productDescription: "Boekhoudsoftware voor zzp'ers: automatische bankkoppeling, facturen in twee klikken en een kwartaalschatting van je btw.",
    targetAudience: "zzp'ers",
  },
  tr: {
    productName: "Aurora Smart Mug",
    productDescription:
      "Kahvenizi 80 dakika boyunca istediğiniz sıcaklıkta tutan, kendi kendini ısıtan kupa. Kablosuz altlık üzerinde şarj olur. Sadece 240 gram.",
    targetAudience: "evden çalışanlar",
    cta: "Hemen sipariş ver",
  },
} as const;

/** A sparse brief: no audience, CTA or URL, and a one-line description. */
export const SPARSE = { productName: "Ledgerly", productDescription: "Bookkeeping software for freelancers." } as const;

export function request(overrides: Partial<AdTextRequest> = {}): AdTextRequest {
  return { ...MUG, type: 1, tone: "Friendly", outputLanguage: "en", emojiSelection: 2, count: 5, seed: 42, ...overrides };
}

// ©, ® and ™ belong to product names; every other pictograph is an emoji.
const EMOJI = /(?![©®™])\p{Extended_Pictographic}/u;
export const hasEmoji = (text: string): boolean => EMOJI.test(text);

/** What a reader would call broken template output. */
export function residueIn(text: string): string[] {
  const found: string[] = [];
  for (const token of ["{", "}", "undefined", "null", "NaN"]) if (text.includes(token)) found.push(token);
  for (const line of text.split("\n")) {
    if (/ {2,}/.test(line)) found.push("doubled space");
    const doubled = /(\.\.|!!|,,|\?\?|::|;;| ,| \.|[,;:][.!?])/.exec(line);
    if (doubled) found.push(`doubled punctuation "${doubled[0]}"`);
    if (line !== line.trim()) found.push("untrimmed line");
  }
  return found;
}

/** The first three words of a text's first line, without a slot label, emoji or punctuation. */
export function firstWords(value: string, labels: readonly string[]): string {
  let line = value.split("\n").find((l) => /[\p{L}\p{N}]/u.test(l)) ?? "";
  const label = labels.find((l) => line.startsWith(`${l}: `));
  if (label) line = line.slice(label.length + 2);
  return (line.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).slice(0, 3).join(" ");
}

export const sentences = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+|\n+/u)
    .map((s) => s.replace(/^(?:[\p{L} ]+: )/u, "").trim())
    .filter((s) => /\p{L}/u.test(s));

export const wordCount = (sentence: string): number => (sentence.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).length;

/**
 * The native packs mark formal and informal address words; a pack that is still a copy of the
 * English one has none, so address tests wait for it.
 */
export const packStillEnglish = (language: LanguageCode): boolean => LANGUAGE_PACKS[language].formalWords.length === 0;
