"use client";
import { toastError } from "@/lib/hooks/toast-error";
import { useState } from "react";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { toast } from "sonner";
import { useAdTextProcess, useFavoriteAdText, useRegenerateAdTexts, type AdTextProcess } from "@/lib/hooks/use-ad-texts";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { useWizardStore } from "@/lib/stores/ad-text-wizard";
import { canChangeFavorites, type StudioRole } from "@/lib/studio/roles";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Button, buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { ErrorState, PageHeader } from "@/components/ui/states";
import { WarningsNote } from "@/components/ui/warnings-note";
import { AdTextCard } from "./ad-text-card";
import { emojiLabel, languageName, typeInfo, typeLabel } from "./catalog";

// Loaded on first use, when someone regenerates.
const ConfirmDialog = dynamic(() => import("./confirm-dialog").then((m) => m.ConfirmDialog), { ssr: false });

function regenerateBody(process: AdTextProcess, customRequest: string | undefined) {
  return {
    id: process.id,
    processName: process.processName,
    productName: process.productName,
    productDescription: process.productDescription,
    targetAudience: process.targetAudience ?? undefined,
    type: process.type,
    tone: process.tone ?? undefined,
    outputLanguage: process.outputLanguage,
    webSiteUrl: process.websiteUrl ?? undefined,
    cta: process.cta ?? undefined,
    emojiSelection: process.emojiSelection,
    customRequest: customRequest || undefined,
  };
}

export function ProcessSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading ad texts">
      <Skeleton className="mb-2 h-8 w-72" />
      <Skeleton className="mb-8 h-5 w-96 max-w-full" />
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-72" />
        ))}
      </div>
    </div>
  );
}

/** A process's results: settings, the ad text cards, regenerate (favorites stay) and reuse in the wizard. */
export function ProcessView({ id, role, canWrite }: { id: number; role: StudioRole; canWrite: boolean }) {
  const router = useRouter();
  const query = useAdTextProcess(id);
  const favorite = useFavoriteAdText(id);
  const regenerate = useRegenerateAdTexts(id);
  const customRequest = useWizardStore((s) => s.customRequests[id]);
  const loadWizard = useWizardStore((s) => s.load);
  const warnings = useWizardStore((s) => s.warnings[id]);
  const rememberWarnings = useWizardStore((s) => s.rememberWarnings);
  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);

  if (query.isPending) return <ProcessSkeleton />;
  if (query.isError) return <ErrorState title="These ad texts could not be loaded" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;

  const { process, owned } = query.data;
  const info = typeInfo(process.type);
  const favorites = process.adTexts.filter((t) => t.favorited).length;
  const editable = canWrite && owned;
  const replaced = process.adTexts.length - favorites;
  const canFavorite = canChangeFavorites(role, owned);

  const onRegenerate = () =>
    regenerate.mutate(regenerateBody(process, customRequest), {
      onSuccess: (result) => {
        rememberWarnings(id, result.warnings ?? []);
        toast.success(`Wrote ${result.adTexts.length - favorites} new texts${favorites ? ` and kept ${favorites} favorite${favorites > 1 ? "s" : ""}` : ""}.`);
      },
      onError: (error) => toastError(error),
    });

  const onReuse = () => {
    loadWizard({
      processName: process.processName,
      productName: process.productName,
      productDescription: process.productDescription,
      webSiteUrl: process.websiteUrl ?? "",
      targetAudience: process.targetAudience ?? "",
      cta: process.cta ?? "",
      type: String(process.type),
      tone: process.tone ?? "",
      outputLanguage: process.outputLanguage,
      emojiSelection: String(process.emojiSelection),
      customRequest: customRequest ?? "",
    });
    router.push("/ad-texts/new");
  };

  return (
    <div>
      <Link href="/ad-texts" className="mb-4 inline-flex items-center gap-2 text-sm font-medium text-brand-700 hover:underline dark:text-brand-100">
        <Icon name="fa-solid fa-arrow-left" /> All ad texts
      </Link>
      <PageHeader
        title={process.processName}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <Badge tone="brand">{typeLabel(info)}</Badge>
            <Badge>{info?.kind === "format" ? "Platform format" : "Framework"}</Badge>
            <span>
              {process.tone || "Default tone"} · {languageName(process.outputLanguage)} · {emojiLabel(process.emojiSelection)}
            </span>
          </span>
        }
        actions={
          <>
            {canWrite && (
              <Button variant="secondary" onClick={onReuse}>
                <Icon name="fa-solid fa-sliders" /> Edit in wizard
              </Button>
            )}
            {editable && (
              <Button onClick={() => (replaced > 0 ? setConfirmingRegenerate(true) : onRegenerate())} loading={regenerate.isPending}>
                {!regenerate.isPending && <Icon name="fa-solid fa-rotate" />} Regenerate
              </Button>
            )}
          </>
        }
      />
      <Card className="mb-6 grid gap-4 p-4 text-sm sm:grid-cols-3">
        <div>
          <h2 className="font-medium text-slate-600 dark:text-slate-400">Product</h2>
          <p className="font-semibold">{process.productName}</p>
          <p className="line-clamp-3 text-slate-700 dark:text-slate-300">{process.productDescription}</p>
        </div>
        <div>
          <h2 className="font-medium text-slate-600 dark:text-slate-400">Audience</h2>
          <p>{process.targetAudience || "—"}</p>
          <h2 className="mt-2 font-medium text-slate-600 dark:text-slate-400">Call to action</h2>
          <p>{process.cta || "—"}</p>
        </div>
        <div>
          <h2 className="font-medium text-slate-600 dark:text-slate-400">Texts</h2>
          <p>
            {process.adTexts.length} texts · {favorites} favorite{favorites === 1 ? "" : "s"}
          </p>
          <h2 className="mt-2 font-medium text-slate-600 dark:text-slate-400">Updated</h2>
          <p>
            <time dateTime={process.updatedAt}>{new Date(process.updatedAt).toLocaleString()}</time>
          </p>
        </div>
      </Card>
      {editable && favorites === 0 && (
        <p className="mb-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Icon name="fa-regular fa-star" /> Favorite the texts you like: regenerating keeps them and writes new ones for the rest.
        </p>
      )}
      {!owned && (
        <p className="mb-4 flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
          <Icon name="fa-solid fa-users" /> Another member of the workspace wrote these; only they can regenerate them{canFavorite ? "" : " or change their favorites"}.
        </p>
      )}
      <WarningsNote warnings={warnings} className="mb-4" />
      <section aria-label="Ad texts" aria-busy={regenerate.isPending} className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
        {process.adTexts.map((adText, index) => (
          <AdTextCard
            key={adText.id}
            adText={adText}
            index={index}
            canFavorite={canFavorite}
            favoritePending={favorite.isPending && favorite.variables?.id === adText.id}
            onFavorite={(favorited) =>
              favorite.mutate(
                { id: adText.id, favorited },
                { onSuccess: () => toast.success(favorited ? "Favorited: regenerating keeps this text." : "Removed from favorites."), onError: (e) => toast.error(errorMessage(e)) },
              )
            }
          />
        ))}
      </section>
      {canWrite && (
        <div className="mt-8 flex justify-center">
          <Link href="/ad-texts/new" className={buttonClass("secondary")}>
            <Icon name="fa-solid fa-plus" /> New ad texts
          </Link>
        </div>
      )}
      {confirmingRegenerate && (
        <ConfirmDialog
          title="Regenerate these ad texts?"
          description={`The ${replaced === 1 ? "text" : `${replaced} texts`} without a star will be replaced by new ones and cannot be brought back.${
            favorites ? ` Your ${favorites === 1 ? "favorite stays" : `${favorites} favorites stay`}.` : " Favorite a text first to keep it."
          }`}
          confirmLabel={`Replace ${replaced === 1 ? "1 text" : `${replaced} texts`}`}
          onConfirm={onRegenerate}
          onClose={() => setConfirmingRegenerate(false)}
        />
      )}
    </div>
  );
}
