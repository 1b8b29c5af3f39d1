import { countEmoji, formalFor, normWords, parseBrief, resolveTone, sentencesOf, withoutPhrases, wordsOf, wrongAddressWords } from "@/lib/ai/language";
import { parseCustomRequest } from "./custom-request";
import { carriesFact, type DefectKind, findDefects, sentencesOf as sentencesOfType } from "./defects";
import { emojiCount } from "./emoji";
import { LANGUAGE_PACKS, resolveLanguage } from "./languages";
import { checkLimits } from "./limits";
import { resolveAddress } from "./pattern";
import { expectsCta } from "./plans";
import { FLUENCY_COST, FLUENCY_LABELS, fluencyIssues } from "./score-fluency";
import { DEDUCTION, FLAW_LABELS, flawsOf, type Flaw } from "./score-deductions";
import { adTextType } from "./types";

export interface ScoreFeature {
  name: string;
  label: string;
  score: number;
  weight: number;
}

export interface AdTextScore {
  conversionScore: number;
  features: ScoreFeature[];
}

/** What the score needs to know about the request a text was written for. */
export interface ScoreRequest {
  type: number;
  productName: string;
  productDescription: string;
  outputLanguage: string;
  emojiSelection: 0 | 1 | 2;
  tone?: string;
  cta?: string;
  targetAudience?: string;
  websiteUrl?: string;
  customRequest?: string;
}

const clamp = (n: number): number => Math.max(0, Math.min(100, Math.round(n)));
const mean = (values: number[]): number => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 100);

/**
 * Scores any ad text (the engine's or a remote model's) from named, explainable features.
 * The total is the weighted mean of the features, rounded.
 */
export function scoreAdText(value: string, request: ScoreRequest): AdTextScore {
  const info = adTextType(request.type);
  if (!info) throw new RangeError(`Ad text type ${request.type} is not in 0..35`);
  const language = resolveLanguage(request.outputLanguage);
  const pack = LANGUAGE_PACKS[language ?? "en"];
  const custom = parseCustomRequest(request.customRequest);
  const brief = parseBrief(request, language ?? "en");
  const tone = resolveTone(request.tone);
  const words = normWords(value);
  const wordSet = new Set(words);
  const lower = value.toLowerCase();

  // Limits: full marks when every slot fits; overflow and rule breaks cost in proportion.
  const check = checkLimits(value, request.type);
  const overflow = Math.max(0, ...check.slots.map((s) => s.length / Math.max(1, s.maxChars) - 1));
  const limitsFit = clamp(100 - overflow * 200 - check.issues.length * 35);

  const ctaWords = brief.cta ? normWords(brief.cta) : [];
  const ctaHit =
    (ctaWords.length > 0 && ctaWords.filter((w) => wordSet.has(w)).length >= Math.ceil(ctaWords.length * 0.6)) ||
    pack.ctaWords.some((w) => wordSet.has(w)) ||
    (brief.contact === true && words.some((w) => pack.contactCtaWords.includes(w))) ||
    (brief.domain !== null && lower.includes(brief.domain));
  const ctaPresent = ctaHit ? 100 : 0;

  // Specificity: the product's name, its own words and its numbers, against what the format can hold.
  const expected = info.maxChars >= 300 ? 4 : info.maxChars >= 100 ? 2 : 1;
  const ownWords = brief.keywords.filter((k) => wordSet.has(k.toLowerCase())).length;
  const digits = brief.numbers.flatMap((n) => n.match(/\d+(?:[.,]\d+)?/g) ?? []);
  const numberPart = digits.length ? (digits.some((d) => value.includes(d)) ? 30 : 0) : 30 * Math.min(1, ownWords / (expected + 1));
  const specificity = clamp((value.includes(brief.name) ? 40 : 0) + 30 * Math.min(1, ownWords / expected) + numberPart);

  const sentences = sentencesOf(value);
  const perSentence = sentences.map((s) => wordsOf(s).length);
  const avgWords = mean(perSentence);
  const longLimit = ["de", "nl", "tr"].includes(pack.code) ? 18 : 14;
  const longShare = words.length ? words.filter((w) => [...w].length > longLimit).length / words.length : 0;
  const caps = (value.match(/\b\p{Lu}{4,}\b/gu) ?? []).filter((w) => !brief.name.includes(w)).length;
  const readability = clamp(100 - Math.max(0, avgWords - 16) * 6 - longShare * 200 - caps * 10);

  const toneChecks: number[] = [];
  const exclaims = value.includes("!");
  toneChecks.push(tone.exclaim === 0 ? (exclaims ? 20 : 100) : tone.exclaim === 2 ? (exclaims ? 100 : 40) : 100);
  const [minWords, maxWords] = tone.sentenceWords;
  if (info.maxChars >= 100) toneChecks.push(clamp(100 - Math.max(0, minWords - avgWords, avgWords - maxWords) * 10));
  const formal = formalFor(custom.address, brief.cta, pack, tone.formal, brief.audience);
  // The user's own phrases keep their address (a CTA, a fact): only the engine's words are judged.
  const own = [brief.cta, brief.audience, ...[...brief.benefits, ...brief.features].flatMap((f) => [f.text, f.short])];
  const wrongAddress = wrongAddressWords(withoutPhrases(value, own), pack, formal);
  if (pack.formalWords.length) toneChecks.push(wrongAddress.length ? 30 : 100);
  if (info.maxChars >= 150) {
    const lexicon = pack.tones[tone.key];
    // Lexicon entries may switch with the address ({Sie|du}): either form is the tone's marker.
    const marker = [...lexicon.lead, ...lexicon.close, ...lexicon.open]
      .flatMap((entry) => [resolveAddress(entry, true), resolveAddress(entry, false)])
      .some((entry) => lower.includes(entry.toLowerCase().replace(/[.!?:]$/, "")));
    toneChecks.push(marker ? 100 : 60);
  }
  const toneMatch = clamp(mean(toneChecks));

  const emoji = countEmoji(value);
  const wanted = emojiCount(info, tone, request.emojiSelection, custom);
  const forbidden = info.rules.noEmoji || request.emojiSelection === 1;
  const emojiPolicy = forbidden ? (emoji === 0 ? 100 : 0) : request.emojiSelection === 0 ? (emoji > 0 ? 100 : 0) : wanted === 0 ? (emoji === 0 ? 100 : 50) : emoji > 0 ? 100 : 70;

  // Sound copy: each kind of defect a copywriter would not ship costs 60; a foreign clause or a
  // short text without any fact of the product is as bad as a broken phrase.
  const defects = new Set(findDefects(value, info, request, language ?? "en").map((d) => d.kind));
  const soundness = clamp(100 - defects.size * 60);
  // Original: sentences of four words or more that say nothing of this product (no name, no fact)
  // could sit in any ad; their share costs.
  const long = sentencesOfType(value, info).filter((s) => wordsOf(s).length >= 4);
  const generic = long.filter((s) => !s.includes(brief.name) && !carriesFact(s, request)).length;
  const originality = clamp(100 - (long.length ? (generic / long.length) * 100 : 0));

  // Fluent: no name twice in a short slot, no question that is not one ("Looking for a reduces…?").
  const verbStarts = new Set([...brief.benefits, ...brief.features].filter((f) => f.form === "verb").map((f) => (f.text.split(/\s+/)[0] ?? "").toLowerCase()));
  const clumsy = fluencyIssues(value, info, brief.name, pack, verbStarts, brief.audience);
  const fluency = clamp(100 - clumsy.reduce((sum, issue) => sum + FLUENCY_COST[issue], 0));

  const features: ScoreFeature[] = [
    { name: "limitsFit", label: "Fits the format's limits", score: limitsFit, weight: 25 },
    { name: "ctaPresent", label: "Call to action present", score: ctaPresent, weight: expectsCta(request.type) ? 15 : 0 },
    { name: "specificity", label: "Specific: numbers and the product's own words", score: specificity, weight: 20 },
    { name: "readability", label: "Easy to read", score: readability, weight: 15 },
    { name: "toneMatch", label: "Matches the tone", score: toneMatch, weight: 15 },
    { name: "emojiPolicy", label: "Follows the emoji rule", score: emojiPolicy, weight: 10 },
    { name: "soundness", label: `Reads as shippable copy${defects.size ? ` (found: ${[...defects].map(describeDefect).join(", ")})` : ""}`, score: soundness, weight: 75 },
    { name: "originality", label: "Says something only this product can say", score: originality, weight: 20 },
    { name: "fluency", label: `Reads naturally${clumsy.length ? ` (found: ${clumsy.map((i) => FLUENCY_LABELS[i]).join(", ")})` : ""}`, score: fluency, weight: 30 },
  ];
  const totalWeight = features.reduce((sum, f) => sum + f.weight, 0);
  const weighted = features.reduce((sum, f) => sum + f.score * f.weight, 0) / totalWeight;
  // Flaws no weighting may average away: each is a deduction of its own (score-deductions.ts), shown as a feature of weight 0.
  const { flaws, claims } = flawsOf({ value, language: language ?? "en", brief: request, defects, genericSentences: generic });
  for (const flaw of Object.keys(FLAW_LABELS) as Flaw[]) {
    const found = flaws.includes(flaw);
    const detail = found && flaw === "inventedClaim" ? ` (found: ${claims.map((c) => `“${c.phrase}”`).join(", ")})` : "";
    features.push({ name: flaw, label: `${FLAW_LABELS[flaw]}${found ? `: −${DEDUCTION} points${detail}` : ""}`, score: found ? 0 : 100, weight: 0 });
  }
  const conversionScore = clamp(weighted - DEDUCTION * flaws.length);
  return { conversionScore, features };
}

const DEFECT_LABELS: Record<DefectKind, string> = {
  doubledWord: "a doubled word",
  danglingConjunction: "a dangling conjunction",
  splitNumber: "a number split from its other half",
  bareNumber: "a bare number as a slot",
  twoColons: "two colons in a sentence",
  lowercasedName: "a name in lower case",
  foreignClause: "a clause in another language",
  factFree: "no fact of the product",
};
const describeDefect = (kind: DefectKind): string => DEFECT_LABELS[kind];
