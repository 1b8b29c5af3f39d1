"use client";
import Link from "next/link";
import { useState } from "react";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { adsZipUrl, useEditAds, useLiveAds, useSubmitAdsForReview } from "@/lib/hooks/use-finished-ads";
import type { AdRef } from "@/lib/studio/ad-refs";
import { TEMPLATE_CHOICES } from "@/lib/studio/ad-sizes";
import { Button, buttonClass } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { ErrorState } from "@/components/ui/states";
import { AdSlot } from "./ad-slot";

type Template = (typeof TEMPLATE_CHOICES)[number]["id"];

/** Every ad in every size as it renders, with the actions on all of them: template, ZIP, review. */
export function AdsResults({ ads, sizes, canWrite, onAds }: { ads: AdRef[]; sizes: ReadonlyArray<{ width: number; height: number; name: string }>; canWrite: boolean; onAds: (ads: AdRef[]) => void }) {
  const live = useLiveAds(ads);
  const edit = useEditAds();
  const review = useSubmitAdsForReview();
  const [template, setTemplate] = useState<Template | "">("");
  // An ad re-rendered with a new text: the ad it replaces stays on show until it is done, and its title takes the focus (the field that had it is gone).
  const [refits, setRefits] = useState<Record<string, AdRef>>({});
  if (live.error && live.tasks.every((t) => !t)) return <ErrorState message={errorMessage(live.error)} onRetry={live.refetch} />;
  const known = live.tasks.filter((t) => t !== undefined);
  const done = known.filter((t) => t.renderState === 5).length;
  const final = known.filter((t) => t.renderState >= 5).length;
  const allReady = done === ads.length;
  const progress = Math.round(known.reduce((sum, t) => sum + (t.renderState >= 5 ? 100 : t.progress), 0) / ads.length);
  const replace = (index: number, next: AdRef) => {
    setRefits((known) => ({ ...known, [next.taskId]: ads[index]! }));
    onAds(ads.map((ad, i) => (i === index ? next : ad)));
  };

  function swapTemplate(next: Template) {
    setTemplate(next);
    edit.mutate(
      { edits: ads.map((ad) => ({ taskId: ad.taskId, template: next })) },
      { onSuccess: (record) => onAds(record.tasks.map((t) => ({ processId: record.imageProductGeneratorProcessId, taskId: t.taskId }))) },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3 p-4" aria-live="polite">
        <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="font-medium" data-testid="ads-status">
            {final === ads.length ? `Finished: ${done} of ${ads.length} ads ready in every size` : `${done} of ${ads.length} ads ready`}
          </span>
          {final < ads.length && (
            <Badge tone={live.stream === "live" ? "green" : "amber"}>
              <Icon name={live.stream === "live" ? "fa-solid fa-tower-broadcast" : "fa-solid fa-rotate"} /> {live.stream === "live" ? "Live" : live.stream === "polling" ? "Reconnecting: checking every 2 s" : "Connecting…"}
            </Badge>
          )}
        </div>
        <div role="progressbar" aria-label="Ads progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={progress} className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
          <div className="h-full bg-brand-600 transition-[width] duration-500" style={{ width: `${progress}%` }} />
        </div>
        <div className="flex flex-wrap items-end gap-3">
          {canWrite && (
            <div className="flex flex-col gap-1">
              <label htmlFor="swap-template" className="text-sm font-medium">Template of every ad</label>
              <Select id="swap-template" value={template} disabled={edit.isPending || !allReady} onChange={(e) => e.target.value && swapTemplate(e.target.value as Template)} className="w-56">
                <option value="">Swap to…</option>
                {TEMPLATE_CHOICES.map((t) => <option key={t.id} value={t.id}>{t.label}: {t.detail.toLowerCase()}</option>)}
              </Select>
            </div>
          )}
          {allReady ? (
            <a href={adsZipUrl(ads)} download className={buttonClass()}>
              <Icon name="fa-solid fa-file-zipper" /> Download all sizes (ZIP)
            </a>
          ) : (
            <Button type="button" disabled>
              <Icon name="fa-solid fa-file-zipper" /> Download all sizes (ZIP)
            </Button>
          )}
          {canWrite && (
            <Button type="button" variant="secondary" disabled={!allReady || review.isPending} onClick={() => review.mutate(ads)}>
              <Icon name="fa-solid fa-paper-plane" /> {review.isPending ? "Sending…" : "Send to review"}
            </Button>
          )}
          {canWrite && (
            <Button type="button" variant="ghost" onClick={() => onAds([])}>
              <Icon name="fa-solid fa-plus" /> Make other ads
            </Button>
          )}
        </div>
        {!allReady && <p className="text-xs text-slate-600 dark:text-slate-400">Download, review and the template swap open once every ad has rendered.</p>}
        {edit.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{errorMessage(edit.error)}</p>}
        {review.isError && <p role="alert" className="text-sm text-red-700 dark:text-red-300">{errorMessage(review.error)}</p>}
        {review.isSuccess && (
          <p role="status" className="text-sm text-green-800 dark:text-green-300">
            {review.data.items.length === 1 ? "The ad is" : `All ${review.data.items.length} ads are`} on the review board. <Link href="/review" className="font-medium underline">Open the board</Link>
          </p>
        )}
      </Card>
      <ol className="flex flex-col gap-6" aria-label="Your ads">
        {ads.map((ad, index) => (
          <AdSlot key={ad.taskId} index={index} adRef={ad} task={live.tasks[index]} sizes={sizes} canWrite={canWrite} onReplace={(next) => replace(index, next)} previous={refits[ad.taskId]} focusTitle={ad.taskId in refits} />
        ))}
      </ol>
    </div>
  );
}
