"use client";
import { useEffect, useRef, useState } from "react";
import { errorMessage, StudioRequestError } from "@/lib/hooks/studio-fetch";
import { useEditAds } from "@/lib/hooks/use-finished-ads";
import { taskFileUrl, type PhotoshootTask } from "@/lib/hooks/use-photoshoot";
import { tileAspect, type CanvasTextRole } from "@/lib/studio/ad-canvas";
import type { AdRef } from "@/lib/studio/ad-refs";
import { finishedAdSizeName, TEMPLATE_CHOICES } from "@/lib/studio/ad-sizes";
import { RENDER_STATES } from "@/lib/studio/photoshoot-options";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { AdCanvasTexts, useCanvasEdit } from "./ad-canvas-texts";

type Size = { width: number; height: number; name?: string; textBoxes?: ReadonlyArray<{ role: CanvasTextRole; left: number; top: number; width: number; height: number }> };

/**
 * One ad: its texts beside its sizes, and on each size's canvas where the service drew them. A
 * changed text or template re-renders the ad (a new task, AdCreativesByTasks) and the slot follows
 * it: the new rendering re-fits the text to every size. `previous` (the ad it re-renders) stays
 * on show, dimmed, until it is done; `focusTitle` takes the focus the edit's field had.
 */
export function AdSlot({ index, adRef, task, sizes, canWrite, onReplace, previous, focusTitle }: { index: number; adRef: AdRef; task: PhotoshootTask | undefined; sizes: ReadonlyArray<Size>; canWrite: boolean; onReplace: (next: AdRef) => void; previous?: AdRef; focusTitle?: boolean }) {
  const state = task ? (RENDER_STATES[task.renderState] ?? RENDER_STATES[0]!) : RENDER_STATES[1]!;
  const done = task?.renderState === 5;
  const shown: ReadonlyArray<Size> = done && task.variants.length ? task.variants : sizes;
  const title = `Ad ${index + 1}`;
  const edit = useCanvasEdit(task, onReplace);
  const canvas = done && canWrite && task.ad ? edit : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <li>
      <Card className="flex flex-col gap-4 p-4 lg:flex-row" data-testid="ad-slot" data-state={state.label} data-task={adRef.taskId}>
        <div className="flex w-full shrink-0 flex-col gap-3 lg:w-80">
          <div className="flex items-center justify-between gap-2">
            <h2 ref={heading} tabIndex={-1} className="rounded text-lg font-semibold focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none">
              {title}
            </h2>
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
          {canvas && shown.some((size) => size.textBoxes?.length) && <p className="text-xs text-slate-600 dark:text-slate-400">Or click a text on the ad (or Tab to it and press Enter) to change it where it stands.</p>}
        </div>
        <ul className="grid flex-1 grid-cols-2 items-start gap-3 sm:grid-cols-3 xl:grid-cols-4" aria-label={`${title} in every size`}>
          {shown.map((size) => {
            const key = `${size.width}x${size.height}`;
            const label = `${finishedAdSizeName(size)} ${size.width}×${size.height}`;
            const boxes = canvas ? size.textBoxes : undefined;
            return (
              <li key={key} className="flex flex-col gap-1">
                <div className="relative" style={{ aspectRatio: tileAspect(size) }}>
                  <div className="flex h-full items-center justify-center overflow-hidden rounded-md bg-slate-100 dark:bg-slate-800">
                    {done ? (
                      <a href={taskFileUrl(adRef.processId, adRef.taskId, "png", { size: key, inline: true })} target="_blank" rel="noreferrer" className="block h-full w-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none" aria-label={`Open ${title}, ${label}, full size`}>
                        {/* eslint-disable-next-line @next/next/no-img-element -- the 600 px thumbnail of this size from the BFF */}
                        <img src={taskFileUrl(adRef.processId, adRef.taskId, "low", { size: key, inline: true })} alt={`${title}, ${label}: ${task.ad?.headline ?? ""}`} className="h-full w-full object-contain" data-size={key} />
                      </a>
                    ) : task?.renderState === 6 ? (
                      <Icon name="fa-solid fa-triangle-exclamation" className="text-xl text-red-600" />
                    ) : previous ? (
                      <Refitting previous={previous} size={key} />
                    ) : (
                      <Icon name="fa-solid fa-circle-notch fa-spin" className="text-xl text-brand-600 dark:text-brand-100" />
                    )}
                  </div>
                  {boxes && canvas && <AdCanvasTexts title={title} tile={key} sizeLabel={label} size={size} boxes={boxes} edit={canvas} />}
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

/** While an edit re-renders: the ad as it was, dimmed, under a spinner. */
function Refitting({ previous, size }: { previous: AdRef; size: string }) {
  return (
    <div className="relative h-full w-full">
      {/* eslint-disable-next-line @next/next/no-img-element -- the previous rendering's thumbnail, shown while the new one renders */}
      <img src={taskFileUrl(previous.processId, previous.taskId, "low", { size, inline: true })} alt="" className="h-full w-full object-contain opacity-40" />
      <span className="absolute inset-0 flex items-center justify-center">
        <Icon name="fa-solid fa-circle-notch fa-spin" className="text-xl text-brand-600 dark:text-brand-100" />
      </span>
    </div>
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
