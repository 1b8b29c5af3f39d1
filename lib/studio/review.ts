import "server-only";
import type { z } from "zod";
import type { StudioUser } from "@/lib/auth/studio-session";
import { getReviewItem, type reviewItemDetailSchema } from "@/lib/schemas/review";
import { isGuid } from "@/lib/schemas/fields";
import { StudioError } from "./errors";
import { roleCan } from "./roles";
import type { ServiceCaller } from "./service";

export type ReviewItemDetail = z.output<typeof reviewItemDetailSchema>;

/** The signed-in user as the service records who acted: their id and email. */
export const actorOf = (user: StudioUser) => ({ userId: user.id, name: user.email, asClient: false });

export const canReview = (user: StudioUser) => roleCan(user.role, "review");

export function assertItemId(value: string | undefined): string {
  if (!value || !isGuid(value)) throw StudioError.notFound("No such review item.");
  return value.toLowerCase();
}

/**
 * One item as this user may see it: reviewers and admins any of the workspace's, a marketer only
 * their own work (anyone else's reads as not found, so its existence is not told either).
 */
export async function findVisibleItem(service: ServiceCaller, user: StudioUser, itemId: string): Promise<ReviewItemDetail> {
  const detail = await service.call(getReviewItem, { params: { itemId } });
  if (!canReview(user) && detail.item.authorUserId !== user.id) throw StudioError.notFound("No such review item.");
  return detail;
}
