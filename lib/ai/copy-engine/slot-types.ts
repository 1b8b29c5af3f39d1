/**
 * Which fact types a slot takes. A slot is a fact placeholder of a pattern ({benefit}, {feature},
 * {offer}, {proof}) in the move it writes, or a line of a list. The first type listed is
 * preferred: an offer slot leads with the brief's offer and falls back to a claim only when the
 * brief has none. An audience phrase fills no slot: it is the `{audience}` wording.
 */
import type { FactType } from "@/lib/ai/language";
import type { MoveId } from "./moves";

/** Where a fact goes: a pattern's placeholder in a move, or a line of a numbered or bulleted list. */
export type SlotMove = MoveId | "list";
export type SlotPlaceholder = "benefit" | "feature";

// Where a size, a weight or opening hours may stand: as a feature, a figure, a proof, a headline —
// never a promise, a picture or an answer ("Imagine the difference: 30 ml bottle").
const SPEC_MOVES = new Set<SlotMove>(["hook", "benefitFirst", "feature", "specific", "proof", "offer", "headline", "tagline", "step2", "mention", "list"]);
// Where an offer may stand besides the offer and urgency lines: a headline or an opening says it first.
const OFFER_MOVES = new Set<SlotMove>(["offer", "urgency", "hook", "benefitFirst", "headline", "tagline", "list", "mention"]);
// Where a proof may stand besides the proof lines: a headline, an opening, what sets it apart.
const PROOF_MOVES = new Set<SlotMove>(["proof", "social", "specific", "unique", "context", "hook", "benefitFirst", "headline", "tagline", "list", "mention"]);
// Moves whose own fact is the typed one: it comes first.
const PREFERS: Partial<Record<SlotMove, FactType>> = { offer: "offer", urgency: "offer", proof: "proof", social: "proof", context: "proof" };

/**
 * The types a slot accepts, preferred first. A type filter ({offer}, {proof}) takes that type
 * only; otherwise a {benefit} takes benefits then features, a {feature} features then benefits,
 * and the move adds specs, offers and proofs where they read right.
 */
export function slotAccepts(placeholder: SlotPlaceholder, typeFilter: "offer" | "proof" | null, move: SlotMove | undefined): readonly FactType[] {
  if (typeFilter) return [typeFilter];
  const out: FactType[] = placeholder === "benefit" ? ["benefit", "feature"] : ["feature", "benefit"];
  // Without a move (a caller outside the writer) only the plain claims are safe.
  if (!move) return out;
  if (placeholder === "feature" && SPEC_MOVES.has(move)) out.push("spec");
  if (OFFER_MOVES.has(move)) out.push("offer");
  if (PROOF_MOVES.has(move)) out.push("proof");
  const preferred = PREFERS[move];
  return preferred && out.includes(preferred) ? [preferred, ...out.filter((t) => t !== preferred)] : out;
}

/** The fact type a move is for (an offer line's offer, a proof line's proof), or null. */
export const preferredType = (move: SlotMove): FactType | null => PREFERS[move] ?? null;

/** One fact put in one slot, as the writer committed it. */
export interface SlotFill {
  move: SlotMove | undefined;
  placeholder: SlotPlaceholder;
  typeFilter: "offer" | "proof" | null;
  factType: FactType;
  text: string;
}

/** A fill whose fact is of a type its slot does not take. */
export const isWrongType = (fill: SlotFill): boolean => !slotAccepts(fill.placeholder, fill.typeFilter, fill.move).includes(fill.factType);

// The quality suite's window on the writer: fills are recorded only while `recordFills` runs.
let sink: SlotFill[] | null = null;

/** Called by the fact pool for every fact it commits. */
export function noteFill(fill: SlotFill): void {
  sink?.push(fill);
}

/** Runs `work` (synchronous) and returns every slot fill the writer committed meanwhile. */
export function recordFills<T>(work: () => T): { result: T; fills: SlotFill[] } {
  const outer = sink;
  const fills: SlotFill[] = [];
  sink = fills;
  try {
    return { result: work(), fills };
  } finally {
    sink = outer;
  }
}
