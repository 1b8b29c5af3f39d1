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

/** The pixels that can be worst under light text and under dark text, per image and rect. */
interface Extremes {
  lightest: number[];
  darkest: number[];
}
const extremesCache = new WeakMap<RawImage, Map<string, Extremes>>();

/**
 * Up to `count` distinct colours (packed 0xRRGGBB) of the rect's pixels with the highest (or
 * lowest) luminance. Both ends come from the same two passes, and are kept per image and rect: a
 * layout asks for the same text area under light and under dark text. The passes are plain loops
 * (a callback per pixel cost a Story ad ~30 ms).
 */
function extremeColours(raw: RawImage, rect: Rect, which: "lightest" | "darkest", count: number): number[] {
  const x0 = Math.max(0, Math.floor(rect.x));
  const y0 = Math.max(0, Math.floor(rect.y));
  const x1 = Math.min(raw.width, Math.ceil(rect.x + rect.width));
  const y1 = Math.min(raw.height, Math.ceil(rect.y + rect.height));
  const key = `${x0},${y0},${x1},${y1},${count}`;
  let perImage = extremesCache.get(raw);
  if (!perImage) extremesCache.set(raw, (perImage = new Map()));
  const cached = perImage.get(key);
  if (cached) return cached[which];
  // A histogram over luminance (1024 bins), then the colours of the bins from either end.
  const bins = 1024;
  const { data, channels, width } = raw;
  const bin = new Uint16Array(Math.max(0, (x1 - x0) * (y1 - y0)));
  const histogram = new Uint32Array(bins);
  for (let y = y0, i = 0; y < y1; y++) {
    for (let x = x0, o = (y * width + x0) * channels; x < x1; x++, o += channels, i++) {
      const b = Math.min(bins - 1, Math.floor((0.2126 * LINEAR[data[o]!]! + 0.7152 * LINEAR[data[o + 1]!]! + 0.0722 * LINEAR[data[o + 2]!]!) * bins));
      bin[i] = b;
      histogram[b]!++;
    }
  }
  let high = bins - 1;
  for (let seen = 0; high >= 0; high--) if ((seen += histogram[high]!) >= count) break;
  let low = 0;
  for (let seen = 0; low < bins; low++) if ((seen += histogram[low]!) >= count) break;
  const lightest = new Set<number>();
  const darkest = new Set<number>();
  for (let y = y0, i = 0; y < y1; y++) {
    for (let x = x0, o = (y * width + x0) * channels; x < x1; x++, o += channels, i++) {
      const b = bin[i]!;
      if (b >= high) lightest.add((data[o]! << 16) | (data[o + 1]! << 8) | data[o + 2]!);
      if (b <= low) darkest.add((data[o]! << 16) | (data[o + 1]! << 8) | data[o + 2]!);
    }
  }
  const found = { lightest: [...lightest], darkest: [...darkest] };
  perImage.set(key, found);
  return found[which];
}
