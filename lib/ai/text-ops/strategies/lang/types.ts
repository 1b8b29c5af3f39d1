import type { StrategyId } from "../catalog";

/**
 * A language's strategy names and rationales. A rationale is advice for this product: it names
 * {name} (the product, a proper noun without article) and, after the language's "for", {audience}.
 * A part in [brackets] is dropped when the brief has no fact for its {fact}.
 */
export type StrategyTexts = Readonly<Record<StrategyId, readonly [name: string, rationale: string]>>;
