import { type Address, addressOf, type Brief, type Fact, type FactType, STOPWORDS, swapAddress } from "@/lib/ai/language";
import type { LanguagePack } from "./languages";
import { acceptsFact, type FactFilter } from "./pattern";
import { noteFill, slotAccepts, type SlotMove } from "./slot-types";

export type FactKind = "benefit" | "feature" | "number";

/** Which of a fact's forms a pattern is filled with (see Fact.short and Fact.tight). */
export type FactLength = "full" | "short" | "tight";

export interface TakenFact {
  kind: FactKind;
  id: string;
  text: string;
  /** A size, a weight, opening hours (Fact.spec). */
  spec?: boolean;
  /** What the fact is, and the slot it was taken for (slot-types.ts), so the fill can be checked. */
  type?: FactType;
  slot?: { move: SlotMove | undefined; typeFilter: "offer" | "proof" | null };
}

export interface PeekOptions {
  /** Ids already taken by the pattern being filled. */
  exclude?: ReadonlySet<string>;
  /** Instructions to the reader fit only where the fact stands alone as a sentence. */
  allowInstruction?: boolean;
  filters?: readonly FactFilter[];
  /** The move the slot writes: it decides which fact types the slot takes (slot-types.ts). */
  move?: SlotMove;
}

// "Up to 80 minutes" or "30%" alone does not say of what; "6 mm drop" and "only 240 g" do.
export const BARE_QUANTITY =
  /^(?:\p{L}+\s+){0,2}[$€£]?\d[\d.,]*[\s-]*(?:%|percent|prozent|pour cent|por ciento|per cento|por cento|procent|yüzde|s|sec|seconds?|min|minutes?|h|hours?|days?|weeks?|months?|years?|x|times|sekunden|minuten|stunden|tage|wochen|monate|jahre|secondes|heures|jours|semaines|mois|ans|segundos|minutos|horas|días|dias|semanas|meses|años|anos|secondi|minuti|ore|giorni|settimane|mesi|anni|seconden|uur|dagen|weken|maanden|jaar|saniye|dakika|saat|gün|hafta|ay|yıl)?$/iu;
// A unit or a qualifier says no more than the number: "235 g", "only 39 mm", "18 Karat", "around 120"
// name nothing; nor does a clock time ("20 Uhr", "7pm") or a count of a part ("12-fach", "12 velocità").
const UNIT_OR_QUALIFIER = new Set(
  ("mm cm km kg ml wh kwh gb tb mp mah ct karat carats carati quilates only just nur seulement solo solamente soltanto apenas " +
    "alleen slechts sadece up bis jusqu hasta fino até tot more than over under less least mehr als über plus moins más menos oltre più mais meer fazla " +
    "around about approx approximately roughly nearly almost some circa rund etwa ungefähr knapp zirka environ près quelque presque " +
    "unos unas alrededor aproximadamente aprox cerca casi quasi intorno incirca ongeveer bijna yaklaşık from starting limited max min " +
    "dès desde partire vanaf uhr am pm fach fold speed speeds velocità vitesses velocidades gang gänge marce rapporti")
    .split(" "),
);
// "6:30-18 Uhr", "7am-2pm": opening hours are never a line of their own.
const CLOCK_TIME = /\d:\d\d|\d\s?(?:am|pm)(?!\p{L})/iu;
const standsAlone = (number: string): boolean =>
  !BARE_QUANTITY.test(number) &&
  !CLOCK_TIME.test(number) &&
  (number.match(/\p{L}+/gu) ?? []).some((w) => [...w].length >= 3 && !UNIT_OR_QUALIFIER.has(w.toLowerCase()) && !STOPWORDS.has(w.toLowerCase()));

/** The text's address and the pack that reads it, so a fact in the other register is carried over or passed by. */
export interface PoolAddress {
  formal: boolean;
  pack: LanguagePack;
}

/**
 * A fact in the text's address: as it is, rewritten by the pack's swaps ("hält deinen Kaffee" in a
 * Sie text → "hält Ihren Kaffee"), or null when it would keep the other register.
 */
function inAddress(fact: Fact, address: PoolAddress | undefined): Fact | null {
  if (!address || !fact.address) return fact;
  const want: Address = address.formal ? "formal" : "informal";
  if (fact.address === want) return fact;
  const text = swapAddress(fact.text, address.pack, want);
  if (text === null) return null;
  // A short form may have lost the address word with the rest of the phrase.
  const short = fact.short === null ? null : (swapAddress(fact.short, address.pack, want) ?? (addressOf(fact.short, address.pack) ? null : fact.short));
  return { ...fact, text, short, address: want };
}

/** A fact's type; a hand-made fact without one counts as its list's kind. */
const typeOf = (fact: Fact, id: string): FactType => fact.type ?? (fact.spec ? "spec" : id.startsWith("b") ? "benefit" : "feature");

/**
 * The facts one text may still use. Each fact appears once per text; a number inside a fact
 * that was used is not repeated on its own, nor a fact whose number already stood alone.
 */
export class FactPool {
  private readonly used = new Set<string>();
  private readonly benefits: Array<{ id: string; fact: Fact }>;
  private readonly features: Array<{ id: string; fact: Fact }>;
  private readonly numbers: string[];
  private readonly benefitFirst: ReadonlyArray<{ id: string; fact: Fact }>;
  private readonly featureFirst: ReadonlyArray<{ id: string; fact: Fact }>;
  // Derived from `used`; cleared on commit, since peek runs for every candidate pattern.
  private blocked: Set<string> | null = null;
  private standalone: Set<string> | null = null;

  constructor(brief: Brief, rotation: number, address?: PoolAddress) {
    const rotate = <T>(items: T[]): T[] => {
      const k = items.length ? rotation % items.length : 0;
      return [...items.slice(k), ...items.slice(0, k)];
    };
    // Facts in the other register ("Houdt je koffie" in a formal text) are passed by while others
    // remain; a brief made only of them still gets written.
    const carry = (list: Fact[], prefix: string) => list.map((fact, i) => ({ id: `${prefix}${i}`, fact: inAddress(fact, address), original: fact }));
    const benefits = carry(brief.benefits, "b");
    const features = carry(brief.features, "f");
    const keepAll = [...benefits, ...features].every((x) => x.fact === null);
    const usable = (list: typeof benefits) => list.flatMap(({ id, fact, original }) => (fact ? [{ id, fact }] : keepAll ? [{ id, fact: original }] : []));
    this.benefits = rotate(usable(benefits));
    this.features = rotate(usable(features));
    // A figure held by the noun before it ("grupos de máx. 6 alumnos") is said only inside its fact.
    this.numbers = rotate(brief.numbers.filter((n) => !brief.boundNumbers?.includes(n)));
    this.benefitFirst = [...this.benefits, ...this.features];
    this.featureFirst = [...this.features, ...this.benefits];
  }

  /** The next unused facts of a kind (benefits fall back to features and back), or null. */
  peek(kind: FactKind, count: number, form: FactLength, options: PeekOptions = {}): TakenFact[] | null {
    if (count === 0) return [];
    const exclude = options.exclude;
    if (kind === "number") {
      const blocked = this.blockedNumbers();
      const free = this.numbers.filter((n) => !blocked.has(n.toLowerCase()) && !exclude?.has(`n:${n}`) && standsAlone(n));
      return free.length >= count ? free.slice(0, count).map((n) => ({ kind, id: `n:${n}`, text: n })) : null;
    }
    const standalone = this.standaloneNumbers();
    const filters = options.filters ?? [];
    const typeFilter = filters.find((f): f is "offer" | "proof" => f === "offer" || f === "proof") ?? null;
    // "Our promise: 30 ml bottle", "Our promise: 20% off" — a slot takes only the types it declares.
    const accepts = slotAccepts(kind, typeFilter, options.move);
    const listed = kind === "benefit" ? this.benefitFirst : this.featureFirst;
    // An offer or a proof slot leads with the brief's own offer or proof.
    const preferred = accepts[0] === "offer" || accepts[0] === "proof" ? accepts[0] : null;
    const ordered = preferred ? [...listed.filter((x) => typeOf(x.fact, x.id) === preferred), ...listed.filter((x) => typeOf(x.fact, x.id) !== preferred)] : listed;
    const out: TakenFact[] = [];
    for (const { id, fact } of ordered) {
      if (this.used.has(id) || exclude?.has(id)) continue;
      if (options.allowInstruction === false && fact.instruction) continue;
      const type = typeOf(fact, id);
      if (!accepts.includes(type)) continue;
      if (fact.numbers.some((n) => standalone.has(n.toLowerCase())) || !acceptsFact(fact, filters)) continue;
      const text = form === "tight" ? (fact.tight ?? fact.short ?? fact.text) : form === "short" && fact.short ? fact.short : fact.text;
      out.push({ kind, id, text, spec: fact.spec, type, slot: { move: options.move, typeFilter } });
      if (out.length === count) return out;
    }
    return null;
  }

  /** Whether any unused fact has a shorter form worth trying. */
  hasShort(): boolean {
    return this.benefitFirst.some(({ id, fact }) => !this.used.has(id) && (fact.short !== null || !!fact.tight));
  }

  commit(taken: readonly TakenFact[]): void {
    for (const fact of taken) {
      this.used.add(fact.id);
      if (fact.type && fact.kind !== "number") noteFill({ move: fact.slot?.move, placeholder: fact.kind, typeFilter: fact.slot?.typeFilter ?? null, factType: fact.type, text: fact.text });
    }
    this.blocked = null;
    this.standalone = null;
  }

  get usedCount(): number {
    return this.used.size;
  }

  /** Numbers already said, inside a used fact or on their own. */
  private blockedNumbers(): Set<string> {
    if (this.blocked) return this.blocked;
    const out = new Set<string>();
    // Case aside: "Sadece 240 gram" opening a sentence is the "sadece 240 gram" of a fact.
    for (const { id, fact } of this.benefitFirst) if (this.used.has(id)) for (const n of fact.numbers) out.add(n.toLowerCase());
    for (const id of this.used) if (id.startsWith("n:")) out.add(id.slice(2).toLowerCase());
    return (this.blocked = out);
  }

  /** Numbers said on their own: a fact holding one would repeat it. */
  private standaloneNumbers(): Set<string> {
    if (this.standalone) return this.standalone;
    return (this.standalone = new Set([...this.used].filter((id) => id.startsWith("n:")).map((id) => id.slice(2).toLowerCase())));
  }
}
