/**
 * The quality suite's measurement: every brief of QUALITY_BRIEFS × all 36 types, tones rotating,
 * two texts each, checked with `findDefects`, plus stock sentences (the same sentence, verbatim,
 * in the texts of three or more products). The unit test holds the figures to their bar and
 * `npm run docs:ad-texts` prints them in docs/ad-texts.md.
 */
import { parseBrief, singularYouToGroup, TONES } from "@/lib/ai/language";
import { type DefectKind, findDefects, sentencesOf } from "./defects";
import { generateAdTexts, type GeneratedAdText } from "./generate";
import { LANGUAGE_PACKS } from "./languages";
import { briefRequest, QUALITY_BRIEFS, type QualityBrief } from "./quality-briefs";
import { nameRepeated } from "./score-fluency";
import { isWrongType, recordFills, type SlotFill } from "./slot-types";
import { AD_TEXT_TYPES, type AdTextTypeInfo } from "./types";

export interface QualityCase {
  brief: QualityBrief;
  info: AdTextTypeInfo;
  tone: string;
  text: GeneratedAdText;
  defects: ReturnType<typeof findDefects>;
  /** Every fact the writer put in a slot for this case's call (both texts), with the slot's move. */
  fills: SlotFill[];
}

export interface QualityFigures {
  texts: number;
  /** Texts with at least one defect of the kind. */
  byKind: Record<DefectKind, number>;
  /** Texts with any defect. */
  defective: number;
  /** Sentences (4+ words) found verbatim in the texts of 3+ products, over all such sentences. */
  stockSentenceShare: number;
  /** Texts holding such a sentence, over all texts. */
  stockTextShare: number;
  cases: QualityCase[];
  stock: Array<{ sentence: string; products: number }>;
  /** Facts put in a slot, and those of a type the slot does not take (an offer as a promise, an audience as a claim). */
  slotFills: number;
  wrongTypeFills: SlotFill[];
  /** Texts that say the product name twice in a short slot or in one sentence (score-fluency.ts). */
  nameTwice: QualityCase[];
  /** Texts that speak to a plural audience as one reader ("Ristoratori, questo è per te"; address.ts). */
  groupAsOne: QualityCase[];
}

export const DEFECT_KINDS: readonly DefectKind[] = [
  "doubledWord", "danglingConjunction", "splitNumber", "bareNumber", "twoColons", "lowercasedName", "foreignClause", "factFree",
];

const TONE_NAMES: readonly string[] = TONES;

export function generateQualityCases(briefs: readonly QualityBrief[] = QUALITY_BRIEFS): QualityCase[] {
  const cases: QualityCase[] = [];
  briefs.forEach((brief, b) => {
    for (const info of AD_TEXT_TYPES) {
      const tone = TONE_NAMES[(b * 7 + info.value) % TONE_NAMES.length] ?? "Friendly";
      const { result: texts, fills } = recordFills(() => generateAdTexts({
        ...briefRequest(brief),
        type: info.value,
        tone,
        emojiSelection: 2,
        count: 2,
        seed: 7000 + b * 100 + info.value,
      }));
      // The call's fills go with its first text, so each is counted once.
      texts.forEach((text, k) => cases.push({ brief, info, tone, text, defects: findDefects(text.value, info, brief, brief.output), fills: k === 0 ? fills : [] }));
    }
  });
  return cases;
}

const normalise = (sentence: string) => sentence.toLocaleLowerCase().replace(/[\p{Extended_Pictographic}\uFE0F]/gu, "").replace(/[.!?…\s]+$/u, "").trim();

export function measureQuality(cases: QualityCase[] = generateQualityCases()): QualityFigures {
  const byKind = Object.fromEntries(DEFECT_KINDS.map((k) => [k, 0])) as Record<DefectKind, number>;
  for (const c of cases) for (const kind of new Set(c.defects.map((d) => d.kind))) byKind[kind]++;

  const products = new Map<string, Set<string>>();
  const perCase = cases.map((c) => sentencesOf(c.text.value, c.info).map(normalise).filter((s) => s.split(/\s+/).length >= 4));
  perCase.forEach((sentences, i) => {
    for (const s of sentences) {
      const set = products.get(s) ?? new Set<string>();
      set.add(cases[i]!.brief.productName);
      products.set(s, set);
    }
  });
  const isStock = (s: string) => (products.get(s)?.size ?? 0) >= 3;
  const all = perCase.flat();
  const stockSentences = all.filter(isStock).length;
  const stockTexts = perCase.filter((sentences) => sentences.some(isStock)).length;
  const stock = [...products].filter(([, set]) => set.size >= 3).map(([sentence, set]) => ({ sentence, products: set.size })).sort((a, b) => b.products - a.products);

  return {
    texts: cases.length,
    byKind,
    defective: cases.filter((c) => c.defects.length > 0).length,
    stockSentenceShare: all.length ? stockSentences / all.length : 0,
    stockTextShare: cases.length ? stockTexts / cases.length : 0,
    cases,
    stock,
    slotFills: cases.reduce((n, c) => n + c.fills.length, 0),
    wrongTypeFills: cases.flatMap((c) => c.fills.filter(isWrongType)),
    nameTwice: cases.filter((c) => nameRepeated(c.text.value, c.info, c.brief.productName)),
    groupAsOne: cases.filter((c) => singularYouToGroup(c.text.value, parseBrief(c.brief, c.brief.output).audience, LANGUAGE_PACKS[c.brief.output])),
  };
}
