import { codePointLength, cutToFit, frenchSpacing, kindAllows, patternTalksToGroup, TONE_MATCH_WEIGHT, toneTagMatch } from "@/lib/ai/language";
import { carriesFact, isShortFormat } from "./defects";
import { placeEmoji } from "./emoji-placement";
import { defaultCta, finishSentence, isAvoided, sanitized } from "./sentence-finish";
import { assemble, hostForMention, openerFit } from "./writer-assemble";
import { FactPool, type FactLength, type TakenFact } from "./facts";
import { hasSuperlative, measure } from "./limits";
import { MOVE_FALLBACK, NEUTRAL_FRAME, NEUTRAL_STAGE_MOVES, LEAD_MOVE_ROOM, TONE_LEAD_MOVES, TONE_LEAD_WEIGHT, type MoveId } from "./moves";
import { joinOpener } from "./openers";
import { collides } from "./openings";
import { compile, fill, resolveAddress, usesName, type FillValues, type Pattern } from "./pattern";
import type { PlanSection } from "./plans";
import { capExclamations, hasTwoColons, MAX_EXCLAMATIONS } from "./punctuation";
import { pickWeighted, shuffled, type Rng } from "@/lib/random";
import { buildBrand, buildHashtags, buildItems } from "./specials";
import { preferredType } from "./slot-types";
import { isStockLine } from "./stock-lines";
import { PLAIN_OPENERS, plainOpener } from "./plain-frames";
import { tonePatterns } from "./tone-patterns";
import type { Candidate, Constraints, WriterSetup, WrittenPart, WrittenText } from "./compose";
import { nameAgainBarred, nameHungry, nameTooSoon, NAME_TOO_SOON, SAVE_NAME } from "./name-spacing";

/**
 * The state of one text being written — facts taken, templates and lexicon used, how often the
 * name and the CTA appeared — and the steps that write it, each with its name: candidates for a
 * section, their weight, the choice, the fallbacks, the openers, the sections in order.
 */
export class TextWriter {
  private readonly pool: FactPool;
  private readonly usedTemplates = new Set<string>();
  private readonly lexiconOrder: Record<"lead" | "close" | "open", string[]>;
  private readonly usedLexicon = new Set<string>();
  private readonly cta: string;
  private readonly url: string | null;
  /**
   * "Others already use it" lines ("More and more people are switching to…") claim a following
   * the brief may not have: without a proof fact of its own, a social section says why to try it.
   */
  private readonly earnsSocial: boolean;
  private nameUses = 0;
  /** What stands before the sentence being chosen in its slot (and a mention that will follow it), to keep the name from coming back too soon. */
  private nearby = "";
  /** A later section of this slot can hardly be written without the name: this one leaves it to that one. */
  private saveName = false;
  private audienceUses = 0;
  private ctaUses = 0;

  constructor(
    private readonly setup: WriterSetup,
    private readonly rng: Rng,
    textIndex: number,
    private readonly usedOpenings: ReadonlySet<string>,
  ) {
    const { pack, brief, tone, info } = setup;
    this.pool = new FactPool(brief, textIndex, { formal: setup.formal, pack });
    this.lexiconOrder = {
      lead: shuffled(rng, this.resolved(pack.tones[tone.key].lead)),
      close: shuffled(rng, this.resolved(pack.tones[tone.key].close)),
      open: shuffled(rng, this.resolved(pack.tones[tone.key].open).filter((o) => plainOpener(o, pack.code))),
    };
    this.cta = brief.cta ?? defaultCta(setup, rng);
    this.url = brief.url && info.value === 29 ? brief.url : brief.domain;
    this.earnsSocial = [...brief.benefits, ...brief.features].some((f) => f.type === "proof");
  }

  /** Every section of the plan in order, then the slots joined within the limits. */
  write(): WrittenText {
    const { plan, info, pack, brief, custom } = this.setup;
    const emojiHosts = placeEmoji(plan, info.kind, this.setup.emojiCount, this.setup.emojiSet, this.rng);
    const mentionText = custom.mention.join(", ");
    const mentionHost = mentionText ? hostForMention(plan, info) : -1;
    const nameFits = (s: PlanSection): boolean =>
      s.special === "brand" || (!s.special && s.max >= codePointLength(brief.name) + 2 && s.pick.some((m) => pack.moves[m].some((e) => usesName(compile(e)))));
    // A text always asks for the click: when no section is a call to action, the last that may add one must.
    // A section that may choose a tagline instead (Meta's description) does not count as one.
    const ctaSection = plan.some((s) => s.pick.length === 1 && s.pick[0] === "cta") ? -1 : plan.findLastIndex((s) => s.extra.includes("cta"));
    const listSection = plan.findIndex((s) => s.special === "items" || s.special === "bullets");
    const listLines =
      listSection >= 0
        ? buildItems(plan[listSection]?.special === "items" ? "items" : "bullets", plan[listSection]?.max ?? 0, this.pool, pack, this.setup.emojiCount > 0, (t) => isAvoided(this.setup, t), this.setup.formal)
        : [];

    // Each slot's text so far: the name said again within it reads as a jingle (see weigh()).
    const slotSoFar = new Map<string, string>();
    const parts: WrittenPart[] = plan.map((section, i) => {
      let text: string;
      const before = slotSoFar.get(section.slot);
      const lead = before ? `${before}${section.sep}` : "";
      if (section.special === "items" || section.special === "bullets") text = listLines.join("\n");
      else if (section.special === "brand") text = buildBrand(brief, section.max);
      else if (section.special === "hashtags") {
        const wanted = info.value === 29 ? custom.hashtags === true : custom.hashtags !== false;
        text = wanted ? buildHashtags(brief, section.max, pack.code) : "";
      } else {
        text = this.proseSection(section, i, {
          emoji: emojiHosts.get(i),
          mentionText: i === mentionHost ? mentionText : "",
          isCtaSection: i === ctaSection,
          nameLater: plan.slice(i + 1).some(nameFits),
          ctaLater: plan.slice(i + 1).some((s) => s.pick.includes("cta")),
          listCount: listLines.length,
          lead,
          saveName: plan.slice(i + 1).some((s) => s.slot === section.slot && nameHungry(s, pack, this.setup.tone.key, brief.kind)),
        });
      }
      if (text) slotSoFar.set(section.slot, `${lead}${text}`);
      return { key: section.key, slot: section.slot, text };
    });
    const value = capExclamations(assemble(parts, plan, info), MAX_EXCLAMATIONS, pack.code);
    return { value, parts };
  }

  /** A section of sentences: its primary sentence, the extras that fit, the mention, the emoji. */
  private proseSection(
    section: PlanSection,
    i: number,
    at: { emoji: string | undefined; mentionText: string; isCtaSection: boolean; nameLater: boolean; ctaLater: boolean; listCount: number; lead: string; saveName: boolean },
  ): string {
    const { custom } = this.setup;
    const reserve = at.emoji ? 2 : 0;
    let mention: string | null = null;
    this.nearby = at.lead;
    this.saveName = at.saveName;
    if (at.mentionText) {
      const m = this.candidates(["mention"], section.max - reserve, section, { first: false, requireName: false, requireUrl: false }, 0, at.mentionText).fitting;
      mention = this.choose(m)?.text ?? cutToFit(at.mentionText, section.max - reserve);
    }
    const ctaReserve = at.isCtaSection && section.max >= 60 ? codePointLength(this.cta) + 3 : 0;
    const budget = section.max - reserve - (mention ? codePointLength(mention) + 1 : 0);
    const constraints: Constraints = {
      first: i === 0,
      requireName: this.nameUses === 0 && !at.nameLater,
      requireUrl: custom.includeUrl && section.pick.includes("cta"),
      ctaLater: at.ctaLater,
    };
    // The mention closes the section: what it says is as near to the primary sentence as what went before.
    this.nearby = mention ? `${at.lead}${mention} ` : at.lead;
    let text = this.primary(section, budget - ctaReserve, constraints, at.listCount);
    for (const move of section.extra) {
      this.nearby = `${at.lead}${text} ${mention ?? ""}`;
      const room = budget - codePointLength(text) - 1;
      const forced = move === "cta" && at.isCtaSection;
      const chance = forced || custom.length > 0 ? 1 : custom.length < 0 ? 0 : 0.5 + 0.2 * this.setup.tone.lengthBias;
      if (room < 6 || this.rng() >= chance) continue;
      // An optional sentence earns its place only by saying something of this product, and not by saying its name again.
      const found = this.candidates([this.painless(move)], room, section, { first: false, requireName: false, requireUrl: false }, 0, null).fitting.filter((x) => !x.stock);
      const fresh = found.filter((x) => !nameTooSoon(x.text, this.nearby, this.setup.brief.name));
      // The click must be asked for: rather "Acheter !" than "Acheter : Strider Pace 3 !" right after the name.
      const extra = this.choose(fresh) ?? (forced ? (this.bareCta(room, section) ?? this.choose(found)) : undefined);
      if (extra) text = `${text} ${this.commit(extra)}`;
    }
    if (mention) text = `${text} ${mention}`;
    // A stage left empty (primary() wrote no second bare name) must not leave the space before its extras.
    text = text.trim();
    // A title that ends in a colon introduces the next line; its emoji goes in front.
    if (at.emoji && text) text = text.endsWith(":") ? `${at.emoji} ${text}` : `${text} ${at.emoji}`;
    return text;
  }

  /** The call to action alone as a sentence, when it fits. */
  private bareCta(room: number, section: PlanSection): Candidate | undefined {
    const text = finishSentence(this.setup, this.cta, "cta", section);
    return text && this.len(text) <= room && !isAvoided(this.setup, text) ? { text, facts: [], template: "", weight: 1 } : undefined;
  }

  /** Lexicon entries, openers and list items may switch with the address like patterns do. */
  private resolved(list: readonly string[]): string[] {
    return list.map((entry) => resolveAddress(entry, this.setup.formal));
  }

  private values(n: number, mention: string | null): FillValues {
    const { pack, brief, formal } = this.setup;
    return {
      locale: pack.code,
      formal,
      name: brief.name,
      descriptor: brief.descriptor,
      descriptorSingular: brief.descriptorSingular,
      audience: brief.audience,
      cta: this.cta,
      url: this.url,
      mention,
      n,
      quotes: pack.quotes,
      lexicon: (kind) => this.lexiconOrder[kind].find((entry) => !this.usedLexicon.has(entry)) ?? null,
    };
  }

  /** What a sentence may hold of the brief; one that holds none of them is a stock line. */
  private briefValues(mention: string | null): string[] {
    const { brief } = this.setup;
    return [brief.name, brief.descriptor, brief.audience, brief.cta, this.url, mention, ...brief.numbers, ...brief.properWords].filter((v): v is string => !!v);
  }

  private len(text: string): number {
    return measure(text, this.setup.info);
  }

  /** Every finished sentence of these moves that fits the budget and the constraints, and those whose opening another text used. */
  private candidates(moves: readonly MoveId[], budget: number, section: PlanSection, c: Constraints, n: number, mention: string | null) {
    const { pack, tone, info, brief } = this.setup;
    const fitting: Candidate[] = [];
    const colliding: Candidate[] = [];
    for (const { move, pattern } of moves.flatMap((m) => tonePatterns(pack, m, tone.key))) {
      if (this.usedTemplates.has(pattern.template) || !kindAllows(pattern.tones, brief.kind)) continue;
      // "Corredores, ¿de verdad puedes esperar?" — a group is not spoken to as one reader (address.ts).
      if (patternTalksToGroup(pattern.template, brief.audience, pack, this.setup.formal)) continue;
      if (c.ctaLater && move !== "cta" && pattern.requires.has("cta")) continue;
      if (c.first && pattern.continues) continue;
      const forms: FactLength[] = pattern.needs.benefit + pattern.needs.feature > 0 && this.pool.hasShort() ? ["full", "short", "tight"] : ["full"];
      // A one- or two-slot format has room for one claim: a one-fact pattern tries the next facts too,
      // so "Pain au levain" (which names nothing the finder can tell from the name) is not its only offer.
      const alternates = isShortFormat(info) && info.slots.length <= 2 && pattern.needs.benefit + pattern.needs.feature === 1 ? 3 : 1;
      const skip = new Set<string>();
      for (let alternate = 0; alternate < alternates; alternate++) {
        let previous: string | null = null;
        let fitted = false;
        let factIds: string[] = [];
        for (const form of forms) {
          // A shortened fact says less: it is only the fallback when the full one does not fit.
          if (form !== "full" && fitted) break;
          const filled = fill(pattern, this.values(n, mention), this.pool, form, skip, move);
          if (!filled || filled.text === previous) continue;
          previous = filled.text;
          factIds = filled.facts.map((f) => f.id);
          // Finishing only adds a closing mark (or a Spanish "¡", a French space): far too long stays too long.
          if (this.len(filled.text) > budget + FINISH_SLACK) continue;
          const text = finishSentence(this.setup, filled.text, move, section);
          const length = this.len(text);
          if (!text || length > budget || isAvoided(this.setup, text)) continue;
          // "Neu: X bringt einen klaren Vorteil mit: …" — one colon per sentence.
          if (hasTwoColons(text)) continue;
          fitted = true;
          if (info.rules.noSuperlatives && hasSuperlative(text)) continue;
          if (info.rules.noAllCaps && /\b\p{Lu}{4,}\b/u.test(text.replace(brief.name, ""))) continue;
          if (c.requireName && !text.includes(brief.name)) continue;
          if (info.kind === "framework" && nameAgainBarred(text, brief.name, this.nameUses, c.requireName, true)) continue;
          if (c.requireUrl && this.url && !text.includes(this.url)) continue;
          if (section.nameWithin && text.includes(brief.name)) {
            const end = codePointLength(text.slice(0, text.indexOf(brief.name))) + codePointLength(brief.name);
            if (end > section.nameWithin && text.indexOf(brief.name) > 0) continue;
          }
          const stock = isStockLine(text, [...this.briefValues(mention), ...filled.facts.map((f) => f.text)], pack.code);
          // A line that could describe any product is used at most once per call.
          if (stock && (this.setup.callTemplates.get(pattern.template) ?? 0) > 0) continue;
          const factFree = isShortFormat(info) && info.slots.length <= 2 && move !== "cta" && !carriesFact(text, this.setup.source);
          let weight = this.weigh(pattern, move, text, filled.facts, length, budget, stock, factFree);
          // Where a call to action competes with a fact line (Meta's description), the tone's CTA lines do not crowd the fact out.
          if (move === "cta" && section.pick.includes("cta") && section.pick.some((m) => m !== "cta")) weight /= TONE_MATCH_WEIGHT.exact / 2;
          if (c.first && this.leadMoves(section, c).includes(move)) weight *= TONE_LEAD_WEIGHT;
          const candidate = { text, facts: filled.facts, template: pattern.template, stock, factFree, weight };
          (c.first && collides(text, this.usedOpenings) ? colliding : fitting).push(candidate);
        }
        if (factIds.length === 0) break;
        for (const id of factIds) skip.add(id);
      }
    }
    return { fitting, colliding };
  }

  /** How much a candidate deserves to be chosen: tone fit, freshness, facts, name and CTA use, length. */
  private weigh(pattern: Pattern, move: MoveId, text: string, facts: TakenFact[], length: number, budget: number, stock: boolean, factFree: boolean): number {
    const { tone, brief, info } = this.setup;
    let weight = 1;
    const match = pattern.tones ? toneTagMatch(pattern.tones, tone.key) : "none";
    weight *= TONE_MATCH_WEIGHT[match];
    weight *= 0.25 ** (this.setup.callTemplates.get(pattern.template) ?? 0);
    // Facts make a text specific; so does saying what the product is ("a self-heating mug").
    weight *= 1 + 0.5 * (facts.length + (pattern.requires.has("descriptor") ? 1 : 0));
    // An offer line that says the brief's offer, a proof line its proof (slot-types.ts).
    if (facts.some((f) => f.type && f.type === preferredType(move))) weight *= 4;
    // A one- or two-slot format has room for one claim: a line that says nothing of the product wastes it.
    if (factFree) weight *= 0.01;
    // The same in every short format: the tone's own lines weigh a lot, and a fact-free one must not win for that alone.
    else if (facts.length === 0 && move !== "cta" && isShortFormat(info)) weight *= 0.2;
    // A line that holds nothing of the brief could sit in any ad: used only for want of better.
    if (stock) weight *= 0.001;
    // A bare number ("up to 80 minutes") says less than the fact it comes from.
    if (pattern.needs.number > 0 && pattern.needs.benefit + pattern.needs.feature === 0) weight *= 0.4;
    // The name once or twice reads as confidence; in every sentence as a jingle.
    if (text.includes(brief.name)) weight *= this.nameUses === 0 ? 1.5 : 0.15 ** this.nameUses;
    // Twice in one short slot or one sentence ("Kostenlos testen: Shiftly!" after "Shiftly kann…") it is a
    // jingle whatever came before: chosen only when nothing else fits (score-fluency.ts marks it).
    if (nameTooSoon(text, this.nearby, brief.name)) weight *= NAME_TOO_SOON;
    // "Lumen C15: a vitamin C serum…" takes the name an urgency line needs ("Don't wait too long for Lumen C15").
    else if (this.saveName && this.nameUses === 0 && text.includes(brief.name)) weight *= SAVE_NAME;
    // So does the audience: named once, it is addressed; named in every line, it is a refrain.
    if (pattern.requires.has("audience")) weight *= 0.05 ** this.audienceUses;
    // One call to action per text; a second slot repeating it wastes the space.
    if (move === "cta" && this.ctaUses > 0) weight *= 0.02;
    if (this.url && info.value === 29 && text.includes(this.url)) weight *= 4;
    return weight * Math.exp(this.setup.lengthBias * (length / Math.max(budget, 1) - 0.5) * 3);
  }

  /** Takes a chosen sentence: its facts, template and lexicon are used from now on. */
  private commit(candidate: Candidate): string {
    const { brief } = this.setup;
    this.pool.commit(candidate.facts);
    this.usedTemplates.add(candidate.template);
    this.setup.callTemplates.set(candidate.template, (this.setup.callTemplates.get(candidate.template) ?? 0) + 1);
    for (const list of Object.values(this.lexiconOrder)) for (const entry of list) if (candidate.text.includes(entry.replace(/[.!?:]$/, ""))) this.usedLexicon.add(entry);
    if (candidate.text.includes(brief.name)) this.nameUses++;
    if (brief.audience && candidate.text.toLocaleLowerCase().includes(brief.audience.toLocaleLowerCase())) this.audienceUses++;
    if (candidate.text.toLowerCase().includes(this.cta.toLowerCase())) this.ctaUses++;
    return candidate.text;
  }

  private choose(list: Candidate[]): Candidate | undefined {
    return list[pickWeighted(this.rng, list.map((c) => c.weight))];
  }

  /** The primary sentence of a section, falling back to related moves and, last, to a shortened text. */
  private primary(section: PlanSection, budget: number, c: Constraints, n: number): string {
    const { brief } = this.setup;
    const earned = (m: MoveId): MoveId => (m === "social" && !this.earnsSocial ? "proof" : this.painless(m));
    const moves: MoveId[] = [...section.pick, ...this.leadMoves(section, c)].map(earned);
    // A clean sentence from a related move reads better than an opener glued to a used one.
    const colliding: Candidate[] = [];
    for (let round = 0; round < 3; round++) {
      const found = this.candidates(moves, budget, section, c, n, null);
      // A one- or two-slot format has room for one claim: a sentence that says nothing of the product
      // is written only when no sentence that does fits, not even behind an opener.
      const saying = found.fitting.filter((x) => !x.factFree);
      const sayingOpened = saying.length || !c.first ? [] : this.withOpeners(found.colliding.filter((x) => !x.factFree), budget);
      const chosen = this.choose(saying.length ? saying : sayingOpened.length ? sayingOpened : found.fitting);
      if (chosen) return this.commit(chosen);
      colliding.push(...found.colliding.filter((x) => !colliding.some((y) => y.text === x.text)));
      const next = moves.map((m) => MOVE_FALLBACK[m] && earned(MOVE_FALLBACK[m])).filter((m): m is MoveId => !!m && !moves.includes(m));
      if (next.length === 0) break;
      moves.push(...next);
    }
    const opened = c.first ? this.choose(this.withOpeners(colliding, budget)) : undefined;
    if (opened) return this.commit(opened);
    if (c.requireName || c.first) {
      const named = this.candidates(["headline"], budget, section, { ...c, requireName: true, first: false }, n, null).fitting;
      const unique = named.filter((x) => !collides(x.text, this.usedOpenings));
      // A thin brief runs out of name-led lines before ten texts are written: openers make them differ.
      const pick = this.choose(unique) ?? (c.first ? this.choose(this.withOpeners(named, budget)) : undefined) ?? this.choose(named);
      if (pick) return this.commit(pick);
    }
    // A stage never vanishes (issue #25): when the claim checker refused every line of its moves, it says
    // something neutral the brief licenses (a benefit, a feature, the name with its descriptor) before the bare name.
    const neutral = this.candidates(NEUTRAL_STAGE_MOVES, budget, section, { ...c, first: false }, n, null).fitting;
    const plain = this.choose(neutral.filter((x) => !x.stock)) ?? this.choose(neutral);
    if (plain) return this.commit(plain);
    // The bare name once; a second bare "Shiftly" line under it is a stutter, not a stage (issue #25).
    if (this.nameUses > 0 && !c.requireName && this.setup.info.kind === "framework") return "";
    const bare = cutToFit(brief.name, budget);
    this.nameUses++;
    if (!c.first || !collides(bare, this.usedOpenings)) return bare;
    return this.choose(this.withOpeners([{ text: bare, facts: [], template: "", weight: 1 }], budget))?.text ?? bare;
  }

  /**
   * A problem-led move (problem, agitate, before, them, story) when the brief names a problem, a
   * quote when it quotes someone; otherwise its neutral frame: who it is for, what it has. Never an
   * invented pain or testimonial (issue #25).
   */
  private painless(move: MoveId): MoveId {
    const { categories } = this.setup.license;
    // A customer's voice needs one in the brief; the problem-led moves need a problem.
    const licensed = move === "quote" ? categories.has("story") || categories.has("socialProof") : categories.has("pain");
    return licensed ? move : (NEUTRAL_FRAME[move] ?? move);
  }

  /** The tone's own way to open a text (Urgent with the offer, Calm with the outcome), for a roomy opening hook. */
  private leadMoves(section: PlanSection, c: Constraints): readonly MoveId[] {
    if (!c.first || !section.pick.includes("hook") || section.max < LEAD_MOVE_ROOM) return [];
    return (TONE_LEAD_MOVES[this.setup.tone.key] ?? []).filter((m) => !section.pick.includes(m));
  }

  /** Sentences whose opening another text used, made distinct by an opener in front ("Today: …"). */
  private withOpeners(colliding: Candidate[], budget: number): Candidate[] {
    const { pack, tone, brief } = this.setup;
    const openers = shuffled(this.rng, [...this.resolved(pack.tones[tone.key].open).filter((o) => plainOpener(o, pack.code)), ...PLAIN_OPENERS[pack.code]]);
    const out: Candidate[] = [];
    for (const candidate of colliding) {
      // "Here it is: Strider Pace 3: 30-day run-it test" — an opener goes only before a sentence without a colon of its own.
      if (candidate.text.includes(":")) continue;
      for (const opener of openers) {
        const joined = joinOpener(opener, candidate.text, pack.code, [brief.name, ...brief.properWords]);
        const text = pack.code === "fr" ? frenchSpacing(joined) : joined;
        if (this.len(text) <= budget && !collides(text, this.usedOpenings) && !isAvoided(this.setup, text) && !hasTwoColons(text)) {
          out.push({ ...candidate, text: sanitized(this.setup, text), weight: candidate.weight * openerFit(candidate, brief.name) });
          break;
        }
      }
    }
    return out;
  }
}

const FINISH_SLACK = 8;
