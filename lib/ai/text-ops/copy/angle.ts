import { CATALOG, STRATEGY_TEXTS, type Family } from "../strategies";
import { FAMILIES, normalizeName, perLanguage } from "@/lib/ai/language";

// Words that name a family's idea in a free strategy text ("limited stock", "Kundenstimmen"), in
// every language (packs/<xx>/text-ops-signals.ts), normalised once as the text is; a word listed
// twice counts twice.
const WORDS = Object.values(perLanguage((pack) => pack.textOpsSignals.familyWords));
const FAMILY_WORDS: ReadonlyArray<readonly [Family, readonly string[]]> = FAMILIES.map(
  (family) => [family, normalizeName(WORDS.map((words) => words[family]).join(" ")).split(" ").filter((word) => word.length > 2)] as const,
);

const EXACT: ReadonlyMap<string, Family> = new Map(
  CATALOG.flatMap((entry) => [
    [normalizeName(entry.id.replace(/([A-Z])/g, " $1")), entry.family] as const,
    ...Object.values(STRATEGY_TEXTS).map((texts) => [normalizeName(texts[entry.id][0]), entry.family] as const),
  ]),
);

/**
 * The strategy family a free strategy text asks for: a catalog name in any language (as
 * AdStrategies returns it), else the family whose words it uses most; null when none fits.
 */
export function familyOf(strategy: string | undefined): Family | null {
  const normal = normalizeName(strategy ?? "");
  if (!normal) return null;
  const exact = EXACT.get(normal);
  if (exact) return exact;
  const words = ` ${normal} `;
  let best: Family | null = null;
  let bestHits = 0;
  for (const [family, list] of FAMILY_WORDS) {
    let hits = 0;
    for (const word of list) if (words.includes(` ${word} `)) hits++;
    if (hits > bestHits) [best, bestHits] = [family, hits];
  }
  return best;
}
