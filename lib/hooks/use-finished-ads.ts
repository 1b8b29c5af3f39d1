"use client";
import { useEffect, useState } from "react";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { AdRef } from "@/lib/studio/ad-refs";
import type { editAdsRequest, makeAdsRequest, quickBrandKitRequest } from "@/lib/studio/ads-schemas";
import { formatAdRefs } from "@/lib/studio/ad-refs";
import { isDone, photoshootKeys, type Photoshoot } from "./use-photoshoot";
import { studioFetch } from "./studio-fetch";

export interface BrandKitChoice {
  id: string;
  name: string;
  colours: { primary: string; secondary: string; text: string; background: string };
  fontPair: string;
  defaultTone: string | null;
  hasLogo: boolean;
  logoType: "image/png" | "image/svg+xml" | null;
  updatedAt: string;
}

export const kitsKey = ["brand-kits"] as const;

export function useBrandKits() {
  return useQuery({ queryKey: kitsKey, queryFn: ({ signal }) => studioFetch<BrandKitChoice[]>("ads/brand-kits", { signal }) });
}

export function useCreateBrandKit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof quickBrandKitRequest>) => studioFetch<BrandKitChoice>("ads/brand-kits", { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: kitsKey }),
  });
}

/** A new process's record goes straight into the cache, so its tiles show at once and then follow the Hub. */
function useProcessMutation<B>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: B) => studioFetch<Photoshoot>(path, { method: "POST", body }),
    onSuccess: (record) => client.setQueryData(photoshootKeys.one(record.imageProductGeneratorProcessId), record),
  });
}

export const useMakeAds = () => useProcessMutation<z.input<typeof makeAdsRequest>>("ads");
export const useEditAds = () => useProcessMutation<z.input<typeof editAdsRequest>>("ads/edits");

export function useSubmitAdsForReview() {
  return useMutation({
    mutationFn: (ads: AdRef[]) => studioFetch<{ items: Array<{ itemId: string; title: string; version: number; state: string }> }>("ads/review", { method: "POST", body: { ads } }),
  });
}

export const adsZipUrl = (ads: AdRef[]) => `/api/studio/ads/zip?${new URLSearchParams({ ads: formatAdRefs(ads) })}`;

/**
 * The processes behind the page's ads, kept current by one Hub stream (a stream per process would
 * use up the browser's six connections to the studio); polled every 2 s only while it is down.
 */
export function useLiveAds(refs: AdRef[]) {
  const client = useQueryClient();
  const ids = [...new Set(refs.map((r) => r.processId))];
  const [stream, setStream] = useState<"connecting" | "live" | "polling">("connecting");
  const queries = useQueries({
    queries: ids.map((id) => ({
      queryKey: photoshootKeys.one(id),
      queryFn: ({ signal }: { signal: AbortSignal }) => studioFetch<Photoshoot>(`photoshoots/${id}`, { signal }),
      refetchInterval: (q: { state: { data?: Photoshoot } }) => (stream !== "live" && !isDone(q.state.data) ? 2000 : false),
    })),
  });
  const records = new Map(queries.flatMap((q, i) => (q.data ? [[ids[i]!, q.data] as const] : [])));
  const allDone = ids.every((id) => isDone(records.get(id)));
  const key = ids.join(",");
  useEffect(() => {
    if (allDone || !key) return;
    const watched = new Set(key.split(","));
    const source = new EventSource("/api/studio/photoshoots/events");
    const refresh = (id: string) => void client.invalidateQueries({ queryKey: photoshootKeys.one(id) });
    const onMessage = (event: MessageEvent<string>) => {
      try {
        const id = (JSON.parse(event.data) as { ImageRenderProcessId?: string }).ImageRenderProcessId;
        if (id && watched.has(id)) refresh(id);
      } catch {
        // not a message of ours
      }
    };
    source.onopen = () => {
      setStream("live");
      watched.forEach(refresh); // whatever finished while the stream was connecting
    };
    source.onerror = () => setStream("polling");
    source.addEventListener("ImageGenerationTaskCompleted", onMessage);
    source.addEventListener("ImageGenerationProgress", onMessage);
    return () => source.close();
  }, [key, allDone, client]);
  const tasks = refs.map((ref) => records.get(ref.processId)?.tasks.find((t) => t.taskId === ref.taskId));
  const error = queries.find((q) => q.isError)?.error;
  return { tasks, error, stream: allDone ? ("live" as const) : stream, refetch: () => queries.forEach((q) => void q.refetch()) };
}
