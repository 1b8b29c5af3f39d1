// The finished-ads engine's browser-safe door: the templates and font pairs a form may list, and
// the contrast rules the renderer sets texts by (so a form can warn, and preview, before an ad is drawn).

export { TEMPLATE_IDS } from "./templates";
export { FONT_FAMILIES, FONT_PAIRS, FONT_PAIR_IDS, type FontPairId } from "./font-catalogue";
export { INK, WHITE, contrastRatio, legibleOn, parseHex, relativeLuminance } from "./contrast";
