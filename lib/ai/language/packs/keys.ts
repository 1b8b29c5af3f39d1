/**
 * What the language packs are keyed by: the copy engine's rhetorical moves, the text operations'
 * strategies, their families and the goals a call to action serves. Each language writes one entry
 * per key, so the keys live here with the packs; the engines read them from the core.
 */

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

/** The text operations' strategies (ranked in lib/ai/text-ops/strategies/catalog.ts) and their families. */
export const FAMILIES = [
  "urgency", "novelty", "proof", "authority", "compare", "problem", "value", "risk", "demo", "story", "aspiration", "gift", "community",
] as const;
export type Family = (typeof FAMILIES)[number];

export const STRATEGY_IDS = [
  "scarcity", "limitedTimeOffer", "productLaunch", "curiosityTeaser", "socialProof", "customerReviews", "ugc", "testimonials",
  "influencer", "caseStudy", "expertEndorsement", "comparison", "beforeAfter", "problemSolution", "bundle", "discount",
  "freeShipping", "subscribeSave", "freeTrial", "moneyBackGuarantee", "productDemo", "featureSpotlight", "howTo", "founderStory",
  "behindTheScenes", "sustainability", "lifestyle", "transformation", "exclusivity", "seasonal", "giftGuide", "giveaway",
  "referral", "community",
] as const;
export type StrategyId = (typeof STRATEGY_IDS)[number];

/**
 * What the advertiser wants the reader to do, as the text operations read it (lib/ai/text-ops/goal.ts):
 * endpoint 5's adGoal words map one to one. Not the brief reader's Goal (../brief/brief.ts), which the
 * copy engine's calls to action are keyed by.
 */
export type CtaGoal = "purchase" | "signup" | "download" | "booking" | "lead" | "awareness";

/**
 * What kind of product, audience and offer a brief describes, as the text operations read it from
 * its words (lib/ai/text-ops/strategies/signals.ts, which adds "physical" and "numbers"), in the
 * order they are found. "local" is a shop people walk into: it is visited, never shipped (no free
 * shipping, no abandoned cart).
 */
export const PRODUCT_SIGNALS = [
  "software", "food", "fashion", "beauty", "home", "fitness", "service", "education", "kids", "b2b",
  "eco", "premium", "handmade", "giftable", "seasonal", "consumable", "discount", "novelty", "local", "change",
] as const;
export type ProductSignal = (typeof PRODUCT_SIGNALS)[number];
