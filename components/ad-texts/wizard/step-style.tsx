"use client";
import dynamic from "next/dynamic";
import { LanguageOptions } from "@/components/ad-texts/choice-options";
import { useFormContext } from "react-hook-form";
import { CharCount, Field, Input, Select, Textarea, describedBy } from "@/components/ui/field";
import { EMOJI_OPTIONS, TONES } from "../catalog";
import { fieldError } from "./step-product";
import type { WizardValues } from "./form";
import { RadioCard } from "@/components/ui/radio-card";

// Loaded when a later step first shows: the language detector stays out of the wizard's first load.
const LanguageNotice = dynamic(() => import("./language-notice").then((m) => m.LanguageNotice), { ssr: false });

const chip =
  "cursor-pointer rounded-full border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-600 has-[:checked]:text-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-700";

export function StepStyle() {
  const { register, watch, setValue, formState } = useFormContext<WizardValues>();
  const errors = formState.errors;
  const tone = watch("tone");
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Tone</legend>
        <div className="flex flex-wrap gap-2">
          {TONES.map((name) => (
            <label key={name} className={chip}>
              <input type="radio" value={name} className="sr-only" {...register("tone")} />
              {name}
            </label>
          ))}
        </div>
        <Field id="customTone" label="Or describe your own tone" optional className="mt-3" error={fieldError(errors, "tone")} counter={<CharCount value={tone} max={1000} />}>
          <Input
            id="customTone"
            value={(TONES as readonly string[]).includes(tone) ? "" : tone}
            placeholder="Warm, expert, a little cheeky"
            onChange={(e) => setValue("tone", e.target.value, { shouldDirty: true, shouldValidate: true })}
          />
        </Field>
      </fieldset>
      <Field id="outputLanguage" label="Language" error={fieldError(errors, "outputLanguage")} hint="The built-in engine writes these eight languages natively.">
        <Select {...describedBy("outputLanguage", fieldError(errors, "outputLanguage"), true)} {...register("outputLanguage")}>
          <LanguageOptions />
        </Select>
      </Field>
      <LanguageNotice />
      <fieldset>
        <legend className="mb-2 text-sm font-medium">Emoji</legend>
        <div className="grid gap-2 sm:grid-cols-3">
          {EMOJI_OPTIONS.map((option) => (
            <RadioCard key={option.value} value={option.value} title={option.label} hint={option.hint} {...register("emojiSelection")} />
          ))}
        </div>
      </fieldset>
      <Field
        id="customRequest"
        label="Custom instructions"
        optional
        error={fieldError(errors, "customRequest")}
        counter={<CharCount value={watch("customRequest")} max={5000} />}
        hint="“Mention free returns”, “avoid the word cheap”, “shorter”, “address the reader formally”."
      >
        <Textarea rows={4} {...describedBy("customRequest", fieldError(errors, "customRequest"), true)} {...register("customRequest")} />
      </Field>
    </div>
  );
}
