"use client";
import { useDeferredValue, useMemo, useState } from "react";
import { usePresets, type Preset, type PresetCatalog } from "@/lib/hooks/use-presets";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { Card, Skeleton } from "@/components/ui/card";
import { Input } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { Switch } from "@/components/ui/switch";
import { Tabs, TabsContent, TabsList } from "@/components/ui/tabs";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { PresetCard } from "./preset-card";
import { PresetDetail } from "./preset-detail";

/** Cards of the first row load eagerly; the rest wait until they scroll near the screen. */
const EAGER = 6;

function matches(preset: Preset, words: string[], legacy: boolean) {
  if (preset.isOldPreset && !legacy) return false;
  if (!words.length) return true;
  const haystack = [preset.previewName, preset.id.replace(/_/g, " "), ...preset.tags].join(" ").toLowerCase();
  return words.every((word) => haystack.includes(word));
}

interface Section {
  key: string;
  title: string;
  icon: string;
  presets: Preset[];
}

function sectionsOf(catalog: PresetCatalog, words: string[], legacy: boolean): { all: Section[]; seasonal: Preset[] } {
  const byId = new Map(catalog.presets.map((p) => [p.id, p]));
  const categories = new Map(catalog.presets.flatMap((p) => p.categories.map((c) => [c.name, c] as const)));
  const pick = (ids: string[]) => ids.map((id) => byId.get(id)).filter((p): p is Preset => Boolean(p && matches(p, words, legacy)));
  const all = Object.entries(catalog.groups.All)
    .map(([name, ids]) => ({ key: name, title: categories.get(name)?.displayName ?? name, icon: categories.get(name)?.iconClass ?? "fa-solid fa-image", presets: pick(ids) }))
    .filter((s) => s.presets.length > 0);
  return { all, seasonal: pick(catalog.groups.Seasonal) };
}

function Grid({ presets, label, eagerFirst, onOpen }: { presets: Preset[]; label: string; eagerFirst: boolean; onOpen: (p: Preset) => void }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
      {presets.map((preset, index) => (
        <PresetCard key={preset.id} preset={preset} eager={eagerFirst && index < EAGER} onOpen={onOpen} />
      ))}
    </ul>
  );
}

/** Every preset by category, the seasonal ones on a tab of their own, searchable by name and tag. */
export function PresetGallery({ canUse, initialCatalog }: { canUse: boolean; initialCatalog?: PresetCatalog }) {
  const query = usePresets(initialCatalog);
  const [search, setSearch] = useState("");
  const [legacy, setLegacy] = useState(false);
  const [tab, setTab] = useState("all");
  const [open, setOpen] = useState<Preset | null>(null);
  const deferred = useDeferredValue(search);
  const words = useMemo(() => deferred.trim().toLowerCase().split(/\s+/).filter(Boolean), [deferred]);
  const sections = useMemo(() => (query.data ? sectionsOf(query.data, words, legacy) : null), [query.data, words, legacy]);
  const shownCount = sections ? new Set(sections.all.flatMap((s) => s.presets.map((p) => p.id))).size : 0;

  if (query.isError) return <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />;

  return (
    <Tabs value={tab} onValueChange={setTab} className="flex flex-col gap-5">
      <Card className="flex flex-col gap-4 p-4 md:flex-row md:items-center">
        <TabsList
          label="Preset groups"
          tabs={[
            { value: "all", label: <><Icon name="fa-solid fa-layer-group" /> All categories</> },
            { value: "seasonal", label: <><Icon name="fa-solid fa-snowflake" /> Seasonal</> },
          ]}
        />
        <div className="relative flex-1">
          <label htmlFor="preset-search" className="sr-only">
            Search presets by name or tag
          </label>
          <Icon name="fa-solid fa-magnifying-glass" className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500" />
          <Input id="preset-search" type="search" placeholder="Search by name or tag: marble, autumn, neon…" className="pl-9" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <Switch id="legacy" checked={legacy} onCheckedChange={setLegacy} label="Show legacy presets" />
      </Card>
      <p className="sr-only" aria-live="polite">
        {sections ? `${tab === "all" ? shownCount : sections.seasonal.length} presets shown` : ""}
      </p>

      {!sections ? (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6" aria-busy="true" aria-label="Loading presets">
          {Array.from({ length: 12 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4]" />
          ))}
        </div>
      ) : (
        <>
          <TabsContent value="all" className="flex flex-col gap-8">
            {sections.all.length === 0 && <NoMatch search={search} />}
            {sections.all.map((section, index) => (
              <section key={section.key} aria-labelledby={`cat-${section.key}`}>
                <h2 id={`cat-${section.key}`} className="mb-3 flex items-center gap-2 text-lg font-semibold">
                  <Icon name={section.icon} className="text-brand-600 dark:text-brand-100" /> {section.title}
                  <span className="text-sm font-normal text-slate-600 dark:text-slate-400">{section.presets.length}</span>
                </h2>
                <Grid presets={section.presets} label={`${section.title} presets`} eagerFirst={index === 0} onOpen={setOpen} />
              </section>
            ))}
          </TabsContent>
          <TabsContent value="seasonal">
            {sections.seasonal.length === 0 ? <NoMatch search={search} /> : <Grid presets={sections.seasonal} label="Seasonal presets" eagerFirst onOpen={setOpen} />}
          </TabsContent>
        </>
      )}
      <PresetDetail preset={open} canUse={canUse} onClose={() => setOpen(null)} />
    </Tabs>
  );
}

function NoMatch({ search }: { search: string }) {
  return (
    <EmptyState icon="fa-solid fa-magnifying-glass" title="No preset matches">
      Nothing is named or tagged “{search.trim()}”. Try a colour, a material or a season.
    </EmptyState>
  );
}
