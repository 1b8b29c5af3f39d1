import type { z } from "zod";
import type { adTextWizardSchema } from "@/lib/studio/schemas";
import type { WizardValues } from "@/lib/stores/ad-text-wizard";

export type WizardOutput = z.output<typeof adTextWizardSchema>;
export type { WizardValues };

export const STEPS = [
  { key: "product", title: "Product", icon: "fa-solid fa-box-open", fields: ["processName", "productName", "productDescription", "webSiteUrl"] },
  { key: "audience", title: "Audience & goal", icon: "fa-solid fa-bullseye", fields: ["targetAudience", "adGoal", "cta"] },
  { key: "type", title: "Type", icon: "fa-solid fa-shapes", fields: ["type"] },
  { key: "style", title: "Style", icon: "fa-solid fa-palette", fields: ["tone", "outputLanguage", "emojiSelection", "customRequest"] },
  { key: "review", title: "Review", icon: "fa-solid fa-list-check", fields: [] },
] as const satisfies ReadonlyArray<{ key: string; title: string; icon: string; fields: ReadonlyArray<keyof WizardValues> }>;

/** The step that holds a field, to jump to when the service rejects it. */
export function stepOf(field: string): number {
  const index = STEPS.findIndex((s) => (s.fields as readonly string[]).includes(field));
  return index < 0 ? 0 : index;
}

export const LABELS: Record<keyof WizardValues, string> = {
  processName: "Process name",
  productName: "Product name",
  productDescription: "Product description",
  webSiteUrl: "Product page",
  targetAudience: "Target audience",
  adGoal: "Ad goal",
  cta: "Call to action",
  type: "Type",
  tone: "Tone",
  outputLanguage: "Language",
  emojiSelection: "Emoji",
  customRequest: "Custom instructions",
};
