/**
 * The brief's strongest fact leads (issue #25, round 10: "thin texts"): three mortgage texts said only
 * "broker in Leicester" and the repossession warning while the brief offers no broker fee and the whole
 * of the market; "Vadrouille Vans. Vérifier les disponibilités." left out a price from 89 €. A warranty,
 * "no fee" / free, "whole of market" and a price are what a copywriter leads with; a fact of none of
 * these kinds ahead of one that is gives way to it.
 */
import type { Fact } from "./brief";

// A warranty or a guarantee, in the eight languages.
const WARRANTY = /(?<!\p{L})(?:warrant\p{L}*|guarantee\p{L}*|garantie\p{L}*|gewährleistung|garanzia|garantía|garantia|garanti\p{L}*)(?!\p{L})/iu;
// No fee, free of charge, the whole market.
const NO_FEE =
  /(?<!\p{L})(?:no (?:\p{L}+ ){0,2}fees?|fee-free|kostenlos|gebührenfrei|gratuit\p{L}*|sans frais|sin (?:comisi\p{L}+|coste)|senza costi|zonder kosten|sem custos|ücretsiz|whole of (?:the )?market)(?!\p{L})/iu;
// A price: a currency symbol next to a figure.
const PRICE = /[€£$]\s?\d|\d\s?(?:[€£$]|eur|euro|tl)(?!\p{L})/iu;

/** How strongly a fact sells: 2 for a warranty, no fee or the whole market, 1 for a price, 0 otherwise. */
export function factStrength(text: string): number {
  if (WARRANTY.test(text) || NO_FEE.test(text)) return 2;
  // A bare price ("60 € (55 € pour les étudiants)") says nothing of what it buys: it leads nothing.
  const words = text.replace(/\([^()]*\)/gu, " ").match(/\p{L}{2,}/gu) ?? [];
  return PRICE.test(text) && words.length >= 2 ? 1 : 0;
}

/** Puts the strongest of the brief's facts first among its benefits when the first says none of these and no figure (in place). */
export function leadWithStrongest(benefits: Fact[], features: Fact[]): void {
  const lead = benefits[0];
  // A lead with a figure of its own ("CRM for small B2B sales teams (5-50 users)") already says something definite.
  if (!lead || factStrength(lead.text) > 0 || /\d/u.test(lead.text)) return;
  const pool = [...benefits, ...features].filter((f) => f.type !== "audience" && !f.instruction);
  const best = pool.reduce<Fact | null>((top, f) => (factStrength(f.text) > (top ? factStrength(top.text) : 0) ? f : top), null);
  if (!best) return;
  const from = benefits.includes(best) ? benefits : features;
  from.splice(from.indexOf(best), 1);
  benefits.unshift(best);
}
