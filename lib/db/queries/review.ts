import "server-only";
import { createHash } from "node:crypto";
import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../client";
import { queryRows } from "../raw";
import { adTexts, imageProcesses, imageTasks, reviewComments, reviewDecisions, reviewItems, reviewShareLinks, reviewVersions } from "../schema";
import type { ActorKind, AdTextSnapshot, CommentVisibility, FinishedAdSpec, PromptObject, ReviewDecision, ReviewKind } from "../schema";

export type ReviewItemRow = typeof reviewItems.$inferSelect;
export type ReviewVersionRow = typeof reviewVersions.$inferSelect;
export type ReviewDecisionRow = typeof reviewDecisions.$inferSelect;
export type ReviewCommentRow = typeof reviewComments.$inferSelect;
export type ShareLinkRow = typeof reviewShareLinks.$inferSelect;

export interface Actor {
  kind: ActorKind;
  userId: string | null;
  name: string;
}

interface MissingCreative {
  task_id: string;
  position: number;
  prompt_object: PromptObject;
  /** how many earlier slots of the same photoshoot show the same scene (a preset may be chosen twice) */
  occurrence: number;
  user_id: string;
  product_name: string | null;
  asset_id: string;
  /** when the task was written: its photoshoot's start, or for a redo the moment it replaced the slot's last take */
  created_at: Date;
  /** a finished ad's spec (AdCreativesByKind / AdCreativesByTasks); null for a photoshoot's creative */
  ad_spec: FinishedAdSpec | null;
}

interface MissingAdText {
  id: number;
  user_id: string;
  process_name: string;
  product_name: string;
  revision: number;
  updated_at: Date;
}

/**
 * A product's photoshoots share items scene by scene: the same product name (or the same uploaded
 * asset) and the same scene, a preset or a prompt (compared without case or extra spaces). Not the
 * slot: a re-run with the scenes in another order, or a redo of one scene, must version the scene
 * it shows, never a neighbour's. The same scene twice in one photoshoot is told apart by its count.
 */
export function creativeGroupKey(productName: string | null, assetId: string, scene: PromptObject, occurrence = 0) {
  const product = productName?.trim().toLowerCase();
  const sceneKey =
    scene.tag === "preset" ? `preset:${scene.preset}` : `prompt:${createHash("sha256").update(scene.prompt.trim().replace(/\s+/g, " ").toLowerCase()).digest("hex").slice(0, 32)}`;
  return `${product ? `name:${product}` : `asset:${assetId}`}|${sceneKey}${occurrence ? `#${occurrence + 1}` : ""}`;
}

/**
 * Makes an item version of every image task and every ad-text revision that has none yet. A redo of
 * one scene is a task at the same slot (position) as the one it replaced: the slot, not the row,
 * counts the occurrence (dense_rank), so a redo lands on its scene's item as the next version, and
 * the takes of one slot are numbered in the order they were made. Cheap
 * when nothing is new (two anti-joins; one process's alone with `only`); serialized per application so two boards opening at once
 * cannot number the same version twice.
 */
export async function syncReviewItems(db: Database, applicationId: string, only?: { adTextProcessId: number }) {
  const creatives = only ? [] : await queryRows<MissingCreative>(
    db,
    sql`select t.id as task_id, t.position, t.prompt_object, t.occurrence, t.ad_spec, p.user_id, p.product_name, p.asset_id,
          coalesce((select max(r.replaced_at) from image_tasks r
                    where r.process_id = t.process_id and r.position = t.position and r.replaced_at < coalesce(t.replaced_at, 'infinity'::timestamptz)), p.created_at) as created_at
        from (select it.*, (dense_rank() over (partition by it.process_id, it.prompt_object order by it.position) - 1)::int as occurrence
              from image_tasks it join image_processes ip on ip.id = it.process_id where ip.application_id = ${applicationId}) t
        join image_processes p on p.id = t.process_id
        where p.application_id = ${applicationId}
          and not exists (select 1 from review_versions v where v.image_task_id = t.id)
        order by p.created_at, t.position, t.replaced_at nulls last`,
  );
  const texts = await queryRows<MissingAdText>(
    db,
    sql`select p.id, p.user_id, p.process_name, p.product_name, p.revision, p.updated_at
        from ad_text_processes p
        where p.application_id = ${applicationId} and (${only?.adTextProcessId ?? null}::int is null or p.id = ${only?.adTextProcessId ?? null}::int)
          and not exists (select 1 from review_versions v where v.ad_text_process_id = p.id and v.ad_text_revision = p.revision)
        order by p.id`,
  );
  if (creatives.length === 0 && texts.length === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`review:${applicationId}`}))`);
    for (const c of creatives) {
      const title = c.product_name?.trim() || "Untitled product";
      // A finished ad is an item of its own, named by its headline; its edits are its next versions
      // (never a version of the photoshoot creative it stands on, which shares its scene).
      const ad = c.ad_spec;
      await addVersion(tx as unknown as Database, {
        applicationId,
        kind: "creative",
        groupKey: ad ? `ad:${ad.origin ?? c.task_id}` : creativeGroupKey(c.product_name, c.asset_id, c.prompt_object, c.occurrence),
        title: ad ? `Ad · ${ad.texts.headline}` : `${title} · scene ${c.position + 1}`,
        authorUserId: c.user_id,
        at: c.created_at,
        source: { imageTaskId: c.task_id },
      });
    }
    for (const p of texts) {
      const rows = await tx.select({ id: adTexts.id, value: adTexts.value, favorited: adTexts.favorited }).from(adTexts).where(eq(adTexts.processId, p.id)).orderBy(asc(adTexts.id));
      const snapshot: AdTextSnapshot = { processName: p.process_name, productName: p.product_name, texts: rows };
      await addVersion(tx as unknown as Database, {
        applicationId,
        kind: "adText",
        groupKey: `process:${p.id}`,
        title: p.process_name,
        authorUserId: p.user_id,
        at: p.updated_at,
        source: { adTextProcessId: p.id, adTextRevision: p.revision, snapshot },
      });
    }
  });
}

async function addVersion(
  db: Database,
  v: {
    applicationId: string;
    kind: ReviewKind;
    groupKey: string;
    title: string;
    authorUserId: string;
    at: Date;
    source: { imageTaskId: string } | { adTextProcessId: number; adTextRevision: number; snapshot: AdTextSnapshot };
  },
) {
  const [item] = await db
    .insert(reviewItems)
    .values({ applicationId: v.applicationId, kind: v.kind, groupKey: v.groupKey, title: v.title, authorUserId: v.authorUserId, createdAt: v.at, updatedAt: v.at })
    .onConflictDoUpdate({
      target: [reviewItems.applicationId, reviewItems.kind, reviewItems.groupKey],
      // A re-run by someone else makes them the author of the newest version, and of the item.
      set: { title: v.title, authorUserId: v.authorUserId, updatedAt: sql`greatest(${reviewItems.updatedAt}, excluded.updated_at)` },
    })
    .returning({ id: reviewItems.id });
  await db
    .insert(reviewVersions)
    .values({
      itemId: item!.id,
      number: sql`(select coalesce(max(number), 0) + 1 from review_versions where item_id = ${item!.id})`,
      createdAt: v.at,
      ...v.source,
    })
    .onConflictDoNothing();
}

export interface ItemFilter {
  kind?: ReviewKind;
  authorUserId?: string;
  since?: Date;
  until?: Date;
  search?: string;
  ids?: string[];
}

/** The application's items, newest first, with their newest version and the decision on it. */
export async function listItems(db: Database, applicationId: string, filter: ItemFilter = {}) {
  const conditions = [eq(reviewItems.applicationId, applicationId)];
  if (filter.kind) conditions.push(eq(reviewItems.kind, filter.kind));
  if (filter.authorUserId) conditions.push(eq(reviewItems.authorUserId, filter.authorUserId));
  if (filter.since) conditions.push(sql`${reviewItems.updatedAt} >= ${filter.since.toISOString()}`);
  if (filter.until) conditions.push(sql`${reviewItems.updatedAt} < ${filter.until.toISOString()}`);
  if (filter.search) conditions.push(sql`${reviewItems.title} ilike ${`%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    conditions.push(inArray(reviewItems.id, filter.ids));
  }
  return db
    .select({
      item: reviewItems,
      version: reviewVersions,
      task: { processId: imageTasks.processId, renderState: imageTasks.renderState, width: imageTasks.width, height: imageTasks.height },
      decision: sql<{ decision: ReviewDecision; actorName: string; actorKind: ActorKind; createdAt: string } | null>`(
        select json_build_object('decision', d.decision, 'actorName', d.actor_name, 'actorKind', d.actor_kind, 'createdAt', d.created_at)
        from review_decisions d where d.item_id = ${reviewItems.id} and d.version = ${reviewVersions.number} and d.text_id is null
        order by d.created_at desc limit 1)`,
      // Each text of an ad-text version decided on its own: the newest decision per text.
      textDecisions: sql<Array<{ textId: number; decision: ReviewDecision; createdAt: string }> | null>`(
        select json_agg(json_build_object('textId', x.text_id, 'decision', x.decision, 'createdAt', x.created_at))
        from (select distinct on (d.text_id) d.text_id, d.decision, d.created_at from review_decisions d
              where d.item_id = ${reviewItems.id} and d.version = ${reviewVersions.number} and d.text_id is not null
              order by d.text_id, d.created_at desc) x)`,
      openComments: sql<number>`(select count(*)::int from review_comments c where c.item_id = ${reviewItems.id} and c.parent_id is null and c.resolved_at is null)`,
    })
    .from(reviewItems)
    .innerJoin(
      reviewVersions,
      and(eq(reviewVersions.itemId, reviewItems.id), eq(reviewVersions.number, sql`(select max(number) from review_versions m where m.item_id = ${reviewItems.id})`)),
    )
    .leftJoin(imageTasks, eq(imageTasks.id, reviewVersions.imageTaskId))
    .where(and(...conditions))
    .orderBy(desc(reviewItems.updatedAt), desc(reviewItems.id));
}

export async function findItem(db: Database, applicationId: string, itemId: string) {
  const [row] = await db.select().from(reviewItems).where(and(eq(reviewItems.id, itemId), eq(reviewItems.applicationId, applicationId)));
  return row;
}

export function listVersions(db: Database, itemId: string) {
  return db
    .select({
      version: reviewVersions,
      task: { processId: imageTasks.processId, renderState: imageTasks.renderState, width: imageTasks.width, height: imageTasks.height, variants: imageTasks.variants },
      process: { userId: imageProcesses.userId },
    })
    .from(reviewVersions)
    .leftJoin(imageTasks, eq(imageTasks.id, reviewVersions.imageTaskId))
    .leftJoin(imageProcesses, eq(imageProcesses.id, imageTasks.processId))
    .where(eq(reviewVersions.itemId, itemId))
    .orderBy(asc(reviewVersions.number));
}

export function listDecisions(db: Database, itemId: string) {
  return db.select().from(reviewDecisions).where(eq(reviewDecisions.itemId, itemId)).orderBy(asc(reviewDecisions.createdAt));
}

export function listComments(db: Database, itemId: string) {
  return db.select().from(reviewComments).where(eq(reviewComments.itemId, itemId)).orderBy(asc(reviewComments.createdAt));
}

export async function insertDecision(db: Database, values: { itemId: string; version: number; textId: number | null; decision: ReviewDecision; comment: string | null; actor: Actor }) {
  const { actor, ...rest } = values;
  const [row] = await db
    .insert(reviewDecisions)
    .values({ ...rest, actorKind: actor.kind, actorUserId: actor.userId, actorName: actor.name })
    .returning();
  return row!;
}

export async function insertComment(
  db: Database,
  values: { itemId: string; version: number; parentId: string | null; body: string; pinX: number | null; pinY: number | null; visibility: CommentVisibility; actor: Actor },
) {
  const { actor, ...rest } = values;
  const [row] = await db
    .insert(reviewComments)
    .values({ ...rest, actorKind: actor.kind, actorUserId: actor.userId, actorName: actor.name })
    .returning();
  return row!;
}

/** Marks a version submitted (once: a second submit keeps the first time and name). */
export async function submitVersion(db: Database, itemId: string, number: number, by: string) {
  const [row] = await db
    .update(reviewVersions)
    .set({ submittedAt: sql`coalesce(${reviewVersions.submittedAt}, now())`, submittedBy: sql`coalesce(${reviewVersions.submittedBy}, ${by})` })
    .where(and(eq(reviewVersions.itemId, itemId), eq(reviewVersions.number, number)))
    .returning();
  return row!;
}

export async function findComment(db: Database, itemId: string, commentId: string) {
  const [row] = await db.select().from(reviewComments).where(and(eq(reviewComments.id, commentId), eq(reviewComments.itemId, itemId)));
  return row;
}

export async function setCommentResolved(db: Database, commentId: string, resolvedBy: string | null) {
  const [row] = await db
    .update(reviewComments)
    .set(resolvedBy ? { resolvedAt: new Date(), resolvedBy } : { resolvedAt: null, resolvedBy: null })
    .where(and(eq(reviewComments.id, commentId), isNull(reviewComments.parentId)))
    .returning();
  return row;
}

export async function insertShareLink(db: Database, values: typeof reviewShareLinks.$inferInsert) {
  const [row] = await db.insert(reviewShareLinks).values(values).returning();
  return row!;
}

export async function findShareLinkByHash(db: Database, tokenHash: string) {
  const [row] = await db.select().from(reviewShareLinks).where(eq(reviewShareLinks.tokenHash, tokenHash));
  return row;
}

export function listShareLinks(db: Database, applicationId: string) {
  return db.select().from(reviewShareLinks).where(eq(reviewShareLinks.applicationId, applicationId)).orderBy(desc(reviewShareLinks.createdAt));
}

export async function revokeShareLink(db: Database, applicationId: string, id: string) {
  const [row] = await db
    .update(reviewShareLinks)
    .set({ revokedAt: sql`coalesce(${reviewShareLinks.revokedAt}, now())` })
    .where(and(eq(reviewShareLinks.id, id), eq(reviewShareLinks.applicationId, applicationId)))
    .returning();
  return row;
}
