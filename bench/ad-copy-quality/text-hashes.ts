/**
 * One hash over a large fixed sample of what the two text engines write, for refactors that must
 * not change a word (moving per-language data between folders, say): the copy engine's
 * generateAdTexts and the text operations' writeAdCopies (headlines, punchlines, calls to action;
 * with and without the advertiser's CTA), suggestStrategies and rewriteHeadline (five limits from
 * 30 to 90 characters), over every brief of the quality suites (the engine's own
 * and all rounds of the customer briefs), in each brief's language and in all eight output
 * languages, all 15 tones, fixed seeds. A refused or failing request counts with its message.
 * `node bin/run-ts.mjs ../bench/ad-copy-quality/text-hashes.ts` prints the count and the hash per
 * engine and over all; `--dump <file>` also writes every output line, to diff two runs.
 */
import { createHash } from "node:crypto";
import { writeFileSync } from "node:fs";
import { generateAdTexts } from "@/lib/ai/copy-engine";
import { QUALITY_BRIEFS } from "@/lib/ai/copy-engine/quality-briefs";
import { LANGUAGE_CODES, TONES } from "@/lib/ai/language";
import { rewriteHeadline, suggestStrategies, writeAdCopies } from "@/lib/ai/text-ops";
import { CUSTOMER_BRIEFS } from "./briefs";
import { ROUND5_BRIEFS } from "./briefs-round5";
import { ROUND6_BRIEFS } from "./briefs-round6";
import { ROUND7_BRIEFS } from "./briefs-round7";
import { ROUND8_BRIEFS } from "./briefs-round8";
import { ROUND9_BRIEFS } from "./briefs-round9";
import { ROUND10_BRIEFS } from "./briefs-round10";

interface SampleBrief {
  id: string;
  output: string;
  productName: string;
  productDescription: string;
  targetAudience?: string;
  cta?: string;
  websiteUrl?: string;
}

const BRIEFS: readonly SampleBrief[] = [...QUALITY_BRIEFS, ...CUSTOMER_BRIEFS, ...ROUND5_BRIEFS, ...ROUND6_BRIEFS, ...ROUND7_BRIEFS, ...ROUND8_BRIEFS, ...ROUND9_BRIEFS, ...ROUND10_BRIEFS];
const GOALS = ["purchase", "sign-up", "download", "booking", "lead", "brand awareness"];
// Every run is rewritten at each limit: at 30 to 40 characters the tones' shortest words take over.
const LIMITS = [30, 35, 40, 60, 90];

const lines: Record<"copy-engine" | "ad-copies" | "strategies" | "rewrite", string[]> = { "copy-engine": [], "ad-copies": [], strategies: [], rewrite: [] };

/** The output, or the error's message: a refusal is an output too. */
function attempt(write: () => unknown): string {
  try {
    return JSON.stringify(write());
  } catch (error) {
    return `! ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`;
  }
}

BRIEFS.forEach((brief, b) => {
  const base = { productName: brief.productName, productDescription: brief.productDescription, targetAudience: brief.targetAudience, cta: brief.cta, websiteUrl: brief.websiteUrl };
  // Each tone in the brief's own language, then each of the eight languages (a cross-language request).
  const runs = [
    ...TONES.map((tone, t) => ({ tone, language: brief.output, k: t })),
    ...LANGUAGE_CODES.map((language, l) => ({ tone: TONES[(b + l) % TONES.length]!, language, k: TONES.length + l })),
  ];
  for (const { tone, language, k } of runs) {
    const seed = 2511 + b * 31 + k;
    const key = `${brief.id}|${language}|${tone}`;
    const texts = attempt(() =>
      generateAdTexts({ ...base, outputLanguage: language, tone, type: (b * 5 + k * 7) % 36, emojiSelection: (k % 3) as 0 | 1 | 2, count: 1 + (k % 2), seed }).map((text) => [text.value, text.conversionScore]),
    );
    lines["copy-engine"].push(`${key}|${texts}`);
    let headline = brief.productName;
    const copies = attempt(() => {
      const result = writeAdCopies({ ...base, targetAudience: base.targetAudience ?? "", cta: base.cta ?? "", outputLanguage: language, tone, strategy: k % 3 ? undefined : "Social proof", isLongHeadline: k % 2 === 1, seed });
      headline = result.headlines[0] ?? headline;
      return result;
    });
    lines["ad-copies"].push(`${key}|${copies}`);
    if (k >= TONES.length) {
      // No CTA of the advertiser's: the kind's calls to action and the goal's come first.
      lines["ad-copies"].push(`${key}|no-cta|${attempt(() => writeAdCopies({ ...base, targetAudience: base.targetAudience ?? "", cta: "", outputLanguage: language, tone, isLongHeadline: false, seed }))}`);
    }
    for (const limit of LIMITS) {
      lines.rewrite.push(`${key}|${limit}|${attempt(() => rewriteHeadline({ ...base, headLine: headline, tone, language: (k + limit) % 4 === 3 ? undefined : language, textLimit: limit, seed }))}`);
    }
  }
  for (const [g, adGoal] of GOALS.entries()) {
    const request = { ...base, targetAudience: base.targetAudience ?? "", adGoal, currentStrategies: g % 2 ? ["Social proof", "Discount"] : [] };
    lines.strategies.push(`${brief.id}|${adGoal}|${attempt(() => suggestStrategies(request))}`);
  }
});

const hash = (text: string) => createHash("sha256").update(text).digest("hex").slice(0, 16);
const all = Object.values(lines).flat();
for (const [engine, list] of Object.entries(lines)) console.log(`${engine}: ${list.length} outputs, ${list.filter((line) => line.includes("|! ")).length} refused, hash ${hash(list.join("\n"))}`);
console.log(`all: ${all.length} outputs from ${BRIEFS.length} briefs, hash ${hash(all.join("\n"))}`);
const dump = process.argv.indexOf("--dump");
if (dump > 0 && process.argv[dump + 1]) writeFileSync(process.argv[dump + 1]!, `${all.join("\n")}\n`);
