import { addressOf, type Brief, codePointLength, cutToFit, isKnownVerb, upperFirst, writingOf } from "@/lib/ai/language";
import type { FactPool } from "./facts";
import { LANGUAGE_PACKS } from "./languages";
import type { LanguageCode, LanguagePack } from "./languages";
import { resolveAddress } from "./pattern";

/** Numbered reasons or bullets from the brief's facts, generic lines only when facts run out. */
export function buildItems(
  kind: "items" | "bullets",
  max: number,
  pool: FactPool,
  pack: LanguagePack,
  withEmoji: boolean,
  avoid: (text: string) => boolean,
  formal = false,
): string[] {
  const lines: string[] = [];
  let length = 0;
  const add = (text: string): boolean => {
    const marker = kind === "items" ? `${lines.length + 1}. ` : withEmoji ? "✅ " : "• ";
    const room = max - length - (lines.length ? 1 : 0) - codePointLength(marker);
    const body = cutToFit(upperFirst(text, pack.code), Math.min(110, room));
    if (!body || avoid(body)) return false;
    lines.push(marker + body);
    length += codePointLength(marker + body) + (lines.length > 1 ? 1 : 0);
    return true;
  };
  for (let i = 0; i < 5; i++) {
    const facts = pool.peek(i % 2 === 0 ? "benefit" : "feature", 1, "full", { move: "list" }) ?? pool.peek("number", 1, "full");
    const fact = facts?.[0];
    if (!fact) break;
    pool.commit([fact]);
    add(fact.text);
  }
  for (const generic of pack.genericItems) {
    if (lines.length >= 3) break;
    add(resolveAddress(generic, formal));
  }
  return lines;
}

const tagOf = (text: string): string => {
  // An apostrophe inside a word joins it: "zzp'ers" is #zzpers, not #zzpErs.
  const parts = text.replace(/(?<=[\p{L}\p{N}])['’](?=\p{L})/gu, "").split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return parts.map((p, i) => (i === 0 ? p : upperFirst(p, "en"))).join("");
};

const PARTICIPLES = new Set(["chosen", "given", "taken", "known", "shown", "grown", "built", "made", "every", "other", "their", "about"]);

/** #ProductName plus a few of the description's own words. */
export function buildHashtags(brief: Brief, max: number, language: string): string {
  const pack = LANGUAGE_PACKS[language as LanguageCode] as LanguagePack | undefined;
  const tags = [`#${tagOf(brief.name)}`];
  const { nounsCapitalised } = writingOf(language);
  // Words that open a fact are mostly verbs ("keeps"); words next to numbers are units.
  const factStarts = new Set([...brief.benefits, ...brief.features].map((f) => (f.text.split(/\s+/)[0] ?? "").toLowerCase()));
  const units = new Set(brief.numbers.flatMap((n) => n.toLowerCase().split(/\s+/)));
  for (const word of brief.keywords) {
    const lower = word.toLowerCase();
    if (factStarts.has(lower) || units.has(lower) || word.includes("-") || [...word].length < 5) continue;
    // English participles and adverbs ("chosen", "heated", "quickly") make poor tags; nouns make good ones.
    if (language === "en" && (/(?:ed|ly)$/.test(lower) || PARTICIPLES.has(lower) || isKnownVerb(lower))) continue;
    // German nouns are the capitalised words; "selbstheizender" or "deinen" make no tag.
    if (nounsCapitalised && !/^\p{Lu}/u.test(word)) continue;
    // Nor does a word that addresses the reader ("istediğiniz", "votre").
    if (pack && addressOf(word, pack, true) !== null) continue;
    if (tags.length >= 4) break;
    const tag = `#${tagOf(nounsCapitalised ? word : word.toLocaleLowerCase(language))}`;
    if (tag.length > 2 && !tags.some((t) => t.toLowerCase() === tag.toLowerCase())) tags.push(tag);
  }
  const out: string[] = [];
  for (const tag of tags) {
    if (codePointLength([...out, tag].join(" ")) > max) break;
    out.push(tag);
  }
  return out.join(" ");
}

/** The brand field: the product name, or the website's domain when the name is too long. */
export function buildBrand(brief: Brief, max: number): string {
  if (codePointLength(brief.name) <= max) return brief.name;
  if (brief.domain && codePointLength(brief.domain) <= max) return brief.domain;
  return cutToFit(brief.name, max);
}
