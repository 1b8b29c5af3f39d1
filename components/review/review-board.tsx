"use client";
import Link from "next/link";
import { useDeferredValue, useRef, useState } from "react";
import { Badge, Card, Skeleton } from "@/components/ui/card";
import { Input, Select } from "@/components/ui/field";
import { Icon } from "@/components/ui/icon";
import { EmptyState, ErrorState } from "@/components/ui/states";
import { errorMessage } from "@/lib/hooks/studio-fetch";
import { STATE_INFO, useLiveReview, useReviewItems, type ReviewFilters, type ReviewItem } from "@/lib/hooks/use-review";
import { ShareDialog, ShareLinksPanel } from "./share-links";

function Thumbnail({ item }: { item: ReviewItem }) {
  if (item.creative) {
    return item.creative.renderState === 5 ? (
      // eslint-disable-next-line @next/next/no-img-element -- the studio's private low-resolution file
      <img
        src={`/api/studio/photoshoots/${item.creative.imageProductGeneratorProcessId}/tasks/${item.creative.taskId}?kind=low&inline=1`}
        alt=""
        className="aspect-square w-full rounded-t-xl object-cover"
        loading="lazy"
      />
    ) : (
      <div className="flex aspect-square w-full items-center justify-center rounded-t-xl bg-slate-100 text-sm text-slate-600 dark:bg-slate-800 dark:text-slate-300">
        {item.creative.renderState >= 6 ? "Did not render" : "Rendering…"}
      </div>
    );
  }
  return (
    <p className="line-clamp-6 aspect-square w-full overflow-hidden rounded-t-xl bg-brand-50 p-4 text-sm leading-relaxed text-slate-800 dark:bg-brand-900/40 dark:text-slate-100">
      {item.adText?.texts[0]?.value ?? "No texts"}
    </p>
  );
}

/** Arrow keys, Home and End move between the cards; Enter opens one, Space selects it. */
function moveFocus(event: React.KeyboardEvent<HTMLUListElement>) {
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>("a[data-card]")];
  const index = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (index < 0) return;
  const columns = Math.max(1, Math.round(event.currentTarget.clientWidth / (links[0]!.closest("li")!.clientWidth || 1)));
  const next = { ArrowRight: index + 1, ArrowLeft: index - 1, ArrowDown: index + columns, ArrowUp: index - columns, Home: 0, End: links.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  links[Math.min(links.length - 1, Math.max(0, next))]!.focus();
}

export function ReviewBoard() {
  const [filters, setFilters] = useState<ReviewFilters>({});
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const query = useReviewItems({ ...filters, search: deferredSearch.trim() || undefined });
  const live = useLiveReview();
  const list = useRef<HTMLUListElement>(null);
  const set = (patch: Partial<ReviewFilters>) => setFilters((f) => ({ ...f, ...patch }));
  const data = query.data;
  const authorOf = (id: string) => data?.authors.find((a) => a.id === id)?.email ?? "someone who left";

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-6">
      <Card className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-6" role="search" aria-label="Filter the board">
        <div className="flex flex-col gap-1 lg:col-span-2">
          <label htmlFor="review-search" className="text-sm font-medium">
            Search
          </label>
          <Input id="review-search" type="search" placeholder="Product or campaign" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="review-state" className="text-sm font-medium">
            State
          </label>
          <Select id="review-state" value={filters.state ?? ""} onChange={(e) => set({ state: (e.target.value || undefined) as ReviewFilters["state"] })}>
            <option value="">Any state</option>
            {Object.entries(STATE_INFO).map(([value, info]) => (
              <option key={value} value={value}>
                {info.label}
              </option>
            ))}
          </Select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="review-kind" className="text-sm font-medium">
            Kind
          </label>
          <Select id="review-kind" value={filters.kind ?? ""} onChange={(e) => set({ kind: (e.target.value || undefined) as ReviewFilters["kind"] })}>
            <option value="">Creatives and ad texts</option>
            <option value="creative">Creatives</option>
            <option value="adText">Ad texts</option>
          </Select>
        </div>
        {data?.canReview !== false && (
          <div className="flex flex-col gap-1">
            <label htmlFor="review-author" className="text-sm font-medium">
              Author
            </label>
            <Select id="review-author" value={filters.author ?? ""} onChange={(e) => set({ author: e.target.value || undefined })}>
              <option value="">Anyone</option>
              {data?.authors.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.email}
                </option>
              ))}
            </Select>
          </div>
        )}
        <div className="flex gap-2">
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="review-since" className="text-sm font-medium">
              From
            </label>
            <Input id="review-since" type="date" value={filters.since ?? ""} onChange={(e) => set({ since: e.target.value || undefined })} />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor="review-until" className="text-sm font-medium">
              To
            </label>
            <Input id="review-until" type="date" value={filters.until ?? ""} onChange={(e) => set({ until: e.target.value || undefined })} />
          </div>
        </div>
      </Card>

      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600 dark:text-slate-400">
        <span aria-live="polite">{data ? `${data.total} item${data.total === 1 ? "" : "s"}` : "Loading…"}</span>
        <span data-testid="live-state">
          <Icon name="fa-solid fa-circle" className={live ? "text-emerald-600" : "text-slate-400"} /> {live ? "Live" : "Connecting…"}
        </span>
        {data?.canReview && <ShareDialog selected={[...selected]} onShared={() => setSelected(new Set())} />}
      </div>

      {query.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} className="aspect-[3/4]" />
          ))}
        </div>
      ) : query.isError ? (
        <ErrorState message={errorMessage(query.error)} onRetry={() => void query.refetch()} />
      ) : data!.items.length === 0 ? (
        <EmptyState icon="fa-solid fa-clipboard-check" title={Object.keys(filters).length || search ? "Nothing matches these filters" : "Nothing to review yet"}>
          {Object.keys(filters).length || search ? "Clear a filter to see more." : "Ad texts and photoshoot creatives appear here as soon as someone makes them."}
        </EmptyState>
      ) : (
        <ul ref={list} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Review items" onKeyDown={moveFocus}>
          {data!.items.map((item) => {
            const state = STATE_INFO[item.state];
            return (
              <li key={item.id} className="relative" data-testid="review-card" data-item-id={item.id} data-kind={item.kind} data-state={item.state}>
                <Card className="flex h-full flex-col overflow-hidden transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
                  <Thumbnail item={item} />
                  <div className="flex flex-1 flex-col gap-2 p-3">
                    <Link href={`/review/${item.id}`} data-card className="font-semibold after:absolute after:inset-0 focus:outline-none">
                      {item.title}
                    </Link>
                    <div className="flex flex-wrap items-center gap-1.5">
                      <Badge tone={state.tone}>
                        <Icon name={state.icon} /> {state.label}
                      </Badge>
                      <Badge>{item.kind === "creative" ? "Creative" : "Ad text"}</Badge>
                      {item.version > 1 && <Badge tone="brand">v{item.version}</Badge>}
                      {item.openComments > 0 && (
                        <Badge tone="amber">
                          <Icon name="fa-regular fa-comment" /> {item.openComments}
                          <span className="sr-only"> open comments</span>
                        </Badge>
                      )}
                    </div>
                    <p className="text-xs text-slate-600 dark:text-slate-400">
                      {authorOf(item.authorUserId)} · {new Date(item.updatedAt).toLocaleString()}
                      {item.lastDecision?.by.kind === "client" && <> · by client {item.lastDecision.by.name}</>}
                    </p>
                  </div>
                </Card>
                {data!.canReview && (
                  <label className="absolute top-2 right-2 z-10 flex items-center gap-1 rounded-md bg-white/90 px-2 py-1 text-xs font-medium shadow dark:bg-slate-900/90">
                    <input type="checkbox" checked={selected.has(item.id)} onChange={() => toggle(item.id)} />
                    Select<span className="sr-only"> {item.title}</span>
                  </label>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {data?.canReview && <ShareLinksPanel />}
    </div>
  );
}
