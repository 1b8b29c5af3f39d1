import { COPY_PACKS } from "../copy/packs";
import { finishText } from "../copy/finish";
import { readFacts, factWithin } from "../facts";
import { requireLanguage } from "../language";
import { codePointLength, detectLanguage, type LanguageCode, licenseOf, lowerFirstWord, normalizeName, unlicensedClaims, wordsIn, writingOf } from "@/lib/ai/language";
import { hashString, mulberry32 } from "@/lib/random";
import { resolveTone } from "../tone";
import type { RewriteRequest } from "../types";
import { compactUnits, withoutIntensifiers } from "./compact";
import { bodiesOf, type Body } from "./bodies";
import { figuresLeftOut } from "./figures";
import { clauseForms, numberCore, readMessage, type Message } from "./message";
import { shapeBonus, type Shape } from "./shapes";
import { SHORT_TONE_WORDS } from "./short-words";

/**
 * Built-in ChangeSentiment: the headline's message (its clauses with a number, else its first
 * benefit) said again in the requested tone and language, within textLimit code points. It fits
 * by choosing shorter wording (fewer clauses, a clause cut where a phrase ends, units abbreviated),
 * never by cutting mid-phrase; the message always wins over the product name. A headline in
 * another language than the requested one cannot be translated here: the name and a fact of the
 * description (when written in that language) carry the message instead.
 */
export interface RewriteResult {
  text: string;
  /** Figures of the headline ("80 minutes") the rewrite had to leave out to fit the limit. */
  droppedFigures: string[];
  /** The headline is in another language than the rewrite, so its words could not be used. */
  headlineLanguage: LanguageCode | null;
}

interface Candidate {
  text: string;
  /** The text without the tone's lead-in or closer: when it is the headline, the rewrite only tagged it. */
  core: string;
  body: Body;
  shapes: Shape[];
  /** 0: the tone's punctuation; 1: calmer; 2: no closing mark (it fits no other way). */
  finish: number;
}

function languageOf(request: RewriteRequest): LanguageCode {
  if (request.language?.trim()) return requireLanguage(request.language);
  return detectLanguage(request.headLine, 2) ?? detectLanguage(request.productDescription) ?? "en";
}

/** "Solo esto: solo 10 min": a lead-in with the word the text opens with. */
const repeats = (lead: string, text: string) => normalizeName(lead).split(" ").includes(normalizeName(text).split(" ")[0] ?? "");

export function rewriteWithNotes(request: RewriteRequest): RewriteResult {
  const language = languageOf(request);
  const pack = COPY_PACKS[language];
  const tone = resolveTone(request.tone);
  const words = pack.tones[tone.key];
  // At a tight limit the pack's lead-ins and closers do not fit: the tone's shortest words do.
  const tight = request.textLimit <= TIGHT_LIMIT;
  const short = tight ? SHORT_TONE_WORDS[language][tone.key] : { leads: [], closers: [] };
  // The headline and the description are the brief: a tone's lead-in or closer claiming more ("Limited!", "New:") is left out (issue #25).
  const license = licenseOf({ productName: request.productName, productDescription: `${request.productDescription ?? ""}\n${request.headLine}` });
  const licensed = (text: string) => unlicensedClaims(text, language, license).length === 0;
  const leads = [...words.leads, ...short.leads].filter(licensed);
  const closers = [...words.closers, ...short.closers].filter(licensed);
  const allLeads = Object.values(pack.tones).flatMap((t) => t.leads);
  const name = request.productName.trim();
  const limit = request.textLimit;
  const dangling = new Set(pack.dangling);
  const breakBefore = new Set(pack.breakBefore);
  const random = mulberry32(request.seed ?? hashString(JSON.stringify(request)));

  const detected = detectLanguage(request.headLine, 2);
  const sameLanguage = detected === null || detected === language;
  let message: Message = sameLanguage ? readMessage(request.headLine, name, allLeads) : { clauses: [], keys: [] };
  if (!message.keys.length) {
    // Nothing to keep in this language: a fact of the description, when it is written in it.
    const descriptionLanguage = detectLanguage(request.productDescription);
    const fact = descriptionLanguage === null || descriptionLanguage === language ? readFacts(request, language).facts[0] : undefined;
    const phrase = fact && factWithin(fact, 10);
    if (phrase) message = readMessage(phrase, name, []);
  }

  const forms = message.clauses.map((c) => clauseForms(c, name, language, breakBefore, dangling));
  const formsOf = (i: number) => forms[i]!;
  const hasName = (text: string) => name !== "" && text.toLocaleLowerCase().includes(name.toLocaleLowerCase());
  // German nouns keep their capital after a colon; elsewhere the sentence goes on in lower case.
  const keepsCapital = writingOf(language).capitalAfterColon;
  const afterColon = (text: string) => (keepsCapital || (name && text.startsWith(name)) ? text : lowerFirstWord(text, language));
  const calm = { ...tone, exclaim: 0 as const };
  const candidates: Candidate[] = [];
  const add = (text: string, core: string, body: Body, shapes: Shape[]) => {
    // The tone's punctuation when it fits; else a calmer finish, so a mark never costs a word.
    const finishes = [finishText(text, tone, language, { shoutLast: true }), finishText(text, calm, language), finishText(text, calm, language).replace(/\.$/u, "")];
    const index = finishes.findIndex((t) => codePointLength(t) <= limit);
    // A closing word needs its mark: "… 10 min a week. Gently" reads as a cut.
    const finished = index === 2 && shapes.includes("closer") ? undefined : finishes[index];
    // One colon and one dash at most: "Lead: Name: message" reads as a stutter.
    if (finished && (finished.match(/:/gu)?.length ?? 0) <= 1 && (finished.match(/ [–—] /gu)?.length ?? 0) <= 1) {
      candidates.push({ text: finished, core, body, shapes, finish: index });
    }
  };
  const compose = (body: Body) => {
    if (codePointLength(body.text) > limit) return;
    const named = hasName(body.text) || !name;
    const colon = body.text.includes(":");
    const withName: Array<{ text: string; shape: Shape | null }> = [{ text: body.text, shape: named ? null : "plain" }];
    if (!named) {
      if (!colon && !body.headless) withName.push({ text: `${name}: ${afterColon(body.text)}`, shape: "nameFirst" });
      if (!body.headless) withName.push({ text: `${name}. ${body.text}`, shape: "nameFirst" });
      withName.push({ text: `${body.text}${/[–—]/u.test(body.text) ? "." : " –"} ${name}`, shape: "nameLast" });
    }
    for (const { text, shape } of withName) {
      const shapes = [shape, body.keyFirst ? "keyFirst" : null].filter((s): s is Shape => s !== null);
      add(text, text, body, shapes);
      for (const closer of closers) add(`${text}. ${closer}`, text, body, [...shapes, "closer"]);
      if (!text.includes(":") && !/[.!?]/u.test(text) && !body.headless) {
        for (const lead of leads) if (!repeats(lead, text)) add(`${lead}: ${afterColon(text)}`, text, body, [...shapes, "lead"]);
      }
    }
  };
  // The message's key facts first; only when none of them fits, whatever of the message does.
  for (const pass of ["figure", "keyClause", "any"] as const) {
    if (candidates.length || !message.keys.length) break;
    for (const body of bodiesOf(message, formsOf, pass)) compose(body);
  }

  const nameFits = codePointLength(name) + 2 <= limit;
  const whole = normalizeName(compactUnits(message.clauses.map((c) => c.text).join(" "), language));
  // The whole message in its own words and order, only tagged: the old rewrite's fault, allowed when nothing else fits.
  const verbatim = (c: Candidate) => message.clauses.length > 1 && normalizeName(compactUnits(c.text, language)).includes(whole);
  const toneWorded = (c: Candidate) => c.shapes.includes("lead") || c.shapes.includes("closer");
  const score = (c: Candidate) =>
    // The message weighs most, then its key facts, the name, whole clauses and the tone's own shape.
    8 * c.body.kept + 3 * c.body.keysKept + (nameFits && hasName(c.text) ? 2 : 0) - 5 * c.body.partial - 3 * c.body.bare - c.body.gapped - (c.body.headless ? 2 : 0) - (c.body.compact ? 0.4 : 0) +
    c.shapes.reduce((sum, s) => sum + shapeBonus(tone, s), 0) + (toneWorded(c) ? 1 : 0) +
    codePointLength(c.text) / limit - 0.5 * c.finish + (verbatim(c) ? -1.5 : 0) + (tight && toneWorded(c) ? TIGHT_TONE_BONUS : 0) + random() * 0.4;
  // Handing back the input, even behind a tone's tag, is no rewrite: a new arrangement wins when it
  // keeps as much of the message; the bare input only when nothing else fits. Abbreviated units or
  // a dropped "visibly" do not make the headline a new one.
  const wording = (text: string) => normalizeName(withoutIntensifiers(compactUnits(text, language), language));
  const input = wording(request.headLine);
  const tagged = candidates.filter((c) => wording(c.core) === input);
  const fresh = candidates.filter((c) => wording(c.core) !== input);
  const mostKept = Math.max(0, ...tagged.map((c) => c.body.kept));
  const untouched = candidates.filter((c) => wording(c.text) !== input);
  const pool = fresh.some((c) => c.body.kept >= mostKept - 1e-9) ? fresh : untouched.length ? untouched : candidates;
  const best = pool.map((c) => ({ c, s: score(c) })).sort((a, b) => b.s - a.s)[0]?.c.text ?? fallback(request, message, limit, language);
  return { text: best, droppedFigures: sameLanguage ? figuresLeftOut(request.headLine, best, name) : [], headlineLanguage: sameLanguage ? null : detected };
}

// Up to this limit a rewrite may say less of the message (never its key figure) to say it in the tone's words.
const TIGHT_LIMIT = 40;
const TIGHT_TONE_BONUS = 3;

/** Shorter than any clause: the name, else the key figure with its unit, else the longest word of the name that fits; never a part of a word. */
function fallback(request: RewriteRequest, message: Message, limit: number, language: LanguageCode): string {
  const name = request.productName.trim();
  if (name && codePointLength(name) <= limit) return name;
  const key = message.clauses[message.keys[0] ?? -1];
  const tokens = key?.hasNumber ? key.text.split(/\s+/u) : [];
  const at = tokens.findIndex((t) => /\p{N}/u.test(t) && !name.includes(t));
  const figures = at < 0 ? [] : [compactUnits(tokens.slice(at, at + 2).join(" "), language), numberCore(tokens[at]!)];
  const words = wordsIn(name).map((w) => w.replace(/[.,;:!?]+$/u, "")).sort((a, b) => codePointLength(b) - codePointLength(a));
  return [...figures, ...words].find((w) => codePointLength(w) <= limit) ?? "";
}

export { figuresLeftOut };

export function rewriteHeadline(request: RewriteRequest): string {
  return rewriteWithNotes(request).text;
}
