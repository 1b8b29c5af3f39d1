import { AD_TEXT_TYPES, type AdTextTypeInfo } from "@/lib/ai/copy-engine/types";
import { TONES } from "@/lib/ai/language/tones";

/** The copy engine's catalog (plain data) with the words the studio shows for it. */
export { AD_TEXT_TYPES, TONES, type AdTextTypeInfo };

const SPECIAL_NAMES: Record<string, string> = {
  Aida: "AIDA",
  Aidca: "AIDCA",
  Acca: "ACCA",
  FourPs: "4 Ps",
  FourUs: "4 Us",
  Quest: "QUEST",
  Pastor: "PASTOR",
  XPost: "X post",
  TikTok: "TikTok",
  LinkedInSponsored: "LinkedIn Sponsored",
  HowTo: "How-to",
};

/** "BeforeAfterBridge" → "Before After Bridge". */
export function typeLabel(info: AdTextTypeInfo | undefined): string {
  if (!info) return "Unknown type";
  return SPECIAL_NAMES[info.name] ?? info.name.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/([A-Z])([A-Z][a-z])/g, "$1 $2");
}

export function typeInfo(value: number | string | undefined): AdTextTypeInfo | undefined {
  return AD_TEXT_TYPES[Number(value)];
}

export const FRAMEWORKS = AD_TEXT_TYPES.filter((t) => t.kind === "framework");
export const FORMATS = AD_TEXT_TYPES.filter((t) => t.kind === "format");

/** The eight languages the built-in engine writes natively. */
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "de", name: "German (Deutsch)" },
  { code: "fr", name: "French (Français)" },
  { code: "es", name: "Spanish (Español)" },
  { code: "it", name: "Italian (Italiano)" },
  { code: "pt", name: "Portuguese (Português)" },
  { code: "nl", name: "Dutch (Nederlands)" },
  { code: "tr", name: "Turkish (Türkçe)" },
] as const;

export function languageName(code: string | null | undefined): string {
  const match = LANGUAGES.find((l) => l.code === code?.toLowerCase());
  return match ? match.name.replace(/ \(.*\)$/, "") : (code ?? "—");
}

/** Ad goals as the website import reports them, with a call to action to start from. */
export const GOALS = [
  { value: "purchase", label: "Sell: a purchase", cta: "Shop now" },
  { value: "sign-up", label: "Grow: a sign-up", cta: "Sign up free" },
  { value: "download", label: "Install: a download", cta: "Download now" },
  { value: "booking", label: "Fill the calendar: a booking", cta: "Book your spot" },
  { value: "lead", label: "Start a conversation: a lead", cta: "Get a quote" },
] as const;

export const EMOJI_OPTIONS = [
  { value: "2", label: "Let the engine choose", hint: "Emoji where the tone and format suit them." },
  { value: "0", label: "With emoji", hint: "At least one emoji per text." },
  { value: "1", label: "Without emoji", hint: "Plain text only." },
] as const;

export function emojiLabel(value: number | string): string {
  return EMOJI_OPTIONS.find((o) => o.value === String(value))?.label ?? "—";
}

/** "Headline 1 · 30, Headline 2 · 30 …": what a type's parts may hold. */
export function limitSummary(info: AdTextTypeInfo): string {
  const parts = info.kind === "framework" ? info.stages : info.slots;
  return parts.map((p) => `${p.label} ${p.maxChars}`).join(" · ");
}
