/**
 * What the advertiser wants the reader to do, read from an ad goal, a call to action or the
 * description in any of the eight languages. The words of endpoint 5's adGoal (purchase, sign-up,
 * download, booking, lead) map one to one.
 */
import type { CtaGoal } from "@/lib/ai/language";

/** The language packs' calls to action are keyed by these goals, so the list is the language core's. */
export type Goal = CtaGoal;

const RULES: ReadonlyArray<readonly [Goal, RegExp]> = [
  ["download", /download|install|app store|google play|herunterlad|télécharg|descarg|scaric|baix|instal|indir|yükle/u],
  ["booking", /book|reserv|appointment|termin|buch|rendez|cita|prenot|agend|boek|afspraak|rezervasyon|randevu/u],
  ["signup", /sign[ -]?up|register|join|subscrib|free trial|trial|account|anmeld|registrier|abonn|konto|testen|inscri|essai|regístr|suscr|prueba|iscriv|prova|cadastr|assin|teste|aanmeld|registreer|proef|kaydol|üye|abone|deneme/u],
  ["lead", /lead|contact|quote|demo|consult|newsletter|callback|kontakt|angebot|beratung|devis|contacto|presupuesto|contatt|preventiv|contato|orçamento|offerte|iletişim|teklif/u],
  ["purchase", /purchase|buy|shop|order|cart|checkout|sale|sell|revenue|conversion|kauf|bestell|warenkorb|achat|achet|commander|panier|compra|pedido|carrito|acquist|ordina|carrello|compre|comprar|carrinho|koop|bestel|winkelwagen|satın|sipariş|sepet/u],
  ["awareness", /aware|brand|reach|visib|discover|learn|bekannt|reichweite|entdeck|notoriété|découvr|conoc|descubr|notoriet|scopri|conhe|descobr|naamsbekend|ontdek|bilinirlik|keşfet/u],
];

export function goalOf(...texts: ReadonlyArray<string | undefined>): Goal {
  for (const text of texts) {
    const lower = (text ?? "").toLocaleLowerCase();
    if (!lower.trim()) continue;
    for (const [goal, pattern] of RULES) if (pattern.test(lower)) return goal;
  }
  return "purchase";
}
