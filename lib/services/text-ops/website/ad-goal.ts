import type { ExtractedPage } from "@/lib/ai/product-page";
import { goalOfWording, type AdGoal } from "./wording";

const TARGET_GOALS: [AdGoal, RegExp][] = [
  ["download", /\.(?:dmg|exe|msi|apk|pkg|deb|rpm|appimage|zip)(?:$|[?#])|apps\.apple\.com|play\.google\.com|\/download/i],
  ["purchase", /\/(?:cart|checkout|basket|buy)(?:$|[/?#])|add-to-cart/i],
  ["sign-up", /\/(?:signup|sign-up|register|registration|join|trial|start)(?:$|[/?#])/i],
  ["booking", /\/(?:book|booking|reserv\w*|appointments?|tickets?)(?:$|[/?#])/i],
  ["lead", /\/(?:contact|demo|quote|get-a-quote|request\w*)(?:$|[/?#])|^mailto:|^tel:/i],
];
const BOOKING_TYPES = /^(?:hotel|lodgingbusiness|bedandbreakfast|hostel|resort|restaurant|foodestablishment|event|touristattraction|campground|reservation)$/i;
const LEAD_TYPES = /^(?:service|professionalservice|legalservice|financialservice|homeandconstructionbusiness|realestateagent|insuranceagency|accountingservice)$/i;
const APP_TYPES = /^(?:mobileapplication|softwareapplication)$/i;
/** One weak hint alone (a price somewhere) is not a goal. */
const MIN_EVIDENCE = 2;

/**
 * What the page asks its visitor to do, from the call to action and the kind of page: a shop
 * (offers, add-to-cart forms) is a purchase, a hotel a booking, an app a download. Null when the
 * page shows no such evidence.
 */
export function inferAdGoal(page: ExtractedPage): AdGoal | null {
  const score = new Map<AdGoal, number>();
  const add = (goal: AdGoal | null | undefined, points: number) => goal && score.set(goal, (score.get(goal) ?? 0) + points);

  const { cta, signals, structured } = page;
  if (cta) {
    add(goalOfWording(cta.text), 3);
    if (cta.kind === "cart-form") add("purchase", 3);
    if (cta.target) add(TARGET_GOALS.find(([, pattern]) => pattern.test(cta.target!))?.[0], 2);
  }
  if (signals.addToCartForm) add("purchase", 2);
  if (structured.product?.hasOffer || page.openGraph.type?.toLowerCase().startsWith("product")) add("purchase", 2);
  if (signals.price) add("purchase", 1);
  if (signals.appStoreLink) add("download", 2);
  if (signals.passwordField) add("sign-up", 1);
  if (signals.emailForm) add("lead", 1);
  for (const type of structured.types) {
    if (BOOKING_TYPES.test(type)) add("booking", 2);
    else if (LEAD_TYPES.test(type)) add("lead", 1);
    else if (APP_TYPES.test(type)) add("download", 1);
  }

  let best: [AdGoal, number] | null = null;
  for (const entry of score) if (!best || entry[1] > best[1]) best = entry;
  return best && best[1] >= MIN_EVIDENCE ? best[0] : null;
}
