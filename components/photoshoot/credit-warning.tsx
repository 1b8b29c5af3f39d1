"use client";
import type { PhotoshootCreditNotice } from "@/lib/studio/photoshoot-credits";
import { Icon } from "@/components/ui/icon";
import { cn } from "@/components/ui/cn";
import { WayForward } from "@/components/credits/way-forward";

/**
 * The warning before credits run out, at the top of the photoshoot page (before a photo is
 * uploaded for nothing): what a photoshoot costs, what is left, and what to do for one's role.
 */
export function CreditWarning({ notice }: { notice: PhotoshootCreditNotice }) {
  const { warning, level } = notice;
  if (!warning) return null;
  return (
    <div
      role="region"
      aria-labelledby="credit-warning-title"
      data-testid="photoshoot-credit-warning"
      data-level={level}
      className={cn(
        "flex flex-col gap-2 rounded-xl border p-5 text-sm shadow-sm",
        level === "out" ? "border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950 dark:text-red-100" : "border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100",
      )}
    >
      <h2 id="credit-warning-title" className="flex items-center gap-2 text-base font-semibold">
        <Icon name="fa-solid fa-coins" /> {warning.title}
      </h2>
      <p>{warning.text}</p>
      <p className={warning.next.kind === "ask" ? "font-medium" : undefined}>
        <WayForward next={warning.next} />
      </p>
    </div>
  );
}
