import { sentencesOfDescription } from "./brief-split";
import { STOPWORDS } from "./stopwords";

// A number with its unit and up to three following words, plus a leading "up to"/"only" and the like.
const NUMBER =
  /(?:(?:up to|more than|over|under|less than|at least|only|bis zu|über|mehr als|nur|mindestens|jusqu'à|jusqu’à|plus de|moins de|hasta|más de|menos de|fino a|oltre|più di|até|mais de|tot|meer dan|en fazla|en az|sadece)\s+)?(?:[$€£]\s?)?\d+(?:[.,]\d+)*(?:\s?(?:\/|–|-|to|bis|à|a|al|ai|zu)\s?\d+(?:[.,]\d+)*)?(?:\s?[%°€$£])?((?:[\s-]\p{L}[\p{L}-]*){0,3})/giu;

// Words a number takes after it: English "6 mm drop", "30-day free trial"; Turkish only its unit
// ("80 dakika", not "80 dakika boyunca istediğiniz"), others the unit and one more ("40 Stunden Laufzeit").
const WORDS_AFTER: Readonly<Record<string, number>> = { en: 3, tr: 1 };

/** Number phrases with their units: "up to 80 minutes", "5 mm lugs"; never part of the product name. */
export function numberPhrases(text: string, name: string, language = "en"): string[] {
  const limit = WORDS_AFTER[language] ?? 2;
  const found: string[] = [];
  // Per sentence, so "open 7 to 3. Order cakes" never gives "3 Order cakes".
  for (const match of sentencesOfDescription(text).flatMap((sentence) => [...sentence.matchAll(NUMBER)])) {
    const tail = match[1] ?? "";
    let phrase = match[0].slice(0, match[0].length - tail.length).trim();
    // Words after the number up to the first function word ("80 minutes for your" → "80 minutes").
    for (const word of (tail.match(/[\s-]\p{L}[\p{L}-]*/gu) ?? []).slice(0, limit)) {
      if (STOPWORDS.has(word.trim().replace(/^-/, "").toLowerCase())) break;
      phrase += word.startsWith("-") ? word : ` ${word.trim()}`;
    }
    phrase = phrase.replace(/[.,]+$/, "");
    if (phrase && !name.includes(phrase) && !found.some((f) => f.toLowerCase() === phrase.toLowerCase())) found.push(phrase);
  }
  return found;
}
