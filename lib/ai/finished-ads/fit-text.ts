import "server-only";
import type { Face } from "./fonts";
import { measureText } from "./glyph-runs";
import type { Hyphenator } from "./hyphenation";

export interface FitRequest {
  text: string;
  face: Face;
  width: number;
  height: number;
  maxSize: number;
  minSize: number;
  maxLines: number;
  /** Line advance as a multiple of the size. */
  lineHeight: number;
  hyphenate: Hyphenator | null;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** The widest line's advance. */
  width: number;
  /** lines × size × lineHeight. */
  height: number;
  lineHeight: number;
}

/**
 * Sets `text` as large as it fits in the box: greedy line breaks at spaces and after hyphens the
 * text already has; a word is hyphenated (by the language's patterns) only when it cannot stand
 * on a line of its own or would leave a line less than 60% full. A word is never cut anywhere
 * else: when even the smallest size cannot hold a word, the text does not fit (null).
 */
export function fitText(request: FitRequest): FittedText | null {
  const words = request.text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return null;
  const step = (size: number) => Math.max(0.5, size * 0.03);
  for (let size = request.maxSize; size >= request.minSize - 1e-9; size -= step(size)) {
    const fitted = breakLines(words, size, request);
    if (fitted) return fitted;
  }
  const floor = breakLines(words, request.minSize, request);
  return floor;
}

function pieces(word: string, hyphenate: Hyphenator | null): string[] {
  // Break points: after a hyphen the word already has, and between the pattern's syllables.
  const parts = word.split(/(?<=-)/);
  if (!hyphenate) return parts;
  return parts.flatMap((part) => {
    const core = part.endsWith("-") ? part.slice(0, -1) : part;
    const syllables = hyphenate(core);
    if (part.endsWith("-")) syllables[syllables.length - 1] += "-";
    return syllables.map((syllable, index) => (index < syllables.length - 1 ? `${syllable}\u00ad` : syllable));
  });
}

/** Text of the first `count` pieces as it is printed at the end of a line. */
function lineEnd(parts: string[], count: number): string {
  const head = parts.slice(0, count).join("").replaceAll("\u00ad", "");
  const last = parts[count - 1] ?? "";
  return last.endsWith("\u00ad") ? `${head}-` : head;
}

function breakLines(words: string[], size: number, request: FitRequest): FittedText | null {
  const { face, width, height, maxLines, lineHeight } = request;
  const fits = (text: string) => measureText(face, text, size) <= width + 1e-6;
  const lines: string[] = [];
  let current = "";
  const queue = [...words];
  while (queue.length > 0) {
    const word = queue.shift()!;
    const joined = current ? `${current} ${word}` : word;
    if (fits(joined)) {
      current = joined;
      continue;
    }
    const fill = current ? measureText(face, current, size) / width : 0;
    const wordAlone = fits(word);
    if (current && wordAlone && fill >= 0.6) {
      lines.push(current);
      current = word;
      continue;
    }
    // Hyphenate: the most syllables that still fit after what the line holds.
    const parts = pieces(word, request.hyphenate);
    let taken = 0;
    for (let count = parts.length - 1; count >= 1; count--) {
      const head = lineEnd(parts, count);
      if (fits(current ? `${current} ${head}` : head)) {
        taken = count;
        break;
      }
    }
    if (taken > 0) {
      lines.push(current ? `${current} ${lineEnd(parts, taken)}` : lineEnd(parts, taken));
      current = "";
      queue.unshift(parts.slice(taken).join("").replaceAll("\u00ad", ""));
      continue;
    }
    if (!current) return null; // not even a syllable of it fits on an empty line
    lines.push(current);
    current = "";
    queue.unshift(word);
  }
  if (current) lines.push(current);
  const total = lines.length * size * lineHeight;
  if (lines.length > maxLines || total > height + 1e-6) return null;
  const widest = Math.max(...lines.map((line) => measureText(face, line, size)));
  return { size, lines, width: widest, height: total, lineHeight };
}
