import "server-only";

/**
 * Hyphenation patterns (Liang's, from TeX, via the `hyphen` package) for the languages that have
 * them; a language without patterns is never hyphenated, so its words are only moved whole.
 * Loaded on first use: each pattern table is tens of kilobytes.
 */
export type Hyphenator = (word: string) => string[];

interface PatternModule {
  hyphenateSync?: (text: string, options?: { hyphenChar?: string }) => string;
  default?: PatternModule;
}

const loaders: Record<string, () => Promise<PatternModule>> = {
  de: () => import("hyphen/de"),
  en: () => import("hyphen/en-us"),
  fr: () => import("hyphen/fr"),
  es: () => import("hyphen/es"),
  it: () => import("hyphen/it"),
  nl: () => import("hyphen/nl"),
  pt: () => import("hyphen/pt"),
  pl: () => import("hyphen/pl"),
  sv: () => import("hyphen/sv"),
  da: () => import("hyphen/da"),
};

const SPLIT = "\u0001";
const known = new Map<string, Hyphenator | null>();

/** The syllable splitter of a language ("de", "de-AT", "en"), or null where none is shipped. */
export async function hyphenatorFor(language: string): Promise<Hyphenator | null> {
  const base = language.toLowerCase().split(/[-_]/)[0] ?? "";
  if (known.has(base)) return known.get(base) ?? null;
  const load = loaders[base];
  const loaded = load ? await load() : null;
  // A CommonJS module: its functions are on the namespace or on its default export, by loader.
  const hyphenate = loaded?.hyphenateSync ?? loaded?.default?.hyphenateSync;
  const hyphenator: Hyphenator | null = hyphenate ? (word) => hyphenate(word, { hyphenChar: SPLIT }).split(SPLIT) : null;
  known.set(base, hyphenator);
  return hyphenator;
}

export const HYPHENATION_LANGUAGES = Object.keys(loaders);
