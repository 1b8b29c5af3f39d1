"use client";
import Link from "next/link";
import { previewUrl, type Preset } from "@/lib/hooks/use-presets";
import { Badge } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";

/** A preset up close: a larger preview, its categories and tags, the prompt it renders, and "use it". */
export function PresetDetail({ preset, canUse, onClose }: { preset: Preset | null; canUse: boolean; onClose: () => void }) {
  return (
    <Dialog open={preset !== null} onOpenChange={(open) => !open && onClose()} title={preset?.previewName ?? "Preset"} description={preset?.isOldPreset ? "A legacy preset, kept for older photoshoots." : undefined}>
      {preset && (
        <div className="flex flex-col gap-4">
          {/* eslint-disable-next-line @next/next/no-img-element -- sized WebP from the BFF */}
          <img src={previewUrl(preset.id, 512)} alt={`Preview of ${preset.previewName}`} width={512} height={512} className="mx-auto aspect-square max-h-[40vh] w-auto max-w-full rounded-lg bg-slate-100 object-cover dark:bg-slate-800" />
          <div className="flex flex-wrap gap-1">
            {preset.categories.map((c) => (
              <Badge key={c.name} tone="brand">
                <Icon name={c.iconClass} /> {c.displayName}
              </Badge>
            ))}
            {preset.tags.map((tag) => (
              <Badge key={tag}>{tag}</Badge>
            ))}
          </div>
          <div>
            <h3 className="text-sm font-semibold">Prompt</h3>
            <p className="mt-1 rounded-lg bg-slate-50 p-3 text-sm leading-relaxed text-slate-800 dark:bg-slate-800 dark:text-slate-200" data-testid="preset-prompt">
              {preset.promptText}
            </p>
          </div>
          {canUse ? (
            <Link href={`/photoshoot?preset=${encodeURIComponent(preset.id)}`} className={buttonClass("primary", "md", "self-start")}>
              <Icon name="fa-solid fa-camera-retro" /> Use in a photoshoot
            </Link>
          ) : (
            <p className="text-sm text-slate-600 dark:text-slate-400">Your role can browse presets; marketers and admins run photoshoots.</p>
          )}
        </div>
      )}
    </Dialog>
  );
}
