/**
 * `npm run docs:ad-texts`: writes docs/ad-texts.md with texts from the built-in copy engine for
 * several products across types, tones and languages, so a reader can judge the copy itself.
 */
import { writeFileSync } from "node:fs";
import { AD_TEXT_TYPES, generateAdTexts, type AdTextRequest } from "@/lib/ai/copy-engine";

type Brief = Pick<AdTextRequest, "productName" | "productDescription" | "targetAudience" | "cta">;

/** Each product described the way a marketer writing in that language would describe it. */
const briefs: Record<string, Record<string, Brief>> = {
  mug: {
    en: { productName: "Aurora Smart Mug", productDescription: "A self-heating mug that keeps coffee at your chosen temperature for up to 80 minutes. Charges on a wireless coaster. Dishwasher-safe lid.", targetAudience: "busy remote workers", cta: "Order now" },
    de: { productName: "Aurora Smart Mug", productDescription: "Ein selbstheizender Becher, der Ihren Kaffee bis zu 80 Minuten auf Wunschtemperatur hält. Lädt kabellos auf einem Untersetzer. Spülmaschinenfester Deckel.", targetAudience: "Menschen im Homeoffice", cta: "Jetzt bestellen" },
    fr: { productName: "Aurora Smart Mug", productDescription: "Un mug chauffant qui garde votre café à la bonne température jusqu'à 80 minutes. Se recharge sur un socle sans fil. Couvercle compatible lave-vaisselle.", targetAudience: "télétravailleurs pressés", cta: "Commander" },
  },
  shoes: {
    en: { productName: "Trailblaze 2", productDescription: "Lightweight trail running shoes with a 6 mm drop, a grippy Vibram outsole and a recycled mesh upper. Weighs only 240 g.", targetAudience: "weekend trail runners", cta: "Shop the collection" },
    es: { productName: "Trailblaze 2", productDescription: "Zapatillas de trail ligeras con 6 mm de drop, suela Vibram de gran agarre y empeine de malla reciclada. Pesan solo 240 g.", targetAudience: "corredores de montaña de fin de semana", cta: "Ver la colección" },
    it: { productName: "Trailblaze 2", productDescription: "Scarpe da trail leggere con drop di 6 mm, suola Vibram ad alta aderenza e tomaia in mesh riciclato. Pesano solo 240 g.", targetAudience: "runner del fine settimana", cta: "Scopri la collezione" },
  },
  software: {
    en: { productName: "Ledgerly", productDescription: "Bookkeeping software for freelancers: automatic bank sync, invoices in two clicks and quarterly tax estimates. Free 30-day trial.", targetAudience: "freelancers and small agencies", cta: "Start your free trial" },
    pt: { productName: "Ledgerly", productDescription: "Software de contabilidade para freelancers: sincronização bancária automática, notas fiscais em dois cliques e estimativa trimestral de impostos. Teste grátis por 30 dias.", targetAudience: "freelancers e pequenas agências", cta: "Teste grátis" },
    nl: { productName: "Ledgerly", productDescription: "Boekhoudsoftware voor zzp'ers: automatische bankkoppeling, facturen in twee klikken en een kwartaalschatting van uw btw. 30 dagen gratis proberen.", targetAudience: "zzp'ers en kleine bureaus", cta: "Probeer gratis" },
    tr: { productName: "Ledgerly", productDescription: "Serbest çalışanlar için muhasebe yazılımı: otomatik banka eşleştirme, iki tıkla fatura ve üç aylık vergi tahmini. 30 gün ücretsiz deneme.", targetAudience: "serbest çalışanlar ve küçük ajanslar", cta: "Ücretsiz deneyin" },
  },
};

const runs: Array<{ product: keyof typeof briefs; type: number; tone: string; language: string; emoji: 0 | 1 | 2 }> = [
  { product: "mug", type: 1, tone: "Friendly", language: "en", emoji: 2 },
  { product: "mug", type: 4, tone: "Persuasive", language: "de", emoji: 1 },
  { product: "mug", type: 26, tone: "Playful", language: "fr", emoji: 0 },
  { product: "shoes", type: 5, tone: "Bold", language: "es", emoji: 2 },
  { product: "shoes", type: 30, tone: "Urgent", language: "it", emoji: 2 },
  { product: "shoes", type: 24, tone: "Professional", language: "en", emoji: 1 },
  { product: "software", type: 6, tone: "Empathetic", language: "pt", emoji: 1 },
  { product: "software", type: 28, tone: "Authoritative", language: "nl", emoji: 1 },
  { product: "software", type: 35, tone: "Luxurious", language: "tr", emoji: 2 },
  { product: "software", type: 29, tone: "Witty", language: "en", emoji: 0 },
];

const sections = runs.map((run, i) => {
  const product = briefs[run.product]![run.language]!;
  const request: AdTextRequest = { ...product, type: run.type, tone: run.tone, outputLanguage: run.language, emojiSelection: run.emoji, count: 3, seed: 1000 + i };
  const texts = generateAdTexts(request);
  const info = AD_TEXT_TYPES[run.type]!;
  const body = texts.map((t, k) => `**${k + 1}.** (score ${t.conversionScore})\n\n${t.value.split("\n").map((l) => `> ${l}`).join("\n")}`).join("\n\n");
  return `## ${product.productName} — ${info.name} (${run.type}), ${run.tone}, \`${run.language}\`, emoji ${run.emoji}\n\n${body}`;
});

const intro = `# Ad text samples

Written by the built-in copy engine (\`lib/ai/copy-engine\`), no model involved, by
\`npm run docs:ad-texts\` (\`bin/ad-text-samples.ts\`). Each run is deterministic: every sample has a
fixed seed (the service seeds a new process at random, and a regeneration from its id and revision).

Each sample's brief is written in the output language, as a marketer would write it: the engine
writes its own sentences natively but inserts the product's facts verbatim, so an English
description stays English inside German copy (a configured text model translates them).

Briefs:
${[...new Set(runs.map((r) => briefs[r.product]![r.language]!))].map((p) => `- **${p.productName}** — ${p.productDescription} Audience: ${p.targetAudience}. CTA: ${p.cta}.`).join("\n")}
`;

writeFileSync("docs/ad-texts.md", `${intro}\n${sections.join("\n\n")}\n`);
console.log(`docs/ad-texts.md: ${runs.length} samples`);
