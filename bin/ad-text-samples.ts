/**
 * `npm run docs:ad-texts`: writes docs/ad-texts.md with texts from the built-in copy engine for
 * several products across types, tones and languages, so a reader can judge the copy itself.
 */
import { writeFileSync } from "node:fs";
import { AD_TEXT_TYPES, generateAdTexts, type AdTextRequest } from "@/lib/ai/copy-engine";

const products = [
  {
    productName: "Aurora Smart Mug",
    productDescription: "A self-heating mug that keeps coffee at your chosen temperature for up to 80 minutes. Charges on a wireless coaster. Dishwasher-safe lid.",
    targetAudience: "busy remote workers",
    cta: "Order now",
  },
  {
    productName: "Trailblaze 2",
    productDescription: "Lightweight trail running shoes with a 6 mm drop, a grippy Vibram outsole and a recycled mesh upper. Weighs only 240 g.",
    targetAudience: "weekend trail runners",
    cta: "Shop the collection",
  },
  {
    productName: "Ledgerly",
    productDescription: "Bookkeeping software for freelancers: automatic bank sync, invoices in two clicks and quarterly tax estimates. Free 30-day trial.",
    targetAudience: "freelancers and small agencies",
    cta: "Start your free trial",
  },
];

const runs: Array<{ product: number; type: number; tone: string; language: string; emoji: 0 | 1 | 2 }> = [
  { product: 0, type: 1, tone: "Friendly", language: "en", emoji: 2 },
  { product: 0, type: 4, tone: "Persuasive", language: "de", emoji: 1 },
  { product: 0, type: 26, tone: "Playful", language: "fr", emoji: 0 },
  { product: 1, type: 5, tone: "Bold", language: "es", emoji: 2 },
  { product: 1, type: 30, tone: "Urgent", language: "it", emoji: 2 },
  { product: 1, type: 24, tone: "Professional", language: "en", emoji: 1 },
  { product: 2, type: 6, tone: "Empathetic", language: "pt", emoji: 1 },
  { product: 2, type: 28, tone: "Authoritative", language: "nl", emoji: 1 },
  { product: 2, type: 35, tone: "Luxurious", language: "tr", emoji: 2 },
  { product: 2, type: 29, tone: "Witty", language: "en", emoji: 0 },
];

const sections = runs.map((run, i) => {
  const product = products[run.product]!;
  const request: AdTextRequest = { ...product, type: run.type, tone: run.tone, outputLanguage: run.language, emojiSelection: run.emoji, count: 3, seed: 1000 + i };
  const texts = generateAdTexts(request);
  const info = AD_TEXT_TYPES[run.type]!;
  const body = texts.map((t, k) => `**${k + 1}.** (score ${t.conversionScore})\n\n${t.value.split("\n").map((l) => `> ${l}`).join("\n")}`).join("\n\n");
  return `## ${product.productName} — ${info.name} (${run.type}), ${run.tone}, \`${run.language}\`, emoji ${run.emoji}\n\n${body}`;
});

const intro = `# Ad text samples

Written by the built-in copy engine (\`lib/ai/copy-engine\`), no model involved, by
\`npm run docs:ad-texts\` (\`bin/ad-text-samples.ts\`). Each run is deterministic: the process id and
revision seed the choice of patterns, so regenerating writes different texts.

Products:
${products.map((p) => `- **${p.productName}** — ${p.productDescription} Audience: ${p.targetAudience}. CTA: ${p.cta}.`).join("\n")}
`;

writeFileSync("docs/ad-texts.md", `${intro}\n${sections.join("\n\n")}\n`);
console.log(`docs/ad-texts.md: ${runs.length} samples`);
