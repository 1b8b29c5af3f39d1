"use client";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { BrandKitRequest } from "@/lib/studio/ads-schemas";
import { kitsKey, type BrandKitChoice } from "./use-finished-ads";
import { studioFetch } from "./studio-fetch";

export { useBrandKits, type BrandKitChoice } from "./use-finished-ads";

/** Where a kit's logo shows from; the kit's updatedAt in the address fetches a replaced logo anew. */
export const kitLogoUrl = (kit: Pick<BrandKitChoice, "id" | "updatedAt">) => `/api/studio/ads/brand-kits/${kit.id}/logo?v=${encodeURIComponent(kit.updatedAt)}`;

/** Creates a kit (no id) or replaces one; the list (and the Make ads page's selector) loads again. */
export function useSaveBrandKit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: BrandKitRequest }) =>
      studioFetch<BrandKitChoice>(id ? `ads/brand-kits/${id}` : "ads/brand-kits", { method: id ? "PUT" : "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: kitsKey }),
  });
}

export function useDeleteBrandKit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => studioFetch<{ id: string; deleted: true }>(`ads/brand-kits/${id}`, { method: "DELETE" }),
    onSuccess: () => client.invalidateQueries({ queryKey: kitsKey }),
  });
}
