"use client";
import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import type { presetKeysResponse, presetSchema } from "@/lib/schemas/photoshoot";
import { studioFetch } from "./studio-fetch";

export type Preset = z.output<typeof presetSchema>;
export type PresetCatalog = z.output<typeof presetKeysResponse>;

/** The preset catalog; it changes only with a new release, so it is kept for the session. */
export function usePresets(initialData?: PresetCatalog) {
  return useQuery({
    queryKey: ["presets"],
    initialData,
    queryFn: ({ signal }) => studioFetch<PresetCatalog>("presets", { signal }),
    staleTime: 60 * 60_000,
  });
}

/** A preset's sized preview, served by the studio. */
export const previewUrl = (id: string, size: 256 | 512 | 1024 = 256) => `/api/studio/presets/${encodeURIComponent(id)}/preview?size=${size}`;
