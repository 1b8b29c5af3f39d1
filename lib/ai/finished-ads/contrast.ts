/**
 * WCAG 2 contrast, measured against the pixels a text actually stands on. `Rgb` is 8-bit sRGB.
 */
export type Rgb = readonly [number, number, number];

const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

export function relativeLuminance([r, g, b]: Rgb): number {
  return 0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!;
}

export function contrastRatio(a: number, b: number): number {
  const [light, dark] = a > b ? [a, b] : [b, a];
  return (light + 0.05) / (dark + 0.05);
}

export function parseHex(hex: string): Rgb {
  const value = hex.replace("#", "");
  const full = value.length === 3 ? [...value].map((c) => c + c).join("") : value;
  return [Number.parseInt(full.slice(0, 2), 16), Number.parseInt(full.slice(2, 4), 16), Number.parseInt(full.slice(4, 6), 16)];
}

export const WHITE = "#ffffff";
export const INK = "#111111";
/** Aimed above WCAG's 4.5 so the rasteriser's rounding of edges and blends can never pull it under. */
export const LEGIBLE_CONTRAST = 4.7;

const contrastOf = (a: string, b: string) => contrastRatio(relativeLuminance(parseHex(a)), relativeLuminance(parseHex(b)));

/** The first of `choices` (#rrggbb) legible on `ground`, else whichever of white and ink contrasts more. */
export function legibleOn(ground: string, choices: string[]): string {
  const found = choices.find((colour) => contrastOf(colour, ground) >= LEGIBLE_CONTRAST);
  if (found) return found;
  return contrastOf(WHITE, ground) >= contrastOf(INK, ground) ? WHITE : INK;
}

export function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** RGB pixels of a packed raw image (3 or 4 channels). */
export interface RawImage {
  data: Uint8Array;
  width: number;
  height: number;
  channels: number;
}

/** The lowest contrast of `text` against any pixel of `raw` inside `rect` (clipped to the image). */
export function worstContrast(raw: RawImage, rect: Rect, text: Rgb): number {
  const textLuminance = relativeLuminance(text);
  let worst = Infinity;
  forEachPixel(raw, rect, (r, g, b) => {
    const ratio = contrastRatio(textLuminance, 0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!);
    if (ratio < worst) worst = ratio;
  });
  return worst;
}

function forEachPixel(raw: RawImage, rect: Rect, visit: (r: number, g: number, b: number) => void): void {
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(raw.width, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(raw.height, Math.ceil(rect.y + rect.height));
  for (let y = y0; y < y1; y++) {
    let offset = (y * raw.width + x0) * raw.channels;
    for (let x = x0; x < x1; x++, offset += raw.channels) visit(raw.data[offset]!, raw.data[offset + 1]!, raw.data[offset + 2]!);
  }
}

/**
 * The least opacity of a `scrim` colour laid over `rect` that brings every pixel under it to
 * `target` contrast with `text` (null when even an opaque scrim does not). The blend is computed
 * as the rasteriser does it, per channel in sRGB, rounded to 8 bits.
 */
export function scrimOpacityFor(raw: RawImage, rect: Rect, text: Rgb, scrim: Rgb, target: number): number | null {
  const textLuminance = relativeLuminance(text);
  // The pixels that can be worst: a blend towards the scrim keeps the order of luminances nearly
  // intact, so only the extremes on the text's side are tried (the lightest under light text, the
  // darkest under dark text), as distinct colours.
  const lightText = textLuminance > relativeLuminance(scrim);
  const colours = extremeColours(raw, rect, lightText ? "lightest" : "darkest", 512);
  const passes = (alpha: number) => {
    for (const packed of colours) {
      const blend = (channel: number, over: number) => Math.round(channel * (1 - alpha) + over * alpha);
      const r = blend(packed >> 16, scrim[0]);
      const g = blend((packed >> 8) & 255, scrim[1]);
      const b = blend(packed & 255, scrim[2]);
      if (contrastRatio(textLuminance, 0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!) < target) return false;
    }
    return true;
  };
  for (let step = 0; step <= 20; step++) if (passes(step / 20)) return step / 20;
  return null;
}

/** Up to `count` distinct colours of the rect's pixels with the highest (or lowest) luminance. */
function extremeColours(raw: RawImage, rect: Rect, which: "lightest" | "darkest", count: number): number[] {
  // A histogram over luminance (1024 bins), then the colours of the bins from the chosen end.
  const bins = 1024;
  const histogram = new Uint32Array(bins);
  const binOf = (r: number, g: number, b: number) => Math.min(bins - 1, Math.floor((0.2126 * LINEAR[r]! + 0.7152 * LINEAR[g]! + 0.0722 * LINEAR[b]!) * bins));
  forEachPixel(raw, rect, (r, g, b) => histogram[binOf(r, g, b)]!++);
  let threshold = which === "lightest" ? bins - 1 : 0;
  for (let seen = 0; threshold >= 0 && threshold < bins; threshold += which === "lightest" ? -1 : 1) {
    seen += histogram[threshold]!;
    if (seen >= count) break;
  }
  const colours = new Set<number>();
  forEachPixel(raw, rect, (r, g, b) => {
    const bin = binOf(r, g, b);
    if (which === "lightest" ? bin >= threshold : bin <= threshold) colours.add((r << 16) | (g << 8) | b);
  });
  return [...colours];
}
