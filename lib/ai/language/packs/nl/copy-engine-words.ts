import type { CopyEngineWords } from "../copy-engine-types";

/** Dutch words the copy engine's checks and openers use beside its patterns. */
export const copyEngineWords: CopyEngineWords = {
  /** Conjunctions a text may not end on, as a regular expression's alternatives (copy-engine/defects.ts). */
  conjunctions: "en|of|maar",
  /** Openers that make two texts of one call start differently without a claim (copy-engine/plain-frames.ts). */
  plainOpeners: ["Kortom:", "Hier is het:", "In het kort:", "De feiten:", "In detail:", "Het belangrijkste:", "Goed om te weten:", "Op een rij:", "In een notendop:", "Samengevat:"],
  /** The only words a pattern's frame may hold of its own, space-separated (copy-engine/plain-frames.ts). */
  frameWords: "de het een met en voor is dit dat in op aan van bij gemaakt ontdek maak kennis details hoe werkt stappen stap kies probeer u je jij uw jouw voordeel ook heet die",
};
