"use client";
import { previewUrl, type Preset } from "@/lib/hooks/use-presets";
import { Badge } from "@/components/ui/card";
import { cn } from "@/components/ui/cn";

/** A preset's thumbnail and name; the first row loads at once, the rest as they scroll into view. */
export function PresetCard({ preset, eager, recommended, onOpen }: { preset: Preset; eager?: boolean; recommended?: boolean; onOpen: (preset: Preset) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(preset)}
        aria-haspopup="dialog"
        data-testid="preset-card"
        className={cn(
          "group flex w-full flex-col overflow-hidden rounded-xl border bg-white text-left shadow-sm transition hover:border-brand-500 hover:shadow-md focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:outline-none dark:bg-slate-900",
          recommended ? "border-brand-500 ring-2 ring-brand-500/40" : "border-slate-200 dark:border-slate-800",
        )}
      >
        {/* eslint-disable-next-line @next/next/no-img-element -- sized WebP from the BFF; next/image would re-encode it */}
        <img
          src={previewUrl(preset.id, 256)}
          alt=""
          width={256}
          height={256}
          loading={eager ? "eager" : "lazy"}
          fetchPriority={eager ? "high" : "auto"}
          decoding="async"
          className="aspect-square w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
        <span className="flex flex-col gap-1 p-3">
          <span className="text-sm font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-100">{preset.previewName}</span>
          <span className="flex flex-wrap gap-1">
            {recommended && <Badge tone="brand">Recommended</Badge>}
            {preset.isOldPreset && <Badge tone="amber">Legacy</Badge>}
            {preset.tags.slice(0, 2).map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </span>
        </span>
      </button>
    </li>
  );
}
