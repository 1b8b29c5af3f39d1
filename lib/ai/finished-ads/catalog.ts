// The finished-ads engine's browser-safe door: the templates and font pairs a form may list.

export { TEMPLATE_IDS } from "./templates";
export { FONT_PAIRS, FONT_PAIR_IDS } from "./font-catalogue";
