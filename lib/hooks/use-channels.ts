"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { DeliveryAttempt } from "@/lib/schemas/notifications";
import type { ChannelRequest } from "@/lib/studio/channel-schemas";
import type { StudioChannel } from "@/lib/studio/channels";
import { studioFetch } from "./studio-fetch";

export type { StudioChannel, DeliveryAttempt, ChannelRequest };

const keys = { list: ["channels"] as const, deliveries: (id: string) => ["channel-deliveries", id] as const };

export function useChannels() {
  return useQuery({ queryKey: keys.list, queryFn: ({ signal }) => studioFetch<StudioChannel[]>("channels", { signal }) });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: keys.list }), client.invalidateQueries({ queryKey: ["channel-status"] })]);
}

export function useSaveChannel() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: ChannelRequest }) =>
      id ? studioFetch<StudioChannel>(`channels/${id}`, { method: "PUT", body }).then((channel) => ({ channel, signingSecret: null })) : studioFetch<{ channel: StudioChannel; signingSecret: string | null }>("channels", { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useDeleteChannel() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => studioFetch(`channels/${id}`, { method: "DELETE" }), onSettled: invalidate });
}

export function useTestChannel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => studioFetch<{ deliveryId: string }>(`channels/${id}/test`, { method: "POST" }),
    onSuccess: (_data, id) => client.invalidateQueries({ queryKey: keys.deliveries(id) }),
  });
}

/** The delivery log; refreshes every 2 s while it is empty or an attempt is pending. */
export function useDeliveries(id: string, open: boolean) {
  return useQuery({
    queryKey: keys.deliveries(id),
    queryFn: ({ signal }) => studioFetch<DeliveryAttempt[]>(`channels/${id}/deliveries`, { signal }),
    enabled: open,
    refetchInterval: (q) => (!q.state.data?.length || q.state.data.some((d) => d.deliveryStatus === "pending") ? 2000 : false),
  });
}

/** A channel's current settings as a request body, e.g. to switch it on or off. */
export function requestOf(channel: StudioChannel, patch: Partial<{ isActive: boolean }> = {}): ChannelRequest {
  const common = { isActive: patch.isActive ?? channel.isActive, includeImageData: channel.includeImageData };
  return channel.kind === "webhook"
    ? { kind: "webhook", ...common, webHookUrl: channel.webHookUrl!, retryCount: channel.retryCount, exponentialBackoffFactor: channel.exponentialBackoffFactor }
    : { kind: "queue", ...common, url: channel.url!, username: channel.username ?? undefined, queueName: channel.queueName! };
}
