"use client";
import { sizeLabel, type CreativeSize } from "@/lib/studio/photoshoot-sizes";

/** The sizes a creative was rendered in, each with its pixels, as one choice (radio buttons styled as pills). */
export function SizePicker({ sizes, value, onChange }: { sizes: CreativeSize[]; value: string; onChange: (key: string) => void }) {
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5">
      <legend className="float-left mr-2 text-sm font-medium text-slate-200">Size</legend>
      {sizes.map((size) => (
        <label
          key={size.key}
          className="cursor-pointer rounded-full border border-slate-600 px-3 py-1 text-xs font-medium text-slate-100 hover:bg-slate-800 has-[:checked]:border-white has-[:checked]:bg-white has-[:checked]:text-slate-900 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-100"
        >
          <input type="radio" name="lightbox-size" value={size.key} checked={size.key === value} onChange={() => onChange(size.key)} className="sr-only" aria-label={sizeLabel(size)} />
          {size.name} <span className="tabular-nums opacity-80">{size.width}×{size.height}</span>
        </label>
      ))}
    </fieldset>
  );
}
