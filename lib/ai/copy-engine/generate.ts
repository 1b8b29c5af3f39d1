import { formalFor, licenseOf, parseBrief, resolveTone, UnsupportedLanguageError } from "@/lib/ai/language";
import { briefTypos } from "./vocabulary";
import { writeText, type WriterSetup } from "./compose";
import { parseCustomRequest } from "./custom-request";
import { categoryEmoji, emojiCount, toneEmojiFor } from "./emoji";
import { LANGUAGE_PACKS, resolveLanguage } from "./languages";
import { openingOf } from "./openings";
import { planFor } from "./plans";
import { createRng } from "@/lib/random";
import { scoreAdText, type ScoreFeature } from "./score";
import { adTextType } from "./types";

export interface AdTextRequest {
  productName: string;
  productDescription: string;
  targetAudience?: string;
  /** AdTextType, 0..35. */
  type: number;
  tone?: string;
  outputLanguage: string;
  cta?: string;
  websiteUrl?: string;
  emojiSelection: 0 | 1 | 2;
  customRequest?: string;
  /** How many texts to write, 1..10. */
  count: number;
  seed: number;
  /** Openings of texts kept from an earlier revision; new texts start differently. */
  avoidOpenings?: string[];
}

export interface GeneratedAdText {
  value: string;
  conversionScore: number;
  features: ScoreFeature[];
}

// A short first section can let two texts share their first words; a few reseeded tries settle it.
const ATTEMPTS = 6;

/** Writes `count` ad texts for one request; deterministic for the same request and seed. */
export function generateAdTexts(request: AdTextRequest): GeneratedAdText[] {
  const language = resolveLanguage(request.outputLanguage);
  if (!language) throw new UnsupportedLanguageError(request.outputLanguage);
  const info = adTextType(request.type);
  if (!info) throw new RangeError(`Ad text type ${request.type} is not in 0..35`);

  const custom = parseCustomRequest(request.customRequest);
  const tone = resolveTone(request.tone);
  // A word the customer mistyped ("Fahrstunen") is never copied: the phrase holding it is left out (a warning says so).
  const typos = briefTypos(request, language).map((t) => t.word.toLocaleLowerCase(language));
  const brief = parseBrief(request, language, typos.length ? [...custom.avoid, ...typos] : custom.avoid);
  const category = categoryEmoji(brief, request.productDescription);
  const setup: WriterSetup = {
    info,
    source: request,
    plan: planFor(info.value),
    pack: LANGUAGE_PACKS[language],
    brief,
    tone,
    formal: formalFor(custom.address, brief.cta, LANGUAGE_PACKS[language], tone.formal, brief.audience),
    custom,
    emojiCount: emojiCount(info, tone, request.emojiSelection, custom),
    emojiSet: [...new Set([...(category ? [category] : []), ...toneEmojiFor(tone.key, brief.kind)])],
    exclaim: custom.exclamation === false ? 0 : tone.exclaim,
    lengthBias: tone.lengthBias + custom.length * 2.5,
    callTemplates: new Map(),
    finished: new Map(),
    license: licenseOf(request),
    unlicensed: new Map(),
  };

  const count = Math.max(1, Math.min(10, Math.round(request.count) || 1));
  const used = new Set((request.avoidOpenings ?? []).map(openingOf).filter(Boolean));
  const texts: GeneratedAdText[] = [];
  for (let i = 0; i < count; i++) {
    let value = "";
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const rng = createRng(request.seed, i, attempt, info.value, language, tone.key, brief.name, request.productDescription);
      value = writeText(setup, rng, i + attempt, used).value;
      if (!used.has(openingOf(value))) break;
    }
    used.add(openingOf(value));
    texts.push({ value, ...scoreAdText(value, request) });
  }
  return texts;
}
