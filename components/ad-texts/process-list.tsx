"use client";
import Link from "next/link";
import { useDeferredValue, useMemo, useState } from "react";
import { useAdTextProcesses, type AdTextProcess, type ProcessScope } from "@/lib/hooks/use-ad-texts";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { Input, Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { AD_TEXT_TYPES, languageName, typeInfo, typeLabel } from "./catalog";
import { LanguageOptions } from "./choice-options";
import { splitSlots } from "@/lib/ai/copy-engine/limits";
import { scoreTone } from "./ad-text-card";

interface Filters {
  search: string;
  kind: string;
  type: string;
  language: string;
  favoritesOnly: boolean;
}

function matches(process: AdTextProcess, filters: Filters, search: string): boolean {
  const info = typeInfo(process.type);
  if (filters.kind && info?.kind !== filters.kind) return false;
  if (filters.type && String(process.type) !== filters.type) return false;
  if (filters.language && process.outputLanguage.toLowerCase() !== filters.language) return false;
  if (filters.favoritesOnly && !process.adTexts.some((t) => t.favorited)) return false;
  if (!search) return true;
  const haystack = [process.processName, process.productName, process.productDescription, process.targetAudience ?? "", ...process.adTexts.map((t) => t.value)].join("\n").toLowerCase();
  return search.split(/\s+/).every((word) => haystack.includes(word));
}

/** The first line a reader would see: a format's first field without its label. */
function previewOf(process: AdTextProcess): string {
  const text = process.adTexts[0]?.value;
  const info = typeInfo(process.type);
  if (!text) return "No texts";
  const first = info ? splitSlots(text, info).slots.get(info.slots[0]?.key ?? "text") : undefined;
  return (first ?? text).split("\n")[0] ?? "";
}

function ProcessRow({ process }: { process: AdTextProcess }) {
  const info = typeInfo(process.type);
  const best = Math.max(0, ...process.adTexts.map((t) => Number(t.conversionScore)));
  const favorites = process.adTexts.filter((t) => t.favorited).length;
  return (
    <li>
      <Link
        href={`/ad-texts/${process.id}`}
        className="group flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition hover:border-brand-500 hover:shadow-md sm:flex-row sm:items-center dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="min-w-0 flex-1">
          <p className="truncate font-semibold group-hover:text-brand-700 dark:group-hover:text-brand-100">{process.processName}</p>
          <p className="truncate text-sm text-slate-600 dark:text-slate-400">{previewOf(process)}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Badge tone="brand">{typeLabel(info)}</Badge>
          <Badge>{languageName(process.outputLanguage)}</Badge>
          <Badge tone={scoreTone(best)}>Best score {best}</Badge>
          {favorites > 0 && (
            <Badge tone="amber">
              <Icon name="fa-solid fa-star" /> {favorites}
            </Badge>
          )}
          <time dateTime={process.updatedAt} className="text-slate-600 dark:text-slate-400">
            {new Date(process.updatedAt).toLocaleDateString()}
          </time>
        </div>
      </Link>
    </li>
  );
}

/** History (the user's processes) or the workspace list (everyone's), searchable and filterable. */
export function ProcessList({ scope, canWrite }: { scope: ProcessScope; canWrite: boolean }) {
  const query = useAdTextProcesses(scope);
  const [filters, setFilters] = useState<Filters>({ search: "", kind: "", type: "", language: "", favoritesOnly: false });
  const search = useDeferredValue(filters.search.trim().toLowerCase());
  const shown = useMemo(() => (query.data ?? []).filter((p) => matches(p, filters, search)), [query.data, filters, search]);
  const set = (patch: Partial<Filters>) => setFilters((f) => ({ ...f, ...patch }));
  const filtered = Boolean(search || filters.kind || filters.type || filters.language || filters.favoritesOnly);

  return (
    <div className="flex flex-col gap-4">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] lg:items-end">
        <div className="flex flex-col gap-1">
          <label htmlFor="search" className="text-sm font-medium">
            Search
          </label>
          <div className="relative">
            <Icon name="fa-solid fa-magnifying-glass" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500" />
            <Input id="search" type="search" placeholder="Product, process or words in a text" className="pl-9" value={filters.search} onChange={(e) => set({ search: e.target.value })} />
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="kind" className="text-sm font-medium">
            Kind
          </label>
          <Select id="kind" value={filters.kind} onChange={(e) => set({ kind: e.target.value, type: "" })}>
            <option value="">All kinds</option>
            <option value="framework">Frameworks</option>
            <option value="format">Platform formats</option>
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="type" className="text-sm font-medium">
            Type
          </label>
          <Select id="type" value={filters.type} onChange={(e) => set({ type: e.target.value })}>
            <option value="">All types</option>
            {AD_TEXT_TYPES.filter((t) => !filters.kind || t.kind === filters.kind).map((t) => (
              <option key={t.value} value={t.value}>
                {typeLabel(t)}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="language" className="text-sm font-medium">
            Language
          </label>
          <Select id="language" value={filters.language} onChange={(e) => set({ language: e.target.value })}>
            <option value="">All languages</option>
            <LanguageOptions />
          </Select>
        </div>
        <label className="flex h-10 items-center gap-2 text-sm font-medium">
          <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={filters.favoritesOnly} onChange={(e) => set({ favoritesOnly: e.target.checked })} />
          Favorites only
        </label>
      </Card>

      {query.isPending ? (
        <ul aria-busy="true" aria-label="Loading" className="flex flex-col gap-3">
          {[0, 1, 2, 3].map((i) => (
            <li key={i}>
              <Skeleton className="h-20" />
            </li>
          ))}
        </ul>
      ) : query.isError ? (
        <ErrorState title="The ad texts could not be loaded" message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState
          icon="fa-solid fa-feather-pointed"
          title={scope === "mine" ? "No ad texts yet" : "The workspace has no ad texts yet"}
          action={
            canWrite && (
              <Link href="/ad-texts/new" className={buttonClass()}>
                <Icon name="fa-solid fa-wand-magic-sparkles" /> Write your first ad texts
              </Link>
            )
          }
        >
          {scope === "mine" ? "Describe a product, pick a framework or a platform format and a tone: the studio writes and scores five texts." : "Processes that anyone in the workspace creates show up here."}
        </EmptyState>
      ) : (
        <>
          <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {filtered ? `${shown.length} of ${query.data.length} processes match.` : `${query.data.length} process${query.data.length === 1 ? "" : "es"}, newest first.`}
          </p>
          {shown.length === 0 ? (
            <EmptyState icon="fa-solid fa-filter-circle-xmark" title="Nothing matches">
              Change the search or the filters.
            </EmptyState>
          ) : (
            <ul className="flex flex-col gap-3" aria-label="Ad text processes">
              {shown.map((process) => (
                <ProcessRow key={process.id} process={process} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
