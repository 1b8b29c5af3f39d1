import { contrastRatio, parseHex, relativeLuminance } from "@/lib/ai/finished-ads/catalog";

/**
 * The Brand kits page's pure rules: the text-on-background contrast hint and the logo file check,
 * shared by the form (which shows them) and the unit tests.
 */

/** WCAG 2's minimum for body text, the one the renderer holds every ad text to. */
export const MIN_TEXT_CONTRAST = 4.5;
/** The service's limit for a logo (lib/images/logo.ts). */
export const LOGO_MAX_BYTES = 512 * 1024;
export const LOGO_TYPES = ["image/png", "image/svg+xml"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];

const HEX = /^#[0-9a-f]{6}$/i;

export const isHexColour = (value: string) => HEX.test(value);

/** "#1D3557", "1d3557" or " #1d3557 " as the service stores it ("#1d3557"); null when it is no colour. */
export function normalHex(value: string): string | null {
  const trimmed = value.trim();
  const withHash = trimmed.startsWith("#") ? trimmed : `#${trimmed}`;
  return isHexColour(withHash) ? withHash.toLowerCase() : null;
}

export interface ContrastHint {
  /** Rounded down to one decimal, so 4.49 never shows as a passing "4.5". */
  ratio: number;
  readable: boolean;
  message: string;
}

/** How the text colour reads on the background colour, in words; null while either is no colour. */
export function contrastHint(text: string, background: string): ContrastHint | null {
  if (!isHexColour(text) || !isHexColour(background)) return null;
  const exact = contrastRatio(relativeLuminance(parseHex(text)), relativeLuminance(parseHex(background)));
  const ratio = Math.floor(exact * 10) / 10;
  const readable = exact >= MIN_TEXT_CONTRAST;
  const shown = `${ratio.toFixed(1)}:1`;
  return {
    ratio,
    readable,
    message: readable
      ? `Text on background: ${shown}, readable (at least ${MIN_TEXT_CONTRAST}:1).`
      : `Text on background: ${shown}, below ${MIN_TEXT_CONTRAST}:1. Ads will set their texts in white or near-black instead; pick a darker or lighter text colour to keep yours.`,
  };
}

/** What is wrong with a chosen logo file, in plain words; null when the service will take it. */
export function logoFileProblem(file: { name: string; type: string; size: number }): string | null {
  const type = logoTypeOf(file);
  if (!type) return `"${file.name}" is not a PNG or SVG file. Export the logo as PNG or SVG and choose it again.`;
  if (file.size === 0) return `"${file.name}" is empty.`;
  if (file.size > LOGO_MAX_BYTES) {
    return `"${file.name}" is ${Math.ceil(file.size / 1024)} KB; a logo may be at most ${LOGO_MAX_BYTES / 1024} KB. Export it smaller (a few hundred pixels wide is plenty) or as SVG.`;
  }
  return null;
}

/** The logo's media type, from the browser's type or else the name's extension (some systems give SVGs no type). */
export function logoTypeOf(file: { name: string; type: string }): LogoType | null {
  if ((LOGO_TYPES as readonly string[]).includes(file.type)) return file.type as LogoType;
  if (file.type) return null;
  if (/\.png$/i.test(file.name)) return "image/png";
  if (/\.svg$/i.test(file.name)) return "image/svg+xml";
  return null;
}
