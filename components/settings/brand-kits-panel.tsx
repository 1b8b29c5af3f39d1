"use client";
import { useState } from "react";
import { FONT_PAIRS, type FontPairId } from "@/lib/ai/finished-ads/catalog";
import { kitLogoUrl, useBrandKits, useDeleteBrandKit, type BrandKitChoice } from "@/lib/hooks/use-brand-kits";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Button } from "@/components/ui/button";
import { Card, Skeleton } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { BrandKitForm } from "./brand-kit-form";
import { BrandKitPreview } from "./brand-kit-preview";

const fontLabel = (id: string) => FONT_PAIRS[id as FontPairId]?.label ?? id;
const SWATCHES = [
  ["primary", "Primary"],
  ["secondary", "Secondary"],
  ["text", "Text"],
  ["background", "Background"],
] as const;

function KitCard({ kit, onEdit }: { kit: BrandKitChoice; onEdit: () => void }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteBrandKit();
  return (
    <li>
      <Card className="grid gap-4 p-4 sm:grid-cols-[12rem_minmax(0,1fr)]" data-testid="brand-kit-card" data-kit={kit.id}>
        <BrandKitPreview compact name={kit.name} colours={kit.colours} fontPair={kit.fontPair as FontPairId} logoUrl={kit.hasLogo ? kitLogoUrl(kit) : null} />
        <div className="flex min-w-0 flex-col gap-3">
          <div className="min-w-0">
            <h3 className="font-semibold break-words">{kit.name}</h3>
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {fontLabel(kit.fontPair)} · {kit.hasLogo ? (kit.logoType === "image/svg+xml" ? "SVG logo" : "PNG logo") : "No logo"}
            </p>
            {kit.defaultTone && <p className="text-sm break-words text-slate-700 dark:text-slate-300">Tone: {kit.defaultTone}</p>}
          </div>
          <ul className="flex flex-wrap gap-x-4 gap-y-2" aria-label={`Colours of ${kit.name}`}>
            {SWATCHES.map(([key, label]) => (
              <li key={key} className="flex items-center gap-1.5 text-xs text-slate-700 dark:text-slate-300">
                <span aria-hidden="true" className="h-4 w-4 rounded border border-slate-400" style={{ backgroundColor: kit.colours[key] }} />
                {label} <span className="font-mono">{kit.colours[key]}</span>
              </li>
            ))}
          </ul>
          {remove.isError && (
            <p role="alert" className="text-sm text-red-700 dark:text-red-300">
              {errorMessage(remove.error)}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${kit.name}`}>
              <Icon name="fa-solid fa-pen" /> Edit
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setConfirming(true)} aria-label={`Delete ${kit.name}`}>
              <Icon name="fa-solid fa-trash" /> Delete
            </Button>
          </div>
        </div>
        <Dialog open={confirming} onOpenChange={setConfirming} title={`Delete “${kit.name}”?`} description="New ads can no longer use it. Ads already made with it keep their look.">
          {remove.isError && (
            <p role="alert" className="mb-3 text-sm text-red-700 dark:text-red-300">
              {errorMessage(remove.error)}
            </p>
          )}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
            <Button variant="danger" loading={remove.isPending} onClick={() => remove.mutate(kit.id, { onSuccess: () => setConfirming(false) })}>
              Delete brand kit
            </Button>
          </div>
        </Dialog>
      </Card>
    </li>
  );
}

/** The workspace's brand kits: list, create, edit (one at a time, in place of the list's top) and delete. */
export function BrandKitsPanel() {
  const kits = useBrandKits();
  // null: no form; "new": a new kit; else the id of the kit being edited.
  const [editing, setEditing] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const editedKit = kits.data?.find((k) => k.id === editing);
  const open = (what: string) => {
    setSaved(null);
    setEditing(what);
    window.scrollTo({ top: 0, behavior: "smooth" });
  };
  return (
    <section aria-labelledby="kits-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="kits-heading" className="text-lg font-semibold">
          Brand kits
        </h2>
        {editing === null && kits.data && kits.data.length > 0 && (
          <Button onClick={() => open("new")}>
            <Icon name="fa-solid fa-plus" /> New brand kit
          </Button>
        )}
      </div>
      <p role="status" className="text-sm text-emerald-800 empty:hidden dark:text-emerald-200">
        {saved}
      </p>
      {editing !== null && (editing === "new" || editedKit) && (
        <BrandKitForm
          key={editing === "new" ? "new" : `${editedKit!.id}-${editedKit!.updatedAt}`}
          kit={editedKit}
          onDone={(kit) => {
            setEditing(null);
            if (kit) setSaved(`Saved “${kit.name}”.`);
          }}
        />
      )}
      {kits.isError ? (
        <ErrorState message={errorMessage(kits.error)} onRetry={() => void kits.refetch()} />
      ) : !kits.data ? (
        <Skeleton className="h-40" />
      ) : kits.data.length === 0 ? (
        editing === null && (
          <EmptyState
            icon="fa-solid fa-palette"
            title="No brand kits yet"
            action={
              <Button onClick={() => open("new")}>
                <Icon name="fa-solid fa-plus" /> New brand kit
              </Button>
            }
          >
            A brand kit holds your logo, colours, fonts and tone. The Make ads page draws every finished ad with the kit you pick, so each ad looks like your brand in every size.
          </EmptyState>
        )
      ) : (
        <ul className="flex flex-col gap-3" aria-label="Brand kits">
          {kits.data.map((kit) => (
            <KitCard key={kit.id} kit={kit} onEdit={() => open(kit.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
