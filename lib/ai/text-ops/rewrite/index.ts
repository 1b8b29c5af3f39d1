import { COPY_PACKS } from "../copy/packs";
import { finishText } from "../copy/finish";
import { readFacts, factWithin } from "../facts";
import { detectLanguage, requireLanguage, type LanguageCode } from "../language";
import { hashString, mulberry32 } from "@/lib/random";
import { resolveTone } from "../tone";
import { codePoints, dropDangling, lowerFirst, normalizeName, tidy, wordsIn } from "../text";
import type { RewriteRequest } from "../types";

/**
 * Built-in ChangeSentiment: the headline's message, framed by the tone (its lead-ins, closers,
 * punctuation) in the requested language, never longer than textLimit code points. A headline
 * in another language than the requested one cannot be translated here: the product name and a
 * fact of the description (when it is written in that language) carry the message instead.
 */
interface Candidate {
  text: string;
  framed: boolean;
  /** Share of the message's words kept. */
  kept: number;
  /** Whole, or cut where a clause ends (before "for", "with", after a comma), not mid-phrase. */
  clean: boolean;
}

/** The text and every prefix of it at a word boundary, each without dangling words at its end. */
function shortenings(text: string, name: string, breakBefore: readonly string[], dangling: ReadonlySet<string>): Array<{ text: string; clean: boolean }> {
  const tokens = text.split(/\s+/u).filter(Boolean);
  const breaks = new Set(breakBefore);
  const out = new Map<string, boolean>([[text, true]]);
  for (let i = tokens.length - 1; i >= 1; i--) {
    const prefix = dropDangling(tokens.slice(0, i).join(" "), dangling);
    if (!prefix) continue;
    const clean = /[,;:–—]$/u.test(tokens[i - 1]!) || breaks.has(tokens[i]!.toLocaleLowerCase()) || prefix === name;
    out.set(prefix, (out.get(prefix) ?? false) || clean);
  }
  return [...out].map(([t, clean]) => ({ text: t, clean }));
}

const MIN_KEPT_FRAMED = 0.4;
const EMOJI = /(?![©®™])\p{Extended_Pictographic}\uFE0F?/gu;

function languageOf(request: RewriteRequest): LanguageCode {
  if (request.language?.trim()) return requireLanguage(request.language);
  return detectLanguage(request.headLine, 2) ?? detectLanguage(request.productDescription) ?? "en";
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The message without emoji, end marks and a lead-in of any tone ("Good news: …"), which the new tone replaces. */
function messageOf(headline: string, leads: readonly string[]): string {
  let text = tidy(headline.replace(EMOJI, "").replace(/[¡¿]/g, "")).replace(/[\s.!?…]+$/u, "");
  for (const lead of leads) {
    const match = new RegExp(`^${escapeRegExp(lead)}\\s*[:,–—-]\\s*`, "iu").exec(text);
    if (match) text = text.slice(match[0].length);
  }
  return text;
}

export function rewriteHeadline(request: RewriteRequest): string {
  const language = languageOf(request);
  const pack = COPY_PACKS[language];
  const tone = resolveTone(request.tone);
  const words = pack.tones[tone.key];
  const allLeads = Object.values(pack.tones).flatMap((t) => t.leads);
  const name = request.productName.trim();
  const limit = request.textLimit;
  const dangling = new Set(pack.dangling);
  const random = mulberry32(request.seed ?? hashString(JSON.stringify(request)));

  const headlineLanguage = detectLanguage(request.headLine, 2);
  const sameLanguage = headlineLanguage === null || headlineLanguage === language;
  const messages: string[] = [];
  if (sameLanguage) messages.push(messageOf(request.headLine, allLeads));
  if (!sameLanguage || messages[0] === "") {
    const descriptionLanguage = detectLanguage(request.productDescription);
    const fact = descriptionLanguage === null || descriptionLanguage === language ? readFacts(request, language).facts[0] : undefined;
    const phrase = fact && factWithin(fact, 10);
    messages.push(phrase ? `${name}: ${phrase}` : name);
  }

  const nameFits = codePoints(name) <= limit;
  const hasName = (text: string) => text.toLocaleLowerCase().includes(name.toLocaleLowerCase());
  // German nouns keep their capital after a colon; elsewhere the sentence goes on in lower case.
  const startsWithName = (text: string) => name !== "" && (text.startsWith(name) || name.startsWith(text.split(/\s/)[0]!));
  const continueAfterColon = (text: string) => (language === "de" || startsWithName(text) ? text : lowerFirst(text, language));
  const candidates: Candidate[] = [];
  // The tone's punctuation when it fits; else a calmer finish, else none, so a mark never costs a word.
  const calm = { ...tone, exclaim: 0 as const };
  const add = (text: string, framed: boolean, kept: number, clean: boolean) => {
    const finished = [finishText(text, tone, language, { shoutLast: true }), finishText(text, calm, language), finishText(text, calm, language).replace(/\.$/u, "")].find(
      (t) => codePoints(t) <= limit,
    );
    if (finished) candidates.push({ text: finished, framed, kept, clean });
  };
  for (const message of messages) {
    const total = wordsIn(message).length || 1;
    // The message, with the name put in front when it lacks it; then every shorter form of it.
    const bodies = hasName(message) || !name ? [message] : [`${name}: ${continueAfterColon(message)}`, message];
    for (const body of bodies) {
      for (const { text, clean } of shortenings(body, name, pack.breakBefore, dangling)) {
        const kept = Math.min(1, wordsIn(text).length / total);
        add(text, false, kept, clean);
        for (const lead of words.leads) add(`${lead}: ${continueAfterColon(text)}`, true, kept, clean);
        for (const closer of words.closers) add(`${text}. ${closer}`, true, kept, clean);
      }
    }
  }
  const score = (c: Candidate) =>
    // The message weighs most, then the name, a clean cut and the tone's framing; handing back the input is no rewrite.
    8 * c.kept + (nameFits && hasName(c.text) ? 4 : 0) + (c.clean ? 3 : 0) + (c.framed ? 2 : 0) + codePoints(c.text) / limit +
    (normalizeName(c.text) === normalizeName(request.headLine) ? -6 : 0) + random() * 0.3;
  // A rewrite shows its tone: a framed text that keeps a good part of the message (and the name) wins when there is one.
  const toned = candidates.filter((c) => c.framed && c.kept >= MIN_KEPT_FRAMED && (!nameFits || hasName(c.text)));
  const pool = toned.length ? toned : candidates;
  const best = pool.map((c) => ({ c, s: score(c) })).sort((a, b) => b.s - a.s)[0]?.c.text;
  if (best) return best;
  // Shorter than any sentence: the longest whole word of the name or headline that fits, never a part of one.
  const fitting = [...wordsIn(name), ...wordsIn(messages[0] ?? "")].map((w) => w.replace(/[.,;:!?]+$/u, "")).filter((w) => codePoints(w) <= limit);
  return fitting.sort((a, b) => codePoints(b) - codePoints(a))[0] ?? "";
}
