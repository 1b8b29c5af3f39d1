/**
 * Calls to contact, per language, for a service that sells no goods and gave no CTA (a funeral home,
 * a law firm, a clinic, a trade; brief.contact). Round 11: "Jetzt kaufen" for a funeral home. Kept
 * here rather than in the language packs so the goal lists (shared with text-ops) stay as they are.
 * {formal|informal} as in the packs. The words are what the CTA score recognises.
 */
import type { LanguageCode } from "./languages/types";

export const CONTACT_CTAS: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: ["Get in touch", "Call us", "Contact us"],
  de: ["{Sprechen Sie uns an|Sprich uns an}", "{Rufen Sie uns an|Ruf uns an}", "{Nehmen Sie Kontakt auf|Nimm Kontakt auf}"],
  fr: ["{Contactez-nous|Contacte-nous}", "{Appelez-nous|Appelle-nous}", "{Écrivez-nous|Écris-nous}"],
  es: ["{Contáctenos|Contáctanos}", "{Llámenos|Llámanos}", "{Escríbanos|Escríbenos}"],
  it: ["{Ci contatti|Contattaci}", "{Ci chiami|Chiamaci}", "{Ci scriva|Scrivici}"],
  nl: ["Neem contact op", "Bel ons", "Stuur ons een bericht"],
  pt: ["{Contacte-nos|Contacta-nos}", "{Ligue-nos|Liga-nos}", "{Escreva-nos|Escreve-nos}"],
  tr: ["Bize ulaşın", "Bizi arayın", "İletişime geçin"],
};

/** Lower-case words that open a contact call, for the CTA score. */
export const CONTACT_CTA_WORDS: ReadonlySet<string> = new Set([
  "contact", "call", "touch", "sprechen", "sprich", "rufen", "ruf", "kontakt", "contactez", "contacte", "appelez", "appelle",
  "écrivez", "écris", "contáctenos", "contáctanos", "llámenos", "llámanos", "escríbanos", "escríbenos", "contatti", "contattaci",
  "chiami", "chiamaci", "scriva", "scrivici", "neem", "bel", "stuur", "contacte", "contacta", "ligue", "liga", "escreva",
  "escreve", "ulaşın", "arayın", "iletişime",
]);
