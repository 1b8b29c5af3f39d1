/**
 * The product name as ad copy may use it. No ad slot holds a word longer than a headline (Google's
 * 30 characters) or a name longer than a short punchline, and the built-in writers drop a name
 * they cannot fit, which left texts empty (Ads) or without punchlines (AdCopies) for a
 * 1000-character name (a pasted SKU list, a URL, a paragraph in the name field). Such a name is cut
 * to its first words, each at most a headline long; names of ordinary words pass unchanged. The
 * stored process keeps the full name.
 */
export const MAX_COPY_WORD = 30;
export const MAX_COPY_WORDS = 8;

export function nameForCopy(productName: string): string {
  const words = productName.trim().split(/\s+/u).slice(0, MAX_COPY_WORDS);
  return words.map((word) => [...word].slice(0, MAX_COPY_WORD).join("")).join(" ");
}
