"use client";
import dynamic from "next/dynamic";
import { useFormContext } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { GOALS, emojiLabel, languageName, limitSummary, typeInfo, typeLabel } from "../catalog";
import { STEPS, type WizardValues } from "./form";

// Loaded when a later step first shows: the language detector stays out of the wizard's first load.
const LanguageNotice = dynamic(() => import("./language-notice").then((m) => m.LanguageNotice), { ssr: false });

function Row({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="text-sm whitespace-pre-line">{value || <span className="text-slate-600 dark:text-slate-400">—</span>}</dd>
    </div>
  );
}

export function StepReview({ goTo }: { goTo: (step: number) => void }) {
  const values = useFormContext<WizardValues>().watch();
  const info = typeInfo(values.type);
  const sections = [
    { step: 0, rows: [["Product", values.productName], ["Description", values.productDescription], ["Website", values.webSiteUrl], ["Process name", values.processName || values.productName]] },
    { step: 1, rows: [["Audience", values.targetAudience], ["Goal", GOALS.find((g) => g.value === values.adGoal)?.label ?? ""], ["Call to action", values.cta]] },
    { step: 2, rows: [["Type", info ? `${typeLabel(info)} (${info.kind === "format" ? "platform format" : "framework"})` : ""], ["Limits", info ? limitSummary(info) : ""]] },
    { step: 3, rows: [["Tone", values.tone], ["Language", languageName(values.outputLanguage)], ["Emoji", emojiLabel(values.emojiSelection)], ["Instructions", values.customRequest]] },
  ] as const;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      {sections.map((section) => (
        <Card key={section.step} className="p-4">
          <div className="flex items-center justify-between">
            <h3 className="font-semibold">{STEPS[section.step]!.title}</h3>
            <Button type="button" variant="ghost" size="sm" onClick={() => goTo(section.step)} aria-label={`Edit ${STEPS[section.step]!.title}`}>
              <Icon name="fa-solid fa-pen" /> Edit
            </Button>
          </div>
          <dl className="divide-y divide-slate-100 dark:divide-slate-800">
            {section.rows.map(([label, value]) => (
              <Row key={label} label={label} value={value} />
            ))}
          </dl>
        </Card>
      ))}
      <LanguageNotice />
      <p className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
        <Icon name="fa-solid fa-coins" /> Generating uses 1 credit of the workspace and writes five scored texts.
      </p>
    </div>
  );
}
