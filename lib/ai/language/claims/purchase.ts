/**
 * A purchase or urgency call to action for a brief that sells no goods (issue #25, rounds 9 and 10):
 * "Acquisti ora." / "Ordini subito." for a chauffeured wedding-car hire, "Jetzt sichern." for a
 * pharmacy's consultation, "Buy now" for a mortgage broker. A brief whose words ask for a booking, a
 * quote, an appointment or a hire, and never for a purchase, licenses none: the reader books or asks.
 */
import type { LanguageCode } from "../codes";
import { sellsNoGoods } from "../brief/service";

// The brief asks for a booking, a quote, an appointment or a hire.
const BOOKED_BRIEF =
  /(?<!\p{L})(?:book\p{L}*|appointments?|appt|quotes?|consultations?|hire|rentals?|reserv\p{L}*|buch\p{L}*|termin\p{L}*|beratung\p{L}*|angebot|vermietung|verleih|rendez-vous|rdv|devis|location|séances?|consultations?|cita\p{L}*|presupuesto|alquiler|prenot\p{L}*|appuntament\p{L}*|preventiv\p{L}*|noleggi\p{L}*|afspraak|offerte|verhuur|boek\p{L}*|marcaç\p{L}*|orçamento|aluguer|randevu|teklif|kiralama)(?!\p{L})/iu;
// The brief sells goods: a shop, an order, a purchase ("collection & delivery" of a chair to reupholster is no sale).
const SELLS =
  /(?<!\p{L})(?:shop\p{L}*|store|buy(?! to let)|order\p{L}*|kaufen|(?:vor)?bestell\p{L}*|boutique|achet\p{L}*|command\p{L}*|tienda|compra\p{L}*|pedido\p{L}*|venta|negozio|acquist\p{L}*|ordin\p{L}*|winkel|webshop|kopen|loja|venda|encomend\p{L}*|mağaza|satın|sipariş)(?!\p{L})/iu;

/** Calls to buy or order, per language: what a booking brief never licenses. */
const PURCHASE: Readonly<Record<LanguageCode, RegExp>> = {
  en: /(?<!\p{L})(?:buy|shop|order)(?: (?:it|yours|one|now|today|online))+(?!\p{L})|(?<!\p{L})add to (?:cart|basket)(?!\p{L})/iu,
  de: /(?<!\p{L})(?:jetzt (?:kaufen|bestellen|sichern|shoppen)|(?:kaufen|bestellen|sichern) sie (?:jetzt|sich|noch heute)|sichere? dir|bestell(?:e|en)? (?:jetzt|noch heute)|in den warenkorb)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:achetez|achète|commandez|commande dès maintenant|ajoutez au panier|ajouter au panier)(?!\p{L})/iu,
  es: /(?<!\p{L})(?:compr(?:a|e|alo|ala|ad)(?: ya| ahora| hoy)?|cómpr\p{L}+|haz tu pedido|haga su pedido|pídelo|pide el tuyo|encárga\p{L}*)(?!\p{L})/iu,
  it: /(?<!\p{L})(?:acquist(?:a|i|ate)(?: ora| subito| oggi)?|ordin(?:a|i|ate)(?: ora| subito| oggi)?|compr(?:a|i)(?: ora| subito))(?!\p{L})/iu,
  nl: /(?<!\p{L})(?:koop (?:nu|vandaag)|bestel (?:nu|vandaag|direct)|nu (?:kopen|bestellen)|in (?:je|het) winkelmandje)(?!\p{L})/iu,
  pt: /(?<!\p{L})(?:compr(?:e|a) (?:já|agora|hoje)|encomend(?:e|a) (?:já|agora|hoje)|faça (?:a sua|o seu|seu) (?:encomenda|pedido)|faz a tua encomenda)(?!\p{L})/iu,
  tr: /(?:hemen )?(?:satın al|sipariş ver)\p{L}*/iu,
};

/**
 * Whether a brief (all its fields) licenses a purchase call: it sells, or it asks for no booking at all
 * and is no service without goods. A funeral home with no CTA asks for no booking either (round 11):
 * "no booking word" alone licensed "Jetzt kaufen" there.
 */
export function licensesPurchase(briefText: string): boolean {
  return SELLS.test(briefText) || (!BOOKED_BRIEF.test(briefText) && !sellsNoGoods(briefText));
}

/** The purchase call a text makes, lower-cased, or null. */
export function purchaseCallIn(text: string, language: LanguageCode): string | null {
  const m = PURCHASE[language]?.exec(language === "tr" ? text.toLocaleLowerCase("tr") : text);
  return m ? m[0].toLocaleLowerCase(language) : null;
}
