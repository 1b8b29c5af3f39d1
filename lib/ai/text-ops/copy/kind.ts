import { kindAllows, type KindWithCtas, type LanguageCode, perLanguage, productKindOf, type ProductKind } from "@/lib/ai/language";
/**
 * What kind of product the copies are for gates their closers, calls to action and urgency lines,
 * as it does in the copy engine: "Grab yours today!" is for goods you take home, not for an app,
 * software, a bakery you visit or a luxury watch; "Only while stocks last" is not for software or a
 * watch; a luxury product gets no hard-sell urgency at all. The kind comes from the copy engine's
 * classifier (`product-kind.ts`); the gates are written beside each language's packs
 * (lib/ai/language/packs/<xx>/text-ops-words.ts), by the packs' exact wording, so the packs stay plain lists.
 */
import type { Goal } from "../goal";
import type { CtaEntry } from "./packs";

export { productKindOf, type ProductKind };

/** Gates per language, keyed by the pack's text (closer, CTA, angle sentence or punchline template). */
const GATES = perLanguage((pack) => pack.textOpsWords.kindGates);

/** Whether a pack's text may be written for this kind of product. */
export function kindPermits(language: LanguageCode, text: string, kind: ProductKind): boolean {
  const gate = GATES[language][text];
  return !gate || kindAllows(gate, kind);
}


/** Each such kind's CTA icons, in order: the same in every language. */
const KIND_CTA_ICONS_BY_KIND: Readonly<Record<KindWithCtas, readonly string[]>> = {
  app: ["fa-solid fa-download", "fa-solid fa-mobile-screen-button"],
  saas: ["fa-solid fa-arrow-right", "fa-solid fa-circle-play"],
  local: ["fa-solid fa-store", "fa-solid fa-location-dot", "fa-solid fa-store"],
  luxury: ["fa-solid fa-gem", "fa-solid fa-compass"],
};

/** The same calls to action per language, in the order of their kind's icons. */
const KIND_CTA_TEXTS = perLanguage((pack) => pack.textOpsWords.kindCtas);

/** Every icon the kind CTAs use, for ICON_CHOICES. */
export const KIND_CTA_ICONS: readonly string[] = Object.values(KIND_CTA_ICONS_BY_KIND).flat();

const hasKindCtas = (kind: ProductKind): kind is KindWithCtas => kind in KIND_CTA_ICONS_BY_KIND;

export function kindCtas(language: LanguageCode, kind: ProductKind): readonly CtaEntry[] {
  if (!hasKindCtas(kind)) return [];
  const icons = KIND_CTA_ICONS_BY_KIND[kind];
  return KIND_CTA_TEXTS[language][kind].map((text, i) => [text, icons[i]!] as const);
}

/**
 * The goal whose calls to action follow, when the advertiser gave no CTA of their own: an app is
 * downloaded and software signed up for (a quote or a booking when the description asks for one);
 * a shop or a café is visited (its kind CTAs come first), never put in a cart.
 */
export function goalForKind(kind: ProductKind, described: Goal): Goal {
  if (kind === "app") return "download";
  if (kind === "saas") return described === "lead" || described === "booking" ? described : "signup";
  if (kind === "local") return described === "booking" ? "booking" : "awareness";
  return described;
}
