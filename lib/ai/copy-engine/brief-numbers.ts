import { STOPWORDS } from "./stopwords";

// A number with its unit and up to three following words, plus a leading "up to"/"only" and the like.
const NUMBER =
  /(?:(?:up to|more than|over|under|less than|at least|only|bis zu|über|mehr als|nur|mindestens|jusqu'à|jusqu’à|plus de|moins de|hasta|más de|menos de|fino a|oltre|più di|até|mais de|tot|meer dan|en fazla|en az|sadece)\s+)?(?:[$€£]\s?)?\d[\d.,]*(?:\s?[%°€$£])?(?:[\s-]\p{L}[\p{L}-]*){0,3}/giu;

/** Number phrases with their units: "up to 80 minutes", "5 mm lugs"; never part of the product name. */
export function numberPhrases(text: string, name: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(NUMBER)) {
    let phrase = match[0].trim();
    // Drop trailing function words ("80 minutes for your" → "80 minutes").
    for (;;) {
      const words = phrase.split(/\s+/);
      const last = words.at(-1) ?? "";
      if (words.length <= 1 || !STOPWORDS.has(last.toLowerCase())) break;
      phrase = words.slice(0, -1).join(" ");
    }
    phrase = phrase.replace(/[.,]+$/, "");
    if (phrase && !name.includes(phrase) && !found.includes(phrase)) found.push(phrase);
  }
  return found;
}
