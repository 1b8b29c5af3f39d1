"use client";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { newUserBody } from "@/lib/studio/schemas";
import type { StudioRole } from "@/lib/studio/roles";
import { studioFetch } from "./studio-fetch";

export interface StudioUserRow {
  id: string;
  email: string;
  role: StudioRole;
  createdAt: string;
}

export interface WorkspaceInfo {
  name: string;
  applicationId: string;
  backend: string | null;
  createdAt: string;
  serviceSessionValidUntil: string | null;
  credits: number | null;
  creditsError: string | null;
}

export function useUsers() {
  return useQuery({ queryKey: ["users"], queryFn: ({ signal }) => studioFetch<StudioUserRow[]>("users", { signal }) });
}

export function useWorkspace() {
  return useQuery({ queryKey: ["workspace"], queryFn: ({ signal }) => studioFetch<WorkspaceInfo>("workspace", { signal }) });
}

export function useAddUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof newUserBody>) => studioFetch<StudioUserRow>("users", { method: "POST", body }),
    onSuccess: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}

export function useSetRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: StudioRole }) => studioFetch<StudioUserRow>(`users/${id}`, { method: "PATCH", body: { role } }),
    onSettled: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}

export function useRemoveUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => studioFetch<{ ok: true }>(`users/${id}`, { method: "DELETE" }),
    onSettled: () => client.invalidateQueries({ queryKey: ["users"] }),
  });
}
