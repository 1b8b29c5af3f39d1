/**
 * Figures a text states: every number must come from the brief ("up to 80 minutes", "24g",
 * "€2,400"), whatever it stands for. "2,400", "2.400" and "2 400" are one figure; "7:30" is two.
 */

/** A list's own numbering ("1.", "2)", a keycap 1️⃣) and a format's slot label ("Headline 1:") are layout, not figures. */
const LIST_MARKER = /^\s*\d{1,2}[.)](?=\s)|\d\uFE0F?\u20E3|^([\p{L} ]+ )\d{1,2}(?=:)/gmu;

/**
 * "3 reasons to choose…", "in 3 steps": the count of the list that follows, which the engine writes
 * with as many items; not a claim about the product.
 */
const LIST_COUNT = /(?<!\d)[2-9]\s+(?:reasons|steps|points|things|ways|punkte|punkten|gründe|motivos|puntos|punti|points|schritte[n]?|raisons|étapes|razones|pasos|motivi|passi|buone ragioni)(?!\p{L})/giu;

export function figuresIn(text: string): string[] {
  const plain = text.replace(LIST_MARKER, (_, label: string | undefined) => label ?? " ").replace(LIST_COUNT, " ");
  const out: string[] = [];
  // Thousands separators (",", ".", a space between digit groups of three) join a figure; a decimal part stays.
  for (const match of plain.matchAll(/\d+(?:[.,\u00a0\u202f ]\d{3})*(?:[.,]\d+)?/gu)) {
    out.push(canonicalFigure(match[0]));
  }
  return out;
}

/** "2,400" → "2400", "1,2" → "1.2", "7.9" → "7.9". */
export function canonicalFigure(raw: string): string {
  const groups = raw.replace(/[\u00a0\u202f ]/g, "").split(/[.,]/);
  if (groups.length > 1 && groups.slice(1).every((g) => g.length === 3)) return groups.join("");
  const decimals = groups.pop()!;
  return groups.length ? `${groups.join("")}.${decimals}` : decimals;
}
