import type { MoveId } from "./moves";
import { adTextType, type AdTextTypeInfo } from "./types";

/** One piece of a text: a framework stage, or a part of a platform slot. */
export interface PlanSection {
  key: string;
  /** The slot of the returned value this section is written into. */
  slot: string;
  /** Moves whose patterns may write the section; one is chosen. */
  pick: readonly MoveId[];
  /** Moves that may follow in the same section when the budget allows. */
  extra: readonly MoveId[];
  max: number;
  /** Written before the section when it is not the first of its slot. */
  sep: string;
  /** Built from the brief instead of patterns. */
  special?: "items" | "bullets" | "brand" | "hashtags";
  /** Headline-like: no closing full stop. */
  plain?: boolean;
  noExclaim?: boolean;
  /** The product name must end within this many characters (Pinterest shows 40). */
  nameWithin?: number;
}

type Moves = { pick: readonly MoveId[]; extra?: readonly MoveId[]; special?: PlanSection["special"] };

const STAGE_MOVES: Readonly<Record<string, Moves>> = {
  hook: { pick: ["hook", "question", "benefitFirst"] },
  body: { pick: ["benefit", "feature", "after"], extra: ["advantage", "proof"] },
  action: { pick: ["cta"] },
  benefit: { pick: ["benefitFirst"] },
  goal: { pick: ["goal"] },
  obstacle: { pick: ["problem"] },
  way: { pick: ["solution"], extra: ["cta"] },
  value: { pick: ["benefit"] },
  relevance: { pick: ["audience"] },
  clarity: { pick: ["feature"], extra: ["advantage"] },
  urgency: { pick: ["urgency"], extra: ["cta"] },
  attention: { pick: ["hook"] },
  interest: { pick: ["feature"], extra: ["advantage"] },
  desire: { pick: ["after", "benefit"], extra: ["close"] },
  before: { pick: ["before"] },
  after: { pick: ["after"], extra: ["close"] },
  bridge: { pick: ["solution"], extra: ["cta"] },
  problem: { pick: ["problem"] },
  agitate: { pick: ["agitate"] },
  solution: { pick: ["solution"], extra: ["cta"] },
  features: { pick: ["feature"], extra: ["specific"] },
  advantages: { pick: ["advantage"] },
  benefits: { pick: ["benefit"], extra: ["cta"] },
  promise: { pick: ["promise"] },
  picture: { pick: ["after"] },
  proof: { pick: ["proof", "specific"], extra: ["benefit"] },
  push: { pick: ["cta"] },
  useful: { pick: ["benefit"] },
  urgent: { pick: ["urgency"] },
  unique: { pick: ["unique"] },
  ultraSpecific: { pick: ["specific"], extra: ["cta"] },
  qualify: { pick: ["audience", "question"] },
  understand: { pick: ["problem"] },
  educate: { pick: ["feature"], extra: ["advantage"] },
  stimulate: { pick: ["after"], extra: ["close"] },
  transition: { pick: ["cta"] },
  awareness: { pick: ["hook", "question"] },
  comprehension: { pick: ["feature"], extra: ["advantage"] },
  conviction: { pick: ["proof"] },
  amplify: { pick: ["agitate"] },
  story: { pick: ["story"] },
  transformation: { pick: ["after"] },
  offer: { pick: ["offer"] },
  response: { pick: ["cta"] },
  star: { pick: ["audience"] },
  claim: { pick: ["social"] },
  quote: { pick: ["quote"] },
  context: { pick: ["context"] },
  setup: { pick: ["story"] },
  conflict: { pick: ["problem", "agitate"] },
  resolution: { pick: ["solution"] },
  question: { pick: ["question"] },
  answer: { pick: ["solution"] },
  title: { pick: ["listTitle"] },
  items: { pick: [], special: "items" },
  scarcity: { pick: ["urgency"] },
  them: { pick: ["them"] },
  us: { pick: ["unique", "benefit"], extra: ["close"] },
  step1: { pick: ["step1"] },
  step2: { pick: ["step2"] },
  step3: { pick: ["step3"] },
  intro: { pick: ["bulletIntro"] },
  bullets: { pick: [], special: "bullets" },
};

// The same stage name can mean something else in one framework.
const STAGE_OVERRIDES: Readonly<Record<number, Readonly<Record<string, Moves>>>> = {
  1: { action: { pick: ["cta"] } },
  22: { title: { pick: ["howTitle"] } },
};

const section = (
  key: string,
  slot: string,
  pick: readonly MoveId[],
  max: number,
  options: Partial<Omit<PlanSection, "key" | "slot" | "pick" | "max">> = {},
): PlanSection => ({ key, slot, pick, extra: [], max, sep: " ", ...options });

const headline = (key: string, pick: readonly MoveId[], max: number, strict = false): PlanSection =>
  section(key, key, pick, max, { plain: true, noExclaim: strict });

// Budgets of the sections in one slot add up (with separators) to at most the slot's limit.
const FORMAT_PLANS: Readonly<Record<number, readonly PlanSection[]>> = {
  24: [
    headline("headline1", ["headline"], 30, true),
    headline("headline2", ["tagline"], 30, true),
    headline("headline3", ["cta", "tagline"], 30, true),
    section("description1", "description1", ["hook", "benefitFirst"], 90, { extra: ["cta"] }),
    section("description2", "description2", ["feature", "benefit", "proof"], 90, { extra: ["cta"] }),
  ],
  25: [
    headline("headline", ["headline", "tagline"], 30, true),
    headline("longHeadline", ["hook", "benefitFirst"], 90, true),
    section("description", "description", ["benefit", "feature"], 90, { extra: ["cta"] }),
  ],
  26: [
    section("primary", "primary", ["hook"], 125, { extra: ["cta"] }),
    headline("headline", ["headline"], 40),
    headline("description", ["tagline", "cta"], 30),
  ],
  27: [
    section("hook", "caption", ["hook", "question"], 125),
    section("body", "caption", ["benefit", "after"], 300, { extra: ["advantage"], sep: "\n\n" }),
    section("more", "caption", ["feature", "proof"], 300, { extra: ["specific"], sep: "\n" }),
    section("action", "caption", ["cta"], 150, { extra: ["close"], sep: "\n\n" }),
    { ...section("tags", "caption", [], 150, { sep: "\n\n" }), special: "hashtags" },
  ],
  28: [
    section("intro", "intro", ["hook", "benefitFirst"], 150, { extra: ["cta"] }),
    headline("headline", ["headline", "tagline"], 70),
  ],
  29: [
    section("hook", "post", ["hook", "benefitFirst", "question"], 110),
    section("body", "post", ["feature", "benefit"], 80),
    section("action", "post", ["cta"], 60),
    { ...section("tags", "post", [], 25), special: "hashtags" },
  ],
  30: [section("hook", "text", ["tagline", "benefitFirst", "headline"], 58), section("action", "text", ["cta"], 40)],
  31: [
    { ...headline("title", ["headline", "hook"], 100), nameWithin: 40 },
    section("body", "description", ["benefit", "hook"], 200),
    section("more", "description", ["feature"], 180, { extra: ["advantage"] }),
    section("action", "description", ["cta"], 110),
  ],
  32: [headline("headline", ["tagline", "headline"], 50)],
  33: [
    headline("headline", ["headline", "tagline"], 30, true),
    headline("longHeadline", ["hook", "benefitFirst"], 90, true),
    section("description", "description", ["benefit", "feature"], 90, { extra: ["cta"] }),
    { ...section("business", "business", [], 25), special: "brand" },
  ],
  34: [headline("headline", ["tagline", "headline"], 34), { ...section("brand", "brand", [], 25), special: "brand" }],
  35: [headline("subject", ["headline", "question", "tagline"], 60), section("preheader", "preheader", ["benefit", "feature"], 100, { extra: ["cta"] })],
};

function frameworkPlan(info: AdTextTypeInfo): PlanSection[] {
  // Sharp copy reads as one line; every other framework gives each stage its own line.
  const sep = info.value === 1 ? " " : "\n";
  return info.stages.map((stage) => {
    const moves = STAGE_OVERRIDES[info.value]?.[stage.key] ?? STAGE_MOVES[stage.key];
    if (!moves) throw new Error(`No moves for stage ${stage.key}`);
    return { key: stage.key, slot: "text", pick: moves.pick, extra: moves.extra ?? [], max: stage.maxChars, sep, special: moves.special };
  });
}

export function planFor(type: number): readonly PlanSection[] {
  const info = adTextType(type);
  if (!info) throw new RangeError(`Ad text type ${type} is not in 0..35`);
  return info.kind === "framework" ? frameworkPlan(info) : (FORMAT_PLANS[type] ?? []);
}

/** Types whose plan asks for a call to action somewhere. */
export function expectsCta(type: number): boolean {
  return planFor(type).some((s) => s.pick.includes("cta") || s.extra.includes("cta"));
}
