/**
 * The audience a page names itself: "designed for small teams", "for runners", "conçu pour les
 * cyclistes". A phrase counts only when it ends on a word that names people, so "made for speed"
 * or "for 80 minutes" is no audience; nothing found is null, never a guess.
 */
const QUALIFIED: RegExp[] = [
  /\b(?:designed|made|built|created|crafted|engineered|tailored|developed|intended|aimed|meant|perfect|ideal|great|loved|trusted|chosen|specifically|exclusively|especially)\s+(?:(?:especially|specifically|exclusively)\s+)?(?:for|by)\s+([^.,;:!?()\n|–—]+)/giu,
  /(?<![\p{L}])(?:entwickelt|gemacht|ideal|perfekt|gedacht|konzipiert|geschaffen|speziell)\s+für\s+([^.,;:!?()\n|–—]+)/giu,
  /(?<![\p{L}])(?:conçue?s?|pensée?s?|idéale?s?|parfaite?s?|créée?s?|destinée?s?|faite?s?)\s+pour\s+([^.,;:!?()\n|–—]+)/giu,
  /(?<![\p{L}])(?:diseñad[oa]s?|pensad[oa]s?|ideal(?:es)?|perfect[oa]s?|cread[oa]s?|hech[oa]s?|projetad[oa]s?|perfeit[oa]s?|criad[oa]s?|feit[oa]s?)\s+para\s+([^.,;:!?()\n|–—]+)/giu,
  /(?<![\p{L}])(?:progettat[oaie]|pensat[oaie]|ideale|perfett[oaie]|creat[oaie]|realizzat[oaie]|dedicat[oaie])\s+(?:per|a)\s+([^.,;:!?()\n|–—]+)/giu,
  /(?<![\p{L}])(?:ontworpen|gemaakt|ideaal|perfect|bedoeld|speciaal)\s+voor\s+([^.,;:!?()\n|–—]+)/giu,
];
/** Indexes in QUALIFIED of languages whose adjectives follow the noun: "ciclistas urbanos". */
const ROMANCE = new Set<number>([2, 3, 4]);
/** The bare "for runners" form, English only: without a qualifier the head noun must carry it. */
const BARE_FOR = /\bfor\s+((?:[\p{L}'-]+\s+){0,9}[\p{L}'-]+)/giu;
/** Turkish puts the postposition after the noun: "koşucular için tasarlandı"; the noun alone is taken. */
const TURKISH = /([\p{L}'-]+)\s+için\s+(?:tasarlan|geliştiril|üretil|ideal|mükemmel|özel)/giu;

const PEOPLE = new Set(
  (
    "people teams families kids children parents moms mums dads women men girls boys babies toddlers teens teenagers students professionals businesses companies " +
    "startups agencies freelancers athletes beginners pros experts creators marketers developers designers owners travelers travellers gamers musicians artists " +
    "seniors homeowners retailers brands sellers cyclists hikers runners climbers nurses doctors teachers chefs cooks customers users members clients entrepreneurs " +
    "founders engineers coaches fans enthusiasts lovers shoppers buyers investors patients employees managers leaders individuals couples adults " +
    "kinder eltern familien frauen männer profis unternehmen einsteiger anfänger teams menschen sportler " +
    "enfants parents familles femmes hommes équipes professionnels entreprises débutants sportifs " +
    "niños padres familias mujeres hombres equipos profesionales empresas principiantes deportistas crianças pais famílias mulheres homens equipes profissionais " +
    "bambini genitori famiglie donne uomini squadre professionisti aziende principianti sportivi kinderen ouders gezinnen vrouwen mannen bedrijven " +
    "çocuklar aileler kadınlar erkekler ekipler profesyoneller işletmeler sporcular"
  ).split(" "),
);
/** Person nouns by their ending (runners, cyclistes, diseñadores, Läuferinnen, koşucular). */
const PEOPLE_SUFFIX = /(?:ers|ists|ians|erinnen|eurs|euses|istes|ores|oras|istas|ori|isti|iste|cılar|ciler|cular|cüler|çılar|çiler)$/iu;
const NOT_PEOPLE = new Set(["others", "orders", "numbers", "answers", "offers", "papers", "letters", "matters", "filters", "layers", "containers", "computers", "hours", "colors", "colours", "flavors", "flavours", "sensors", "motors", "interiors", "exteriors", "doors", "floors"]);
/** The phrase ends where a clause or a place/time begins: "small teams that move fast" → "small teams". */
const CLAUSE_BREAK = /\s(?:who|that|which|with|to|in|on|at|by|from|when|while|because|so|like|since|during|die|der|das|mit|qui|avec|dans|que|con|en|che|nel|per|com|no|na|met)\s.*$/iu;
const MAX_WORDS = 6;

const isPeople = (word: string) => {
  const lower = word.toLowerCase();
  return !NOT_PEOPLE.has(lower) && (PEOPLE.has(lower) || PEOPLE_SUFFIX.test(lower));
};

const bare = (word: string) => word.replace(/[^\p{L}'-]/gu, "");

function trimPhrase(raw: string, trailingAdjectives: number): string | null {
  const phrase = raw.replace(/\s+/g, " ").trim();
  // "anyone who loves coffee" is the audience itself: keep the relative clause there.
  if (/^(?:anyone|everyone|people|those)\s+who\s/i.test(phrase)) return phrase.split(" ").length <= MAX_WORDS + 4 ? phrase : null;
  // The longest start of the phrase that ends on a person noun: "runners looking for grip" → "runners".
  const words = phrase.replace(CLAUSE_BREAK, "").split(" ").slice(0, MAX_WORDS);
  for (let end = words.length; end > 0; end--) {
    if (isPeople(bare(words[end - 1]!))) return words.slice(0, Math.min(words.length, end + trailingAdjectives)).join(" ").replace(/[^\p{L}\p{N}]+$/u, "");
  }
  return null;
}

function firstMatch(pattern: RegExp, text: string, trailingAdjectives: number): string | null {
  for (const match of text.matchAll(pattern)) {
    const phrase = trimPhrase(match[1]!, trailingAdjectives);
    if (phrase) return phrase;
  }
  return null;
}

export function findAudience(texts: (string | null)[]): string | null {
  const present = texts.filter((t): t is string => Boolean(t));
  for (const [index, pattern] of [...QUALIFIED, TURKISH, BARE_FOR].entries()) {
    for (const text of present) {
      const phrase = firstMatch(pattern, text, ROMANCE.has(index) ? 2 : 0);
      if (phrase) return phrase;
    }
  }
  return null;
}
