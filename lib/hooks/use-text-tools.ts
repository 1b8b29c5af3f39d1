"use client";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { adCopiesSchema, adStrategySchema, TextOpWarning } from "@/lib/schemas/text-ops";
import type { adCopiesRequest, adStrategiesRequest, rewriteRequest } from "@/lib/studio/schemas";
import { studioFetch } from "./studio-fetch";

export type AdStrategy = z.output<typeof adStrategySchema>;
export type AdCopies = z.output<typeof adCopiesSchema>;

export function useAdStrategies() {
  return useMutation({
    mutationFn: (body: z.output<typeof adStrategiesRequest>) => studioFetch<AdStrategy[]>("tools/strategies", { method: "POST", body }),
  });
}

export function useAdCopies() {
  return useMutation({
    mutationFn: (body: z.output<typeof adCopiesRequest>) => studioFetch<AdCopies>("tools/copies", { method: "POST", body }),
  });
}

export function useRewrite() {
  return useMutation({
    mutationFn: (body: z.output<typeof rewriteRequest>) => studioFetch<{ text: string; warnings: TextOpWarning[] }>("tools/rewrite", { method: "POST", body }),
  });
}
