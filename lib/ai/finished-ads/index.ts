// The finished-ads engine's door for server code: rendering an ad and the fonts it needs. Browser-
// safe catalogues (templates, font pairs) have their own door, ./catalog.ts. Everything else here
// is private to the engine (eslint.config.mjs).
import "server-only";

export type { FontPairId } from "./font-catalogue";
export { renderAd } from "./render-ad";
export { slotsFor } from "./templates";
export { loadPair } from "./fonts";
export { undrawableCharacters } from "./glyph-runs";
export type { RelativeBox } from "./placement";
export type { TextBox } from "./text-boxes";
