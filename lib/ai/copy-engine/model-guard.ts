/**
 * The guards a text model's ad text passes (issue #25), the same the engine's own texts are held
 * to: the format's limits, nothing claimed the brief does not state (claims/), and one language,
 * the one asked for. Each problem is a sentence the model can be told when it tries again.
 */
import { detectLanguage, foreignLanguageOf, LANGUAGE_NAMES, licenseOf, sentencesOf, unlicensedClaims } from "@/lib/ai/language";
import { resolveLanguage } from "./languages";
import { checkLimits } from "./limits";
import type { AdTextRequest } from "./generate";

export function modelTextProblems(text: string, request: AdTextRequest): string[] {
  const problems: string[] = [];
  if (!checkLimits(text, request.type).ok) problems.push("it breaks the format's character limits");
  const language = resolveLanguage(request.outputLanguage);
  if (!language) return problems; // a language without cue lists or detection: only the limits can be checked
  const claims = unlicensedClaims(text, language, licenseOf(request));
  if (claims.length) problems.push(`it claims what the brief does not state (${[...new Set(claims.map((c) => `“${c.phrase}”`))].join(", ")})`);
  const whole = detectLanguage(text);
  const foreign = (whole && whole !== language ? whole : null) ?? sentencesOf(text).map((s) => foreignLanguageOf(s, language)).find((l) => l !== null) ?? null;
  if (foreign) problems.push(`part of it is written in ${LANGUAGE_NAMES[foreign]}, not ${LANGUAGE_NAMES[language]}`);
  return problems;
}
