import { describe, expect, it } from "vitest";
import { parseBrief } from "@/lib/ai/language";
import { generateAdTexts } from "./generate";

// Causes of round 10 (docs/ad-texts.md, "Round 10 (hold-out)", issue #25), fixed at their cause. Briefs from
// bench/ad-copy-quality/briefs-round10.ts, as customers typed them.
const VINTAGE_CARS = { productName: "Le Classiche di Nando", productDescription: "noleggio auto d'epoca con autista per matrimoni ed eventi (anniversari, servizi fotografici ecc.) in Toscana, zona Firenze, Siena e Chianti. flotta: Fiat 500 L del 1971, Alfa Romeo Giulia Super 1.6 del 1968, Lancia Flaminia cabriolet (1963, solo da maggio a settembre). servizio sposi da 350€ (fino a 3h e 50km incl., addobbi floreali esclusi), autista in livrea, bottiglia di prosecco per gli sposi. licenza NCC n. 27/2015. per maggio-settembre consigliamo di prenotare almeno 4-6 mesi prima.", targetAudience: "coppie che si sposano in Toscana", tone: "elegante ma niente di pomposo" };

type Brief = { productName: string; productDescription: string; targetAudience?: string; cta?: string; tone: string };
function allTexts(brief: Brief, language: string): string[] {
  const out: string[] = [];
  for (let type = 0; type < 36; type++) for (const { value } of generateAdTexts({ ...brief, type, outputLanguage: language, emojiSelection: 0, count: 2, seed: 10000 + type })) out.push(value);
  return out;
}

describe("round 10, cause 5: a hire or a rental without a CTA is booked, never shopped", () => {
  it("reads the wedding cars' 'noleggio' as a booking", () => {
    expect(parseBrief(VINTAGE_CARS, "it").goal).toBe("booking");
  });

  it("reads a rental in each language as a booking when the brief gives no CTA", () => {
    const cases: [string, string][] = [
      ["location de vans aménagés à Annecy, dès 89€/jour.", "fr"],
      ["alquiler de bicicletas en Sevilla, desde 15€ al día.", "es"],
      ["Wohnmobilvermietung in Kiel, ab 89€ pro Tag.", "de"],
      ["verhuur van sloepen in Utrecht, vanaf €95 per dag.", "nl"],
      ["aluguer de bicicletas em Lisboa, desde 12€ por dia.", "pt"],
      ["Antalya'da araç kiralama, günlük 900 TL'den.", "tr"],
      ["paddle board rental on the canals, from €25 pp.", "en"],
      ["minibus hire with driver in Leeds, from £120 a day.", "en"],
    ];
    for (const [productDescription, language] of cases) expect(parseBrief({ productName: "Nando", productDescription }, language).goal, productDescription).toBe("booking");
  });

  it("writes no shop CTA ('Acquisti ora', 'Ordini subito') for the wedding cars in 72 texts, and books them", () => {
    const texts = allTexts(VINTAGE_CARS, "it");
    for (const text of texts) expect(text).not.toMatch(/Acquist|Ordin|Compra/u);
    expect(texts.some((t) => /Prenot/u.test(t))).toBe(true);
  });
});
