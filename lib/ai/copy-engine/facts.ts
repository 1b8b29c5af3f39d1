import type { Brief, Fact } from "./brief";
import { acceptsFact, type FactFilter } from "./pattern";

export type FactKind = "benefit" | "feature" | "number";

export interface TakenFact {
  kind: FactKind;
  id: string;
  text: string;
}

export interface PeekOptions {
  /** Ids already taken by the pattern being filled. */
  exclude?: ReadonlySet<string>;
  /** Instructions to the reader fit only where the fact stands alone as a sentence. */
  allowInstruction?: boolean;
  filters?: readonly FactFilter[];
}

// "Up to 80 minutes" or "30%" alone does not say of what; "6 mm drop" and "only 240 g" do.
const BARE_QUANTITY = /^(?:\p{L}+\s+){0,2}[$€£]?\d[\d.,]*\s*(?:%|percent|prozent|pour cent|por ciento|per cento|por cento|procent|yüzde|s|sec|seconds?|min|minutes?|h|hours?|days?|weeks?|months?|years?|x|times)?$/iu;
const standsAlone = (number: string): boolean => !BARE_QUANTITY.test(number);

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

  constructor(brief: Brief, rotation: number) {
    const rotate = <T>(items: T[]): T[] => {
      const k = items.length ? rotation % items.length : 0;
      return [...items.slice(k), ...items.slice(0, k)];
    };
    this.benefits = rotate(brief.benefits.map((fact, i) => ({ id: `b${i}`, fact })));
    this.features = rotate(brief.features.map((fact, i) => ({ id: `f${i}`, fact })));
    this.numbers = rotate(brief.numbers);
    this.benefitFirst = [...this.benefits, ...this.features];
    this.featureFirst = [...this.features, ...this.benefits];
  }

  /** The next unused facts of a kind (benefits fall back to features and back), or null. */
  peek(kind: FactKind, count: number, form: "full" | "short", options: PeekOptions = {}): TakenFact[] | null {
    if (count === 0) return [];
    const exclude = options.exclude;
    if (kind === "number") {
      const blocked = this.blockedNumbers();
      const free = this.numbers.filter((n) => !blocked.has(n) && !exclude?.has(`n:${n}`) && standsAlone(n));
      return free.length >= count ? free.slice(0, count).map((n) => ({ kind, id: `n:${n}`, text: n })) : null;
    }
    const standalone = this.standaloneNumbers();
    const filters = options.filters ?? [];
    const out: TakenFact[] = [];
    for (const { id, fact } of kind === "benefit" ? this.benefitFirst : this.featureFirst) {
      if (this.used.has(id) || exclude?.has(id)) continue;
      if (options.allowInstruction === false && fact.instruction) continue;
      if (fact.numbers.some((n) => standalone.has(n)) || !acceptsFact(fact, filters)) continue;
      out.push({ kind, id, text: form === "short" && fact.short ? fact.short : fact.text });
      if (out.length === count) return out;
    }
    return null;
  }

  /** Whether any unused fact has a shorter form worth trying. */
  hasShort(): boolean {
    return this.benefitFirst.some(({ id, fact }) => !this.used.has(id) && fact.short !== null);
  }

  commit(taken: readonly TakenFact[]): void {
    for (const fact of taken) this.used.add(fact.id);
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
    for (const { id, fact } of this.benefitFirst) if (this.used.has(id)) for (const n of fact.numbers) out.add(n);
    for (const id of this.used) if (id.startsWith("n:")) out.add(id.slice(2));
    return (this.blocked = out);
  }

  /** Numbers said on their own: a fact holding one would repeat it. */
  private standaloneNumbers(): Set<string> {
    if (this.standalone) return this.standalone;
    return (this.standalone = new Set([...this.used].filter((id) => id.startsWith("n:")).map((id) => id.slice(2))));
  }
}
