import { PUNCHLINE_WORDS } from "../types";
import type { Piece } from "./pieces";

/**
 * Punchlines: short lines that each hold the product name or a fact, picked by tone fit, the
 * strategy's angle (at least two of them when a strategy is given) and variety.
 */
export function choosePunchlines(general: Piece[], angle: Piece[], count: number, random: () => number): Piece[] {
  const fits = (p: Piece) => p.words >= PUNCHLINE_WORDS[0] && p.words <= PUNCHLINE_WORDS[1] && (p.hasName || p.facts.length > 0);
  const rank = (pieces: Piece[], bonus: number) =>
    pieces
      .filter(fits)
      .map((piece) => ({ piece, score: piece.weight + bonus + random() * 1.5 }))
      .sort((a, b) => b.score - a.score)
      .map((s) => s.piece);
  const angled = rank(angle, 2);
  const rest = rank(general, 0);
  const chosen: Piece[] = [];
  const take = (list: Piece[], limit: number, distinctPattern: boolean) => {
    for (const piece of list) {
      if (chosen.length >= limit) return;
      if (chosen.some((c) => c.text.toLocaleLowerCase() === piece.text.toLocaleLowerCase())) continue;
      if (distinctPattern && chosen.some((c) => c.pattern === piece.pattern)) continue;
      if (distinctPattern && piece.facts.length && chosen.some((c) => c.facts.some((f) => piece.facts.includes(f)))) continue;
      chosen.push(piece);
    }
  };
  take(angled, Math.min(2, count), true);
  take(rest, count, true);
  take([...angled, ...rest], count, true);
  take([...angled, ...rest], count, false);
  return chosen;
}
