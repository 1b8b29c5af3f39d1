import "server-only";
import { listReviewItems, submitReviewItem } from "@/lib/schemas/review";
import { fileSlug } from "./photoshoot-sizes";
import { findPhotoshoot, type StudioProgress } from "./photoshoots";
import { actorOf, findVisibleItem } from "./review";
import { tellReviewersOfSubmission } from "./review-notify";
import { roleCan } from "./roles";
import type { AdRef } from "./ads-schemas";
import { StudioError } from "./errors";
import type { ServiceCaller } from "./service";
import type { StudioUser } from "@/lib/auth/studio-session";

type Task = StudioProgress["tasks"][number];

/** The page's ads as the service has them: each a finished-ad task of the workspace, refused otherwise. */
export async function findAds(service: ServiceCaller, userId: string, refs: AdRef[]): Promise<Task[]> {
  const records = new Map<string, Awaited<ReturnType<typeof findPhotoshoot>>>();
  const tasks: Task[] = [];
  for (const ref of refs) {
    if (!records.has(ref.processId)) records.set(ref.processId, await findPhotoshoot(service, userId, ref.processId));
    const task = records.get(ref.processId)!.tasks.find((t) => t.taskId === ref.taskId);
    if (!task?.ad) throw StudioError.notFound("One of these ads no longer exists in this workspace.");
    tasks.push(task);
  }
  return tasks;
}

/** `01-die-kamera-die-erinnerungen-post-1080x1080.png`: which ad, its headline and its size, sorted by ad. */
export function adEntryName(index: number, headline: string, size: { width: number; height: number }, sizeName: string): string {
  return `${String(index + 1).padStart(2, "0")}-${fileSlug(headline) || "ad"}-${fileSlug(sizeName)}-${size.width}x${size.height}.png`;
}

/**
 * Hands the ads to the reviewers: every finished-ad task is a creative on the review board (the
 * service adds it as a draft, an edit as the next version of its ad); the newest version of each
 * is submitted as the signed-in user, who must be its author (or an admin), and reviewers are told.
 */
export async function submitAdsForReview(service: ServiceCaller, user: StudioUser, refs: AdRef[]) {
  const page = await service.call(listReviewItems, { query: { applicationId: service.applicationId, kind: "creative", limit: 200 } });
  const items = refs.map((ref) => page.items.find((item) => item.creative?.taskId === ref.taskId));
  if (items.some((item) => !item)) throw new StudioError(409, "An ad is not on the review board yet: wait until every ad has rendered, then send them again.");
  const submitted = [];
  for (const item of items as NonNullable<(typeof items)[number]>[]) {
    if (item.state !== "draft") {
      submitted.push({ itemId: item.id, title: item.title, version: item.version, state: item.state });
      continue;
    }
    const detail = await findVisibleItem(service, user, item.id);
    if (detail.item.authorUserId !== user.id && !roleCan(user.role, "admin")) throw StudioError.forbidden("submitting someone else's work");
    const answer = await service.call(submitReviewItem, { params: { itemId: item.id }, body: { ...actorOf(user) } });
    await tellReviewersOfSubmission(service, user, detail, answer.version);
    submitted.push({ itemId: item.id, title: item.title, version: answer.version, state: "inReview" as const });
  }
  return submitted;
}
