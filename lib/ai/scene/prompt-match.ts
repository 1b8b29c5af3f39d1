// The catalog preset closest in meaning to a prompt: its words scored against each preset's id,
// tags and categories (strong) and prompt text (weak). Holiday presets need their holiday named;
// ties and prompts with no known word are settled by the prompt's hash, so the answer is repeatable.
import { isSeasonal, PRESETS, SEASONAL_TAGS, type PresetDef } from "./presets";
import { promptWords, stem } from "./prompt-read";
import { MOODS, SHINY, STOPWORDS, SYNONYMS } from "./prompt-words";

interface Vocab {
  p: PresetDef;
  strong: Set<string>;
  weak: Set<string>;
}

let vocabs: Vocab[] | null = null;

function presetVocab(): Vocab[] {
  vocabs ??= PRESETS.filter((p) => !p.isOldPreset).map((p) => ({
    p,
    strong: new Set([...p.id.split("_"), ...p.tags.flatMap((t) => t.split(/[\s_]+/)), ...p.categories].map(stem)),
    weak: new Set(promptWords(`${p.promptText} ${p.previewName}`).filter((w) => !STOPWORDS.has(w)).map(stem)),
  }));
  return vocabs;
}

/** Presets for prompts with no word the catalog knows: plain sets, picked by the prompt's hash. */
const FALLBACK = ["light_grey_background", "natural_beige_background", "sage_green_background", "light_blue_background", "soft_pink_background", "terracotta_background", "white_studio_podium_softbox", "paper_texture_cream"];

const MIN_SCORE = 3;
const MODIFIERS = new Set([...SHINY, ...Object.keys(MOODS)].map(stem));

export function closestPreset(ws: string[], hash: number): PresetDef {
  const terms = new Set<string>();
  for (const w of ws) {
    if (STOPWORDS.has(w)) continue;
    terms.add(stem(w));
    for (const s of SYNONYMS[w] ?? []) terms.add(stem(s));
  }
  let best: Array<{ v: Vocab; score: number }> = [];
  for (const v of presetVocab()) {
    let score = 0;
    // A surface's finish or a mood ("wet", "cinematic") says how, not where: it counts as one word.
    for (const t of terms) score += v.strong.has(t) ? (MODIFIERS.has(t) ? 1 : 3) : v.weak.has(t) ? 1 : 0;
    // A holiday scene only when the prompt names its holiday (snow alone is not Christmas).
    if (isSeasonal(v.p) && !v.p.tags.some((t) => (SEASONAL_TAGS as readonly string[]).includes(t) && terms.has(stem(t)))) score -= 3;
    if (!best.length || score > (best[0]?.score ?? 0)) best = [{ v, score }];
    else if (score === best[0]?.score) best.push({ v, score });
  }
  // One shared word of a preset's prompt text is no likeness ("wet rocks by a waterfall" is not
  // the neon preset's "wet asphalt"): a preset is the base only when a word of its name or tags
  // matches, or three of its words do. Otherwise a plain set, dressed by the prompt's own words.
  if (!best.length || (best[0]?.score ?? 0) < MIN_SCORE) {
    const id = FALLBACK[hash % FALLBACK.length] ?? "light_grey_background";
    return PRESETS.find((p) => p.id === id) ?? PRESETS[0]!;
  }
  return best[hash % best.length]!.v.p;
}

