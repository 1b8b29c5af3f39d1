/**
 * Writes the texts of the ad-copy quality suite (issue #25) for hand labelling: every brief the
 * built-in engine can write × 10 ad types (spread over frameworks and formats), one text each, with
 * a fixed seed, and what the service answers for the cross-language and unsupported requests.
 * `node bin/run-ts.mjs ../bench/ad-copy-quality/generate.ts` rewrites texts.json (`--round5`: texts-round5.json, `--round6`: texts-round6.json, `--round7`: texts-round7.json, `--round8`: texts-round8.json, `--round9`: texts-round9.json, `--round10`: texts-round10.json, `--round11`: texts-round11.json, `--round12`: texts-round12.json, `--round13`: texts-round13.json); the labels in
 * labels.json are a person's reading of those texts, never the engine's detectors.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { generateAdTexts } from "@/lib/ai/copy-engine";
import { languageRefusal, resolveLanguage } from "@/lib/ai/language";
import { CUSTOMER_BRIEFS, type CustomerBrief } from "./briefs";
import { ROUND5_BRIEFS } from "./briefs-round5";
import { ROUND6_BRIEFS } from "./briefs-round6";
import { ROUND7_BRIEFS } from "./briefs-round7";
import { ROUND8_BRIEFS } from "./briefs-round8";
import { ROUND9_BRIEFS } from "./briefs-round9";
import { ROUND10_BRIEFS } from "./briefs-round10";
import { ROUND11_BRIEFS } from "./briefs-round11";
import { ROUND12_BRIEFS } from "./briefs-round12";
import { ROUND13_BRIEFS } from "./briefs-round13";

const TONES = ["Friendly", "Professional", "Bold", "Calm", "Persuasive"];
export const SUITE_SEED = 2511;

export interface SuiteText {
  id: string;
  brief: string;
  holdout: boolean;
  type: number;
  tone: string;
  value: string;
  conversionScore: number;
  /** The score's deductions (score-deductions.ts), for the score-gap figure; not the labels' source. */
  deductions: string[];
}

/** `perBrief` texts of each brief (10 for rounds 1-4, 5 for round 5's new briefs). */
export function suiteTexts(briefs: readonly CustomerBrief[] = CUSTOMER_BRIEFS, perBrief = 10): { texts: SuiteText[]; refusals: Array<{ brief: string; message: string }> } {
  const texts: SuiteText[] = [];
  const refusals: Array<{ brief: string; message: string }> = [];
  briefs.forEach((brief, b) => {
    const request = { productName: brief.productName, productDescription: brief.productDescription, targetAudience: brief.targetAudience, cta: brief.cta, websiteUrl: brief.websiteUrl, outputLanguage: brief.output };
    const refusal = languageRefusal(request);
    if (refusal) return void refusals.push({ brief: brief.id, message: refusal.message });
    if (!resolveLanguage(brief.output)) throw new Error(`${brief.id}: no refusal for an unwritable language`);
    for (let k = 0; k < perBrief; k++) {
      const type = (b * 5 + k * 7) % 36;
      const tone = brief.tone ?? TONES[(b + k) % TONES.length]!;
      const [text] = generateAdTexts({ ...request, type, tone, emojiSelection: 1, count: 1, seed: SUITE_SEED + k });
      const deductions = text!.features.filter((f) => f.weight === 0 && f.score === 0).map((f) => f.name);
      texts.push({ id: `${brief.id}#${type}`, brief: brief.id, holdout: brief.holdout === true, type, tone, value: text!.value, conversionScore: text!.conversionScore, deductions });
    }
  });
  return { texts, refusals };
}

if (process.argv[1]?.endsWith("generate.ts")) {
  // `--round5` / `--round6` / `--round7`: the 12 briefs of briefs-round5.ts / -round6.ts / -round7.ts, 5 texts
  // each, into texts-round5.json / -round6.json / -round7.json (`--after`: texts-round6-after.json, the engine
  // after round 6's fixes). Rounds 7 to 13 are hold-outs taken after the previous round's fixes: never tune on them.
  const round = process.argv.includes("--round13") ? 13 : process.argv.includes("--round12") ? 12 : process.argv.includes("--round11") ? 11 : process.argv.includes("--round10") ? 10 : process.argv.includes("--round9") ? 9 : process.argv.includes("--round8") ? 8 : process.argv.includes("--round7") ? 7 : process.argv.includes("--round6") ? 6 : process.argv.includes("--round5") ? 5 : 0;
  const roundBriefs = { 5: ROUND5_BRIEFS, 6: ROUND6_BRIEFS, 7: ROUND7_BRIEFS, 8: ROUND8_BRIEFS, 9: ROUND9_BRIEFS, 10: ROUND10_BRIEFS, 11: ROUND11_BRIEFS, 12: ROUND12_BRIEFS, 13: ROUND13_BRIEFS }[round as 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13];
  const out = roundBriefs ? suiteTexts(roundBriefs, 5) : suiteTexts();
  const file = round === 6 && process.argv.includes("--after") ? "texts-round6-after.json" : round ? `texts-round${round}.json` : "texts.json";
  writeFileSync(path.join(import.meta.dirname, file), `${JSON.stringify(out, null, 1)}\n`);
  console.log(`${out.texts.length} texts, ${out.refusals.length} refusals`);
}
