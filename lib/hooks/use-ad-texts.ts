"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { adTextProcessSchema, adTextProcessShortSchema, adTextSchema } from "@/lib/schemas/ad-texts";
import type { productInformationSchema } from "@/lib/schemas/text-ops";
import type { adTextsRequest, productImportQuery, regenerateAdTextsRequest } from "@/lib/studio/schemas";
import type { CreditsHelp } from "@/lib/studio/credit-words";
import { studioFetch } from "./studio-fetch";

export type AdText = z.output<typeof adTextSchema>;
export type AdTextProcess = z.output<typeof adTextProcessSchema>;
export type AdTextProcessShort = z.output<typeof adTextProcessShortSchema>;
export type ProductInformation = z.output<typeof productInformationSchema>;
export type ProcessScope = "mine" | "workspace";

export const adTextKeys = {
  list: (scope: ProcessScope) => ["ad-texts", scope] as const,
  process: (id: number) => ["ad-text-process", id] as const,
  credits: ["ad-text-credits"] as const,
};

export function useAdTextProcesses(scope: ProcessScope) {
  return useQuery({ queryKey: adTextKeys.list(scope), queryFn: ({ signal }) => studioFetch<AdTextProcess[]>("ad-texts", { query: { scope }, signal }) });
}

export function useAdTextProcess(id: number) {
  return useQuery({
    queryKey: adTextKeys.process(id),
    queryFn: ({ signal }) => studioFetch<{ process: AdTextProcess; owned: boolean }>(`ad-texts/${id}`, { signal }),
  });
}

/** The workspace's credits left and one generation's cost, read fresh whenever the wizard opens. */
export function useGenerationCredits() {
  return useQuery({
    queryKey: adTextKeys.credits,
    queryFn: ({ signal }) => studioFetch<{ credits: number; generationCost: number } & CreditsHelp>("ad-texts/credits", { signal }),
    staleTime: 0,
  });
}

export function useGenerateAdTexts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof adTextsRequest>) => studioFetch<AdTextProcessShort>("ad-texts", { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["ad-texts"] }),
    // A refused generation (out of credits) changes what the wizard should say, too.
    onSettled: () => client.invalidateQueries({ queryKey: adTextKeys.credits }),
  });
}

export function useRegenerateAdTexts(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof regenerateAdTextsRequest>) => studioFetch<AdTextProcessShort>("ad-texts", { method: "PUT", body }),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: adTextKeys.process(id) });
      await client.invalidateQueries({ queryKey: ["ad-texts"] });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adTextKeys.credits }),
  });
}

/** Favorite or not, shown at once and rolled back if the service refuses. */
export function useFavoriteAdText(processId: number) {
  const client = useQueryClient();
  const key = adTextKeys.process(processId);
  type Data = { process: AdTextProcess; owned: boolean };
  return useMutation({
    mutationFn: ({ id, favorited }: { id: number; favorited: boolean }) => studioFetch<AdText>(`ad-texts/texts/${id}`, { method: "PATCH", body: { favorited, processId } }),
    onMutate: async ({ id, favorited }) => {
      await client.cancelQueries({ queryKey: key });
      const before = client.getQueryData<Data>(key);
      if (before) {
        client.setQueryData<Data>(key, {
          ...before,
          process: { ...before.process, adTexts: before.process.adTexts.map((t) => (t.id === id ? { ...t, favorited } : t)) },
        });
      }
      return { before };
    },
    onError: (_error, _vars, context) => {
      if (context?.before) client.setQueryData(key, context.before);
    },
    onSettled: () => client.invalidateQueries({ queryKey: ["ad-texts"] }),
  });
}

export function useImportProduct() {
  return useMutation({
    mutationFn: (query: z.input<typeof productImportQuery>) =>
      studioFetch<ProductInformation>("product-description", { query: query as Record<string, string | boolean> }),
  });
}
