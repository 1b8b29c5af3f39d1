"use client";
import { useEffect, useId, useRef, useState } from "react";
import { errorMessage, StudioRequestError } from "@/lib/hooks/studio-fetch";
import { useEditAds } from "@/lib/hooks/use-finished-ads";
import type { PhotoshootTask } from "@/lib/hooks/use-photoshoot";
import { boxOnTile, CANVAS_TEXTS, canvasEdit, type CanvasTextRole } from "@/lib/studio/ad-canvas";
import type { AdRef } from "@/lib/studio/ad-refs";
import { Icon } from "@/components/ui/icon";

type Size = { width: number; height: number };
type TextBox = { role: CanvasTextRole; left: number; top: number; width: number; height: number };
type Open = { tile: string; role: CanvasTextRole };

/**
 * One ad's edits on its canvas: which text of which size is open, and the re-render it asks for
 * (AdCreativesByTasks, one credit; the slot then follows the new task). One text at a time.
 */
export function useCanvasEdit(task: PhotoshootTask | undefined, onReplace: (next: AdRef) => void) {
  const edit = useEditAds();
  const [open, setOpen] = useState<Open | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The text whose button takes the focus back once its field closes by keyboard.
  const [focusBack, setFocusBack] = useState<Open | null>(null);
  const ad = task?.ad;
  const current = (role: CanvasTextRole) => (ad ? ad[role] : null);

  function start(tile: string, role: CanvasTextRole) {
    edit.reset();
    setProblem(null);
    setOpen({ tile, role });
  }
  function cancel(byKeyboard = false) {
    if (edit.isPending) return;
    setProblem(null);
    if (byKeyboard) setFocusBack(open);
    setOpen(null);
  }
  /**
   * Enter, or leaving the field (`byKeyboard` false): re-fit with the typed text. A text that
   * cannot be sent keeps the field open on Enter; a blur drops it rather than hold the focus.
   */
  function commit(role: CanvasTextRole, typed: string, byKeyboard = true): "sent" | "closed" | "refused" {
    if (edit.isPending || !task) return "sent";
    const asked = canvasEdit(role, typed, current(role));
    if (!asked) return (cancel(byKeyboard), "closed");
    if ("problem" in asked) {
      if (!byKeyboard) return (cancel(), "closed");
      setProblem(asked.problem);
      return "refused";
    }
    setProblem(null);
    edit.mutate(
      { edits: [{ taskId: task.taskId, [role]: asked.value }] },
      {
        onSuccess: (record) => onReplace({ processId: record.imageProductGeneratorProcessId, taskId: record.tasks[0]!.taskId }),
        onError: (error) => setProblem((error instanceof StudioRequestError && error.fields[`edits.0.${role}`]) || errorMessage(error)),
      },
    );
    return "sent";
  }
  return { open, problem, pending: edit.isPending, focusBack, focused: () => setFocusBack(null), current, start, cancel, commit };
}

export type CanvasEdit = ReturnType<typeof useCanvasEdit>;

/**
 * The editing layer over one size of a finished ad: a button on each text where the service drew
 * it (its recorded box, mapped onto the tile in percentages), and the open text's field over it.
 * The layer lets clicks beside the texts through to the image's link underneath.
 */
export function AdCanvasTexts({ title, tile, sizeLabel, size, boxes, edit }: { title: string; tile: string; sizeLabel: string; size: Size; boxes: ReadonlyArray<TextBox>; edit: CanvasEdit }) {
  const layer = useRef<HTMLDivElement>(null);
  const { focusBack, focused } = edit;
  useEffect(() => {
    if (focusBack?.tile !== tile) return;
    layer.current?.querySelector<HTMLButtonElement>(`button[data-role="${focusBack.role}"]`)?.focus();
    focused();
  }, [focusBack, tile, focused]);
  return (
    <div ref={layer} className="pointer-events-none absolute inset-0">
      {boxes.map((box) => {
        const place = boxOnTile(box, size);
        const label = CANVAS_TEXTS[box.role].label;
        if (edit.open?.tile === tile && edit.open.role === box.role) {
          return <TextEditor key={box.role} role={box.role} place={place} label={`${capitalise(label)} on ${title}, ${sizeLabel}`} initial={edit.current(box.role) ?? ""} edit={edit} />;
        }
        return (
          <button
            key={box.role}
            type="button"
            className="pointer-events-auto absolute min-h-3 min-w-3 cursor-text rounded-sm outline-offset-1 hover:outline-2 hover:outline-brand-500 hover:outline-dashed focus-visible:bg-brand-500/10 focus-visible:outline-3 focus-visible:outline-brand-600 focus-visible:outline-solid disabled:cursor-wait dark:focus-visible:outline-brand-100 dark:hover:outline-brand-100"
            style={{ left: `${place.left}%`, top: `${place.top}%`, width: `${place.width}%`, height: `${place.height}%` }}
            aria-label={`Edit ${label} on ${title}, ${sizeLabel}`}
            title={`Edit the ${label}`}
            disabled={edit.pending}
            onClick={() => edit.start(tile, box.role)}
            data-role={box.role}
          />
        );
      })}
    </div>
  );
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The field over a text, as wide as the text (at least 11 rem, never past the tile's sides):
 * Enter re-fits, Escape puts the text back, leaving it re-fits what was typed.
 */
function TextEditor({ role, place, label, initial, edit }: { role: CanvasTextRole; place: { left: number; top: number; width: number }; label: string; initial: string; edit: CanvasEdit }) {
  const [draft, setDraft] = useState(initial);
  const field = useRef<HTMLTextAreaElement>(null);
  // Escape and Enter end the edit themselves; the blur that follows must not end it again.
  const ended = useRef(false);
  const hintId = useId();
  useEffect(() => {
    field.current?.focus();
    field.current?.select();
  }, []);
  // A text the service refused keeps the field open: it may be typed again.
  useEffect(() => {
    if (edit.problem) ended.current = false;
  }, [edit.problem]);

  function onKeyDown(event: React.KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      ended.current = true;
      edit.cancel(true);
    } else if (event.key === "Enter" && !event.nativeEvent.isComposing) {
      // The service sets line breaks itself: Enter re-fits.
      event.preventDefault();
      ended.current = edit.commit(role, draft) !== "refused";
    }
  }

  return (
    <div
      className="pointer-events-auto absolute z-20 flex flex-col gap-1 rounded-lg bg-white p-1 shadow-lg ring-1 ring-slate-300 dark:bg-slate-900 dark:ring-slate-600"
      style={{ top: `${place.top}%`, left: `min(${place.left}%, calc(100% - min(100%, 11rem)))`, width: `max(${place.width}%, min(100%, 11rem))` }}
    >
      <textarea
        ref={field}
        value={draft}
        rows={role === "cta" ? 1 : 3}
        maxLength={CANVAS_TEXTS[role].max}
        readOnly={edit.pending}
        aria-label={label}
        aria-describedby={hintId}
        aria-invalid={edit.problem ? true : undefined}
        aria-busy={edit.pending || undefined}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (!ended.current && !edit.pending) edit.commit(role, draft, false);
        }}
        className="w-full resize-none rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-900 focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none aria-[invalid=true]:border-red-500 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
      />
      <p id={hintId} role={edit.problem ? "alert" : "status"} className={edit.problem ? "px-1 text-xs text-red-700 dark:text-red-300" : "px-1 text-xs text-slate-600 dark:text-slate-300"}>
        {edit.pending ? (
          <>
            <Icon name="fa-solid fa-circle-notch fa-spin" /> Re-fitting in every size…
          </>
        ) : (
          (edit.problem ?? "Enter re-fits every size (one credit), Esc cancels.")
        )}
      </p>
    </div>
  );
}
