import { describe, expect, it } from "vitest";
import { CLAIM_CATEGORIES, licenseOf, unlicensedClaims } from "@/lib/ai/language";
import { generateAdTexts } from "./generate";
import { AD_TEXT_TYPES } from "./types";

/**
 * The engine claims nothing its brief does not state (issue #25), for every category and each of
 * the five languages with cue lists, over all 36 types and three tones. Before the claim guard
 * (text-writer.ts) these failed for novelty, superlative, urgency, always, pain and figures in every
 * language, free in English, discount in German and Spanish, social proof in English and Spanish.
 */
const BRIEFS = {
  en: { productName: "Billfold", productDescription: "Invoicing software for freelancers. create an invoice in under a minute, automatic payment reminders, exports for your accountant (CSV, DATEV).", targetAudience: "freelancers", cta: "Start trial" },
  de: { productName: "Backstube Körner", productDescription: "handwerkliche Bäckerei in Freiburg. Sauerteigbrot, Brezeln und Dinkelbrötchen, morgens gebacken. Öffnungszeiten Mo-Fr 6:30-18 Uhr.", targetAudience: "Nachbarn und Pendler" },
  fr: { productName: "Au Pain Doré", productDescription: "boulangerie artisanale à Lyon. pain au levain, croissants pur beurre et brioches, cuits sur place le matin.", targetAudience: "habitants du quartier" },
  es: { productName: "Automóviles Torres", productDescription: "concesionario de coches de segunda mano en Sevilla. coches revisados, financiación a medida y aceptamos tu coche como parte del pago.", targetAudience: "familias" },
  it: { productName: "Studio Dentistico Moretti", productDescription: "studio dentistico a Torino: igiene, otturazioni, impianti e allineatori trasparenti. aperto anche il sabato mattina.", targetAudience: "famiglie" },
} as const;

const TONES = ["Friendly", "Urgent", "Luxurious"] as const;

describe("engine output claims only what the brief states", () => {
  for (const [language, brief] of Object.entries(BRIEFS) as Array<[keyof typeof BRIEFS, (typeof BRIEFS)[keyof typeof BRIEFS]]>) {
    const license = licenseOf(brief);
    const texts = AD_TEXT_TYPES.flatMap((info) =>
      TONES.flatMap((tone, t) => generateAdTexts({ ...brief, outputLanguage: language, type: info.value, tone, emojiSelection: 1, count: 2, seed: 31 + t }).map((x) => x.value)),
    );
    const findings = texts.flatMap((text) => unlicensedClaims(text, language, license).map((f) => ({ ...f, text })));
    for (const category of [...CLAIM_CATEGORIES, "figure" as const]) {
      it(`${language}: no invented ${category}`, () => {
        expect(findings.filter((f) => f.category === category).slice(0, 3)).toEqual([]);
      });
    }
  }
});
