"use client";
import { BRUSH_SIZE, ZOOM_STEPS, type BrushMode } from "@/lib/studio/refine-brush";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { Icon } from "@/components/ui/icon";

interface ToolbarProps {
  mode: BrushMode;
  onMode: (mode: BrushMode) => void;
  size: number;
  onSize: (size: number) => void;
  zoom: number;
  onZoom: (direction: 1 | -1 | 0) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
}

const MODES = [
  { mode: "keep", label: "Keep", icon: "fa-solid fa-paintbrush", key: "K", hint: "paint over parts that belong to the product" },
  { mode: "remove", label: "Erase", icon: "fa-solid fa-eraser", key: "E", hint: "paint over background that was kept" },
] as const;

/** The brush's controls, every one a button or slider reachable with Tab; the shortcut is in each name. */
export function BrushToolbar({ mode, onMode, size, onSize, zoom, onZoom, canUndo, canRedo, onUndo, onRedo }: ToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-3" role="toolbar" aria-label="Brush tools">
      <div className="flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-700" role="group" aria-label="Brush mode">
        {MODES.map((m) => (
          <button
            key={m.mode}
            type="button"
            aria-pressed={mode === m.mode}
            aria-keyshortcuts={m.key}
            title={`${m.label} (${m.key}): ${m.hint}`}
            onClick={() => onMode(m.mode)}
            className={cn(
              "inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium",
              mode === m.mode ? (m.mode === "keep" ? "bg-emerald-700 text-white" : "bg-red-700 text-white") : "text-slate-800 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
            )}
          >
            <Icon name={m.icon} /> {m.label}
          </button>
        ))}
      </div>
      <div className="flex items-center gap-2 text-sm">
        <label htmlFor="brush-size">Size</label>
        <input
          id="brush-size"
          type="range"
          min={BRUSH_SIZE.min}
          max={BRUSH_SIZE.max}
          step={BRUSH_SIZE.step}
          value={size}
          aria-keyshortcuts="[ ]"
          aria-valuetext={`${size} pixels`}
          onChange={(e) => onSize(Number(e.target.value))}
          className="w-28 accent-brand-600"
        />
        <span aria-hidden="true" className="w-12 tabular-nums text-slate-700 dark:text-slate-300">
          {size} px
        </span>
      </div>
      <div className="flex items-center gap-1" role="group" aria-label="History">
        <Button type="button" variant="secondary" size="icon" aria-label="Undo" aria-keyshortcuts="Control+Z" title="Undo (Ctrl+Z)" disabled={!canUndo} onClick={onUndo}>
          <Icon name="fa-solid fa-rotate-left" />
        </Button>
        <Button type="button" variant="secondary" size="icon" aria-label="Redo" aria-keyshortcuts="Control+Shift+Z" title="Redo (Ctrl+Shift+Z)" disabled={!canRedo} onClick={onRedo}>
          <Icon name="fa-solid fa-rotate-right" />
        </Button>
      </div>
      <div className="flex items-center gap-1" role="group" aria-label="Zoom">
        <Button type="button" variant="secondary" size="icon" aria-label="Zoom out" aria-keyshortcuts="-" title="Zoom out (−)" disabled={zoom <= ZOOM_STEPS[0]} onClick={() => onZoom(-1)}>
          <Icon name="fa-solid fa-magnifying-glass-minus" />
        </Button>
        <Button type="button" variant="secondary" size="sm" aria-label={`${Math.round(zoom * 100)}%: fit the photo`} aria-keyshortcuts="0" title="Fit (0)" disabled={zoom === ZOOM_STEPS[0]} onClick={() => onZoom(0)}>
          <span className="w-10 tabular-nums">{Math.round(zoom * 100)}%</span>
        </Button>
        <Button type="button" variant="secondary" size="icon" aria-label="Zoom in" aria-keyshortcuts="+" title="Zoom in (+)" disabled={zoom >= ZOOM_STEPS.at(-1)!} onClick={() => onZoom(1)}>
          <Icon name="fa-solid fa-magnifying-glass-plus" />
        </Button>
      </div>
    </div>
  );
}
