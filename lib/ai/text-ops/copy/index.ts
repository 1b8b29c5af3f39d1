import { readFacts } from "../facts";
import { requireLanguage } from "../language";
import { fillPattern } from "../pattern";
import { hashText, seededRandom } from "../rng";
import { resolveTone } from "../tone";
import { cutToWords, wordCount } from "../text";
import { COPY_COUNTS, HEADLINE_WORDS, type AdCopies, type AdCopiesRequest } from "../types";
import { familyOf } from "./angle";
import { chooseCtas } from "./ctas";
import { finishCta, finishText } from "./finish";
import { composeHeadlines, type HeadlineSpec } from "./headlines";
import { COPY_PACKS } from "./packs";
import { expandAll, type Piece, type PieceContext } from "./pieces";
import { choosePunchlines } from "./punchlines";

export { familyOf } from "./angle";
export { COPY_PACKS } from "./packs";

const mark = (pieces: Piece[], prefix: string) => pieces.map((p) => ({ ...p, pattern: `${prefix}:${p.pattern}` }));

/**
 * Built-in AdCopies: headlines, punchlines and calls to action in the output language and tone,
 * shaped by the strategy's family when the strategy names one. Throws UnsupportedLanguageError
 * for a language without a pack.
 */
export function writeAdCopies(request: AdCopiesRequest): AdCopies {
  const language = requireLanguage(request.outputLanguage);
  const pack = COPY_PACKS[language];
  const tone = resolveTone(request.tone);
  const family = familyOf(request.strategy);
  const facts = readFacts(request, language);
  const random = seededRandom(request.seed ?? hashText(JSON.stringify(request)));
  const long = request.isLongHeadline;
  const range = long ? HEADLINE_WORDS.long : HEADLINE_WORDS.short;
  const toneWords = pack.tones[tone.key];
  const context: PieceContext = { facts, tone, leads: toneWords.leads, closers: toneWords.closers, locale: language, maxFactWords: long ? 16 : 10 };

  const closers = toneWords.closers.map((text): Piece => ({ text, pattern: `closer:${text}`, words: wordCount(text), facts: [], hasName: false, hasAudience: false, weight: 4 }));
  const spec: HeadlineSpec = {
    count: COPY_COUNTS.headlines,
    range,
    extra: long ? [2, 4] : [1, 2],
    maxNames: long ? 2 : 1,
    wantFacts: long ? 2 : 1,
    lengthBias: tone.lengthBias,
    strategy: family !== null,
  };
  const pools = {
    openers: mark(expandAll(pack.openers, context), "opener"),
    middles: mark(expandAll(pack.details, context), "detail"),
    angles: family ? mark(expandAll(pack.angles[family], context), "angle") : [],
    closers,
  };
  let headlines = composeHeadlines(pools, spec, random).map((parts) => finishText(parts.map((p) => p.text).join(" "), tone, language));
  if (headlines.length < spec.count) {
    // Only a product name too long for the range gets here: its headlines are cut to the maximum.
    const extra = pools.openers.slice(0, spec.count - headlines.length).map((p) => finishText(cutToWords(`${p.text} ${toneWords.closers[0]}`, range[1], new Set(pack.dangling)), tone, language));
    headlines = [...headlines, ...extra];
  }

  const punchContext = { ...context, maxFactWords: 8 };
  const punchlines = choosePunchlines(
    mark(expandAll(pack.punchlines, punchContext), "punch"),
    family ? mark(expandAll(pack.anglePunchlines[family], punchContext), "angle") : [],
    COPY_COUNTS.punchlines,
    random,
  ).map((p) => finishText(p.text, tone, language));

  const callToActions = chooseCtas(pack, {
    cta: request.cta,
    description: request.productDescription,
    family,
    tone,
    count: COPY_COUNTS.callToActions,
    fill: (text) => fillPattern(text, (key) => (key === "name" ? facts.name : null), { formal: tone.formal, locale: language }),
    finish: (text) => finishCta(text, tone, language),
  });

  return { headlines, punchlines, callToActions };
}
