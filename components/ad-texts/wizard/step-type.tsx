"use client";
import { useFormContext } from "react-hook-form";
import { Badge } from "@/components/ui/card";
import { FORMATS, FRAMEWORKS, typeLabel, type AdTextTypeInfo } from "../catalog";
import type { WizardValues } from "./form";

function TypeOption({ info }: { info: AdTextTypeInfo }) {
  const { register } = useFormContext<WizardValues>();
  const parts = info.kind === "framework" ? info.stages : info.slots;
  const descriptionId = `type-${info.value}-description`;
  return (
    <label className="flex cursor-pointer flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 transition hover:border-brand-500 has-[:checked]:border-brand-600 has-[:checked]:ring-2 has-[:checked]:ring-brand-500/40 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500 dark:border-slate-800 dark:bg-slate-900">
      <span className="flex items-center gap-2">
        <input type="radio" value={String(info.value)} className="accent-brand-600" aria-describedby={descriptionId} {...register("type")} />
        <span className="font-semibold">{typeLabel(info)}</span>
        <span className="ml-auto text-xs text-slate-600 tabular-nums dark:text-slate-400">≤ {info.maxChars}</span>
      </span>
      <span id={descriptionId} className="flex flex-col gap-2">
        <span className="text-sm text-slate-700 dark:text-slate-300">{info.description}</span>
        <span className="flex flex-wrap gap-1">
          {parts.map((part) => (
            <Badge key={part.key} title={part.note}>
              {part.label} <span className="tabular-nums">{part.maxChars}</span>
            </Badge>
          ))}
        </span>
      </span>
    </label>
  );
}

/** The 36 types: copywriting frameworks (stages) and platform formats (fields with hard limits). */
export function StepType() {
  return (
    <div className="flex flex-col gap-8">
      {[
        { title: "Frameworks", hint: "Proven structures: each stage has its own length.", items: FRAMEWORKS },
        { title: "Platform formats", hint: "Ready for an ad platform: every field within that platform's limit.", items: FORMATS },
      ].map((group) => (
        <fieldset key={group.title}>
          <legend className="text-lg font-semibold">
            {group.title} <span className="text-sm font-normal text-slate-600 dark:text-slate-400">({group.items.length})</span>
          </legend>
          <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{group.hint}</p>
          <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
            {group.items.map((info) => (
              <TypeOption key={info.value} info={info} />
            ))}
          </div>
        </fieldset>
      ))}
    </div>
  );
}
