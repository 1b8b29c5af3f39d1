"use client";
import { useEffect, useRef, useState } from "react";
import { BRUSH_SIZE, ZOOM_STEPS, nextBrushSize, nextZoom, type BrushMode } from "@/lib/studio/refine-brush";
import { ConfirmDialog } from "@/components/ad-texts/confirm-dialog";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { BrushStage } from "./brush-stage";
import { BrushToolbar } from "./brush-toolbar";
import type { RefineBrushState } from "./use-refine-brush";

const SHORTCUTS = [
  ["K / E", "keep / erase"],
  ["[ / ]", "smaller / larger brush"],
  ["Ctrl+Z / Ctrl+Shift+Z", "undo / redo"],
  ["+ / − / 0", "zoom in / out / fit"],
  ["Arrows", "move the brush on the photo (Shift: further)"],
  ["Space held", "paint while the arrows move it"],
] as const;

/**
 * Photoroom's Erase/Restore for the cutout: paint Keep over a part the cutout missed, Erase over
 * background it kept; each stroke is refined by the service (snapped to the photo's edges) into a
 * new asset, which the photoshoot then uses. The uploaded cutout stays; Revert goes back to it.
 */
export function RefineBrush({ brush, photoUrl, onClose }: { brush: RefineBrushState; photoUrl: string; onClose: () => void }) {
  const [mode, setMode] = useState<BrushMode>("keep");
  const [size, setSize] = useState<number>(BRUSH_SIZE.initial);
  const [zoom, setZoom] = useState<number>(ZOOM_STEPS[0]);
  const [showPhoto, setShowPhoto] = useState(true);
  const [confirmRevert, setConfirmRevert] = useState(false);
  const region = useRef<HTMLDivElement>(null);
  // Opened above its button: take the keyboard there, so Tab goes on into the tools.
  useEffect(() => region.current?.focus(), []);
  const changeZoom = (direction: 1 | -1 | 0) => setZoom((z) => (direction === 0 ? ZOOM_STEPS[0] : nextZoom(z, direction)));

  // Shortcuts anywhere in the brush (not in the confirmation, which React would bubble here).
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!region.current?.contains(event.target as Node) || event.altKey) return;
    const command = event.ctrlKey || event.metaKey;
    const key = event.key.toLowerCase();
    const act = (action: () => void) => {
      event.preventDefault();
      action();
    };
    if (command && key === "z") return act(event.shiftKey ? brush.redo : brush.undo);
    if (command && key === "y") return act(brush.redo);
    if (command) return;
    if (key === "k") return act(() => setMode("keep"));
    if (key === "e") return act(() => setMode("remove"));
    if (key === "[" || key === "]") return act(() => setSize((s) => nextBrushSize(s, key === "]" ? 1 : -1)));
    if (key === "+" || key === "=") return act(() => changeZoom(1));
    if (key === "-" || key === "_") return act(() => changeZoom(-1));
    if (key === "0") return act(() => changeZoom(0));
  };

  return (
    <div ref={region} role="region" tabIndex={-1} aria-labelledby="refine-brush-title" onKeyDown={onKeyDown} className="flex flex-col gap-3 focus:outline-none" data-testid="refine-brush">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="refine-brush-title" className="font-semibold">
          Touch up the cutout
        </h3>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="secondary" size="sm" disabled={!brush.edited || brush.busy} onClick={() => setConfirmRevert(true)}>
            <Icon name="fa-solid fa-clock-rotate-left" /> Revert to original
          </Button>
          <Button type="button" size="sm" onClick={onClose}>
            <Icon name="fa-solid fa-check" /> Done
          </Button>
        </div>
      </div>
      <BrushToolbar
        mode={mode}
        onMode={setMode}
        size={size}
        onSize={setSize}
        zoom={zoom}
        onZoom={changeZoom}
        canUndo={brush.canUndo}
        canRedo={brush.canRedo}
        onUndo={brush.undo}
        onRedo={brush.redo}
      />
      <div className="relative">
        <BrushStage
          photoUrl={photoUrl}
          maskUrl={`/api/studio/photoshoots/assets/${brush.current}/mask`}
          mode={mode}
          size={size}
          zoom={zoom}
          showPhoto={showPhoto}
          pending={brush.pending}
          busy={brush.busy}
          describedBy="refine-brush-help"
          onStroke={brush.paint}
        />
        {brush.busy && (
          <div role="progressbar" aria-label="Refining the cutout" className="absolute inset-x-0 top-0 h-1 overflow-hidden rounded-t-lg bg-brand-100 dark:bg-brand-900">
            <div className="h-full w-1/3 animate-pulse bg-brand-600" />
          </div>
        )}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite" data-testid="brush-status" className="text-slate-700 dark:text-slate-300">
          {brush.busy ? (
            <>
              <Icon name="fa-solid fa-circle-notch fa-spin" /> Refining the cutout…
            </>
          ) : brush.edited ? (
            "Showing your touched-up cutout: the photoshoot will use it."
          ) : (
            "Showing the cutout as uploaded. Paint to change it."
          )}
        </p>
        <label className="flex items-center gap-2 text-slate-700 dark:text-slate-300">
          <input type="checkbox" checked={showPhoto} onChange={(e) => setShowPhoto(e.target.checked)} className="h-4 w-4 accent-brand-600" />
          Show the cut-away photo faintly
        </label>
      </div>
      {brush.error && (
        <div role="alert" className="flex items-start justify-between gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900 dark:border-red-900 dark:bg-red-950 dark:text-red-100">
          <p>
            <Icon name="fa-solid fa-triangle-exclamation" /> {brush.error}
          </p>
          <Button type="button" variant="ghost" size="sm" onClick={brush.dismissError}>
            Dismiss
          </Button>
        </div>
      )}
      <div id="refine-brush-help" className="text-sm text-slate-700 dark:text-slate-300">
        <p>
          <strong className="font-medium">Keep</strong> brings back parts of the product the cutout missed; <strong className="font-medium">Erase</strong> removes background it kept. The brush snaps to
          the product&apos;s edges, so a rough stroke is enough.
        </p>
        <details className="mt-1">
          <summary className="cursor-pointer font-medium">Keyboard shortcuts</summary>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {SHORTCUTS.map(([keys, what]) => (
              <div key={keys} className="contents">
                <dt>
                  <kbd className="rounded border border-slate-300 px-1 font-mono text-xs dark:border-slate-600">{keys}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
        </details>
      </div>
      {confirmRevert && (
        <ConfirmDialog
          title="Revert to the original cutout?"
          description="Your brush strokes are discarded and the photoshoot uses the cutout made at upload."
          confirmLabel="Revert"
          onConfirm={brush.revert}
          onClose={() => setConfirmRevert(false)}
        />
      )}
    </div>
  );
}
