/**
 * The product name as ad copy may use it. No ad slot holds a word longer than a headline (Google's
 * 30 characters), and the built-in copy engine drops a name it cannot fit, which left texts empty
 * for a 1000-character name without spaces (a pasted SKU list, a URL). Such a word is cut to the
 * longest that fits; names of ordinary words pass unchanged. The stored process keeps the full name.
 */
export const MAX_COPY_WORD = 30;

export function nameForCopy(productName: string): string {
  return productName.replace(/\S+/gu, (word) => {
    const points = [...word];
    return points.length > MAX_COPY_WORD ? points.slice(0, MAX_COPY_WORD).join("") : word;
  });
}
