"use client";
import dynamic from "next/dynamic";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useMemo } from "react";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { useLivePhotoshoot } from "@/lib/hooks/use-photoshoot";
import { AD_SIZES } from "@/lib/studio/ad-sizes";
import { formatAdRefs, parseAdRefs, type AdRef } from "@/lib/studio/ad-refs";
import { buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/card";
import { Icon } from "@/components/ui/icon";
import { EmptyState, ErrorState, PageHeader } from "@/components/ui/states";

// The form and the results are the page's heavy parts: loaded on demand, so the first load stays in budget.
const loading = () => <Skeleton className="h-96" />;
const AdsSetup = dynamic(() => import("./ads-setup").then((m) => m.AdsSetup), { ssr: false, loading });
const AdsResults = dynamic(() => import("./ads-results").then((m) => m.AdsResults), { ssr: false, loading });

/**
 * "Make ads" of a finished photoshoot: the setup (texts, brand kit, sizes, template), then every
 * size of every ad as it renders. The ads on show live in the URL (`?ads=process.task,…`), so a
 * reload or a shared link shows the same ads, edits included.
 */
export function MakeAdsView({ photoshootId, canWrite, canManageKits }: { photoshootId: string; canWrite: boolean; canManageKits: boolean }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const ads = useMemo(() => parseAdRefs(search.get("ads")), [search]);
  const shoot = useLivePhotoshoot(photoshootId);
  // `k`: the sizes asked for (renderKind), so each size has its place on the page while it renders.
  const kind = Number(search.get("k") ?? 1023) || 1023;
  const sizes = useMemo(() => AD_SIZES.filter((s) => (kind & s.bit) !== 0), [kind]);
  const showAds = useCallback(
    (refs: AdRef[], renderKind = kind) => router.replace(refs.length ? `${pathname}?ads=${formatAdRefs(refs)}&k=${renderKind}` : pathname, { scroll: false }),
    [router, pathname, kind],
  );

  const back = (
    <Link href={`/photoshoot/${photoshootId}`} className={buttonClass("secondary")}>
      <Icon name="fa-solid fa-arrow-left" /> Back to the photoshoot
    </Link>
  );
  const header = <PageHeader title="Make ads" description="Your headline, button and logo on the photoshoot's image, in every size at once." actions={back} />;
  if (shoot.isError) return (<>{header}<ErrorState message={errorMessage(shoot.error)} onRetry={() => void shoot.refetch()} /></>);
  if (!shoot.data) return (<>{header}<Skeleton className="h-96" /></>);
  const creatives = shoot.data.tasks.filter((t) => t.renderState === 5 && !t.ad);
  if (ads.length) return (<>{header}<AdsResults ads={ads} sizes={sizes} canWrite={canWrite} onAds={showAds} /></>);
  if (!canWrite) {
    return (<>{header}<EmptyState icon="fa-solid fa-lock" title="Your role cannot make ads">Ask a marketer or an admin of the workspace to make ads of this photoshoot.</EmptyState></>);
  }
  if (!creatives.length) {
    return (
      <>
        {header}
        <EmptyState icon="fa-solid fa-hourglass-half" title="No finished creative yet">
          Ads stand on a finished creative of the photoshoot. {shoot.data.tasks.some((t) => t.renderState < 5) ? "This page fills in as soon as one is ready." : "None of this photoshoot's creatives rendered: start a new photoshoot."}
        </EmptyState>
      </>
    );
  }
  return (<>{header}<AdsSetup photoshootId={photoshootId} creatives={creatives} canManageKits={canManageKits} onMade={showAds} /></>);
}
