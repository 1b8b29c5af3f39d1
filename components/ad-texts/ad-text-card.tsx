"use client";
import { useId } from "react";
import { toast } from "sonner";
import { checkLimits, splitSlots } from "@/lib/ai/copy-engine/limits";
import type { AdText } from "@/lib/hooks/use-ad-texts";
import { Badge, Card } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";
import { typeInfo } from "./catalog";

export function scoreTone(score: number) {
  return score >= 80 ? "green" : score >= 60 ? "amber" : "red";
}

function ScoreRing({ score }: { score: number }) {
  const color = { green: "text-emerald-600 dark:text-emerald-400", amber: "text-amber-600 dark:text-amber-400", red: "text-red-600 dark:text-red-400" }[scoreTone(score)];
  return (
    <div className="relative h-14 w-14 shrink-0" aria-hidden="true">
      <svg viewBox="0 0 36 36" className="h-14 w-14 -rotate-90">
        <circle cx="18" cy="18" r="15.5" fill="none" strokeWidth="3" className="stroke-slate-200 dark:stroke-slate-700" />
        <circle cx="18" cy="18" r="15.5" fill="none" strokeWidth="3" strokeLinecap="round" strokeDasharray={`${(score / 100) * 97.4} 97.4`} className={cn("stroke-current", color)} />
      </svg>
      <span className="absolute inset-0 flex items-center justify-center text-sm font-bold tabular-nums">{score}</span>
    </div>
  );
}

async function copyText(text: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast.success("Copied to the clipboard");
  } catch {
    toast.error("The browser did not allow copying. Select the text and copy it instead.");
  }
}

/**
 * One generated text: its parts (multi-slot formats split into their labelled fields), each
 * counted against its limit as the service counts it, the score with its reasons, favorite, copy.
 */
export function AdTextCard({
  adText,
  index,
  canFavorite,
  onFavorite,
  favoritePending,
}: {
  adText: AdText;
  index: number;
  canFavorite: boolean;
  onFavorite: (favorited: boolean) => void;
  favoritePending?: boolean;
}) {
  const info = typeInfo(adText.type);
  const score = Number(adText.conversionScore);
  const reasonsId = useId();
  const check = info ? checkLimits(adText.value, adText.type) : undefined;
  const parts = info ? splitSlots(adText.value, info).slots : new Map([["text", adText.value]]);
  const multi = (info?.slots.length ?? 1) > 1;
  const title = `Ad text ${index + 1}`;

  return (
    <Card className={cn("flex flex-col", adText.favorited && "ring-2 ring-amber-400 dark:ring-amber-500")} data-testid="ad-text-card" aria-label={title} role="article">
      <div className="flex items-center gap-3 border-b border-slate-100 p-4 dark:border-slate-800">
        <ScoreRing score={score} />
        <div className="min-w-0 flex-1">
          <h3 className="font-semibold">{title}</h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Conversion score <span className="font-semibold text-slate-900 dark:text-slate-100">{score}</span> of 100
          </p>
        </div>
        {adText.favorited && (
          <Badge tone="amber">
            <Icon name="fa-solid fa-star" /> Favorite
          </Badge>
        )}
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        {(check?.slots ?? [{ key: "text", label: "Text", length: [...adText.value].length, maxChars: 0, fits: true }]).map((slot) => (
          <div key={slot.key} className="flex flex-col gap-1" data-testid="ad-text-slot">
            <div className="flex items-center justify-between gap-2 text-xs">
              <span className="font-medium tracking-wide text-slate-600 uppercase dark:text-slate-400">{multi ? slot.label : "Text"}</span>
              {slot.maxChars > 0 && (
                <span className={cn("tabular-nums", slot.fits ? "text-slate-600 dark:text-slate-400" : "font-semibold text-red-600 dark:text-red-400")} data-testid="char-count">
                  {slot.length} / {slot.maxChars}
                  <span className="sr-only"> characters{slot.fits ? "" : ", over the limit"}</span>
                </span>
              )}
            </div>
            <p className="leading-relaxed whitespace-pre-line text-slate-900 dark:text-slate-100" data-testid="ad-text-value">
              {parts.get(slot.key) ?? ""}
            </p>
          </div>
        ))}
        {check && check.issues.length > 0 && (
          <ul className="flex flex-wrap gap-1" aria-label="Format issues">
            {check.issues.map((issue) => (
              <li key={issue}>
                <Badge tone="red">{issue}</Badge>
              </li>
            ))}
          </ul>
        )}
        <details className="group mt-auto rounded-lg bg-slate-50 text-sm dark:bg-slate-800/60">
          <summary className="flex cursor-pointer list-none items-center gap-2 rounded-lg px-3 py-2 font-medium select-none">
            <Icon name="fa-solid fa-chevron-right" className="text-xs transition-transform group-open:rotate-90" />
            Why {score}?
          </summary>
          <ul id={reasonsId} className="flex flex-col gap-2 px-3 pb-3" aria-label="Score reasons">
            {adText.conversionScoreFeatures
              .filter((f) => f.weight > 0)
              .map((feature) => (
                <li key={feature.name} className="flex flex-col gap-1">
                  <div className="flex justify-between gap-2">
                    <span>{feature.label}</span>
                    <span className="tabular-nums text-slate-600 dark:text-slate-400">
                      {Math.round(feature.score)}
                      <span className="sr-only"> out of 100</span> · weight {feature.weight}
                    </span>
                  </div>
                  <div className="h-1.5 rounded-full bg-slate-200 dark:bg-slate-700" aria-hidden="true">
                    <div
                      className={cn("h-1.5 rounded-full", { green: "bg-emerald-500", amber: "bg-amber-500", red: "bg-red-500" }[scoreTone(feature.score)])}
                      style={{ width: `${Math.max(2, Math.min(100, feature.score))}%` }}
                    />
                  </div>
                </li>
              ))}
          </ul>
        </details>
      </div>

      <div className="flex items-center gap-2 border-t border-slate-100 p-3 dark:border-slate-800">
        {canFavorite && (
          <Button
            variant={adText.favorited ? "secondary" : "ghost"}
            size="sm"
            aria-pressed={adText.favorited}
            disabled={favoritePending}
            onClick={() => onFavorite(!adText.favorited)}
          >
            <Icon name={adText.favorited ? "fa-solid fa-star text-amber-500" : "fa-regular fa-star"} />
            Favorite<span className="sr-only"> {title}</span>
          </Button>
        )}
        <Button variant="ghost" size="sm" className="ml-auto" onClick={() => void copyText(adText.value)} aria-label={`Copy ${title}`}>
          <Icon name="fa-regular fa-copy" /> Copy
        </Button>
      </div>
    </Card>
  );
}
