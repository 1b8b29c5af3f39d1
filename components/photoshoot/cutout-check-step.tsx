"use client";
import { useState } from "react";
import dynamic from "next/dynamic";
import { cutoutCheck } from "@/lib/studio/cutout-check";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { RefineBrushState } from "./use-refine-brush";

// The brush is loaded when opened: most photoshoots never open it, and the page's first load stays small.
const RefineBrush = dynamic(() => import("./refine-brush").then((m) => m.RefineBrush), {
  loading: () => (
    <p role="status" className="text-sm text-slate-700 dark:text-slate-300">
      Loading the brush…
    </p>
  ),
});

/**
 * The cutout as the check step shows it, with the way to fix it: "Check the edges" when the
 * service is not sure of the cutout, and the refine brush, opened across the whole card.
 */
export function CutoutCheckStep({ recommendations, brush, photoUrl, children }: { recommendations: object; brush: RefineBrushState; photoUrl: string | null; children: React.ReactNode }) {
  const check = cutoutCheck(recommendations);
  const [open, setOpen] = useState(false);
  // Done puts the keyboard back on the button that opened the brush.
  const close = () => {
    setOpen(false);
    requestAnimationFrame(() => document.getElementById("refine-brush-opener")?.focus());
  };
  const opener = (
    <Button id="refine-brush-opener" type="button" variant={check.check ? "primary" : "secondary"} aria-expanded={open} aria-controls="refine-brush-panel" disabled={!photoUrl} onClick={() => setOpen((o) => !o)}>
      <Icon name="fa-solid fa-paintbrush" /> {open ? "Close the brush" : "Touch up the cutout"}
    </Button>
  );
  return (
    <>
      {open && photoUrl && (
        <div id="refine-brush-panel" className="lg:col-span-2">
          <RefineBrush brush={brush} photoUrl={photoUrl} onClose={close} />
        </div>
      )}
      <div className="flex flex-col gap-3">
        {check.check && (
          <div role="note" data-testid="check-the-edges" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            <p className="font-semibold">
              <Icon name="fa-solid fa-triangle-exclamation" /> Check the edges
            </p>
            <p className="mt-1">
              {check.reason ? `${check.reason.replace(/[.\s]+$/, "")}. ` : "The cutout may have missed a part or kept some background. "}
              Look at the cutout below and touch it up with the brush if it is wrong.
            </p>
          </div>
        )}
        {children}
        <div className="flex flex-wrap items-center gap-3">
          {opener}
          {brush.edited && !open && (
            <p className="text-sm text-emerald-800 dark:text-emerald-200">
              <Icon name="fa-solid fa-circle-check" /> Touched up: the photoshoot uses this cutout.
            </p>
          )}
        </div>
      </div>
    </>
  );
}
