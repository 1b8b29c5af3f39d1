"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AddCreditsRequest, ApiAccessOverview, CreatedStudioApiKey, NewApiKeyRequest, StudioUsage } from "@/lib/studio/api-access";
import { studioFetch } from "./studio-fetch";

const keys = { overview: ["api-keys"] as const, usage: (days: number) => ["api-usage", days] as const };

export function useApiKeys() {
  return useQuery({ queryKey: keys.overview, queryFn: ({ signal }) => studioFetch<ApiAccessOverview>("api-keys", { signal }) });
}

export function useUsage(days: number) {
  return useQuery({ queryKey: keys.usage(days), queryFn: ({ signal }) => studioFetch<StudioUsage>("usage", { query: { days }, signal }) });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: keys.overview }), client.invalidateQueries({ queryKey: ["api-usage"] })]);
}

export function useCreateApiKey() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: NewApiKeyRequest) => studioFetch<CreatedStudioApiKey>("api-keys", { method: "POST", body }), onSuccess: invalidate });
}

export function useRevokeApiKey() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (id: string) => studioFetch<{ id: string; revoked: true }>(`api-keys/${id}`, { method: "DELETE" }), onSettled: invalidate });
}

/** Settings → Credits: adds credits to the studio's key; the balance, usage and keys refetch. */
export function useAddCredits() {
  const invalidate = useInvalidate();
  return useMutation({ mutationFn: (body: AddCreditsRequest) => studioFetch<{ added: number; workspaceKeyCredits: number }>("credits", { method: "POST", body }), onSuccess: invalidate });
}
