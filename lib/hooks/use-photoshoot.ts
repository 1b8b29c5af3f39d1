"use client";
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { progressRecordSchema } from "@/lib/schemas/image-generation";
import type { recommendationsResponse } from "@/lib/schemas/photoshoot";
import type { PhotoshootCredits } from "@/lib/studio/photoshoot-credits";
import type { GeneratePhotoshootRequest } from "@/lib/studio/photoshoot-schemas";
import { StudioRequestError, studioFetch } from "./studio-fetch";

export type Photoshoot = Omit<z.output<typeof progressRecordSchema>, "taskUrls">;
export type PhotoshootTask = Photoshoot["tasks"][number];
export type Recommendations = z.output<typeof recommendationsResponse>;
export interface ChannelStatus {
  active: boolean;
  activeChannels: number;
  canFix: boolean;
  admins: string[];
}

export const photoshootKeys = {
  history: ["photoshoots"] as const,
  one: (id: string) => ["photoshoot", id] as const,
  channel: ["channel-status"] as const,
  credits: ["photoshoot-credits"] as const,
};

export const isFinal = (task: PhotoshootTask) => task.renderState >= 5;
export const isDone = (record: Photoshoot | undefined) => Boolean(record && record.tasks.length > 0 && record.tasks.every(isFinal));

/** Uploads the photo with XMLHttpRequest, whose upload events give a real progress bar (fetch has none). */
export function uploadProductPhoto(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<Recommendations> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/studio/photoshoots/photo");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { error?: { message?: string; fields?: Record<string, string> } } | null;
      if (xhr.status >= 200 && xhr.status < 300) return resolve(xhr.response as Recommendations);
      if (xhr.status === 401) window.location.assign(new URL(`/sign-in?expired=1&callbackUrl=${encodeURIComponent(window.location.pathname)}`, window.location.origin));
      reject(new StudioRequestError(xhr.status, body?.error?.message ?? `The upload failed (${xhr.status}).`, body?.error?.fields ?? {}));
    };
    xhr.onerror = () => reject(new StudioRequestError(0, "The upload was interrupted. Check your connection and try again."));
    xhr.onabort = () => reject(new StudioRequestError(0, "The upload was cancelled."));
    signal?.addEventListener("abort", () => xhr.abort(), { once: true });
    const form = new FormData();
    form.append("photo", file);
    xhr.send(form);
  });
}

export function useChannelStatus() {
  return useQuery({ queryKey: photoshootKeys.channel, queryFn: ({ signal }) => studioFetch<ChannelStatus>("channels/status", { signal }) });
}

/**
 * The workspace's credits for the photoshoot page's warning: read again when the tab is back in
 * front (an admin may have added credits in Settings meanwhile) and after each spend.
 */
export function usePhotoshootCredits() {
  return useQuery({ queryKey: photoshootKeys.credits, queryFn: ({ signal }) => studioFetch<PhotoshootCredits>("photoshoots/credits", { signal }), refetchOnWindowFocus: true, staleTime: 0 });
}

export function useCreateStudioChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => studioFetch<{ id: string; webHookUrl: string }>("channels/studio-receiver", { method: "POST" }),
    onSuccess: () => client.invalidateQueries({ queryKey: photoshootKeys.channel }),
  });
}

export function useGeneratePhotoshoot() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: GeneratePhotoshootRequest) => studioFetch<Photoshoot>("photoshoots", { method: "POST", body }),
    onSuccess: (record) => {
      client.setQueryData(photoshootKeys.one(record.imageProductGeneratorProcessId), record);
      void client.invalidateQueries({ queryKey: photoshootKeys.history });
    },
    onError: () => client.invalidateQueries({ queryKey: photoshootKeys.channel }),
    onSettled: () => client.invalidateQueries({ queryKey: photoshootKeys.credits }),
  });
}

export function usePhotoshootHistory() {
  return useQuery({ queryKey: photoshootKeys.history, queryFn: ({ signal }) => studioFetch<Photoshoot[]>("photoshoots", { query: { limit: 50 }, signal }) });
}

export type StreamState = "connecting" | "live" | "polling";

/**
 * One photoshoot, kept current by the Hub: every message about it refetches the record (the
 * message says a task finished; the record has every task's state). Only while the stream is
 * down does it poll, every 2 s, until all six tasks are final.
 */
export function useLivePhotoshoot(id: string) {
  const client = useQueryClient();
  const [stream, setStream] = useState<StreamState>("connecting");
  const query = useQuery({
    queryKey: photoshootKeys.one(id),
    queryFn: ({ signal }) => studioFetch<Photoshoot>(`photoshoots/${id}`, { signal }),
    refetchInterval: (q) => (stream !== "live" && !isDone(q.state.data) ? 2000 : false),
  });
  const done = isDone(query.data);
  useEffect(() => {
    if (done) return;
    const source = new EventSource("/api/studio/photoshoots/events");
    const refresh = () => void client.invalidateQueries({ queryKey: photoshootKeys.one(id) });
    const onMessage = (event: MessageEvent<string>) => {
      try {
        if ((JSON.parse(event.data) as { ImageRenderProcessId?: string }).ImageRenderProcessId === id) refresh();
      } catch {
        // not a message of ours
      }
    };
    source.onopen = () => {
      setStream("live");
      refresh(); // whatever finished while the stream was connecting
    };
    source.onerror = () => setStream("polling");
    source.addEventListener("ImageGenerationTaskCompleted", onMessage);
    source.addEventListener("ImageGenerationProgress", onMessage);
    return () => source.close();
  }, [id, done, client]);
  useEffect(() => {
    if (done) void client.invalidateQueries({ queryKey: photoshootKeys.history });
  }, [done, client]);
  return { ...query, stream: done ? ("live" as const) : stream };
}

export const taskFileUrl = (processId: string, taskId: string, kind: "png" | "jpeg" | "pdf" | "low", options: { inline?: boolean; size?: string } = {}) => {
  const params = new URLSearchParams({ kind });
  if (options.inline) params.set("inline", "1");
  if (options.size) params.set("size", options.size);
  return `/api/studio/photoshoots/${processId}/tasks/${taskId}?${params}`;
};
export const zipUrl = (processId: string) => `/api/studio/photoshoots/${processId}/zip`;

/** Deletes a finished photoshoot; the history forgets it. */
export function useDeletePhotoshoot(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => studioFetch<{ imageProductGeneratorProcessId: string; deletedTasks: number }>(`photoshoots/${id}`, { method: "DELETE" }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: photoshootKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: photoshootKeys.history });
    },
  });
}

/**
 * Redoes one finished scene (1 credit): the record comes back with the new take queued in that
 * slot, so the tile shows its progress at once and the page follows it live like a new photoshoot.
 */
export function useRedoScene(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (taskId: string) => studioFetch<Photoshoot>(`photoshoots/${id}/tasks/${taskId}/redo`, { method: "POST" }),
    onSuccess: (record) => {
      client.setQueryData(photoshootKeys.one(id), record);
      void client.invalidateQueries({ queryKey: photoshootKeys.history });
    },
    onSettled: () => client.invalidateQueries({ queryKey: photoshootKeys.credits }),
  });
}
