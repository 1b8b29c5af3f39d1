import { sentencesOfDescription } from "./brief-split";
import { STOPWORDS } from "./stopwords";

// Words before a figure that belong to it: a bound ("up to", "only", "from"), or an approximation
// ("around 120 cars", "rund 120", "environ 120", "unos 80", "circa 120"). A figure cut from its
// approximation states an exact count the brief never gave (hand labels, round 4: "120 cars").
const QUALIFIER = [
  "up to", "more than", "over", "under", "less than", "at least", "only", "from", "starting at", "limited to", "max\\.", "min\\.", "maximum", "minimum", "máx\\.", "mín\\.", "máximo", "mínimo", "höchstens", "maximal",
  "around", "about", "approx\\.", "approximately", "roughly", "nearly", "almost", "some", "circa", "ca\\.", "c\\.",
  "bis zu", "über", "mehr als", "nur", "mindestens", "ab", "rund", "etwa", "ungefähr", "knapp", "gut", "fast", "zirka",
  "jusqu'à", "jusqu’à", "plus de", "moins de", "à partir de", "dès", "environ", "près de", "quelque", "presque", "env\\.",
  "hasta", "más de", "menos de", "desde", "unos", "unas", "alrededor de", "aproximadamente", "aprox\\.", "cerca de", "casi",
  "fino a", "oltre", "più di", "a partire da", "da", "circa", "quasi", "intorno a", "all'incirca", "all’incirca", "più o meno",
  "até", "mais de", "cerca de", "quase", "por volta de",
  "tot", "meer dan", "vanaf", "ongeveer", "bijna", "zo'n", "zo’n", "en fazla", "en az", "sadece", "yaklaşık", "yaklasik",
];
const QUALIFIER_SOURCE = QUALIFIER.sort((a, b) => b.length - a.length).join("|");

// A number with its unit (also glued: "24g", "7am") and up to three following words, plus a leading
// qualifier; never the digit of a model name ("Di2", "R8"), and a clock time whole ("6:30-18 Uhr",
// never "6" and "30-18 Uhr").
const NUMBER = new RegExp(
  String.raw`(?:(?<![\p{L}\d])(?:${QUALIFIER_SOURCE})\s+)?(?<![\p{L}\d.,:])(?:[$€£]\s?)?(?:\d{1,3}(?:[\u00a0\u202f ]\d{3})+(?!\d)|\d+)(?:[.,:]\d+)*(?:\p{L}{1,3}(?!\p{L}))?(?:\s?(?:\/|–|-|to|bis|à|a|al|ai|zu)\s?\d+(?:[.,:]\d+)*(?:\p{L}{1,3}(?!\p{L}))?)?(?:\s?[%°€$£])?((?:[\s-]\p{L}[\p{L}-]*){0,3})`,
  "giu",
);

// Words a number takes after it: English "6 mm drop", "30-day free trial"; Turkish only its unit
// ("80 dakika", not "80 dakika boyunca istediğiniz"), others the unit and one more ("40 Stunden Laufzeit").
const WORDS_AFTER: Readonly<Record<string, number>> = { en: 3, tr: 1 };
// A figure's tail stops at these too: "£390 until 31 Aug" is no figure of "£390 until".
const TAIL_STOP = new Set(["incl", "inkl", "excl", "exkl", "zzgl", "vat", "iva", "mwst", "ust", "tva", "ht", "ttc", "pro", "je", "im", "au", "until", "till", "bis", "jusqu", "hasta", "fino", "each", "jeweils", "chacun", "chacune", "cada", "ciascuno", "ciascuna",
  // The customer's shorthand written out (shorthand.ts): "£45 incl. gears" is read as "£45 including gears".
  "including", "included", "inklusive", "inclusief", "inbegrepen", "incluido", "incluidos", "incluso", "inclusi", "incluindo", "incluídos", "inclus", "y", "dahil", "gegen"]);

// A figure that holds per unit it names keeps that scope: "30 seats per workshop", "24g per scoop",
// "6,99 € im Monat", "290 € pro Kurs", "20 € par personne", "7,99 € al mes", "15 € a persona".
const NAMED_SCOPE =
  /^\s*(?:\/\s?\p{L}+|(?:per|pro|je|par|por|a|al|à la|au|im|alla|ao|à)\s+(?:\d+(?:[.,]\d+)?\s?\p{L}*\s)?\p{L}+)(?=$|[\s,.;:)!?])/iu;
// A scope that points back at something said before ("limited to 30 seats each", "jeweils 8 Plätze",
// "30 places chacun") cannot travel with the figure: such a figure stays inside its own phrase.
const BACK_SCOPE = /^\s*(?:each|apiece|jeweils|je|chacun|chacune|cada uno|cada una|ciascuno|ciascuna|cadauno|elk|her biri)(?!\p{L})/iu;
const BACK_SCOPE_BEFORE = /(?:^|[\s(])(?:each|jeweils|je|chaque|cada|ogni|elke|her)\s+$/iu;

// A figure that is the object of a preposition belongs to the noun before it: "grupos de máx. 6 alumnos",
// "payroll for up to 5 staff", "delivery within approx. 10 miles". Alone ("6 alumnos") it reads as the
// product's own figure (round 5), so it is written only inside its phrase.
// A deadline too: "£390 until 31 Aug" alone gave "SecOps Summit 2025: 31 Aug", a date the event is not on.
const BOUND_BEFORE =
  /(?:^|[\s(])(?:for|of|within|with|until|till|by|für|mit|von|bis|pour|de|avec|jusqu'au|jusqu’au|jusqu'à|jusqu’à|para|con|hasta|di|per|entro|fino al|fino a|voor|van|met|tot|com|até)\s+$/iu;

// A short head of at most three words, no figure: "castagno:", not "Bookkeeping software for freelancers:".
const HEAD_COLON = /^\s*[^\s:,\d]+(?:\s[^\s:,\d]+){0,2}\s?:\s[^:]*$/u;
const FROM_LAST = /(?:^|\s)(?:from|ab|dès|desde|a partire|a partir|à partir|vanaf|itibaren)$/iu;
const COUNT_BEFORE_PRICE = /^\d+\s\p{L}+\s+(?:\d[\d.,]*\s?[€£$]|[€£$]\s?\d)/u;
const bracketOpen = (text: string): boolean => (text.match(/\(/gu) ?? []).length > (text.match(/\)/gu) ?? []).length;
const DAY_BEFORE =
  /(?:^|[^\p{L}])(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mer|mié|jeu|jue|ven|vie|sam|sáb|sab|dim|dom|gio|ma|wo|vr|za|zo|seg|ter|qua|qui|sex|monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|lunes|martes|miércoles|jueves|viernes|sábado|domingo|lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\.?\s+$/iu;

export interface NumberPhrase {
  phrase: string;
  /** Held by the noun before it ("grupos de máx. 6 alumnos"): never written alone. */
  bound: boolean;
}

/**
 * Number phrases with their units and qualifiers: "up to 80 minutes", "around 120 cars", "5 mm
 * lugs", "30 seats per workshop"; never part of the product name, never a figure whose scope
 * ("each") stays behind.
 */
export function numberPhrases(text: string, name: string, language = "en"): string[] {
  return numberPhrasesOf(text, name, language).map((n) => n.phrase);
}

/** The number phrases, and whether each is bound to the noun before it. */
export function numberPhrasesOf(text: string, name: string, language = "en"): NumberPhrase[] {
  const limit = WORDS_AFTER[language] ?? 2;
  const found: NumberPhrase[] = [];
  // Per sentence, so "open 7 to 3. Order cakes" never gives "3 Order cakes".
  for (const sentence of sentencesOfDescription(text)) {
    // A figure inside the scope of the one before ("per 30g scoop") is part of that one.
    let consumed = 0;
    for (const match of sentence.matchAll(NUMBER)) {
      if ((match.index ?? 0) < consumed) continue;
      const tail = match[1] ?? "";
      let phrase = match[0].slice(0, match[0].length - tail.length).trim();
      let taken = 0;
      // Words after the number up to the first function word ("80 minutes for your" → "80 minutes").
      for (const word of (tail.match(/[\s-]\p{L}[\p{L}-]*/gu) ?? []).slice(0, limit)) {
        const bare = word.trim().replace(/^-/, "").toLowerCase();
        if (STOPWORDS.has(bare) || TAIL_STOP.has(bare)) break;
        phrase += word.startsWith("-") ? word : ` ${word.trim()}`;
        taken += word.length;
      }
      const end = (match.index ?? 0) + match[0].length - tail.length + taken;
      const after = sentence.slice(end);
      if (BACK_SCOPE.test(after) || BACK_SCOPE_BEFORE.test(sentence.slice(0, match.index))) continue;
      const scope = NAMED_SCOPE.exec(after);
      if (scope) phrase += scope[0].startsWith("/") ? scope[0].trim() : ` ${scope[0].trim()}`;
      consumed = end + (scope?.[0].length ?? 0);
      phrase = phrase.replace(/[.,]+$/, "");
      const before = sentence.slice(0, match.index);
      // Inside brackets a figure qualifies the noun before them ("Lohn (bis 20 Mitarbeiter)", "sales teams
      // (5-50 users)"); after a day it is that day's hours ("de mar. a sáb. 10-20h"). Alone, "20 Mitarbeiter"
      // read as the firm's size and "10-20h" as open every day (round 6).
      // Round 9: a figure under a head and a colon belongs to that head ("castagno: produzione limitata, circa 400
      // vasetti all'anno" is the chestnut honey's, "calendrier de l'Avent … : 300 ex." the calendar's); one that ends
      // on its "from" ("1 día desde", "500g a partire") lost the price it scopes; a count right before a price is the
      // contents of the thing before it ("coffret découverte 16 pièces 24,50€": "16 pièces" alone said of the shop).
      const bound =
        BOUND_BEFORE.test(before) || bracketOpen(before) || DAY_BEFORE.test(before) || HEAD_COLON.test(before) || FROM_LAST.test(phrase) ||
        (COUNT_BEFORE_PRICE.test(sentence.slice(match.index ?? 0)) && /\p{L}{3,}\s+$/u.test(before));
      if (phrase && !name.includes(phrase) && !found.some((f) => f.phrase.toLowerCase() === phrase.toLowerCase())) found.push({ phrase, bound });
    }
  }
  return found;
}
