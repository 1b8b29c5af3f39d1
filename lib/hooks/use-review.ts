"use client";
import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { reviewCommentSchema, reviewDecisionSchema, reviewItemDetailSchema, reviewItemSchema, shareLinkSchema } from "@/lib/schemas/review";
import type { commentRequest, decisionRequest, reviewListQuery, shareLinkRequest } from "@/lib/studio/review-schemas";
import { studioFetch } from "./studio-fetch";

export type ReviewItem = z.output<typeof reviewItemSchema>;
export type ReviewItemDetail = z.output<typeof reviewItemDetailSchema>;
export type ReviewComment = z.output<typeof reviewCommentSchema>;
export type ReviewDecision = z.output<typeof reviewDecisionSchema>;
export type ShareLink = z.output<typeof shareLinkSchema>;
export type ReviewFilters = z.input<typeof reviewListQuery>;

export interface ReviewBoardPage {
  items: ReviewItem[];
  total: number;
  authors: Array<{ id: string; email: string }>;
  canReview: boolean;
  userId: string;
}

export const reviewKeys = {
  all: ["review"] as const,
  list: (filters: ReviewFilters) => ["review", "items", filters] as const,
  item: (id: string) => ["review", "item", id] as const,
  links: ["review", "share-links"] as const,
};

export function useReviewItems(filters: ReviewFilters) {
  return useQuery({
    queryKey: reviewKeys.list(filters),
    queryFn: ({ signal }) => studioFetch<ReviewBoardPage>("review/items", { query: { ...filters }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useReviewItem(id: string) {
  return useQuery({ queryKey: reviewKeys.item(id), queryFn: ({ signal }) => studioFetch<ReviewItemDetail & { canReview: boolean; canSubmit: boolean }>(`review/items/${id}`, { signal }) });
}

function useInvalidateReview() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: reviewKeys.all });
}

export function useDecide(id: string) {
  const invalidate = useInvalidateReview();
  return useMutation({
    mutationFn: (body: z.input<typeof decisionRequest>) => studioFetch<ReviewDecision>(`review/items/${id}/decisions`, { method: "POST", body }),
    onSuccess: invalidate,
  });
}

/** The author hands the newest (or the named) version to the reviewers. */
export function useSubmit(id: string) {
  const invalidate = useInvalidateReview();
  return useMutation({
    mutationFn: (body: { version?: number }) => studioFetch<{ version: number; submittedAt: string }>(`review/items/${id}/submit`, { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useComment(id: string) {
  const invalidate = useInvalidateReview();
  return useMutation({
    mutationFn: (body: z.input<typeof commentRequest>) => studioFetch<ReviewComment>(`review/items/${id}/comments`, { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useResolveComment(id: string) {
  const invalidate = useInvalidateReview();
  return useMutation({
    mutationFn: ({ commentId, resolved }: { commentId: string; resolved: boolean }) => studioFetch<ReviewComment>(`review/items/${id}/comments/${commentId}`, { method: "PATCH", body: { resolved } }),
    onSuccess: invalidate,
  });
}

export function useShareLinks(enabled: boolean) {
  return useQuery({ queryKey: reviewKeys.links, queryFn: ({ signal }) => studioFetch<ShareLink[]>("review/share-links", { signal }), enabled });
}

export function useCreateShareLink() {
  const invalidate = useInvalidateReview();
  return useMutation({
    mutationFn: (body: z.input<typeof shareLinkRequest>) => studioFetch<{ link: ShareLink; path: string }>("review/share-links", { method: "POST", body }),
    onSuccess: invalidate,
  });
}

export function useRevokeShareLink() {
  const invalidate = useInvalidateReview();
  return useMutation({ mutationFn: (id: string) => studioFetch<ShareLink>(`review/share-links/${id}`, { method: "DELETE" }), onSuccess: invalidate });
}

/**
 * The studio's live stream: a ReviewEvent (someone decided, commented or shared) reloads what the
 * board shows, so an open board follows the others' decisions without a reload.
 */
export function useLiveReview() {
  const client = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    const source = new EventSource("/api/studio/photoshoots/events");
    const refresh = () => void client.invalidateQueries({ queryKey: reviewKeys.all });
    // A stream that was down (a restarted server, a lost network) may have missed events: reload.
    source.onopen = () => {
      setLive(true);
      refresh();
    };
    source.onerror = () => setLive(false);
    source.addEventListener("ReviewEvent", refresh);
    // A finished creative is a new card, or a new version of one.
    source.addEventListener("ImageGenerationTaskCompleted", refresh);
    source.addEventListener("ImageGenerationProgress", refresh);
    return () => source.close();
  }, [client]);
  return live;
}

export const STATE_INFO = {
  draft: { label: "Draft", tone: "slate", icon: "fa-regular fa-file-lines" },
  inReview: { label: "In review", tone: "brand", icon: "fa-solid fa-hourglass-half" },
  changesRequested: { label: "Changes requested", tone: "amber", icon: "fa-solid fa-pen-to-square" },
  approved: { label: "Approved", tone: "green", icon: "fa-solid fa-circle-check" },
  rejected: { label: "Rejected", tone: "red", icon: "fa-solid fa-circle-xmark" },
} as const;

export const DECISION_LABEL = { approved: "approved", changesRequested: "requested changes", rejected: "rejected" } as const;

/** A creative's full image, inline, through the studio's own file route. */
export const creativeUrl = (c: { imageProductGeneratorProcessId: string; taskId: string }) =>
  `/api/studio/photoshoots/${c.imageProductGeneratorProcessId}/tasks/${c.taskId}?kind=jpeg&inline=1`;
