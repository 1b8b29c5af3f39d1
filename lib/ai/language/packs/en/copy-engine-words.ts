import type { CopyEngineWords } from "../copy-engine-types";

/** English words the copy engine's checks and openers use beside its patterns. */
export const copyEngineWords: CopyEngineWords = {
  /** Conjunctions a text may not end on, as a regular expression's alternatives (copy-engine/defects.ts). */
  conjunctions: "and|or|but",
  /** Openers that make two texts of one call start differently without a claim (copy-engine/plain-frames.ts). */
  plainOpeners: ["In short:", "Here it is:", "At a glance:", "In brief:", "The facts:", "What it is:", "In detail:", "Briefly:", "Quick look:", "The essentials:", "Overview:", "Details:", "Spotlight:"],
  /** The only words a pattern's frame may hold of its own, space-separated (copy-engine/plain-frames.ts). */
  frameWords: "it its is that's that s this with and meet made for the a an of in to has what inside plus you your get details at by here advantage short glance from on how works steps started getting choose try discover see which",
};
