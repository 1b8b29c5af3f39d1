import { kindAllows, type LanguageCode, productKindOf, type ProductKind } from "@/lib/ai/language";
/**
 * What kind of product the copies are for gates their closers, calls to action and urgency lines,
 * as it does in the copy engine: "Grab yours today!" is for goods you take home, not for an app,
 * software, a bakery you visit or a luxury watch; "Only while stocks last" is not for software or a
 * watch; a luxury product gets no hard-sell urgency at all. The kind comes from the copy engine's
 * classifier (`product-kind.ts`); the gates are kept here, by the packs' exact wording, so the packs
 * stay plain lists.
 */
import type { Goal } from "../goal";
import type { CtaEntry } from "./packs";

export { productKindOf, type ProductKind };

// Wording that hands over a thing ("grab yours"), stock that runs out, shopping for a favourite.
const TAKE_HOME = "not-app not-saas not-local not-luxury";
const STOCK = "not-app not-saas not-luxury";
const HARD_SELL = "not-luxury";
const RETAIL = "not-app not-saas";

/** Gates per language, keyed by the pack's text (closer, CTA, angle sentence or punchline template). */
const GATES: Readonly<Record<LanguageCode, Readonly<Record<string, string>>>> = {
  en: {
    "Claim yours now": HARD_SELL,
    "Act now!": HARD_SELL, "Don't miss out!": HARD_SELL, "Grab yours today!": TAKE_HOME,
    "Grab yours now": TAKE_HOME, "Treat yourself": "not-saas", "Find your favourite": RETAIL,
    "Stocks are limited.": STOCK, "Only while stocks last.": STOCK, "Get {name} before it's gone.": STOCK, "The offer ends soon.": HARD_SELL,
    "{name}: while stocks last.": STOCK,
  },
  de: {
    "Jetzt zugreifen": HARD_SELL,
    "Jetzt zugreifen!": HARD_SELL, "Nicht verpassen!": HARD_SELL, "Sichere dir deins noch heute!": TAKE_HOME,
    "Jetzt zuschlagen": TAKE_HOME, "Gönn dir was": "not-saas", "Lieblingsstück finden": RETAIL,
    "Der Vorrat ist begrenzt.": STOCK, "Nur solange der Vorrat reicht.": STOCK, "{Sichern Sie sich|Sichere dir} {name}, solange der Vorrat reicht.": STOCK,
    "Das Angebot endet bald.": HARD_SELL, "{name}: nur solange der Vorrat reicht.": STOCK,
  },
  fr: {
    "J'en profite maintenant": HARD_SELL,
    "Fonce !": HARD_SELL, "Ne rate pas ça !": HARD_SELL, "Profites-en aujourd'hui !": TAKE_HOME,
    "Je fonce": TAKE_HOME, "Se faire plaisir": "not-saas", "Trouver mon préféré": RETAIL,
    "Stock limité.": STOCK, "Dans la limite des stocks disponibles.": STOCK, "{Offrez-vous|Offre-toi} {name} avant la rupture de stock.": STOCK,
    "L'offre se termine bientôt.": HARD_SELL, "{name} : dans la limite des stocks.": STOCK,
  },
  es: {
    "Conseguirlo ya": HARD_SELL,
    "¡Actúa ya!": HARD_SELL, "¡No te lo pierdas!": HARD_SELL, "¡Consíguelo hoy!": TAKE_HOME,
    "Lo quiero ya": TAKE_HOME, "Darme un capricho": "not-saas", "Encontrar mi favorito": RETAIL,
    "Existencias limitadas.": STOCK, "Hasta agotar existencias.": STOCK, "{Hágase|Hazte} con {name} antes de que se agote.": STOCK,
    "La oferta termina pronto.": HARD_SELL, "{name}: hasta agotar existencias.": STOCK,
  },
  it: {
    "Approfittane ora": HARD_SELL,
    "Agisci ora!": HARD_SELL, "Non perdertelo!": HARD_SELL, "Approfittane oggi!": TAKE_HOME,
    "Prendilo subito": TAKE_HOME, "Concediti un piacere": "not-saas", "Trova il tuo preferito": RETAIL,
    "Disponibilità limitata.": STOCK, "Fino a esaurimento scorte.": STOCK, "{Si assicuri|Assicurati} {name} prima che finisca.": STOCK,
    "L'offerta finisce presto.": HARD_SELL, "{name}: fino a esaurimento scorte.": STOCK,
  },
  pt: {
    "Garanta já": HARD_SELL,
    "Aproveite já!": HARD_SELL, "Não perca!": HARD_SELL, "Garanta hoje mesmo!": TAKE_HOME,
    "Quero já": TAKE_HOME, "Me dar esse mimo": "not-saas", "Encontrar meu favorito": RETAIL,
    "Estoque limitado.": STOCK, "Enquanto durarem os estoques.": STOCK, "Garanta {name} antes que acabe.": STOCK,
    "A oferta termina em breve.": HARD_SELL, "{name}: enquanto durarem os estoques.": STOCK,
  },
  nl: {
    "Sla nu toe": HARD_SELL,
    "Sla nu toe!": HARD_SELL, "Mis het niet!": HARD_SELL, "Haal het vandaag nog in huis!": TAKE_HOME,
    "Grijp je kans": TAKE_HOME, "Verwen jezelf": "not-saas", "Vind je favoriet": RETAIL,
    "De voorraad is beperkt.": STOCK, "Alleen zolang de voorraad strekt.": STOCK, "Haal {name} in huis voordat het op is.": STOCK,
    "De actie loopt binnenkort af.": HARD_SELL, "{name}: zolang de voorraad strekt.": STOCK,
  },
  tr: {
    "Hemen yakala": HARD_SELL,
    "Hemen harekete geç!": HARD_SELL, "Kaçırma!": HARD_SELL, "Bugün senin olsun!": TAKE_HOME,
    "Kaçırma, hemen al": TAKE_HOME, "Kendini şımart": "not-saas", "Favorini bul": RETAIL,
    "Stoklar sınırlı.": STOCK, "Stoklarla sınırlıdır.": STOCK, "Tükenmeden {name} {sahibi olun|sahibi ol}.": STOCK,
    "Kampanya yakında bitiyor.": HARD_SELL, "{name}: stoklarla sınırlı.": STOCK,
  },
};

/** Whether a pack's text may be written for this kind of product. */
export function kindPermits(language: LanguageCode, text: string, kind: ProductKind): boolean {
  const gate = GATES[language][text];
  return !gate || kindAllows(gate, kind);
}

/** The kinds that ask for calls to action of their own, before any goal's: an app is downloaded, a shop visited. */
type KindWithCtas = Extract<ProductKind, "app" | "saas" | "local" | "luxury">;

/** Each such kind's CTA icons, in order: the same in every language. */
const KIND_CTA_ICONS_BY_KIND: Readonly<Record<KindWithCtas, readonly string[]>> = {
  app: ["fa-solid fa-download", "fa-solid fa-mobile-screen-button"],
  saas: ["fa-solid fa-arrow-right", "fa-solid fa-circle-play"],
  local: ["fa-solid fa-store", "fa-solid fa-location-dot", "fa-solid fa-store"],
  luxury: ["fa-solid fa-gem", "fa-solid fa-compass"],
};

/** The same calls to action per language, in the order of their kind's icons. */
const KIND_CTA_TEXTS: Readonly<Record<LanguageCode, Readonly<Record<KindWithCtas, readonly string[]>>>> = {
  en: {
    app: ["Download the app", "Try {name}"],
    saas: ["Get started", "See how it works"],
    local: ["Visit us", "Find us", "Drop by today"],
    luxury: ["Discover {name}", "Explore the collection"],
  },
  de: {
    app: ["App herunterladen", "{name} ausprobieren"],
    saas: ["Jetzt starten", "So funktioniert's"],
    local: ["Vorbeikommen", "So finden Sie uns", "Heute vorbeischauen"],
    luxury: ["{name} entdecken", "Kollektion ansehen"],
  },
  fr: {
    app: ["Télécharger l'app", "Essayer {name}"],
    saas: ["Commencer", "Voir comment ça marche"],
    local: ["Passez nous voir", "Nous trouver", "Venir aujourd'hui"],
    luxury: ["Découvrir {name}", "Explorer la collection"],
  },
  es: {
    app: ["Descargar la app", "Probar {name}"],
    saas: ["Empezar", "Ver cómo funciona"],
    local: ["Ven a vernos", "Cómo llegar", "Pásate hoy"],
    luxury: ["Descubrir {name}", "Ver la colección"],
  },
  it: {
    app: ["Scarica l'app", "Prova {name}"],
    saas: ["Inizia ora", "Scopri come funziona"],
    local: ["Passa a trovarci", "Come raggiungerci", "Vieni oggi"],
    luxury: ["Scopri {name}", "Esplora la collezione"],
  },
  pt: {
    app: ["Baixar o app", "Experimentar {name}"],
    saas: ["Começar agora", "Ver como funciona"],
    local: ["Venha nos visitar", "Como chegar", "Passe aqui hoje"],
    luxury: ["Descobrir {name}", "Explorar a coleção"],
  },
  nl: {
    app: ["Download de app", "Probeer {name}"],
    saas: ["Aan de slag", "Zo werkt het"],
    local: ["Kom langs", "Vind ons", "Loop vandaag binnen"],
    luxury: ["Ontdek {name}", "Bekijk de collectie"],
  },
  tr: {
    app: ["Uygulamayı indir", "{name} uygulamasını dene"],
    saas: ["Hemen başla", "Nasıl çalıştığını gör"],
    local: ["Bize uğra", "Yol tarifi al", "Bugün uğra"],
    luxury: ["{name} koleksiyonunu keşfet", "Koleksiyonu incele"],
  },
};

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
