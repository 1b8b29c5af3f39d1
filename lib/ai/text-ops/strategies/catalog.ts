import type { Family, StrategyId } from "@/lib/ai/language";
import type { Goal } from "../goal";
import type { Signal } from "./signals";

/**
 * The strategy catalog: what each strategy is good for, as weights the ranking adds up. A goal
 * weight says how directly it serves that goal; a signal weight how well it suits that kind of
 * product or audience (negative: a poor fit, e.g. free shipping for software). Names and
 * rationales are written per language in lib/ai/language/packs/<xx>/text-ops-strategies.ts, which
 * is why the strategies' ids and families are the language core's.
 */
export { STRATEGY_IDS, type Family, type StrategyId } from "@/lib/ai/language";

export interface StrategyEntry {
  id: StrategyId;
  family: Family;
  /** Font Awesome 6 free, solid style. */
  icon: string;
  base: number;
  goals: Partial<Record<Goal, number>>;
  signals: Partial<Record<Signal, number>>;
}


const entry = (id: StrategyId, family: Family, icon: string, base: number, goals: StrategyEntry["goals"], signals: StrategyEntry["signals"]): StrategyEntry => ({
  id,
  family,
  icon: `fa-solid ${icon}`,
  base,
  goals,
  signals,
});

export const CATALOG: readonly StrategyEntry[] = [
  entry("scarcity", "urgency", "fa-hourglass-half", 0.5, { purchase: 1, booking: 0.6 }, { premium: 0.4, handmade: 0.5, seasonal: 0.3, software: -1, education: -0.3 }),
  entry("limitedTimeOffer", "urgency", "fa-stopwatch", 0.5, { purchase: 0.8, signup: 0.4, booking: 0.5 }, { discount: 1, seasonal: 0.5, premium: -0.3 }),
  entry("productLaunch", "novelty", "fa-rocket", 0.4, { awareness: 1, download: 0.4, signup: 0.3 }, { novelty: 1.2 }),
  entry("curiosityTeaser", "novelty", "fa-eye", 0.3, { awareness: 0.8 }, { novelty: 0.5, premium: 0.2 }),
  entry("socialProof", "proof", "fa-users", 0.8, { purchase: 0.5, signup: 0.6, download: 0.5 }, { b2b: 0.3, software: 0.3 }),
  entry("customerReviews", "proof", "fa-star", 0.7, { purchase: 0.8, booking: 0.6 }, { physical: 0.3, service: 0.5 }),
  entry("ugc", "proof", "fa-camera", 0.5, { purchase: 0.4, awareness: 0.5 }, { fashion: 0.8, beauty: 0.7, food: 0.5, fitness: 0.5, kids: 0.3, b2b: -0.8, software: -0.4 }),
  entry("testimonials", "proof", "fa-quote-left", 0.5, { lead: 0.8, booking: 0.5, signup: 0.3 }, { b2b: 0.5, service: 0.5, education: 0.5 }),
  entry("influencer", "proof", "fa-bullhorn", 0.3, { awareness: 0.7, purchase: 0.3 }, { fashion: 0.6, beauty: 0.7, fitness: 0.5, food: 0.3, b2b: -1 }),
  entry("caseStudy", "authority", "fa-chart-line", 0.3, { lead: 1, signup: 0.5 }, { b2b: 1.2, software: 0.5, numbers: 0.4 }),
  entry("expertEndorsement", "authority", "fa-award", 0.3, { lead: 0.3, purchase: 0.2 }, { beauty: 0.6, kids: 0.5, fitness: 0.3, education: 0.3, food: 0.2 }),
  entry("comparison", "compare", "fa-scale-balanced", 0.5, { purchase: 0.4, signup: 0.5 }, { software: 0.6, numbers: 0.5, b2b: 0.4 }),
  entry("beforeAfter", "compare", "fa-right-left", 0.3, {}, { change: 1.2, beauty: 0.6, fitness: 0.6, home: 0.3, software: 0.2 }),
  entry("problemSolution", "problem", "fa-puzzle-piece", 0.8, { lead: 0.4, signup: 0.4, purchase: 0.3 }, { b2b: 0.3, software: 0.3 }),
  entry("bundle", "value", "fa-boxes-stacked", 0.3, { purchase: 0.8 }, { consumable: 0.5, giftable: 0.4, food: 0.4, beauty: 0.4, software: -1, service: -0.5 }),
  entry("discount", "value", "fa-tags", 0.4, { purchase: 0.7, booking: 0.4 }, { discount: 1.2, premium: -0.6 }),
  entry("freeShipping", "value", "fa-truck-fast", 0.2, { purchase: 0.7 }, { physical: 0.4, fashion: 0.3, software: -2, service: -2, education: -2, local: -3 }),
  entry("subscribeSave", "value", "fa-arrows-rotate", 0.2, { purchase: 0.4, signup: 0.4 }, { consumable: 1.2, food: 0.3, beauty: 0.2, local: -1 }),
  entry("freeTrial", "risk", "fa-circle-play", 0.3, { signup: 1.3, download: 0.6 }, { software: 1, education: 0.3, physical: -1 }),
  entry("moneyBackGuarantee", "risk", "fa-shield-halved", 0.4, { purchase: 0.6, signup: 0.3 }, { premium: 0.3, education: 0.4, physical: 0.2 }),
  entry("productDemo", "demo", "fa-play", 0.6, { download: 0.6, signup: 0.5, purchase: 0.3 }, { software: 0.7, home: 0.4, fitness: 0.2 }),
  entry("featureSpotlight", "demo", "fa-magnifying-glass", 0.6, { purchase: 0.3, download: 0.3 }, { numbers: 0.6, home: 0.4, software: 0.3 }),
  entry("howTo", "demo", "fa-list-check", 0.3, { awareness: 0.5, lead: 0.4, download: 0.3 }, { education: 0.6, food: 0.5, beauty: 0.4, home: 0.3, software: 0.3 }),
  entry("founderStory", "story", "fa-book", 0.3, { awareness: 0.6 }, { handmade: 0.7, eco: 0.4, food: 0.3, premium: 0.3 }),
  entry("behindTheScenes", "story", "fa-screwdriver-wrench", 0.3, { awareness: 0.4 }, { handmade: 0.8, food: 0.5, premium: 0.4, fashion: 0.3 }),
  entry("sustainability", "story", "fa-leaf", 0.1, { awareness: 0.3, purchase: 0.2 }, { eco: 1.6 }),
  entry("lifestyle", "aspiration", "fa-mountain-sun", 0.4, { awareness: 0.6, purchase: 0.3, booking: 0.4 }, { fashion: 0.6, fitness: 0.5, premium: 0.5, service: 0.3, b2b: -0.8, software: -0.3 }),
  entry("transformation", "aspiration", "fa-wand-magic-sparkles", 0.4, { signup: 0.4, booking: 0.3, lead: 0.3 }, { change: 0.8, fitness: 0.5, education: 0.5, beauty: 0.3 }),
  entry("exclusivity", "aspiration", "fa-gem", 0.2, { purchase: 0.3, booking: 0.3 }, { premium: 1.2, handmade: 0.3, discount: -0.5 }),
  entry("seasonal", "gift", "fa-calendar-days", 0.1, { purchase: 0.5, booking: 0.5 }, { seasonal: 1.4, giftable: 0.3 }),
  entry("giftGuide", "gift", "fa-gift", 0.1, { purchase: 0.6 }, { giftable: 1.2, kids: 0.3, seasonal: 0.4, premium: 0.3, b2b: -1, software: -0.8 }),
  entry("giveaway", "community", "fa-trophy", 0.2, { awareness: 0.8, signup: 0.3, lead: 0.3 }, { fashion: 0.3, beauty: 0.3, food: 0.3, b2b: -0.8 }),
  entry("referral", "community", "fa-user-group", 0.3, { signup: 0.7, download: 0.6 }, { software: 0.5, consumable: 0.3, premium: -0.3 }),
  entry("community", "community", "fa-people-group", 0.3, { signup: 0.4, awareness: 0.4, download: 0.3 }, { fitness: 0.6, education: 0.4, kids: 0.3, software: 0.2 }),
];

