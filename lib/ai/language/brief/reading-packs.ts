import type { LanguageCode } from "../codes";

/**
 * Cues that type a description phrase (fact-type.ts), as regular expression sources matched
 * case-insensitively anywhere in the phrase, except `audience`, which must open it.
 */
export interface FactCues {
  /** What the reader gets now: a free trial, a discount, free shipping, a guarantee ("first month free", "20% off"). */
  offer: string;
  /** Why to believe it: ratings, reviews, awards, certifications, tests, how many use it ("used by 5,000 teams"). */
  proof: string;
  /** Who it is for, opening the phrase ("for busy parents", "made for runners"). */
  audience: string;
}

/**
 * What the brief reader knows of a language: how a description phrase is typed and which words
 * address the reader. The copy engine's language packs (lib/ai/copy-engine/languages) extend it
 * with what that engine writes; the words are kept once, here.
 */
export interface ReadingPack {
  code: LanguageCode;
  /** How a description phrase is recognised as an offer, a proof or an audience. */
  factCues: FactCues;
  /**
   * Words that mark formal and informal address, for the tone score and for reading the address
   * of the user's own phrases (a fact, the CTA). Lower-case entries match in any case; an entry
   * with a capital ("Sie", "Lei") matches only with it and only mid-sentence.
   */
  formalWords: readonly string[];
  informalWords: readonly string[];
  /** Address words with another meaning (Spanish "su": its, his): they never decide a user phrase's address. */
  ambiguousAddressWords?: readonly string[];
  /** A regular expression source (case-insensitive, Unicode) for formal address marked inside words (Turkish "-niz"). */
  formalPattern?: string;
  /** Words that address the reader in either register (Portuguese "você", "seu"), for {benefit:neutral}. */
  readerWords?: readonly string[];
  /**
   * Word swaps that carry a user's phrase into the text's address ("deinen" → "Ihren"); a phrase is
   * rewritten only when every address word in it has a swap, otherwise another fact is preferred.
   */
  addressSwap?: {
    toFormal?: Readonly<Record<string, string>>;
    toInformal?: Readonly<Record<string, string>>;
  };
}

// Moved here from each language pack of the copy engine (languages/<code>.ts), unchanged.
export const READING_PACKS: Readonly<Record<LanguageCode, ReadingPack>> = {
  en: {
    code: "en",
    factCues: {
      offer: String.raw`(?<![\p{L}-])free\s+(?:trial|shipping|delivery|returns?|for|plan|tier|month|consultation|sample|gift|setup|installation|upgrade|of charge)(?!\p{L})|(?<!\p{L})(?:for free|first (?:month|week|year|lesson|box|class)(?: is)? free|\d+\s?%\s?off|save \d+\s?%|\d+[-\s](?:day|week|month|year)s?(?:[-\s]\p{L}+){0,3}[-\s](?:trial|test|guarantee|returns?)|money[-\s]back|trial|discount\w*|coupon|promo(?:tion)? code|voucher|on sale|buy one,? get|no credit card|cancel anytime|guarantee(?!s)|guaranteed|warranty|limited (?:to|edition)|only \d+ (?:left|made|pieces))(?!\p{L})`,
      proof: String.raw`(?<!\p{L})(?:(?:over|more than) \d{1,3}(?:[.,\s]\d{3})+\+? \p{L}+|\d{1,3}(?:[.,]\d{3})+\+? (?:happy |zufriedene |clients? |clientes |clienti )?\p{L}+ (?:use|trust|love|rely|nutzen|vertrauen|utilisent|usan|confían|usano)|rated|\d(?:[.,]\d)?\s?(?:/\s?5|stars?)|(?:\d[\d.,]*k?\+?|five-star|5-star|rave|glowing|verified) reviews?|awards?|award[-\s]winning|winner|certified|certification|accredited|(?:dermatologist|dermatologically|clinically|lab|independently)[-\s]tested|tested by|clinically proven|approved by|recommended by|trusted by|used by|loved by|chosen by|as seen (?:in|on)|(?:over|more than) [\d.,]+k? (?:happy )?(?:customers|users|teams|clients|companies|businesses|families|runners|people|members)|since \d{4})(?!\p{L})|★`,
      audience: String.raw`^(?:(?:made|designed|built|created|developed|ideal|perfect|great|tailored|meant|crafted|intended|especially|just)\s+)?for\s+(?!up\s+to|\d|free|life|every\s?day|the\s+(?:first|price|whole)|years?|hours?|days?|minutes?|weeks?|months?|early|long|short|daily|rainy|cold|hot)(?:the\s+|all\s+)?(?<who>\p{L}.*)$`,
    },
    formalWords: [],
    informalWords: [],
  },
  de: {
    code: "de",
    factCues: {
      offer: String.raw`(?<!\p{L})(?:keine kreditkarte\w*|kostenlos\w*|gratis\w*|versandkostenfrei|rabatt\w*|\d+\s?%\s?(?:rabatt|günstiger|reduziert)|spare?n? \d+\s?%|gutschein\w*|testphase|testlaufen|probemonat\w*|(?:\d+ (?:tage|wochen) )?(?:zum )?(?:kostenlos )?testen|geld[-\s]zurück\w*|garantie\w*|(?:erster|ersten) monat\w* (?:gratis|kostenlos)|limitiert\w*|limitierte auflage|nur \d+ stück)(?!\p{L})`,
      proof: String.raw`(?<!\p{L})(?:(?:über|mehr als) \d{1,3}(?:[.,\s]\d{3})+\+? \p{L}+|\d{1,3}(?:[.,]\d{3})+\+? (?:happy |zufriedene |clients? |clientes |clienti )?\p{L}+ (?:use|trust|love|rely|nutzen|vertrauen|utilisent|usan|confían|usano)|bewertet|\d(?:[.,]\d)?\s?(?:/\s?5|sterne\w*)|bewertungen|rezensionen|preisgekrönt\w*|testsieger\w*|zertifiziert\w*|zertifikat\w*|(?:dermatologisch|klinisch|unabhängig)\s+(?:getestet|geprüft|bestätigt)|getestet|geprüft|empfohlen\w*|vertrauen (?:bereits|schon|uns)|nutzen (?:bereits|schon)|über [\d.,]+ (?:zufriedene\s+)?(?:kunden|nutzer\w*|teams|unternehmen|familien|betriebe)|seit \d{4})(?!\p{L})|★`,
      audience: String.raw`^(?:(?:gemacht|entwickelt|gedacht|konzipiert|ideal|perfekt|speziell|geschaffen)\s+)?für\s+(?!bis\b|\d|nur\b|immer\b|jeden\b|jede\b|unterwegs|zuhause|zu hause|den alltag|die straße)(?:die\s+|alle\s+)?(?<who>\p{L}.*)$`,
    },
    // Capitalised markers match only with their capital and only mid-sentence, so 3rd-person
    // "sie/ihre" does not count as formal address; "Ihr" (also informal plural "ihr") is left out.
    formalWords: ["Sie", "Ihnen", "Ihre", "Ihren", "Ihrem", "Ihrer", "Ihres"],
    informalWords: ["du", "dich", "dir", "dein", "deine", "deinen", "deinem", "deiner", "deines"],
    // Possessives and object pronouns carry over word for word; "du"/"Sie" as subjects need another verb form.
    addressSwap: {
      toFormal: { dein: "Ihr", deine: "Ihre", deinen: "Ihren", deinem: "Ihrem", deiner: "Ihrer", deines: "Ihres", dich: "Sie", dir: "Ihnen" },
      toInformal: { Ihr: "dein", Ihre: "deine", Ihren: "deinen", Ihrem: "deinem", Ihrer: "deiner", Ihres: "deines", Ihnen: "dir" },
    },
  },
  fr: {
    code: "fr",
    factCues: {
      offer: String.raw`(?<!\p{L})(?:sans carte bancaire|gratuit\w*|offert\w*|essai\w*|remise\w*|réduction\w*|\d+\s?%\s?de (?:remise|réduction)|promo\w*|rembours\w*|garanti\w*|\d+ jours pour (?:l[ea]s? |l['’])?(?:tester|essayer)|premier mois (?:offert|gratuit)|sans engagement|édition limitée|série limitée|limitée? à \d+)(?!\p{L})|-\s?\d+\s?%`,
      proof: String.raw`(?<!\p{L})(?:plus de \d{1,3}(?:[.,\s]\d{3})+\+? \p{L}+|\d{1,3}(?:[.,]\d{3})+\+? (?:happy |zufriedene |clients? |clientes |clienti )?\p{L}+ (?:use|trust|love|rely|nutzen|vertrauen|utilisent|usan|confían|usano)|noté\w*|\d(?:[.,]\d)?\s?(?:/\s?5|étoiles)|avis clients|primé\w*|récompensé\w*|certifié\w*|certification|testé\w*|cliniquement prouvé\w*|approuvé\w*|recommandé\w*|utilisé\w* par|adopté\w* par|plébiscité\w*|plus de [\d\s.,]+ (?:clients|utilisateurs|équipes|entreprises|familles)|depuis \d{4})(?!\p{L})|★`,
      audience: String.raw`^(?:(?:conçu\w*|pensé\w*|fait\w*|idéal\w*|parfait\w*|spécialement|créé\w*|destiné\w*)\s+)?pour\s+(?!\d|jusqu|tous les jours|toujours|la vie|\p{L}+(?:er|ir|re)(?!\p{L}))(?:les\s+|la\s+|le\s+|l['’]|tous\s+les\s+|toutes\s+les\s+)?(?<who>\p{L}.*)$`,
    },
    formalWords: ["vous", "votre", "vos"],
    // "Commandez", "Profitez-en": the -ez imperative is vous ("allez", "assez", "chez" are not).
    formalPattern: "(?<!\\p{L})(?!assez|allez|chez|rendez|nez)\\p{L}{3,}ez(?!\\p{L})",
    informalWords: ["tu", "te", "toi", "ton", "ta", "tes"],
    // "votre" would need the noun's gender to become "ton" or "ta"; the other way round is exact.
    addressSwap: { toFormal: { ton: "votre", ta: "votre", tes: "vos" }, toInformal: { vos: "tes" } },
  },
  es: {
    code: "es",
    factCues: {
      offer: String.raw`(?<!\p{L})(?:sin tarjeta|gratis|gratuit[oa]s?|prueba|descuento\w*|\d+\s?%\s?de descuento|oferta\w*|código promocional|devoluci\w+|garantía\w*|primer mes gratis|sin permanencia|edición limitada|limitad[oa] a \d+)(?!\p{L})|-\s?\d+\s?%`,
      proof: String.raw`(?<!\p{L})(?:más de \d{1,3}(?:[.,\s]\d{3})+\+? \p{L}+|\d{1,3}(?:[.,]\d{3})+\+? (?:happy |zufriedene |clients? |clientes |clienti )?\p{L}+ (?:use|trust|love|rely|nutzen|vertrauen|utilisent|usan|confían|usano)|valorad[oa]\w*|\d(?:[.,]\d)?\s?(?:/\s?5|estrellas)|reseñas|opiniones|premiad[oa]s?|galardonad[oa]s?|certificad[oa]s?|certificación|testad[oa]s?|clínicamente probad[oa]s?|avalad[oa]s?|recomendad[oa]s?|usad[oa]s? por|elegid[oa]s? por|más de [\d.,]+ (?:clientes|usuarios|equipos|empresas|familias)|desde \d{4})(?!\p{L})|★`,
      audience: String.raw`^(?:(?:pensad[oa]s?|diseñad[oa]s?|hech[oa]s?|ideal(?:es)?|perfect[oa]s?|cread[oa]s?|especialmente)\s+)?para\s+(?!\d|siempre|todos los días|toda la vida|\p{L}+(?:ar|er|ir)(?!\p{L}))(?:los\s+|las\s+|el\s+|la\s+|tod[oa]s\s+l[oa]s\s+)?(?<who>\p{L}.*)$`,
    },
    // Imperatives of calls to action tell a user's CTA's address ("Pide ya" is tú, "Pida ya" usted).
    formalWords: [
      "usted", "ustedes", "su", "sus",
      "pida", "regístrese", "únase", "suscríbase", "infórmese", "descubra", "consiga", "aproveche", "compre", "pruebe", "descargue", "instale",
    ],
    informalWords: [
      "tú", "tu", "tus", "te", "ti", "contigo",
      "pide", "regístrate", "únete", "suscríbete", "infórmate", "descubre", "consigue", "aprovecha", "descárgate",
    ],
    // "su/sus" are also "its/his/her": in the user's phrases they say nothing about the address.
    ambiguousAddressWords: ["su", "sus"],
    addressSwap: { toFormal: { tu: "su", tus: "sus", ti: "usted", contigo: "con usted" } },
  },
  it: {
    code: "it",
    factCues: {
      offer: String.raw`(?<!\p{L})(?:senza carta di credito|gratis|gratuit[aoie]|prova|sconto|sconti|\d+\s?%\s?di sconto|offerta|codice sconto|rimbors\w*|garanzia|garantit[oa]|primo mese gratis|senza vincoli|edizione limitata|limitat[ao] a \d+)(?!\p{L})|-\s?\d+\s?%`,
      proof: String.raw`(?<!\p{L})(?:oltre \d{1,3}(?:[.,\s]\d{3})+\+? \p{L}+|\d{1,3}(?:[.,]\d{3})+\+? (?:happy |zufriedene |clients? |clientes |clienti )?\p{L}+ (?:use|trust|love|rely|nutzen|vertrauen|utilisent|usan|confían|usano)|valutat[oa]|\d(?:[.,]\d)?\s?(?:/\s?5|stelle)|recensioni|premiat[oa]|pluripremiat[oa]|certificat[oa]|certificazione|testat[oa]|approvat[oa]|raccomandat[oa]|consigliat[oa] da|usat[oa] da|scelt[oa] da|oltre [\d.,]+ (?:clienti|utenti|team|aziende|famiglie)|dal \d{4})(?!\p{L})|★`,
      audience: String.raw`^(?:(?:pensat[oa]|progettat[oa]|fatt[oa]|ideale|perfett[oa]|creat[oa]|dedicat[oa]|studiat[oa])\s+)?per\s+(?!\d|sempre|tutti i giorni|\p{L}+(?:are|ere|ire)(?!\p{L}))(?:i\s+|gli\s+|le\s+|il\s+|la\s+|l['’]|tutti\s+(?:i\s+|gli\s+)?)?(?<who>\p{L}.*)$`,
    },
    // Imperatives of calls to action tell a user's CTA's address ("Ordina ora" is tu, "Scopra" Lei).
    formalWords: ["Lei", "Suo", "Sua", "Suoi", "scopra", "scarichi", "prenoti", "approfitti"],
    informalWords: ["tu", "ti", "te", "tuo", "tua", "tuoi", "tue", "ordina", "scopri", "acquista", "registrati", "iscriviti", "scarica", "prenota", "approfitta", "procurati", "abbonati"],
    addressSwap: {
      toFormal: { tuo: "Suo", tua: "Sua", tuoi: "Suoi", tue: "Sue" },
      toInformal: { Suo: "tuo", Sua: "tua", Suoi: "tuoi", Sue: "tue" },
    },
  },
  pt: {
    code: "pt",
    factCues: {
      offer: String.raw`(?<!\p{L})(?:grátis|gratuit[oa]s?|frete grátis|teste|desconto\w*|\d+\s?%\s?de desconto|oferta\w*|cupom|garantia|primeiro mês grátis|edição limitada)(?!\p{L})`,
      proof: String.raw`(?<!\p{L})(?:mais de \d{1,3}(?:[.,\s]\d{3})+\+? \p{L}+|\d{1,3}(?:[.,]\d{3})+\+? (?:happy |zufriedene |clients? |clientes |clienti )?\p{L}+ (?:use|trust|love|rely|nutzen|vertrauen|utilisent|usan|confían|usano)|avaliad[oa]|\d(?:[.,]\d)?\s?estrelas|avaliações|premiad[oa]|certificad[oa]|testad[oa]|aprovad[oa]|recomendad[oa]|usad[oa] por|mais de [\d.,]+ (?:clientes|usuários|empresas)|desde \d{4})(?!\p{L})|★`,
      audience: String.raw`^(?:(?:feit[oa]|pensad[oa]|ideal|perfeit[oa]|criad[oa])\s+)?para\s+(?!\d|sempre|\p{L}+(?:ar|er|ir)(?!\p{L}))(?:os\s+|as\s+|o\s+|a\s+)?(?<who>\p{L}.*)$`,
    },
    formalWords: ["venha", "experimente", "aproveite", "imagine", "respire", "sinta", "corra", "adivinhe", "senhor", "senhora"],
    informalWords: ["vem", "experimenta", "aproveita", "imagina", "respira", "adivinha", "pra", "te", "bora", "tá"],
    // "Você" is both registers: a phrase with it still talks to the reader, so no customer says it.
    readerWords: ["você", "vocês", "seu", "sua", "seus", "suas", "te", "ti", "contigo"],
  },
  nl: {
    code: "nl",
    factCues: {
      offer: String.raw`(?<!\p{L})(?:gratis|proefperiode|korting\w*|\d+\s?%\s?korting|geld[-\s]terug[-\s]garantie|garantie|eerste maand gratis|gelimiteerde? (?:oplage|editie))(?!\p{L})`,
      proof: String.raw`(?<!\p{L})(?:meer dan \d{1,3}(?:[.,\s]\d{3})+\+? \p{L}+|\d{1,3}(?:[.,]\d{3})+\+? (?:happy |zufriedene |clients? |clientes |clienti )?\p{L}+ (?:use|trust|love|rely|nutzen|vertrauen|utilisent|usan|confían|usano)|beoordeeld|\d(?:[.,]\d)?\s?sterren|reviews|bekroond|gecertificeerd|getest|goedgekeurd|aanbevolen|gebruikt door|meer dan [\d.,]+ (?:klanten|gebruikers|teams|bedrijven)|sinds \d{4})(?!\p{L})|★`,
      audience: String.raw`^(?:(?:gemaakt|ontworpen|bedoeld|ideaal|perfect|speciaal)\s+)?voor\s+(?!\d|altijd|elke dag)(?:de\s+|het\s+|alle\s+)?(?<who>\p{L}.*)$`,
    },
    formalWords: ["u", "uw", "uzelf"],
    informalWords: ["je", "jij", "jou", "jouw", "jezelf", "jullie"],
    // "je" is a subject or a possessive ("je bespaart", "je koffie"), so it has no single formal twin.
    addressSwap: { toFormal: { jouw: "uw", jou: "u", jezelf: "uzelf" }, toInformal: { uw: "je", uzelf: "jezelf" } },
  },
  tr: {
    code: "tr",
    factCues: {
      offer: String.raw`(?<!\p{L})(?:ücretsiz|bedava|deneme|indirim\w*|kampanya\w*|kupon|garanti\w*|iade|sınırlı sayıda)(?!\p{L})`,
      proof: String.raw`(?<!\p{L})(?:puan\w*|yıldız\w*|ödüllü|sertifikalı|test edil\w+|onaylı|tavsiye edilen|\d{4}'?(?:den|dan|ten|tan) beri)(?!\p{L})|★`,
      audience: String.raw`^(?<who>\p{L}[\p{L}\s]*?)\s+için$`,
    },
    formalWords: [
      "siz", "sizin", "size", "sizi", "sizde", "sizden", "sizinle", "sizce", "keşfedin", "deneyin", "görün", "bırakın", "beklemeyin", "başlayın", "tanışın",
      "verin", "alın", "olun", "kaydolun", "indirin", "yükleyin", "inceleyin", "tıklayın", "öğrenin", "katılın", "ayırtın", "yapın", "oluşturun", "edinin",
    ],
    informalWords: [
      "sen", "senin", "sana", "seni", "sende", "senden", "seninle", "sence", "keşfet", "dene", "gör", "bırak", "başla", "tanış",
      "ver", "al", "ol", "kaydol", "indir", "yükle", "incele", "tıkla", "öğren", "katıl", "ayırt", "yap", "oluştur",
    ],
    // Formal "siz" also lives in suffixes: "Kahvenizi", "istediğiniz", "yapabilirsiniz".
    formalPattern: "(?<!\\p{L})(?!yalnız|deniz)\\p{L}+n[iıuü]z\\p{L}*",
  },
};
