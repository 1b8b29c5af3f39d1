// The copy engine's browser-safe door: the text types, tones, platform limits and the language
// detector the studio's wizard uses before it calls the service. Nothing here loads server code.

export { AD_TEXT_TYPES } from "./types";
export type { AdTextTypeInfo } from "./types";
export { TONES } from "./tones";
export { checkLimits, splitSlots } from "./limits";
export { detectLanguage } from "./detect-language";
