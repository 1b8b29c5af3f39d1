/** The texts of a finished ad a marketer edits where they are drawn, with their limits (the service's). */
export const CANVAS_TEXTS = {
  headline: { label: "headline", max: 90, required: true },
  punchline: { label: "punchline", max: 140, required: false },
  cta: { label: "button", max: 30, required: true },
} as const;

export type CanvasTextRole = keyof typeof CANVAS_TEXTS;

type Size = { width: number; height: number };
type Box = { left: number; top: number; width: number; height: number };

/**
 * The tile a size of an ad is shown in, in the ad's pixels: as wide as the ad, and at least a
 * quarter as tall as wide, so a 970×90 strip is not a sliver on a phone (it is centred in it).
 */
export function tileOf(size: Size): Size {
  return { width: size.width, height: Math.max(size.height, size.width / 4) };
}

/** CSS `aspect-ratio` of a size's tile. */
export const tileAspect = (size: Size) => `${size.width} / ${tileOf(size).height}`;

/**
 * Where a box in the ad's pixels shows on its tile, as percentages of the tile: the image is
 * contained (CSS object-contain) and centred in it, so the box scales with the image and moves
 * by its letterbox. Percentages keep the box on its text at any width, without measuring.
 */
export function boxOnTile(box: Box, size: Size, tile: Size = tileOf(size)): Box {
  const scale = Math.min(tile.width / size.width, tile.height / size.height);
  const offsetX = (tile.width - size.width * scale) / 2;
  const offsetY = (tile.height - size.height * scale) / 2;
  const pct = (value: number, whole: number) => Math.round((value / whole) * 100_000) / 1000;
  return {
    left: pct(offsetX + box.left * scale, tile.width),
    top: pct(offsetY + box.top * scale, tile.height),
    width: pct(box.width * scale, tile.width),
    height: pct(box.height * scale, tile.height),
  };
}

/**
 * The edit a text typed on the canvas asks for, or why it cannot be made; null when nothing
 * changed (an edit costs a credit). Spaces at the ends are dropped; an emptied punchline is removed.
 */
export function canvasEdit(role: CanvasTextRole, typed: string, current: string | null): { value: string | null } | { problem: string } | null {
  const text = typed.replace(/\s+/g, " ").trim();
  const rule = CANVAS_TEXTS[role];
  if (text === (current ?? "")) return null;
  if (!text) return rule.required ? { problem: `The ${rule.label} cannot be empty.` } : { value: null };
  // Counted in code points, as the service counts.
  const length = [...text].length;
  if (length > rule.max) return { problem: `The ${rule.label} has ${length} characters; at most ${rule.max}.` };
  return { value: text };
}
