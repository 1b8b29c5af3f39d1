/**
 * The score checks' words of every language, each field joined once at load into one alternation
 * ("(?:and|or|und|…)"), so a finished text is checked in all languages at once, as before the words
 * moved into the packs (packs/<xx>/copy-engine-checks.ts). The pieces are regular-expression source.
 */
import { perLanguage, type CopyEngineChecks } from "@/lib/ai/language";

const CHECKS = Object.values(perLanguage((pack) => pack.copyEngineChecks));

/** Every language's pieces of one field, each once, as a non-capturing group; one that never matches if none has any. */
export function anyOf(field: keyof CopyEngineChecks): string {
  const pieces = [...new Set(CHECKS.flatMap((checks) => checks[field]))];
  return pieces.length > 0 ? `(?:${pieces.join("|")})` : "(?!)";
}

/** Every language's plain words of one field, as a set. */
export function everyWord(field: keyof CopyEngineChecks): ReadonlySet<string> {
  return new Set(CHECKS.flatMap((checks) => checks[field]));
}
