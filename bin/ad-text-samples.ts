/**
 * `npm run docs:ad-texts`: writes docs/ad-texts.md with texts from the built-in copy engine for
 * several products across types, tones and languages, so a reader can judge the copy itself.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { AD_TEXT_TYPES, adTextWarnings, generateAdTexts, type AdTextRequest } from "@/lib/ai/copy-engine";
import { QUALITY_BRIEFS } from "@/lib/ai/copy-engine/quality-briefs";
import { DEFECT_KINDS, measureQuality } from "@/lib/ai/copy-engine/quality-suite";

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

// The quality suite (lib/ai/copy-engine/quality-suite.test.ts) measured on the engine before issue #15
// (commit c6502a4), with today's defect finder; "after" is measured now.
const BEFORE = {
  texts: 3168, defective: 400, doubledWord: 0, danglingConjunction: 13, splitNumber: 63, bareNumber: 36, twoColons: 0, lowercasedName: 0,
  foreignClause: 147, factFree: 142, stockSentenceShare: 0.313, stockTextShare: 0.639, scoreClean: 95.8, scoreDefective: 92.9, scoreMin: 81, scoreMax: 100,
} as const;
// The first pass on issue #15, measured at c951fe1 with this finder (scores as docs/ad-texts.md gave them then).
const FIRST_PASS = {
  texts: 3168, defective: 71, doubledWord: 0, danglingConjunction: 0, splitNumber: 0, bareNumber: 0, twoColons: 0, lowercasedName: 1,
  foreignClause: 0, factFree: 70, stockSentenceShare: 0.276, stockTextShare: 0.584, scoreClean: 93.9, scoreDefective: 68.5, scoreMin: 58, scoreMax: 100,
} as const;
// Figures added with typed facts and the fluency score, measured before those changes on the same suite:
// wrong-type fills before fact types (424 of 5,626 fills), the name twice in a short slot or one sentence
// when the fluency score was written (263 of 3,168 texts; 253 just before the writer kept the name apart,
// at 5bfd34e), a plural audience spoken to as one reader before address.ts knew plural audiences
// (fr 31, es 14 of 576 each; it 26 of 576 before Italian was covered). No first-pass figure exists for them.
const BEFORE_FLUENCY = { fills: 5626, wrongTypeFills: 424, nameTwice: 263, groupAsOne: { fr: "31 of 576", es: "14 of 576", it: "26 of 576" } } as const;
const GROUP_LANGUAGES = ["fr", "es", "it"] as const;
const LABELS: Record<(typeof DEFECT_KINDS)[number], string> = {
  doubledWord: "Doubled words", danglingConjunction: "Dangling conjunctions / “with” + a capital", splitNumber: "Numbers split (“24/7” → “7 ops desk”)",
  bareNumber: "Bare-number slots (“39 mm!”)", twoColons: "Two colons in a sentence", lowercasedName: "A brief's name lowercased",
  foreignClause: "A clause in another language", factFree: "Short formats without any fact",
};

const figures = measureQuality();
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
const scores = figures.cases.map((c) => c.text.conversionScore);
const after = {
  clean: mean(figures.cases.filter((c) => !c.defects.length).map((c) => c.text.conversionScore)),
  defective: mean(figures.cases.filter((c) => c.defects.length).map((c) => c.text.conversionScore)),
};
const textsIn = (language: string) => figures.cases.filter((c) => c.brief.output === language).length;
const pct = (n: number, of: number) => `${n} (${((100 * n) / of).toFixed(1)}%)`;
const qualityTable = `## Quality suite: before and after

\`lib/ai/copy-engine/quality-suite.test.ts\` (in \`npm test\`) writes ${figures.texts} texts: ${QUALITY_BRIEFS.length} briefs written the way
customers write them (8 product kinds — SaaS, running shoes, serum, local bakery, B2B logistics, e-bike, kids' app, luxury
watch — in English, German, French, Spanish and Italian, ${QUALITY_BRIEFS.filter((b) => b.language !== b.output).length} of them with the copy asked in another language
than the brief) × all 36 types × 2 texts, tones rotating, and checks each with \`defects.ts\`. "Before" is the engine
before issue #15 (commit c6502a4) measured with the same finder; "First pass" the engine after the defect fixes
(commit c951fe1); "After" the engine now. The unit test holds "After" to the issue's bar: no defect of any kind, at most
5% stock sentences, and seeded defects scoring at least 20 points below clean texts.

| Texts with … | Before | First pass | After |
|---|---:|---:|---:|
${DEFECT_KINDS.map((k) => `| ${LABELS[k]} | ${pct(BEFORE[k], BEFORE.texts)} | ${pct(FIRST_PASS[k], FIRST_PASS.texts)} | ${pct(figures.byKind[k], figures.texts)} |`).join("\n")}
| **Any defect** | **${pct(BEFORE.defective, BEFORE.texts)}** | **${pct(FIRST_PASS.defective, FIRST_PASS.texts)}** | **${pct(figures.defective, figures.texts)}** |
| Slot fills with a fact of a type the slot does not take (an offer as a promise, an audience as a claim) | ${pct(BEFORE_FLUENCY.wrongTypeFills, BEFORE_FLUENCY.fills)} of fills | — | ${pct(figures.wrongTypeFills.length, figures.slotFills)} of fills |
| The product name twice in a short slot or in one sentence | ${pct(BEFORE_FLUENCY.nameTwice, BEFORE.texts)} | — | ${pct(figures.nameTwice.length, figures.texts)} |
| A plural audience spoken to as one reader (${GROUP_LANGUAGES.join(" / ")}) | ${GROUP_LANGUAGES.map((l) => BEFORE_FLUENCY.groupAsOne[l]).join(" / ")} | — | ${GROUP_LANGUAGES.map((l) => `${figures.groupAsOne.filter((c) => c.brief.output === l).length} of ${textsIn(l)}`).join(" / ")} |
| Sentences (4+ words) reused verbatim across 3+ products | ${(BEFORE.stockSentenceShare * 100).toFixed(1)}% | ${(FIRST_PASS.stockSentenceShare * 100).toFixed(1)}% | ${(figures.stockSentenceShare * 100).toFixed(1)}% |
| Texts holding such a sentence | ${(BEFORE.stockTextShare * 100).toFixed(1)}% | ${(FIRST_PASS.stockTextShare * 100).toFixed(1)}% | ${(figures.stockTextShare * 100).toFixed(1)}% |
| conversionScore, clean texts (mean) | ${BEFORE.scoreClean} | ${FIRST_PASS.scoreClean} | ${after.clean.toFixed(1)} |
| conversionScore, defective texts (mean) | ${BEFORE.scoreDefective} | ${FIRST_PASS.scoreDefective} | ${figures.defective ? after.defective.toFixed(1) : "none left"} |
| conversionScore range | ${BEFORE.scoreMin}–${BEFORE.scoreMax} | ${FIRST_PASS.scoreMin}–${FIRST_PASS.scoreMax} | ${Math.min(...scores)}–${Math.max(...scores)} |

How the stock lines went: problem, agitation, story, urgency and "them" lines are now written from the brief's
name, audience and facts ("For restaurant owners, the workarounds add up", "The usual choice rarely keeps coffee
hot for 80 minutes"); a line that holds nothing of the brief (\`stock-lines.ts\`) is chosen only when nothing
else fits, is never added as an optional extra, and is used at most once per call. A one- or two-slot format
always carries a fact: fact-led headlines ("A maths app for kids aged 5 to 9 — Mathbloom") and a fact's head for
the tightest slots. The product's kind (\`product-kind.ts\`) gates CTAs, urgency lines and emoji: a bakery
without a CTA is asked to visit, a luxury watch gets no 🔥 or "don't let this pass you by". With no defects left
in the suite, the score is checked on defects seeded into its clean texts (quality-suite.test.ts).
`;

const crossRuns = ["saas-de-to-en", "ebike-es-to-fr", "watch-en-to-de"].map((id, i) => {
  const b = QUALITY_BRIEFS.find((x) => x.id === id)!;
  const request: AdTextRequest = { ...b, type: [26, 4, 35][i]!, tone: "Friendly", outputLanguage: b.output, emojiSelection: 2, count: 2, seed: 2000 + i };
  const notes = adTextWarnings(request).map((w) => `- *${w.code}*: ${w.message}`).join("\n");
  const texts = generateAdTexts(request).map((t, k) => `**${k + 1}.** (score ${t.conversionScore})\n\n${t.value.split("\n").map((l) => `> ${l}`).join("\n")}`).join("\n\n");
  return `### ${b.productName}: brief in \`${b.language}\`, copy in \`${b.output}\` — ${AD_TEXT_TYPES[request.type]!.name}\n\nBrief: ${b.productDescription}\n\nWarnings in the response:\n${notes}\n\n${texts}`;
});
const crossSection = `## A brief in another language than the copy

Without a text model the engine cannot translate: it writes from the language-neutral facts only (the name,
names such as "Bosch", figures with symbol units) in its own native sentences, and the response's \`warnings\`
say so. With a text model configured, the model translates and no warning is given.

${crossRuns.join("\n\n")}
`;

const intro = `# Ad text samples

Written by the built-in copy engine (\`lib/ai/copy-engine\`), no model involved, by
\`npm run docs:ad-texts\` (\`bin/ad-text-samples.ts\`). Each run is deterministic: every sample has a
fixed seed (the service seeds a new process at random, and a regeneration from its id and revision).

Each sample's brief is written in the output language, as a marketer would write it: the engine
writes its own sentences natively and inserts the product's facts verbatim. A brief in another
language is not mixed in: see the last section.

Briefs:
${[...new Set(runs.map((r) => briefs[r.product]![r.language]!))].map((p) => `- **${p.productName}** — ${p.productDescription} Audience: ${p.targetAudience}. CTA: ${p.cta}.`).join("\n")}
`;

// The hand-labelled suite of issue #25 (bench/ad-copy-quality): its figures are a person's reading, kept beside the labels.
const customerSuite = readFileSync("bench/ad-copy-quality/figures.md", "utf8");
writeFileSync("docs/ad-texts.md", `${intro}\n${customerSuite}\n${qualityTable}\n${sections.join("\n\n")}\n\n${crossSection}`);
console.log(`docs/ad-texts.md: ${runs.length} samples`);
