/**
 * The wording of calls to action, per ad goal, in the languages the language guess knows
 * (en, de, fr, es, it, pt, nl, tr). Matches whole words only: "termin" must not match "determine".
 */
export type AdGoal = "purchase" | "sign-up" | "download" | "booking" | "lead";

function words(alternatives: string[]): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}])`, "iu");
}

/** In the order a tie is settled: "book a demo" is a lead before it is a booking. */
export const GOAL_WORDING: [AdGoal, RegExp][] = [
  [
    "lead",
    words([
      "contact( us| sales)?", "request (a |an )?(demo|quote|call|callback|consultation)", "get (a |an )?(quote|demo|estimate)", "book a (demo|call)", "talk to (us|sales|an expert)",
      "get in touch", "enquire( now)?", "inquire( now)?", "free consultation", "schedule a (demo|call)",
      "kontakt(ieren)?", "angebot anfordern", "demo anfordern", "contactez[- ]nous", "demander un devis", "devis gratuit",
      "cont[aá]ctanos", "contacto", "solicitar (una )?(demo|cotizaci[oó]n|presupuesto)", "contattaci", "richiedi (un )?preventivo",
      "ileti[sş]im", "teklif al", "fale conosco", "pe[cç]a (um )?or[cç]amento", "offerte aanvragen", "neem contact op",
    ]),
  ],
  [
    "download",
    words([
      "download( now| for free| free)?", "install( now)?", "get the app", "app store", "google play",
      "herunterladen", "jetzt herunterladen", "t[ée]l[ée]charger", "descargar", "scarica", "[iİ]ndir", "baixar", "downloaden",
    ]),
  ],
  [
    "purchase",
    words([
      "buy( now| it now)?", "add to (cart|bag|basket|trolley)", "shop( now| the collection)?", "order( now| today)?", "checkout", "check out", "purchase", "get yours", "pre-?order",
      "in den warenkorb", "(jetzt )?kaufen", "(jetzt )?bestellen", "ajouter au panier", "acheter", "commander", "comprar( ahora)?", "a[ñn]adir al carrito",
      "aggiungi al carrello", "acquista( ora)?", "sepete ekle", "sat[ıi]n al", "adicionar ao carrinho", "in winkelwagen", "bestel( nu)?", "koop nu",
    ]),
  ],
  [
    "booking",
    words([
      "book( now| online| a table| a room| your stay| tickets?)?", "reserve( now)?", "reservation", "make a reservation", "schedule( an)? appointment", "check availability", "get tickets",
      "(jetzt )?buchen", "reservieren", "termin vereinbaren", "r[ée]server", "reservar", "prenota( ora)?", "rezervasyon( yap)?", "randevu al", "agendar", "boeken", "reserveren",
    ]),
  ],
  [
    "sign-up",
    words([
      "sign ?up( free| for free| now)?", "get started( free| for free)?", "start (your |a )?(free )?trial", "try (it )?(for )?free", "try for free", "create (an |your )?account", "join( now| free| us)?",
      "register( now)?", "subscribe", "start (now|free|for free)", "open an account",
      "registrieren", "kostenlos (testen|registrieren)", "jetzt starten", "konto erstellen", "s'inscrire", "inscrivez-vous", "essai gratuit", "cr[ée]er un compte",
      "reg[ií]strate", "registrarse", "prueba gratis", "crear cuenta", "iscriviti", "prova gratis", "kaydol", "[üu]ye ol", "cadastre-se", "inscreva-se", "criar conta",
      "aanmelden", "registreren", "probeer gratis",
    ]),
  ],
];

/** Controls that are no call to action although they look like buttons. */
export const NOT_A_CTA = words([
  "log ?in", "sign ?in", "log ?out", "sign ?out", "my account", "account", "search", "menu", "close", "cancel", "back", "previous", "next", "skip( to content)?",
  "accept( all)?( cookies)?", "reject( all)?", "decline", "cookie settings", "privacy", "share", "tweet", "wishlist", "compare", "language", "english", "deutsch", "cart", "basket",
  "anmelden", "einloggen", "suche", "schlie[ßs]en", "akzeptieren", "ablehnen", "se connecter", "connexion", "rechercher", "fermer", "accepter", "iniciar sesi[oó]n", "buscar",
  "cerrar", "aceptar", "accedi", "cerca", "chiudi", "accetta", "giri[sş] yap", "ara", "kapat", "kabul et", "entrar", "fechar", "aceitar", "inloggen", "zoeken", "sluiten",
]);

export function goalOfWording(text: string): AdGoal | null {
  return GOAL_WORDING.find(([, pattern]) => pattern.test(text))?.[0] ?? null;
}
