/**
 * Rhetorical moves: the building blocks every framework stage and platform slot is made of.
 * Each language authors its own sentence patterns per move.
 */
export const MOVES = [
  "hook", // attention: the product and its strongest fact
  "benefitFirst", // opens with the benefit, names the product after it
  "question", // a question that earns the next line
  "audience", // qualifies the reader
  "goal", // what the reader wants
  "problem", // the pain
  "agitate", // why the pain matters
  "solution", // the product resolves it
  "before", // life before
  "after", // life after, the picture
  "feature", // what it has
  "advantage", // what the feature does
  "benefit", // what it means for the reader
  "specific", // numbers and exact facts
  "proof", // why to believe it
  "social", // others already use it
  "unique", // what sets it apart
  "them", // the usual alternatives
  "story", // a short narrative
  "quote", // a customer-voice line
  "context", // who says so
  "promise", // the commitment
  "offer", // what you get now
  "urgency", // why now
  "cta", // the call to action
  "close", // a tone closer
  "listTitle", // title of a numbered list
  "bulletIntro", // line before benefit bullets
  "howTitle", // title of a how-to
  "step1",
  "step2",
  "step3",
  "headline", // short, name-led line for headline slots
  "tagline", // short, fact-led line for headline slots
  "mention", // a customRequest "mention X"
] as const;

export type MoveId = (typeof MOVES)[number];

/** Where to look when a language has no usable pattern for a move. */
export const MOVE_FALLBACK: Partial<Record<MoveId, MoveId>> = {
  hook: "question",
  benefitFirst: "hook",
  specific: "feature",
  advantage: "benefit",
  social: "proof",
  context: "social",
  promise: "benefit",
  offer: "solution",
  goal: "audience",
  before: "problem",
  agitate: "problem",
  them: "problem",
  unique: "feature",
  story: "problem",
  quote: "benefit",
  tagline: "headline",
  headline: "tagline",
  bulletIntro: "listTitle",
  howTitle: "listTitle",
};
