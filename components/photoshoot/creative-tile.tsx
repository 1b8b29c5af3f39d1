"use client";
import { useState } from "react";
import type { PhotoshootTask } from "@/lib/hooks/use-photoshoot";
import { taskFileUrl } from "@/lib/hooks/use-photoshoot";
import { RENDER_STATES } from "@/lib/studio/photoshoot-options";
import { creativeSizes, sizeLabel } from "@/lib/studio/photoshoot-sizes";
import { Badge, Card } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { DownloadLinks } from "./download-links";

/** The id of the button that opens a creative in the lightbox, which gets the focus back when it closes. */
export const openerId = (taskId: string) => `open-creative-${taskId}`;

/** The id of a tile's "Redo this scene" button, which gets the focus back when its dialog is cancelled. */
export const redoButtonId = (taskId: string) => `redo-scene-${taskId}`;

/**
 * One creative: its state and progress while it renders, the image (opens the lightbox) when done.
 * `onRedo` (writers, on a final tile) offers a new take of this one scene.
 */
export function CreativeTile({
  processId,
  task,
  index,
  name,
  onOpen,
  onRedo,
}: {
  processId: string;
  task: PhotoshootTask;
  index: number;
  name: string;
  onOpen: () => void;
  onRedo?: () => void;
}) {
  const state = RENDER_STATES[task.renderState] ?? RENDER_STATES[0]!;
  const done = task.renderState === 5;
  const sizes = creativeSizes(task.variants);
  const [sizeKey, setSizeKey] = useState<string | null>(null);
  const size = sizes.find((s) => s.key === sizeKey) ?? sizes[0];
  return (
    <li>
      <Card className="flex h-full flex-col overflow-hidden" data-testid="creative-tile" data-state={state.label}>
        <div className="relative aspect-[1674/628] bg-slate-100 dark:bg-slate-800">
          {done ? (
            <button type="button" id={openerId(task.taskId)} onClick={onOpen} className="block h-full w-full focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none" aria-label={`Open creative ${index + 1}: ${name}`}>
              {/* eslint-disable-next-line @next/next/no-img-element -- the 600 px thumbnail from the BFF */}
              <img src={taskFileUrl(processId, task.taskId, "low", { inline: true })} alt="" className="h-full w-full object-contain" />
            </button>
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-4">
              {task.renderState === 6 ? (
                <Icon name="fa-solid fa-triangle-exclamation" className="text-2xl text-red-600" />
              ) : (
                <Icon name="fa-solid fa-circle-notch fa-spin" className="text-2xl text-brand-600 dark:text-brand-100" />
              )}
              <div
                role="progressbar"
                aria-label={`Creative ${index + 1} progress`}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={task.progress}
                className="h-1.5 w-2/3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
              >
                <div className="h-full bg-brand-600 transition-[width] duration-500" style={{ width: `${Math.max(task.progress, 4)}%` }} />
              </div>
            </div>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-3">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 text-sm font-medium">
              <span className="text-slate-600 dark:text-slate-400">{index + 1}.</span> <span className="line-clamp-2">{name}</span>
            </p>
            <Badge tone={state.tone}>
              {state.label}
              {!done && task.renderState !== 6 && task.renderState !== 7 ? ` ${task.progress}%` : ""}
            </Badge>
          </div>
          {task.errorMessage && <p className="text-xs text-red-700 dark:text-red-300">{task.errorMessage}</p>}
          {done && task.notDrawn && task.notDrawn.length > 0 && <NotDrawnNote words={task.notDrawn} />}
          {done && sizes.length > 1 && (
            <div className="flex items-center gap-2 text-xs">
              <label htmlFor={`size-${task.taskId}`} className="font-medium">
                Size<span className="sr-only"> of creative {index + 1}</span>
              </label>
              <select
                id={`size-${task.taskId}`}
                value={size?.key}
                onChange={(e) => setSizeKey(e.target.value)}
                className="h-8 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2 text-xs text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
              >
                {sizes.map((s) => (
                  <option key={s.key} value={s.key}>
                    {sizeLabel(s)}
                  </option>
                ))}
              </select>
            </div>
          )}
          {done && <DownloadLinks processId={processId} task={task} name={`creative ${index + 1}`} size={size} />}
          {onRedo && (task.renderState === 5 || task.renderState === 6) && (
            <Button type="button" variant="secondary" id={redoButtonId(task.taskId)} onClick={onRedo} className="self-start">
              <Icon name="fa-solid fa-rotate-right" /> Redo this scene<span className="sr-only"> (scene {index + 1}: {name})</span>
            </Button>
          )}
        </div>
      </Card>
    </li>
  );
}

/** Words of the custom prompt the built-in renderer could not draw: said, never silently swapped for something else. */
function NotDrawnNote({ words }: { words: string[] }) {
  return (
    <p className="text-xs text-amber-800 dark:text-amber-200" data-testid="not-drawn">
      <Icon name="fa-solid fa-circle-info" className="mr-1" />
      Not in the picture: {words.join(", ")}. The built-in renderer does not draw {words.length === 1 ? "this" : "these"}; reword the prompt or connect an image model.
    </p>
  );
}
