import { type Fact, germanCtaLowers, lowerFirst, upperFirst } from "@/lib/ai/language";
import type { FactKind, FactLength, FactPool, TakenFact } from "./facts";
import type { PatternEntry } from "./languages";
import type { SlotMove } from "./slot-types";

type Slot =
  | { t: "text"; v: string }
  | { t: "address"; formal: string; informal: string }
  | { t: "quote"; open: boolean }
  | { t: "fact"; kind: FactKind; cap: boolean; standalone: boolean; filters: readonly FactFilter[] }
  | { t: "value"; key: ValueKey; cap: boolean; singular: boolean };

type ValueKey = "name" | "descriptor" | "audience" | "cta" | "url" | "mention" | "n" | "lead" | "close" | "open";

/**
 * Grammar filters a pattern puts on a fact, after a colon: {benefit:verb} only takes a verb
 * phrase ("keeps coffee hot"), so "{name} {benefit:verb}." is a sentence. Several join with "+".
 * verb, noun, clause: the fact's form (English only; see fact-form.ts). num: holds a number.
 * neutral: does not address the reader (for quotes in a customer's voice).
 */
export type FactFilter = "verb" | "noun" | "clause" | "num" | "neutral" | "offer" | "proof";
const FILTERS = new Set<string>(["verb", "noun", "clause", "num", "neutral", "offer", "proof"]);
// {offer} and {proof} are a {benefit} slot that takes that fact type only (slot-types.ts).
const TYPED = new Set(["offer", "proof"]);
const QUOTE_MARK = /["„“”«»]/u;

export function acceptsFact(fact: Fact, filters: readonly FactFilter[]): boolean {
  return filters.every((filter) => {
    // The fact pool checks types (slot-types.ts).
    if (TYPED.has(filter)) return true;
    if (filter === "num") return /\d/.test(fact.text);
    // A customer's voice neither speaks to the reader nor holds a quotation of its own ("„„Was ich…“. Genau das…“").
    if (filter === "neutral") return !fact.addressesReader && !QUOTE_MARK.test(fact.text);
    return fact.form === filter;
  });
}

export interface Pattern {
  template: string;
  /** Tone tags, or null when the pattern fits every tone. */
  tones: string | null;
  slots: Slot[];
  needs: Record<FactKind, number>;
  /** Brief values the pattern cannot do without. */
  requires: Set<ValueKey>;
  /** It goes on from a sentence before it ("Dazu kommt: …", "On top of that, …"): never a text's first. */
  continues: boolean;
}

const CONTINUES = /^(?:Dazu kommt|Außerdem|Zudem|Und |Plus[:,]|On top of that|And |What's more|De plus|En plus|Et |Además|Y |Inoltre|E |Também|Além disso|Bovendien|Ayrıca)/u;

const FACTS = new Set(["benefit", "feature", "number"]);
const VALUES = new Set(["name", "descriptor", "audience", "cta", "url", "mention", "n", "lead", "close", "open"]);
const cache = new Map<string, Pattern>();

/** Parses a template once; unknown placeholders are a bug in a pattern set, so they throw. */
export function compile(entry: PatternEntry): Pattern {
  const [template, tones] = typeof entry === "string" ? [entry, null] : entry;
  const key = `${template}\u0000${tones ?? ""}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const slots: Slot[] = [];
  const needs: Record<FactKind, number> = { benefit: 0, feature: 0, number: 0 };
  const requires = new Set<ValueKey>();
  let last = 0;
  for (const match of template.matchAll(/\{([^{}]*)\}/g)) {
    if (match.index > last) slots.push({ t: "text", v: template.slice(last, match.index) });
    last = match.index + match[0].length;
    const body = match[1] ?? "";
    if (body.includes("|")) {
      const [formal = "", informal = ""] = body.split("|");
      slots.push({ t: "address", formal, informal });
      continue;
    }
    if (body === "Q" || body === "/Q") {
      slots.push({ t: "quote", open: body === "Q" });
      continue;
    }
    const [head = "", filterText] = body.split(":");
    const typed = head.charAt(0).toLowerCase() + head.slice(1);
    const lower = TYPED.has(typed) ? "benefit" : typed;
    const cap = head !== typed;
    const filters = [...(filterText ? filterText.split("+") : []), ...(TYPED.has(typed) ? [typed] : [])];
    if (FACTS.has(lower) && filters.every((f) => FILTERS.has(f)) && (lower !== "number" || filters.length === 0)) {
      needs[lower as FactKind]++;
      slots.push({ t: "fact", kind: lower as FactKind, cap, standalone: standsAlone(template, match.index, last), filters: filters as FactFilter[] });
    } else if (VALUES.has(lower) && (filters.length === 0 || (lower === "descriptor" && filterText === "one"))) {
      requires.add(lower as ValueKey);
      slots.push({ t: "value", key: lower as ValueKey, cap, singular: filterText === "one" });
    } else throw new Error(`Unknown placeholder {${body}} in pattern "${template}"`);
  }
  if (last < template.length) slots.push({ t: "text", v: template.slice(last) });
  const pattern: Pattern = { template, tones, slots, needs, requires, continues: CONTINUES.test(template) };
  cache.set(key, pattern);
  return pattern;
}

/**
 * Whether a fact placeholder forms the last sentence of its pattern on its own (after a sentence
 * end or a tone lead-in): only there can an instruction to the reader be inserted.
 */
function standsAlone(template: string, start: number, end: number): boolean {
  const before = template.slice(0, start);
  const after = template.slice(end);
  const opens = before.trim() === "" || /[.!?]\s*$/.test(before) || /\{Q\}$/.test(before) || /\{[Ll]ead\}:\s*$/.test(before);
  // Only at the end of the template: a following sentence usually points back at the fact.
  return opens && /^[.!?]?$/.test(after);
}

export interface FillValues {
  locale: string;
  formal: boolean;
  name: string;
  descriptor: string | null;
  descriptorSingular: boolean;
  audience: string | null;
  cta: string;
  url: string | null;
  mention: string | null;
  n: number;
  quotes: readonly [string, string];
  /** A tone word not yet used in this text, or null when all are spent. */
  lexicon: (kind: "lead" | "close" | "open") => string | null;
}

export interface Filled {
  text: string;
  facts: TakenFact[];
}

/** Fills a pattern from the text's facts, or null when the brief cannot meet its needs. */
export function fill(pattern: Pattern, values: FillValues, pool: FactPool, form: FactLength, skip: ReadonlySet<string> = new Set(), move?: SlotMove): Filled | null {
  for (const key of pattern.requires) {
    if ((key === "audience" || key === "url" || key === "mention" || key === "descriptor") && !values[key]) return null;
    if (key === "n" && values.n < 2) return null;
  }
  const taken: TakenFact[] = [];
  let out = "";
  for (const slot of pattern.slots) {
    if (slot.t === "text") out += slot.v;
    else if (slot.t === "address") out += values.formal ? slot.formal : slot.informal;
    else if (slot.t === "quote") out += slot.open ? values.quotes[0] : values.quotes[1];
    else if (slot.t === "fact") {
      const exclude = new Set([...skip, ...taken.map((f) => f.id)]);
      const [fact] = pool.peek(slot.kind, 1, form, { exclude, allowInstruction: slot.standalone, filters: slot.filters, move }) ?? [];
      if (!fact) return null;
      taken.push(fact);
      out += slot.cap ? upperFirst(fact.text, values.locale) : fact.text;
    } else {
      const raw = valueOf(slot.key, values);
      if (raw === null || (slot.singular && !values.descriptorSingular)) return null;
      // Mid-sentence a call to action goes on in lower case; a German one keeps a noun's capital ("Konto erstellen").
      const lower = slot.key === "cta" && (values.locale !== "de" || germanCtaLowers(raw));
      out += slot.cap ? upperFirst(raw, values.locale) : lower ? lowerFirst(raw, values.locale) : raw;
    }
  }
  // A sparse brief's only fact can be its descriptor: "software for freelancers with software for freelancers".
  const descriptor = values.descriptor?.toLowerCase();
  if (descriptor && pattern.requires.has("descriptor") && taken.some((f) => f.text.toLowerCase() === descriptor)) return null;
  return { text: out, facts: taken };
}

function valueOf(key: ValueKey, values: FillValues): string | null {
  switch (key) {
    case "name":
      return values.name;
    case "descriptor":
      return values.descriptor;
    case "n":
      return String(values.n);
    case "lead":
    case "close":
    case "open":
      return values.lexicon(key);
    default:
      return values[key] ?? "";
  }
}

/** Resolves {formal|informal} in a fixed string such as a default call to action. */
export const resolveAddress = (text: string, formal: boolean): string =>
  text.replace(/\{([^{}|]*)\|([^{}]*)\}/g, (_m, f: string, i: string) => (formal ? f : i));

export const usesName = (pattern: Pattern): boolean => pattern.requires.has("name");
