import { readFacts } from "../facts";
import { requireLanguage } from "../language";
import { fillPattern } from "../pattern";
import { hashString, mulberry32 } from "@/lib/random";
import { resolveTone } from "../tone";
import { cutToWords, licenseOf, unlicensedClaims, wordCount } from "@/lib/ai/language";
import { COPY_COUNTS, HEADLINE_WORDS, type AdCopies, type AdCopiesRequest } from "../types";
import { familyOf } from "./angle";
import { kindPermits, productKindOf } from "./kind";
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
  const random = mulberry32(request.seed ?? hashString(JSON.stringify(request)));
  const long = request.isLongHeadline;
  const range = long ? HEADLINE_WORDS.long : HEADLINE_WORDS.short;
  const toneWords = pack.tones[tone.key];
  // The kind of product gates closers, urgency lines and CTAs: no "Grab yours today!" for an app.
  const kind = productKindOf(request.productName, request.productDescription, request.targetAudience);
  const permitted = <T extends string | readonly [string, ...unknown[]]>(list: readonly T[]): T[] =>
    list.filter((entry) => kindPermits(language, typeof entry === "string" ? entry : entry[0], kind));
  const toneClosers = permitted(toneWords.closers);
  const context: PieceContext = { facts, tone, leads: toneWords.leads, closers: toneClosers, locale: language, maxFactWords: long ? 16 : 10 };

  // Nothing the brief does not state (issue #25): a piece that claims more ("Stocks are limited!", "new") is never offered.
  const license = licenseOf(request);
  const licensed = (piece: { text: string }) => unlicensedClaims(piece.text, language, license).length === 0;

  const closers = toneClosers.map((text): Piece => ({ text, pattern: `closer:${text}`, words: wordCount(text), facts: [], hasName: false, hasAudience: false, weight: 4 }));
  const spec: HeadlineSpec = {
    count: COPY_COUNTS.headlines,
    range,
    extra: long ? [2, 5] : [1, 3],
    maxNames: long ? 2 : 1,
    wantFacts: long ? 2 : 1,
    lengthBias: tone.lengthBias,
    strategy: family !== null,
  };
  const pools = {
    openers: mark(expandAll(pack.openers, context), "opener").filter(licensed),
    middles: [...mark(expandAll(pack.details, context), "detail"), ...mark(expandAll(pack.fillers, context), "filler")].filter(licensed),
    angles: family ? mark(expandAll(permitted(pack.angles[family]), context), "angle").filter(licensed) : [],
    closers: closers.filter(licensed),
  };
  // Only a padded headline (a thin brief) or a product name of many words can overshoot: cut at a word boundary.
  const dangling = new Set(pack.dangling);
  const headlines = composeHeadlines(pools, spec, random).map((parts) => finishText(cutToWords(parts.map((p) => p.text).join(" "), range[1], dangling), tone, language));

  const punchContext = { ...context, maxFactWords: 8 };
  const punchlines = choosePunchlines(
    mark(expandAll(pack.punchlines, punchContext), "punch").filter(licensed),
    family ? mark(expandAll(permitted(pack.anglePunchlines[family]), punchContext), "angle").filter(licensed) : [],
    COPY_COUNTS.punchlines,
    random,
  ).map((p) => finishText(p.text, tone, language));

  const callToActions = chooseCtas(pack, {
    cta: request.cta,
    description: request.productDescription,
    kind,
    family,
    tone,
    count: COPY_COUNTS.callToActions,
    fill: (text) => fillPattern(text, (key) => (key === "name" ? facts.name : null), { formal: tone.formal, locale: language }),
    finish: (text) => finishCta(text, tone, language),
    allowed: (text) => licensed({ text }),
  });

  return { headlines, punchlines, callToActions };
}
