import { adTextType, type AdTextTypeInfo, type LimitedPart } from "./types";
import { codePointLength, hasCjk, hasEmoji, stripEmoji } from "@/lib/ai/language/text";
import { cutToFit } from "@/lib/ai/language/cut";

const URL = /\bhttps?:\/\/\S+|\bwww\.\S+|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,6}(?:\/\S*)?/gi;

// Claims Amazon refuses in Sponsored Brands headlines, in the engine's languages.
const SUPERLATIVES =
  /(?:^|[^\p{L}])(best|#1|no\.? ?1|number one|greatest|finest|cheapest|ultimate|world'?s (?:best|first)|beste[nrs]?|günstigste[nrs]?|nr\. ?1|meilleure?s?|le plus|la plus|mejor(?:es)?|el más|la más|migliori?|il più|la più|melhor(?:es)?|o mais|a mais|goedkoopste|en iyi|en ucuz)(?=$|[^\p{L}])/iu;


export interface SlotMeasure {
  key: string;
  label: string;
  length: number;
  maxChars: number;
  fits: boolean;
}

export interface LimitCheck {
  ok: boolean;
  slots: SlotMeasure[];
  /** Rule problems other than length: missing slots, emoji on TikTok, superlatives… */
  issues: string[];
}

/** Length as the platform counts it: code points, links as 23 on X. */
export function measure(text: string, info: AdTextTypeInfo): number {
  const linkChars = info.rules.linkChars;
  if (!linkChars) return codePointLength(text);
  let links = 0;
  const rest = text.replace(URL, () => {
    links++;
    return "";
  });
  return codePointLength(rest) + links * linkChars;
}

export function effectiveMax(text: string, part: LimitedPart, info: AdTextTypeInfo): number {
  const cjk = info.rules.cjkMaxChars;
  return cjk !== undefined && hasCjk(text) ? Math.min(cjk, part.maxChars) : part.maxChars;
}

const isLabelled = (info: AdTextTypeInfo): boolean => info.slots.length > 1;

/** The slot texts of a value; multi-slot formats are read from their labelled lines. */
export function splitSlots(value: string, info: AdTextTypeInfo): { slots: Map<string, string>; missing: string[] } {
  const slots = new Map<string, string>();
  const [first] = info.slots;
  if (!isLabelled(info) || !first) {
    slots.set(first?.key ?? "text", value);
    return { slots, missing: [] };
  }
  const byLabel = new Map(info.slots.map((s) => [s.label.toLowerCase(), s.key]));
  let current: string = first.key;
  for (const rawLine of value.split("\n")) {
    const line = rawLine.replace(/^\*\*(.+?):\*\*/, "$1:");
    const colon = line.indexOf(":");
    const key = colon > 0 ? byLabel.get(line.slice(0, colon).trim().toLowerCase()) : undefined;
    if (key) {
      current = key;
      slots.set(key, line.slice(colon + 1).trim());
    } else if (line.trim()) {
      const before = slots.get(current);
      slots.set(current, before ? `${before}\n${line.trim()}` : line.trim());
    }
  }
  const missing = info.slots.filter((s) => !slots.has(s.key)).map((s) => s.label);
  return { slots, missing };
}

export function joinSlots(slots: ReadonlyMap<string, string>, info: AdTextTypeInfo): string {
  if (!isLabelled(info)) return slots.get(info.slots[0]?.key ?? "text") ?? "";
  return info.slots
    .filter((s) => slots.has(s.key))
    .map((s) => `${s.label}: ${slots.get(s.key)}`)
    .join("\n");
}

function requireType(type: number): AdTextTypeInfo {
  const info = adTextType(type);
  if (!info) throw new RangeError(`Ad text type ${type} is not in 0..35`);
  return info;
}

/** Whether a value fits its type: each slot's length against its limit, plus the type's rules. */
export function checkLimits(value: string, type: number): LimitCheck {
  const info = requireType(type);
  const { slots, missing } = splitSlots(value, info);
  const measures = info.slots.map((part) => {
    const text = slots.get(part.key) ?? "";
    const length = measure(text, info);
    const maxChars = effectiveMax(text, part, info);
    return { key: part.key, label: part.label, length, maxChars, fits: length <= maxChars };
  });
  const issues = missing.map((label) => `missing ${label}`);
  if (info.rules.noEmoji && hasEmoji(value)) issues.push("emoji are not allowed");
  for (const ch of info.rules.forbiddenChars ?? "") if (value.includes(ch)) issues.push(`"${ch}" is not allowed`);
  if (info.rules.noSuperlatives && SUPERLATIVES.test(value)) issues.push("superlative claim");
  if (info.rules.noAllCaps && /\b\p{Lu}{4,}\b/u.test(value)) issues.push("all-caps word");
  return { ok: measures.every((m) => m.fits) && issues.length === 0, slots: measures, issues };
}

export const hasSuperlative = (text: string): boolean => SUPERLATIVES.test(text);

/**
 * Repairs a value (e.g. a remote model's) to fit its type: each slot shortened at word
 * boundaries, and characters the platform forbids removed.
 */
export function fitToLimits(value: string, type: number): string {
  const info = requireType(type);
  const { slots } = splitSlots(value, info);
  const fitted = new Map<string, string>();
  for (const part of info.slots) {
    let text = slots.get(part.key);
    if (text === undefined) continue;
    if (info.rules.noEmoji) text = stripEmoji(text);
    for (const ch of info.rules.forbiddenChars ?? "") text = text.split(ch).join(" ");
    text = text.replace(/ {2,}/g, " ").trim();
    fitted.set(part.key, cutToFit(text, effectiveMax(text, part, info), (t) => measure(t, info)));
  }
  return joinSlots(fitted, info);
}
