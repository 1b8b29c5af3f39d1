/**
 * For the tests that judge the engine and its score on a round's briefs (bench/ad-copy-quality, issue #25):
 * a brief as the API is sent it, the texts the engine writes for it (every type, cached per brief), and
 * the deductions the score makes of a text read by hand.
 */
import type { LanguageCode } from "@/lib/ai/language";
import type { CustomerBrief } from "../../../bench/ad-copy-quality/briefs";
import { generateAdTexts } from "./generate";
import { scoreAdText, type ScoreRequest } from "./score";

/** The rounds' briefs by id; a missing id fails loudly. */
export function briefsById(...rounds: ReadonlyArray<readonly CustomerBrief[]>): (id: string) => CustomerBrief {
  const byId = new Map(rounds.flat().map((b) => [b.id, b]));
  return (id) => {
    const found = byId.get(id);
    if (!found) throw new Error(`no brief ${id}`);
    return found;
  };
}

/** The brief's fields as a request carries them, and the language it is written in. */
export function requestOf(brief: CustomerBrief) {
  return { request: { productName: brief.productName, productDescription: brief.productDescription, targetAudience: brief.targetAudience, cta: brief.cta, tone: brief.tone }, language: brief.language as LanguageCode };
}

const written = new Map<string, string[]>();
/** `count` texts of every one of the 36 types, in the brief's own language, seeded by `seed` + type. */
export function textsOf(brief: CustomerBrief, count: number, seed: number): string[] {
  const key = `${brief.id}|${count}|${seed}`;
  let out = written.get(key);
  if (out) return out;
  const { request, language } = requestOf(brief);
  out = [];
  for (let type = 0; type < 36; type++) for (const { value } of generateAdTexts({ ...request, type, outputLanguage: language, emojiSelection: 0, count, seed: seed + type })) out.push(value);
  written.set(key, out);
  return out;
}

/** The request the score reads a text of `type` against. */
export function scoreRequestOf(brief: CustomerBrief, type: number): ScoreRequest {
  return { type, productName: brief.productName, productDescription: brief.productDescription, targetAudience: brief.targetAudience, cta: brief.cta, tone: brief.tone, outputLanguage: brief.output, emojiSelection: 1 };
}

/** The deductions the score makes of a text (features of weight 0 that scored 0). */
export const deductionsOf = (value: string, request: ScoreRequest): string[] =>
  scoreAdText(value, request).features.filter((f) => f.weight === 0 && f.score === 0).map((f) => f.name);
