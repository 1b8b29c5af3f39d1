/**
 * French, Italian, Spanish and Portuguese names made of a common noun ("Domaine des Tilleuls",
 * "Birrificio Val Brembana", "Vivero El Olivar") take an article after a verb or a preposition:
 * "Découvrez le Domaine des Tilleuls", never "Découvrez Domaine des Tilleuls" (round 7 of issue #25).
 * The engine does not guess the article's gender, so it avoids the frames that need one; the score
 * (score-hand-flaws.ts) marks a text that still has one.
 */
import { perLanguage } from "@/lib/ai/language";
import { everyWord } from "./checks";

/** Words after which such a name needs its article, per language. */
const NEEDS_ARTICLE_AFTER: Readonly<Record<string, readonly string[] | undefined>> = perLanguage((pack) => pack.copyEngineWords.articleAfter);
// Every language's articles: a name that opens with one has it already, whatever the text's language.
const ARTICLES = everyWord("articles");

/**
 * Whether the name opens with a word the brief itself writes in lower case as a common noun
 * ("domaine pour mariages", "birrificio artigianale"): such a name takes an article.
 */
export function nameNeedsArticle(name: string, description: string, language: string): boolean {
  if (!NEEDS_ARTICLE_AFTER[language]) return false;
  const first = name.trim().split(/\s+/u)[0] ?? "";
  const lower = first.toLocaleLowerCase(language);
  if (!first || ARTICLES.has(lower) || /^l[’']/u.test(lower) || first === lower) return false;
  return new RegExp(`(?<!\\p{L})${lower.replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}(?!\\p{L})`, "u").test(description);
}

/** "Découvrez Domaine des Tilleuls", "Ecco Birrificio Val Brembana": the name after a word that needs its article. */
export function articlelessName(text: string, name: string, description: string, language: string): boolean {
  const words = NEEDS_ARTICLE_AFTER[language];
  if (!words || !name || !text.includes(name) || !nameNeedsArticle(name, description, language)) return false;
  const lowerText = text.toLocaleLowerCase(language);
  const lowerName = name.toLocaleLowerCase(language);
  return words.some((w) => lowerText.includes(`${w} ${lowerName}`) || lowerText.includes(`${w}\u00A0${lowerName}`));
}
