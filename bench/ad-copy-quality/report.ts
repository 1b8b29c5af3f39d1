/**
 * The quality suite's figures (issue #25) from the hand labels in labels.json and the texts in
 * texts.json: labels as a copywriter read them, the claim checker's count for comparison, and the
 * score of texts people found clean against texts they found flawed.
 * `node bin/run-ts.mjs ../bench/ad-copy-quality/report.ts` (`--round5` … `--round13`: that round's texts and labels; `--rescore`: today's score of the same texts)
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { scoreAdText } from "@/lib/ai/copy-engine";
import { licenseOf, unlicensedClaims } from "@/lib/ai/language";
import { resolveLanguage } from "@/lib/ai/language";
import { CUSTOMER_BRIEFS } from "./briefs";
import { ROUND5_BRIEFS } from "./briefs-round5";
import { ROUND6_BRIEFS } from "./briefs-round6";
import { ROUND7_BRIEFS } from "./briefs-round7";
import { ROUND8_BRIEFS } from "./briefs-round8";
import { ROUND9_BRIEFS } from "./briefs-round9";
import { ROUND10_BRIEFS } from "./briefs-round10";
import { ROUND11_BRIEFS } from "./briefs-round11";
import { ROUND12_BRIEFS } from "./briefs-round12";
import { ROUND13_BRIEFS } from "./briefs-round13";
import type { SuiteText } from "./generate";

interface Label { id: string; label: "ship" | "edit" | "never"; inventedClaim: boolean; brokenGrammar: boolean; stockLine: boolean; mixedLanguage: boolean; note: string }

const dir = import.meta.dirname;
// `--round5` … `--round13`: the texts of that round's briefs (5 each) and their labels. `--rescore`
// scores the labelled texts again with the engine as it is now (the texts are the ones people read).
const round = process.argv.includes("--round13") ? 13 : process.argv.includes("--round12") ? 12 : process.argv.includes("--round11") ? 11 : process.argv.includes("--round10") ? 10 : process.argv.includes("--round9") ? 9 : process.argv.includes("--round8") ? 8 : process.argv.includes("--round7") ? 7 : process.argv.includes("--round6") ? 6 : process.argv.includes("--round5") ? 5 : 0;
const suffix = round ? `-round${round}` : "";
const { texts, refusals } = JSON.parse(readFileSync(path.join(dir, `texts${suffix}.json`), "utf8")) as { texts: SuiteText[]; refusals: unknown[] };
const { labels } = JSON.parse(readFileSync(path.join(dir, `labels${suffix}.json`), "utf8")) as { labels: Label[] };
const byId = new Map(texts.map((t) => [t.id, t]));
const briefs = new Map([...CUSTOMER_BRIEFS, ...ROUND5_BRIEFS, ...ROUND6_BRIEFS, ...ROUND7_BRIEFS, ...ROUND8_BRIEFS, ...ROUND9_BRIEFS, ...ROUND10_BRIEFS, ...ROUND11_BRIEFS, ...ROUND12_BRIEFS, ...ROUND13_BRIEFS].map((b) => [b.id, b]));
const pct = (n: number, d: number) => `${n} of ${d} (${d ? ((100 * n) / d).toFixed(1) : "0"}%)`;
const mean = (xs: number[]) => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : "—");

const checker = texts.filter((t) => {
  const brief = briefs.get(t.brief)!;
  return unlicensedClaims(t.value, resolveLanguage(brief.output)!, licenseOf({ ...brief })).length > 0;
}).length;

const flawed = (l: Label) => l.inventedClaim || l.brokenGrammar || l.stockLine || l.mixedLanguage;
// The score each text had when it was written, or (`--rescore`) today's score of the very text people read.
const rescore = process.argv.includes("--rescore");
const rescored = (t: SuiteText): number => {
  const b = briefs.get(t.brief)!;
  const request = { type: t.type, tone: t.tone, productName: b.productName, productDescription: b.productDescription, targetAudience: b.targetAudience, cta: b.cta, websiteUrl: b.websiteUrl, outputLanguage: b.output, emojiSelection: 1 as const };
  return scoreAdText(t.value, request).conversionScore;
};
const scores = new Map(texts.map((t) => [t.id, rescore ? rescored(t) : t.conversionScore]));
const score = (l: Label) => scores.get(l.id)!;
const rows: string[] = [];
for (const [name, subset] of [["all labelled", labels], ["tuning briefs", labels.filter((l) => !byId.get(l.id)!.holdout)], ["hold-out briefs", labels.filter((l) => byId.get(l.id)!.holdout)]] as const) {
  const n = subset.length;
  rows.push(
    `| ${name} | ${n} | ${pct(subset.filter((l) => l.label === "ship").length, n)} | ${pct(subset.filter((l) => l.label === "edit").length, n)} | ${pct(subset.filter((l) => l.label === "never").length, n)} | ${pct(subset.filter((l) => l.inventedClaim).length, n)} | ${pct(subset.filter((l) => l.mixedLanguage).length, n)} |`,
  );
}
const clean = labels.filter((l) => !flawed(l));
const bad = labels.filter(flawed);
console.log(`Texts written: ${texts.length}; cross-language and unsupported requests refused before writing: ${refusals.length}`);
console.log(`Invented claims by the checker: ${pct(checker, texts.length)}`);
console.log("| texts | labelled | ship | light edit | never | invented claim (by hand) | mixed language (by hand) |\n|---|---:|---:|---:|---:|---:|---:|");
console.log(rows.join("\n"));
console.log(`\nconversionScore, mean: clean by hand ${mean(clean.map(score))} (${clean.length}), flawed by hand ${mean(bad.map(score))} (${bad.length}); gap ${(Number(mean(clean.map(score))) - Number(mean(bad.map(score)))).toFixed(1)}`);
for (const [name, holdout] of [["tuning briefs", false], ["hold-out briefs", true]] as const) {
  const subset = labels.filter((l) => byId.get(l.id)!.holdout === holdout);
  const c = subset.filter((l) => !flawed(l)).map(score);
  const f = subset.filter(flawed).map(score);
  console.log(`  ${name}: clean ${mean(c)} (${c.length}), flawed ${mean(f)} (${f.length}); gap ${(Number(mean(c)) - Number(mean(f))).toFixed(1)}`);
}
for (const flaw of ["inventedClaim", "brokenGrammar", "stockLine"] as const) {
  const with_ = labels.filter((l) => l[flaw]);
  console.log(`  ${flaw}: ${mean(with_.map(score))} (${with_.length})`);
}
console.log(`  by label: ship ${mean(labels.filter((l) => l.label === "ship").map(score))}, edit ${mean(labels.filter((l) => l.label === "edit").map(score))}, never ${mean(labels.filter((l) => l.label === "never").map(score))}`);
