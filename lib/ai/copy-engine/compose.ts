import type { Brief } from "./brief";
import type { CustomInstructions } from "./custom-request";
import { placeEmoji } from "./emoji-placement";
import { FactPool, type TakenFact } from "./facts";
import type { LanguagePack } from "./languages/types";
import { checkLimits, cutToFit, fitToLimits, hasSuperlative, joinSlots, measure } from "./limits";
import { MOVE_FALLBACK, type MoveId } from "./moves";
import { joinOpener } from "./openers";
import { collides } from "./openings";
import { compile, fill, resolveAddress, usesName, type FillValues, type Pattern } from "./pattern";
import type { PlanSection } from "./plans";
import { capExclamations, closeSentence, hasTwoColons, plainEnding, punctuate } from "./punctuation";
import { pickOne, pickWeighted, shuffled, type Rng } from "./rng";
import { buildBrand, buildHashtags, buildItems } from "./specials";
import { codePointLength, frenchSpacing, normWords, stripEmoji, tidy, upperFirst } from "./text";
import { tonePatterns } from "./tone-patterns";
import { toneTagMatch, type ToneProfile } from "./tones";
import type { AdTextTypeInfo } from "./types";

export interface WriterSetup {
  info: AdTextTypeInfo;
  plan: readonly PlanSection[];
  pack: LanguagePack;
  brief: Brief;
  tone: ToneProfile;
  formal: boolean;
  custom: CustomInstructions;
  emojiCount: number;
  emojiSet: readonly string[];
  exclaim: 0 | 1 | 2;
  /** Negative prefers short patterns, positive long ones. */
  lengthBias: number;
  /** How often each template was used by earlier texts of the call. */
  callTemplates: Map<string, number>;
  /** Finished sentences of the call by their raw fill and finishing flags. */
  finished: Map<string, string>;
}

export interface WrittenPart {
  key: string;
  slot: string;
  text: string;
}

export interface WrittenText {
  value: string;
  parts: WrittenPart[];
}

interface Candidate {
  text: string;
  facts: TakenFact[];
  template: string;
  weight: number;
}

interface Constraints {
  first: boolean;
  requireName: boolean;
  requireUrl: boolean;
  /** A later section asks for the click: a step or a headline does not say the CTA first ("1. Order now."). */
  ctaLater?: boolean;
}

/** Writes one text: every section from patterns whose needs the brief meets, within its budget. */
export function writeText(setup: WriterSetup, rng: Rng, textIndex: number, usedOpenings: ReadonlySet<string>): WrittenText {
  const { info, plan, pack, brief, tone, custom } = setup;
  const pool = new FactPool(brief, textIndex, { formal: setup.formal, pack });
  const usedTemplates = new Set<string>();
  // Lexicon entries, openers and list items may switch with the address like patterns do.
  const resolved = (list: readonly string[]): string[] => list.map((entry) => resolveAddress(entry, setup.formal));
  const lexiconOrder = {
    lead: shuffled(rng, resolved(pack.tones[tone.key].lead)),
    close: shuffled(rng, resolved(pack.tones[tone.key].close)),
    open: shuffled(rng, resolved(pack.tones[tone.key].open)),
  };
  const usedLexicon = new Set<string>();
  const cta = brief.cta ?? resolveAddress(pickOne(rng, pack.cta[brief.goal]) ?? "", setup.formal);
  const url = brief.url && info.value === 29 ? brief.url : brief.domain;
  let nameUses = 0;
  let ctaUses = 0;

  const values = (n: number, mention: string | null): FillValues => ({
    locale: pack.code,
    formal: setup.formal,
    name: brief.name,
    descriptor: brief.descriptor,
    descriptorSingular: brief.descriptorSingular,
    audience: brief.audience,
    cta,
    url,
    mention,
    n,
    quotes: pack.quotes,
    lexicon: (kind) => lexiconOrder[kind].find((entry) => !usedLexicon.has(entry)) ?? null,
  });

  const avoided = (text: string): boolean => {
    if (custom.avoid.length === 0) return false;
    const words = new Set(normWords(text));
    const lower = text.toLocaleLowerCase(pack.code);
    return custom.avoid.some((w) => (w.includes(" ") ? lower.includes(w.toLocaleLowerCase(pack.code)) : words.has(w.toLocaleLowerCase(pack.code))));
  };

  const sanitize = (text: string): string => {
    let out = text;
    if (info.rules.noEmoji) out = stripEmoji(out);
    for (const ch of info.rules.forbiddenChars ?? "") out = out.split(ch).join("");
    return out;
  };

  const finish = (raw: string, move: MoveId, section: PlanSection): string => {
    // The texts of a call fill the same patterns with the same facts again and again.
    const key = `${move === "cta" ? 1 : 0}${section.plain ? 1 : 0}${section.noExclaim ? 1 : 0}${raw}`;
    let finished = setup.finished.get(key);
    if (finished === undefined) setup.finished.set(key, (finished = finishUncached(raw, move, section)));
    return finished;
  };

  const finishUncached = (raw: string, move: MoveId, section: PlanSection): string => {
    let text = upperFirst(tidy(raw, pack.code), pack.code);
    if (!section.plain) text = closeSentence(text, pack.code);
    const exclaim = section.noExclaim || custom.exclamation === false ? 0 : setup.exclaim;
    text = punctuate(text, { language: pack.code, exclaim, isCta: move === "cta" });
    if (section.plain) text = plainEnding(text, section.noExclaim === true);
    text = tidy(sanitize(text), pack.code);
    return pack.code === "fr" ? frenchSpacing(text) : text;
  };

  const len = (text: string): number => measure(text, info);

  const patternsFor = (move: MoveId): ReadonlyArray<{ move: MoveId; pattern: Pattern }> => tonePatterns(pack, move, tone.key);

  const candidates = (moves: readonly MoveId[], budget: number, section: PlanSection, c: Constraints, n: number, mention: string | null) => {
    const fitting: Candidate[] = [];
    const colliding: Candidate[] = [];
    for (const { move, pattern } of moves.flatMap(patternsFor)) {
      if (usedTemplates.has(pattern.template)) continue;
      if (c.ctaLater && move !== "cta" && pattern.requires.has("cta")) continue;
      const forms: Array<"full" | "short"> = pattern.needs.benefit + pattern.needs.feature > 0 && pool.hasShort() ? ["full", "short"] : ["full"];
      let previous: string | null = null;
      let fullFits = false;
      for (const form of forms) {
        // A shortened fact says less: it is only the fallback when the full one does not fit.
        if (form === "short" && fullFits) break;
        const filled = fill(pattern, values(n, mention), pool, form);
        if (!filled || filled.text === previous) continue;
        previous = filled.text;
        // Finishing only adds a closing mark (or a Spanish "¡", a French space): far too long stays too long.
        if (len(filled.text) > budget + FINISH_SLACK) continue;
        const text = finish(filled.text, move, section);
        const length = len(text);
        if (!text || length > budget || avoided(text)) continue;
        // "Neu: X bringt einen klaren Vorteil mit: …" — one colon per sentence.
        if (hasTwoColons(text)) continue;
        if (form === "full") fullFits = true;
        if (info.rules.noSuperlatives && hasSuperlative(text)) continue;
        if (info.rules.noAllCaps && /\b\p{Lu}{4,}\b/u.test(text.replace(brief.name, ""))) continue;
        if (c.requireName && !text.includes(brief.name)) continue;
        if (c.requireUrl && url && !text.includes(url)) continue;
        if (section.nameWithin && text.includes(brief.name)) {
          const end = codePointLength(text.slice(0, text.indexOf(brief.name))) + codePointLength(brief.name);
          if (end > section.nameWithin && text.indexOf(brief.name) > 0) continue;
        }
        const candidate = { text, facts: filled.facts, template: pattern.template, weight: weigh(pattern, move, text, filled.facts, length, budget) };
        (c.first && collides(text, usedOpenings) ? colliding : fitting).push(candidate);
      }
    }
    return { fitting, colliding };
  };

  const weigh = (pattern: Pattern, move: MoveId, text: string, facts: TakenFact[], length: number, budget: number): number => {
    let weight = 1;
    const match = pattern.tones ? toneTagMatch(pattern.tones, tone.key) : "none";
    if (match === "exact") weight *= 4;
    else if (match === "group") weight *= 2;
    weight *= 0.25 ** (setup.callTemplates.get(pattern.template) ?? 0);
    // Facts make a text specific; so does saying what the product is ("a self-heating mug").
    weight *= 1 + 0.5 * (facts.length + (pattern.requires.has("descriptor") ? 1 : 0));
    // A bare number ("up to 80 minutes") says less than the fact it comes from.
    if (pattern.needs.number > 0 && pattern.needs.benefit + pattern.needs.feature === 0) weight *= 0.4;
    // The name once or twice reads as confidence; in every sentence as a jingle.
    if (text.includes(brief.name)) weight *= nameUses === 0 ? 1.5 : 0.15 ** nameUses;
    // One call to action per text; a second slot repeating it wastes the space.
    if (move === "cta" && ctaUses > 0) weight *= 0.02;
    if (url && info.value === 29 && text.includes(url)) weight *= 4;
    return weight * Math.exp(setup.lengthBias * (length / Math.max(budget, 1) - 0.5) * 3);
  };

  const commit = (candidate: Candidate): string => {
    pool.commit(candidate.facts);
    usedTemplates.add(candidate.template);
    setup.callTemplates.set(candidate.template, (setup.callTemplates.get(candidate.template) ?? 0) + 1);
    for (const list of Object.values(lexiconOrder)) for (const entry of list) if (candidate.text.includes(entry.replace(/[.!?:]$/, ""))) usedLexicon.add(entry);
    if (candidate.text.includes(brief.name)) nameUses++;
    if (candidate.text.toLowerCase().includes(cta.toLowerCase())) ctaUses++;
    return candidate.text;
  };

  const choose = (list: Candidate[]): Candidate | undefined => list[pickWeighted(rng, list.map((c) => c.weight))];

  /** The primary sentence of a section, falling back to related moves and, last, to a shortened text. */
  const primary = (section: PlanSection, budget: number, c: Constraints, n: number): string => {
    const moves: MoveId[] = [...section.pick];
    // A clean sentence from a related move reads better than an opener glued to a used one.
    const colliding: Candidate[] = [];
    for (let round = 0; round < 3; round++) {
      const found = candidates(moves, budget, section, c, n, null);
      const chosen = choose(found.fitting);
      if (chosen) return commit(chosen);
      colliding.push(...found.colliding.filter((x) => !colliding.some((y) => y.text === x.text)));
      const next = moves.map((m) => MOVE_FALLBACK[m]).filter((m): m is MoveId => !!m && !moves.includes(m));
      if (next.length === 0) break;
      moves.push(...next);
    }
    const opened = c.first ? choose(withOpeners(colliding, budget)) : undefined;
    if (opened) return commit(opened);
    if (c.requireName || c.first) {
      const named = candidates(["headline"], budget, section, { ...c, requireName: true, first: false }, n, null).fitting;
      const unique = named.filter((x) => !collides(x.text, usedOpenings));
      // A thin brief runs out of name-led lines before ten texts are written: openers make them differ.
      const pick = choose(unique) ?? (c.first ? choose(withOpeners(named, budget)) : undefined) ?? choose(named);
      if (pick) return commit(pick);
    }
    const bare = cutToFit(brief.name, budget);
    if (!c.first || !collides(bare, usedOpenings)) return bare;
    return choose(withOpeners([{ text: bare, facts: [], template: "", weight: 1 }], budget))?.text ?? bare;
  };

  const withOpeners = (colliding: Candidate[], budget: number): Candidate[] => {
    const openers = shuffled(rng, resolved([...pack.tones[tone.key].open, ...pack.openers]));
    const out: Candidate[] = [];
    for (const candidate of colliding) {
      for (const opener of openers) {
        const joined = joinOpener(opener, candidate.text, pack.code, [brief.name, ...brief.properWords]);
        const text = pack.code === "fr" ? frenchSpacing(joined) : joined;
        if (len(text) <= budget && !collides(text, usedOpenings) && !avoided(text) && !hasTwoColons(text)) {
          out.push({ ...candidate, text: sanitize(text), weight: candidate.weight * openerFit(candidate, brief.name) });
          break;
        }
      }
    }
    return out;
  };

  const emojiHosts = placeEmoji(plan, info.kind, setup.emojiCount, setup.emojiSet, rng);

  const mentionText = custom.mention.join(", ");
  const mentionHost = mentionText ? hostForMention(plan, info) : -1;
  const nameFits = (s: PlanSection): boolean =>
    s.special === "brand" || (!s.special && s.max >= codePointLength(brief.name) + 2 && s.pick.some((m) => pack.moves[m].some((e) => usesName(compile(e)))));

  // A text always asks for the click: when no section is a call to action, the last that may add one must.
  // A section that may choose a tagline instead (Meta's description) does not count as one.
  const ctaSection = plan.some((s) => s.pick.length === 1 && s.pick[0] === "cta") ? -1 : plan.findLastIndex((s) => s.extra.includes("cta"));

  const listSection = plan.findIndex((s) => s.special === "items" || s.special === "bullets");
  const listLines =
    listSection >= 0 ? buildItems(plan[listSection]?.special === "items" ? "items" : "bullets", plan[listSection]?.max ?? 0, pool, pack, setup.emojiCount > 0, avoided, setup.formal) : [];

  const parts: WrittenPart[] = [];
  plan.forEach((section, i) => {
    let text: string;
    if (section.special === "items" || section.special === "bullets") text = listLines.join("\n");
    else if (section.special === "brand") text = buildBrand(brief, section.max);
    else if (section.special === "hashtags") {
      const wanted = info.value === 29 ? custom.hashtags === true : custom.hashtags !== false;
      text = wanted ? buildHashtags(brief, section.max, pack.code) : "";
    } else {
      const emojiChar = emojiHosts.get(i);
      const reserve = emojiChar ? 2 : 0;
      let mention: string | null = null;
      if (i === mentionHost) {
        const m = candidates(["mention"], section.max - reserve, section, { first: false, requireName: false, requireUrl: false }, 0, mentionText).fitting;
        mention = choose(m)?.text ?? cutToFit(mentionText, section.max - reserve);
      }
      const ctaReserve = i === ctaSection && section.max >= 60 ? codePointLength(cta) + 3 : 0;
      const budget = section.max - reserve - (mention ? codePointLength(mention) + 1 : 0);
      const constraints: Constraints = {
        first: i === 0,
        requireName: nameUses === 0 && !plan.slice(i + 1).some(nameFits),
        requireUrl: custom.includeUrl && section.pick.includes("cta"),
        ctaLater: plan.slice(i + 1).some((s) => s.pick.includes("cta")),
      };
      text = primary(section, budget - ctaReserve, constraints, listLines.length);
      for (const move of section.extra) {
        const room = budget - codePointLength(text) - 1;
        const forced = move === "cta" && i === ctaSection;
        const chance = forced || custom.length > 0 ? 1 : custom.length < 0 ? 0 : 0.5 + 0.2 * setup.tone.lengthBias;
        if (room < 6 || rng() >= chance) continue;
        const extra = choose(candidates([move], room, section, { first: false, requireName: false, requireUrl: false }, 0, null).fitting);
        if (extra) text = `${text} ${commit(extra)}`;
      }
      if (mention) text = `${text} ${mention}`;
      // A title that ends in a colon introduces the next line; its emoji goes in front.
      if (emojiChar) text = text.endsWith(":") ? `${emojiChar} ${text}` : `${text} ${emojiChar}`;
    }
    parts.push({ key: section.key, slot: section.slot, text });
  });

  const value = capExclamations(assemble(parts, plan, info), MAX_EXCLAMATIONS, pack.code);
  return { value, parts };
}

const FINISH_SLACK = 8;

// One or two "!" per text read as energy; one per sentence reads as shouting.
const MAX_EXCLAMATIONS = 2;

function hostForMention(plan: readonly PlanSection[], info: AdTextTypeInfo): number {
  const usable = plan.map((s, i) => ({ s, i })).filter(({ s }) => !s.special);
  if (info.kind === "framework") return (usable.length > 1 ? usable.at(-2) : usable.at(-1))?.i ?? 0;
  return [...usable].sort((a, b) => b.s.max - a.s.max)[0]?.i ?? 0;
}

/**
 * How well a sentence takes an opener in front: "Today: Aurora keeps coffee hot." reads well;
 * "Today: Aurora: a mug" (two colons) and "Today: introducing Aurora" (two openers) do not.
 */
function openerFit(candidate: Candidate, name: string): number {
  let fit = candidate.text.startsWith(name) ? 3 : 1;
  if (/[:?!]/u.test(candidate.text.slice(0, 40))) fit *= 0.1;
  // A pattern that opens with its own words ("Introducing {name}") already has an opener.
  if (candidate.template && !candidate.template.startsWith("{")) fit *= 0.02;
  return fit;
}

function assemble(parts: readonly WrittenPart[], plan: readonly PlanSection[], info: AdTextTypeInfo): string {
  const slots = new Map<string, string>();
  parts.forEach((part, i) => {
    if (!part.text) return;
    const before = slots.get(part.slot);
    slots.set(part.slot, before ? `${before}${plan[i]?.sep ?? " "}${part.text}` : part.text);
  });
  const value = joinSlots(slots, info);
  // The plan's budgets already guarantee the limits; this only guards against a mistake in them.
  return checkLimits(value, info.value).slots.every((s) => s.fits) ? value : fitToLimits(value, info.value);
}
