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
  /(?<![\p{L}-])(?:no (?:\p{L}+ ){0,2}fees?|fee-free|free(?![\p{L}-])|gratis|kostenlos|gebührenfrei|gratuit\p{L}*|sans frais|sin (?:comisi\p{L}+|coste)|senza costi|zonder kosten|sem custos|ücretsiz|whole of (?:the )?market)(?!\p{L})/iu;
// A price: a currency symbol next to a figure.
const PRICE = /[€£$]\s?\d|\d\s?(?:[€£$]|eur|euro|tl)(?!\p{L})/iu;

/** How strongly a fact sells: 2 for a warranty, no fee or the whole market, 1 for a price, 0 otherwise. */
export function factStrength(text: string): number {
  if (WARRANTY.test(text) || NO_FEE.test(text)) return 2;
  // A bare price ("60 € (55 € pour les étudiants)") says nothing of what it buys: it leads nothing.
  const words = text.replace(/\([^()]*\)/gu, " ").match(/\p{L}{2,}/gu) ?? [];
  return PRICE.test(text) && words.length >= 2 ? 1 : 0;
}

// A restriction or a practicality (round 11: "Kein Walk-in", "Nur mit Termin", "Anzahlung 50 € wird verrechnet",
// "L-V 9:30-14h y 16-19h" as a lead or a text's only fact): true, but never what an ad leads with.
const RESTRICTION =
  /^(?:nur (?:mit|nach) (?:termin|vereinbarung)|kein(?:e)? walk-?ins?|no walk-?ins?|(?:by )?appointment only|only by (?:appointment|appt)|sur rendez-vous(?: uniquement)?$|uniquement sur rendez-vous|(?:solo|sólo) con cita(?: previa)?$|solo su appuntamento|alleen op afspraak|apenas com marcação|anzahlung|deposit|tattoos erst ab|ausweis mitbringen|idade mínima|minimum age)/iu;
const HOURS = /^(?:(?:open|geöffnet|ouvert|abierto|aperto|geopend|aberto|horario)\s+)?(?:[\p{L}.]{1,6}\s?[-–]\s?[\p{L}.]{1,6}|[\p{L}.]{2,6})\s+\d{1,2}(?:[:.]\d{2})?\s?(?:h|am|pm|uhr)?\s?[-–]\s?\d{1,2}/iu;

/** Whether a fact is a restriction or opening hours: it follows the facts that sell, never leads. */
export function isPracticality(text: string): boolean {
  return RESTRICTION.test(text.trim()) || HOURS.test(text.trim());
}

/**
 * Drops restrictions and opening hours from the facts (in place): "nur mit Termin", "kein Walk-in",
 * "Di-Sa 11-19 Uhr" are true but sell nothing, and short formats still led with them when they were
 * only moved behind the other facts (round 11).
 */
export function demotePracticalities(benefits: Fact[], features: Fact[]): void {
  const practical = [...benefits, ...features].filter((f) => isPracticality(f.text));
  if (!practical.length) return;
  for (const list of [benefits, features]) for (let i = list.length - 1; i >= 0; i--) if (practical.includes(list[i]!)) list.splice(i, 1);
}

// A registration or licence number ("colegiada ICAB nº 38.512", "reg. no. HA12874") is a figure that sells nothing.
const REGISTRATION_NUMBER = /(?:nº|n°|nr\.?|no\.)\s?[\p{L}\d][\w.-]*/giu;

/** Puts the strongest of the brief's facts first among its benefits when the first says none of these and no figure (in place). */
export function leadWithStrongest(benefits: Fact[], features: Fact[]): void {
  const lead = benefits[0];
  if (!lead) return;
  const pool = [...benefits, ...features].filter((f) => f.type !== "audience" && !f.instruction);
  const best = pool.reduce<Fact | null>((top, f) => (factStrength(f.text) > (top ? factStrength(top.text) : 0) ? f : top), null);
  if (!best || best === lead) return;
  // A guarantee or a free offer leads over anything (round 11: a price led, "the hearing test is free" went missing);
  // otherwise a lead with a figure of its own ("CRM for small B2B sales teams (5-50 users)") already says something definite.
  const outranks = factStrength(best.text) === 2 && factStrength(lead.text) < 2;
  if (!outranks && (factStrength(lead.text) > 0 || /\d/u.test(lead.text.replace(REGISTRATION_NUMBER, " ")))) return;
  const from = benefits.includes(best) ? benefits : features;
  from.splice(from.indexOf(best), 1);
  benefits.unshift(best);
}
