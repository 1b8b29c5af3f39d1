import type { LanguageCode } from "./languages/types";
import type { MoveId } from "./moves";

/**
 * Which sentence frames the engine may write (issue #25). Hand labels of 317 texts showed that the
 * frames *around* a brief's facts invented what the brief never said — "That changes everything",
 * "Jeden einzelnen Tag", "la salida más inteligente", "Feel the difference", "Solo con …" — or broke
 * the grammar a fact needs ("It also comes with family bakery in Leeds", "Carbon road bike! Built in.",
 * "Stell dir deinen Tag mit Vento R8 vor: 2.400 €"). The claim checker (claims/) only knows cues;
 * these frames were paraphrases it could not see. So a frame is kept only when its own words
 * (placeholders removed) say nothing a copywriter would have to check against the brief:
 * - it carries a fact of the brief (benefit, feature, descriptor, offer, proof, mention), unless its
 *   move is structural (a CTA, a headline, a list title, a step) or it only names the audience;
 * - its own words are few (a long literal frame is a stock line: it could sit in any ad);
 * - its own words hold no claim or stock phrase of the language (FRAME_CLAIMS below);
 * - a bare figure ("In Zahlen: 8 Teilnehmenden", "…: 20 Uhr") only in a headline slot;
 * - no tone lexicon lead or closer ("Bottom line:", "Simple. Steady. Good.").
 * This is a pattern-set filter run once per pack, move and tone (tone-patterns.ts caches it): it
 * costs nothing per text.
 */
export function plainFrame(template: string, move: MoveId, code: LanguageCode): boolean {
  if (/\{(?:lead|Lead|close|Close|open|Open)\}/u.test(template)) return false;
  if (STOCK_FRAME.test(template)) return false;
  // "Sourdough … each morning and family bakery in Leeds": two facts of different kinds joined as one list.
  if (/\}(?:,\s*| (?:and|und|et|y|e|en|ve|ile) )\{[a-zA-Z]/u.test(template)) return false;
  const literal = template.replace(/\{[^{}|]*\}/gu, " ").replace(/\{([^{}|]*)\|[^{}]*\}/gu, " $1 ");
  if (frameClaims(literal, code)) return false;
  // "How Vento R8 works:" then "1. Get Vento R8." — the title names it; a step that only repeats the name says nothing.
  if (move === "step1" && /\{name\}/u.test(template)) return false;
  // "3. Studio dentistico a Torino. Fatto." — a brief gives facts, not steps: numbering them invents a process,
  // and a step the claim filter drops leaves "3." without "1." and "2.". The how-to lists its facts unnumbered.
  if (/^step\d$/u.test(move) && /\d/u.test(literal)) return false;
  if (STRUCTURAL.has(move)) return true;
  // A figure in a frame is one the brief never gave ("3 steps to better days" aside, which is structural).
  if (/\d/u.test(literal)) return false;
  const fact = /\{(?:[Bb]enefit|[Ff]eature|[Dd]escriptor|[Oo]ffer|[Pp]roof|[Mm]ention|Q)\b/u.test(template);
  const words = literalWords(literal);
  if (!fact) {
    // "Made for {audience}." / "Für {audience}." names who it is for and nothing else.
    if (/\{[Aa]udience\}/u.test(template) && words <= 3 && !/\?/u.test(literal)) return true;
    // A tagline may be a bare figure of the brief ("Up to 80 minutes"); prose may not.
    return move === "tagline" && /\{[Nn]umber\}/u.test(template) && words === 0;
  }
  return words <= MAX_LITERAL_WORDS;
}

/**
 * Frames a reader marks as stock even when a fact stands next to them (round 11 labels): a line that only
 * presents the name ("Meet X.", "That's X.", "Das ist X", "Voici X", "Maak kennis met X") and an echo of
 * the audience field ("Made for …", "Hecho para …", "Su misura per …", "…: c'est pour vous"). They
 * carry no fact of the brief; the name and the audience are said by the fact lines around them.
 */
const STOCK_FRAME = new RegExp(
  [
    // Presenting the name.
    "(?:^|[.!?:]\\s+|\\{)(?:Meet|That['’]s|that['’]s|Das ist|Voici|[Cc]['’]est|Maak kennis met|Dit is|Ecco|Questo è|Conozca|Conoce|Te presentamos|Esto es|Conheça|Conhece|Apresentamos|Isto é|İşte)(?:\\|[^{}]*\\})?\\s+\\{name\\}",
    // Echoing the audience.
    "(?:Made for|Gemacht für|Hecho para|Pensado para|Su misura per|Pensato per|Gemaakt voor|Feito para|Pensé pour|Conçu pour)\\s+\\{audience\\}",
    "\\{Audience\\}\\s*[:?,]\\s*(?:[Cc]['’]est (?:pensé )?pour|this is for|this one['’]s for|esto es para|questo è per|dit is voor|Das hier ist für)",
    "\\{Audience\\} için",
  ].join("|"),
  "u",
);

/** A tone lexicon entry (an opener put before a first sentence) that claims nothing. */
export function plainOpener(entry: string, code: LanguageCode): boolean {
  return !frameClaims(entry, code) && literalWords(entry) <= 3;
}

/**
 * Openers that make two texts of one call start differently without a claim: the packs' own
 * ("Finally:", "New:", "Today:", "Good news:", "Real talk:") said what no brief had said.
 */
export const PLAIN_OPENERS: Readonly<Record<LanguageCode, readonly string[]>> = {
  en: ["In short:", "Here it is:", "At a glance:", "In brief:", "The facts:", "What it is:", "In detail:", "Briefly:", "Quick look:", "The essentials:", "Overview:", "Details:", "Spotlight:"],
  de: ["Kurz gesagt:", "Im Überblick:", "Auf einen Blick:", "Das Wichtigste:", "Im Detail:", "Die Fakten:", "Kurz und knapp:", "Hier ist es:", "In Kürze:", "Zum Überblick:"],
  fr: ["En bref:", "Voilà:", "Aperçu:", "Zoom:", "En un coup d’œil:", "Les faits:", "En détail:", "L’essentiel:", "À noter:", "En résumé:", "En quelques mots:", "Ce qu’il faut savoir:"],
  es: ["En resumen:", "Aquí está:", "De un vistazo:", "En breve:", "Los datos:", "En detalle:", "Lo esencial:", "Dato:", "En pocas palabras:", "A saber:"],
  it: ["In breve:", "Ecco:", "In sintesi:", "I fatti:", "Nel dettaglio:", "L’essenziale:", "Da sapere:", "In poche parole:", "A colpo d’occhio:", "Curiosità:"],
  pt: ["Em resumo:", "Aqui está:", "Num relance:", "Em poucas palavras:", "Os fatos:", "Em detalhe:", "O essencial:", "Destaque:", "Para saber:", "Resumindo:"],
  nl: ["Kortom:", "Hier is het:", "In het kort:", "De feiten:", "In detail:", "Het belangrijkste:", "Goed om te weten:", "Op een rij:", "In een notendop:", "Samengevat:"],
  tr: ["Kısacası:", "İşte:", "Bir bakışta:", "Özetle:", "Ayrıntılar:", "Kısaca:", "Bilgi:", "Temel bilgiler:", "Detaylar:", "Not:"],
};

/** Whether a frame's own words hold a claim or stock phrase of the language. */
export function frameClaims(literal: string, code: LanguageCode): boolean {
  const lower = literal.toLocaleLowerCase(code);
  const allowed = ALLOWED_WORDS[code];
  if (allowed) return lower.split(/[^\p{L}]+/u).some((word) => word !== "" && !allowed.has(word));
  return FRAME_CLAIMS[code]?.test(lower) === true;
}

function literalWords(literal: string): number {
  return literal.split(/[\s.,:;!?¡¿—–\-“”„«»"()]+/u).filter((w) => /\p{L}/u.test(w)).length;
}

/** Moves whose frames carry no fact by design: the click, the name, a list's title, a step. */
const STRUCTURAL: ReadonlySet<MoveId> = new Set<MoveId>(["cta", "headline", "listTitle", "bulletIntro", "howTitle", "step1", "step2", "step3", "mention", "close"]);

// "Meet {name}. It {benefit:verb}." has three words of its own; "{name} does one thing brilliantly: it …" eight.
const MAX_LITERAL_WORDS = 4;

const w = (source: string): RegExp => new RegExp(`(?<![\\p{L}\\d])(?:${source})`, "u");


/**
 * Per language, the only words a frame may add around the brief's facts: articles, prepositions,
 * "is", "with", "and", "meet", "made for", "at a glance", "details at", a list's "steps". Anything
 * else — "finally", "every day", "the smarter way out", "Poof!", "Ta-da!", "ends that",
 * "Bonusrunde", "Abracadabra", "ci mette fine" — is a claim or a stock flourish the brief never
 * licensed. A whitelist, not a list of bad words: hand labels found invented claims in paraphrases
 * no cue list had foreseen. Apostrophe contractions split into their letters ("c’est" → c, est).
 */
const ALLOWED_WORDS: Partial<Record<LanguageCode, ReadonlySet<string>>> = {
  en: words("it its is that's that s this with and meet made for the a an of in to has what inside plus you your get details at by here advantage short glance from on how works steps started getting choose try discover see which"),
  de: words("ist das der die den dem des ein eine einen einem mit und für von zu zum zur in im auf blick kennen lernen lerne sie du dich ihnen dir ihr dein es hat kurz details unter bei was so funktioniert wie schritte schritt wählen wähle testen teste entdecken entdecke gemacht dazu kommt außerdem überblick"),
  fr: words("le la les l un une des de du d avec et pour est c ça voici en bref à au aux sur dans pensé pensée conçu conçue il elle découvrez découvre faites fais connaissance détails comment étapes étape choisissez choisis essayez essaie plus vous toi te votre ton qui a"),
  es: words("el la los las un una de del con y para es esto eso en a al por pensado pensada hecho hecha conozca conoce le te presentamos breve detalles cómo funciona pasos paso elige elija prueba pruebe usted ti su tu ventaja además se llama lo que"),
  it: words("il lo la i gli le l un una uno di del della dei delle con e per è ecco in a al alla su misura pensato pensata fatto fatta presentiamo ti breve dettagli come funziona passi passo scegli scelga prova provi lei te suo tuo vantaggio inoltre anche si chiama che"),
  pt: words("o a os as um uma de do da dos das com e para é isso isto em no na ao por pensado pensada feito feita conheça conhece apresentamos detalhes como funciona passos passo escolha experimente você seu sua vantagem além disso também se chama que"),
  nl: words("de het een met en voor is dit dat in op aan van bij gemaakt ontdek maak kennis details hoe werkt stappen stap kies probeer u je jij uw jouw voordeel ook heet die"),
};

function words(list: string): ReadonlySet<string> {
  return new Set(list.split(" "));
}

/** Per language without a whitelist (Turkish joins its words into one), the words of a frame that claim something. */
const FRAME_CLAIMS: Partial<Record<LanguageCode, RegExp>> = {
  tr: w(
    [
      "yeni", "sonunda", "artık", "şimdi", "bugün", "yarın", "dün", "en iyi", "daha iyi", "akıllı", "standart", "sadece", "yalnızca", "tek", "eşsiz",
      "her gün", "her", "hep", "asla", "ücretsiz", "bedava", "garanti", "söz", "güven", "herkes", "birçok", "geçiyor", "sev", "mükemmel", "fark",
      "değiştir", "sorun", "problem", "bıkt", "taviz", "bahane", "bekle", "kaçırma", "sonuç", "zahmetsiz", "basit", "kolay", "hafif", "sakin",
      "nokta", "dahili", "kanıt", "diğer", "alternatif", "hayal", "keyf", "hisset", "sonra", "önce", "karşılaştır", "duyuyoruz", "gerçek", "yardımcı",
      "ayrıntı", "neden", "hazır", "kalite", "özel", "nefes", "huzur", "zevk", "önemli", "merhaba", "zaman", "avantaj", "imza niteliğinde", "acele",
      "ilk günden", "belli",
    ].join("|"),
  ),
};
