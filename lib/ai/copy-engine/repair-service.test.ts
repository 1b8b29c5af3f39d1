import { describe, expect, it } from "vitest";
import { licenseOf, parseBrief, unlicensedClaims } from "@/lib/ai/language";
import { generateAdTexts } from "./generate";

// Round 13 (bench/ad-copy-quality/texts-round13.json): a phone repair shop without a CTA was told
// "Compre ahora." A repair service sells its work, not goods: without a CTA it is contacted.
const PHONE_REPAIR = {
  productName: "TecnoFix Delicias",
  productDescription: "servicio técnico de móviles y tablets en Zaragoza. cambio de pantalla desde 49€, batería desde 35€, conector de carga y recuperación de datos. garantía de 6 meses en pantallas y baterías.",
  targetAudience: "vecinos y estudiantes de Zaragoza",
  tone: "directo",
};
const REPAIRS: [string, string][] = [
  ["en", "phone and laptop repairs in Leeds, screens from £49, same-day on most models."],
  ["de", "Handyreparatur in Köln-Ehrenfeld: Displaytausch ab 59 €, Akkutausch ab 39 €."],
  ["fr", "réparation de smartphones et tablettes à Nantes, écran dès 49 €."],
  ["it", "riparazione smartphone e tablet a Bologna, schermo da 49 €."],
  ["nl", "telefoonreparatie in Utrecht, scherm vanaf €49."],
  ["pt", "assistência técnica de telemóveis no Porto, ecrã desde 49 €."],
  ["tr", "İzmir'de telefon tamiri, ekran değişimi 1.500 TL'den."],
];

describe("a repair service without a CTA is contacted, never bought from", () => {
  it("reads the phone repair shop as asking for contact", () => {
    expect(parseBrief(PHONE_REPAIR, "es").contact).toBe(true);
  });

  it("writes no buy CTA for it in 72 texts", () => {
    for (let type = 0; type < 36; type++) {
      for (const { value } of generateAdTexts({ ...PHONE_REPAIR, type, outputLanguage: "es", emojiSelection: 1, count: 2, seed: 13000 + type })) expect(value).not.toMatch(/compr[ae]/iu);
    }
  });

  it.each(REPAIRS)("flags a purchase CTA for a repair service in %s", (language, productDescription) => {
    const cta = { en: "Buy now.", de: "Jetzt kaufen.", fr: "Achetez maintenant.", it: "Acquista ora.", nl: "Koop nu.", pt: "Compre já.", tr: "Hemen satın alın." }[language]!;
    expect(unlicensedClaims(cta, language as "en", licenseOf({ productName: "Fix", productDescription })).map((c) => c.category)).toContain("purchase");
  });
});
