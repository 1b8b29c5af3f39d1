"use client";
import { useFormContext } from "react-hook-form";
import { Icon } from "@/components/ui/icon";
import { detectLanguage } from "@/lib/ai/language/detect-language";
import { languageName } from "../catalog";
import type { WizardValues } from "./form";

/**
 * The description's language when it differs from the copy's (issue #25): the built-in writer does
 * not translate, so the server refuses such a request (422, no credit used). Said here, before
 * Generate, with the same words the API uses. The steps load this file on demand (next/dynamic),
 * so the language detector is no part of the wizard's first load.
 */
export function briefLanguageMismatch(values: Pick<WizardValues, "productDescription" | "targetAudience" | "outputLanguage">): { from: string; to: string } | null {
  const written = detectLanguage(`${values.productDescription ?? ""} ${values.targetAudience ?? ""}`);
  const asked = values.outputLanguage?.toLowerCase();
  if (!written || !asked || written === asked) return null;
  return { from: languageName(written), to: languageName(asked) };
}

export function LanguageNotice() {
  const values = useFormContext<WizardValues>().watch();
  const mismatch = briefLanguageMismatch(values);
  if (!mismatch) return null;
  return (
    <p role="alert" className="flex items-start gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
      <Icon name="fa-solid fa-language" />
      <span>
        The description is in {mismatch.from}, the copy is asked in {mismatch.to}: the built-in writer does not translate, so this
        language is not supported for this brief and Generate would be turned down (no credit is used). Write the description in{" "}
        {mismatch.to}, or choose {mismatch.from}. An administrator can connect a text model to this studio to translate.
      </span>
    </p>
  );
}
