"use client";
import { useState } from "react";
import { errorMessage, StudioRequestError } from "@/lib/hooks/studio-fetch";
import { useEditAds } from "@/lib/hooks/use-finished-ads";
import { taskFileUrl, type PhotoshootTask } from "@/lib/hooks/use-photoshoot";
import type { AdRef } from "@/lib/studio/ad-refs";
import { finishedAdSizeName, TEMPLATE_CHOICES } from "@/lib/studio/ad-sizes";
import { RENDER_STATES } from "@/lib/studio/photoshoot-options";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";

type Size = { width: number; height: number; name?: string };

/**
 * One ad: its texts beside its sizes. A changed text or template re-renders the ad (a new task,
 * AdCreativesByTasks) and the slot follows it: the new rendering re-fits the text to every size.
 */
export function AdSlot({ index, adRef, task, sizes, canWrite, onReplace }: { index: number; adRef: AdRef; task: PhotoshootTask | undefined; sizes: ReadonlyArray<Size>; canWrite: boolean; onReplace: (next: AdRef) => void }) {
  const state = task ? (RENDER_STATES[task.renderState] ?? RENDER_STATES[0]!) : RENDER_STATES[1]!;
  const done = task?.renderState === 5;
  const shown: ReadonlyArray<Size> = done && task.variants.length ? task.variants : sizes;
  const title = `Ad ${index + 1}`;
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 lg:flex-row" data-testid="ad-slot" data-state={state.label} data-task={adRef.taskId}>
        <div className="flex w-full shrink-0 flex-col gap-3 lg:w-80">
          <div className="flex items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{title}</h2>
            <Badge tone={state.tone}>
              {state.label}
              {task && !done && task.renderState < 5 ? ` ${task.progress}%` : ""}
            </Badge>
          </div>
          {task && task.renderState < 5 && (
            <div role="progressbar" aria-label={`${title} progress`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={task.progress} className="h-1.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700">
              <div className="h-full bg-brand-600 transition-[width] duration-500" style={{ width: `${Math.max(task.progress, 4)}%` }} />
            </div>
          )}
          {task?.errorMessage && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{task.errorMessage} Shorten the text and re-fit it.</p>}
          {task?.ad && canWrite && <EditTexts key={adRef.taskId} title={title} task={task} disabled={task.renderState < 5} onReplace={onReplace} />}
          {task?.ad && !canWrite && <p className="text-sm">{task.ad.headline}</p>}
        </div>
        <ul className="grid flex-1 grid-cols-2 items-start gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label={`${title} in every size`}>
          {shown.map((size) => {
            const key = `${size.width}x${size.height}`;
            const label = `${finishedAdSizeName(size)} ${size.width}×${size.height}`;
            return (
              <li key={key} className="flex flex-col gap-1">
                <div className="flex items-center justify-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800" style={{ aspectRatio: `${size.width} / ${Math.max(size.height, size.width / 4)}` }}>
                  {done ? (
                    <a href={taskFileUrl(adRef.processId, adRef.taskId, "png", { size: key, inline: true })} target="_blank" rel="noreferrer" className="block h-full w-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none" aria-label={`Open ${title}, ${label}, full size`}>
                      {/* eslint-disable-next-line @next/next/no-img-element -- the 600 px thumbnail of this size from the BFF */}
                      <img src={taskFileUrl(adRef.processId, adRef.taskId, "low", { size: key, inline: true })} alt={`${title}, ${label}: ${task.ad?.headline ?? ""}`} className="h-full w-full object-contain" data-size={key} />
                    </a>
                  ) : task?.renderState === 6 ? (
                    <Icon name="fa-solid fa-triangle-exclamation" className="text-xl text-red-600" />
                  ) : (
                    <Icon name="fa-solid fa-circle-notch fa-spin" className="text-xl text-brand-600 dark:text-brand-100" />
                  )}
                </div>
                <span className="text-xs text-slate-600 dark:text-slate-400">{label}</span>
              </li>
            );
          })}
        </ul>
      </Card>
    </li>
  );
}

/** The ad's texts and template beside it; "Re-fit" re-renders only what changed. */
function EditTexts({ title, task, disabled, onReplace }: { title: string; task: PhotoshootTask; disabled: boolean; onReplace: (next: AdRef) => void }) {
  const ad = task.ad!;
  const edit = useEditAds();
  const [headline, setHeadline] = useState(ad.headline);
  const [punchline, setPunchline] = useState(ad.punchline ?? "");
  const [cta, setCta] = useState(ad.cta);
  const [template, setTemplate] = useState(ad.template);
  const changed = headline.trim() !== ad.headline || punchline.trim() !== (ad.punchline ?? "") || cta.trim() !== ad.cta || template !== ad.template;
  const fields = edit.error instanceof StudioRequestError ? edit.error.fields : {};
  const id = (name: string) => `${task.taskId}-${name}`;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!headline.trim() || !cta.trim()) return;
    edit.mutate(
      {
        edits: [
          {
            taskId: task.taskId,
            ...(headline.trim() !== ad.headline ? { headline } : {}),
            ...(punchline.trim() !== (ad.punchline ?? "") ? { punchline: punchline.trim() || null } : {}),
            ...(cta.trim() !== ad.cta ? { cta } : {}),
            ...(template !== ad.template ? { template: template as (typeof TEMPLATE_CHOICES)[number]["id"] } : {}),
          },
        ],
      },
      { onSuccess: (record) => onReplace({ processId: record.imageProductGeneratorProcessId, taskId: record.tasks[0]!.taskId }) },
    );
  }

  const row = (name: string, label: string, value: string, set: (v: string) => void, max: number, field: string) => (
    <div className="flex flex-col gap-1">
      <label htmlFor={id(name)} className="text-sm font-medium">
        {label}
        <span className="sr-only"> of {title}</span>
      </label>
      <Input id={id(name)} value={value} maxLength={max} onChange={(e) => set(e.target.value)} aria-invalid={fields[field] || (name !== "punchline" && !value.trim()) ? true : undefined} />
      {fields[field] && <p className="text-xs text-red-700 dark:text-red-300">{fields[field]}</p>}
    </div>
  );
  return (
    <form onSubmit={submit} className="flex flex-col gap-2" aria-label={`Texts of ${title}`}>
      {row("headline", "Headline", headline, setHeadline, 90, "edits.0.headline")}
      {row("punchline", "Punchline (optional)", punchline, setPunchline, 140, "edits.0.punchline")}
      {row("cta", "Button", cta, setCta, 30, "edits.0.cta")}
      <div className="flex flex-col gap-1">
        <label htmlFor={id("template")} className="text-sm font-medium">
          Template<span className="sr-only"> of {title}</span>
        </label>
        <Select id={id("template")} value={template} onChange={(e) => setTemplate(e.target.value)}>
          {TEMPLATE_CHOICES.map((t) => <option key={t.id} value={t.id}>{t.label}</option>)}
        </Select>
      </div>
      {edit.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{errorMessage(edit.error)}</p>}
      <Button type="submit" variant="secondary" disabled={disabled || !changed || edit.isPending || !headline.trim() || !cta.trim()}>
        <Icon name="fa-solid fa-arrows-rotate" /> {edit.isPending ? "Re-fitting…" : "Re-fit in every size"}
      </Button>
      <p className="text-xs text-slate-600 dark:text-slate-400">Uses one credit; the ad is drawn again in every size with the new text.</p>
    </form>
  );
}
