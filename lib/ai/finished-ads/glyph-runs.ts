import "server-only";
import type opentype from "opentype.js";
import type { Face } from "./fonts";

/**
 * Text measured and drawn from the font's own outlines: each character's glyph comes from the first
 * subset of the face that has it, advances and kerning (the font's GPOS pairs) from the same font.
 * Widths are kept in font units per string, so fitting at many sizes measures each word once.
 */
interface PlacedGlyph {
  glyph: opentype.Glyph;
  /** Offset of the glyph's origin from the run's start, in font units. */
  x: number;
}

const runs = new Map<string, { glyphs: PlacedGlyph[]; advance: number }>();
const MAX_CACHED_RUNS = 20_000;

function glyphFor(face: Face, char: string): { glyph: opentype.Glyph; font: opentype.Font } | null {
  for (const font of face.fonts) {
    const glyph = font.charToGlyph(char);
    if (glyph.index !== 0) return { glyph, font };
  }
  return null;
}

/** The characters of `text` that no subset of the face can draw (emoji, scripts it lacks). */
export function undrawableCharacters(face: Face, text: string): string[] {
  const missing = new Set<string>();
  for (const char of text) if (!/\s/.test(char) && !glyphFor(face, char)) missing.add(char);
  return [...missing];
}

function layoutRun(face: Face, text: string): { glyphs: PlacedGlyph[]; advance: number } {
  const key = `${face.key}\u0000${text}`;
  const known = runs.get(key);
  if (known) return known;
  const glyphs: PlacedGlyph[] = [];
  let x = 0;
  let previous: { glyph: opentype.Glyph; font: opentype.Font } | null = null;
  for (const char of text) {
    const found = glyphFor(face, char) ?? glyphFor(face, "?")!;
    // Kerning only between two glyphs of the same font file: the pair tables know no other.
    if (previous && previous.font === found.font) x += found.font.getKerningValue(previous.glyph, found.glyph);
    glyphs.push({ glyph: found.glyph, x });
    x += found.glyph.advanceWidth ?? 0;
    previous = found;
  }
  const run = { glyphs, advance: x };
  if (runs.size >= MAX_CACHED_RUNS) runs.clear();
  runs.set(key, run);
  return run;
}

/** The advance width of `text` at `size` pixels. */
export function measureText(face: Face, text: string, size: number): number {
  return (layoutRun(face, text).advance * size) / face.unitsPerEm;
}

/** The outline of `text` as SVG path data, its baseline starting at (x, y). */
export function textPath(face: Face, text: string, x: number, y: number, size: number): string {
  const scale = size / face.unitsPerEm;
  return layoutRun(face, text)
    .glyphs.map(({ glyph, x: offset }) => glyph.getPath(x + offset * scale, y, size).toPathData(2))
    .join("");
}
