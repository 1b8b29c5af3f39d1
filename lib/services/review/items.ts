import "server-only";
import type { z } from "zod";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/review";
import type { CommentVisibility, ReviewDecision, ReviewKind } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { reviewCommentSchema, reviewDecisionSchema, reviewItemDetailSchema, reviewItemSchema, REVIEW_STATES } from "@/lib/schemas/review";
import { writeWithReviewEvent } from "./channel-events";
import { announce } from "./events";

export type ReviewState = (typeof REVIEW_STATES)[number];
export type ReviewItem = z.output<typeof reviewItemSchema>;
export type ReviewItemDetail = z.output<typeof reviewItemDetailSchema>;
export type Actor = queries.Actor;

export interface ItemQuery extends queries.ItemFilter {
  state?: ReviewState;
  limit?: number;
  offset?: number;
}

const iso = (value: Date | string) => new Date(value).toISOString();
const actorOf = (row: { actorKind: Actor["kind"]; actorUserId: string | null; actorName: string }): Actor => ({ kind: row.actorKind, userId: row.actorUserId, name: row.actorName });

type ItemRow = Awaited<ReturnType<typeof queries.listItems>>[number];
type TextState = { textId: number; state: ReviewState };

/**
 * An ad-text version's states text by text: each text takes the newer of its own decision and one
 * on the whole item, else the version's (draft or in review).
 */
function textStatesOf(row: ItemRow, undecided: ReviewState): TextState[] | null {
  const texts = row.version.snapshot?.texts;
  if (!texts || !row.textDecisions?.length) return null;
  const whole = row.decision;
  return texts.map((text) => {
    const own = row.textDecisions!.find((d) => d.textId === text.id);
    const newest = own && (!whole || new Date(own.createdAt) >= new Date(whole.createdAt)) ? own : whole;
    return { textId: text.id, state: newest?.decision ?? undecided };
  });
}

/** The item's state from its texts': a change asked of one text is the item's; approved once each text is approved or rejected. */
function combinedState(states: TextState[]): ReviewState {
  const all = states.map((s) => s.state);
  if (all.includes("changesRequested")) return "changesRequested";
  if (all.includes("draft")) return "draft";
  if (all.includes("inReview")) return "inReview";
  return all.every((s) => s === "rejected") ? "rejected" : "approved";
}

function toItem(row: ItemRow): ReviewItem {
  const { item, version, task, decision } = row;
  const undecided: ReviewState = version.submittedAt ? "inReview" : "draft";
  const texts = textStatesOf(row, undecided);
  return {
    id: item.id,
    kind: item.kind,
    title: item.title,
    authorUserId: item.authorUserId,
    // A decision on the newest version is its state; without one it is the author's draft until submitted.
    state: texts ? combinedState(texts) : (decision?.decision ?? undecided),
    texts,
    version: version.number,
    createdAt: iso(item.createdAt),
    updatedAt: iso(item.updatedAt),
    openComments: Number(row.openComments),
    lastDecision: decision ? { decision: decision.decision, by: { kind: decision.actorKind, userId: null, name: decision.actorName }, createdAt: iso(decision.createdAt) } : null,
    creative: version.imageTaskId && task?.processId ? { imageProductGeneratorProcessId: task.processId, taskId: version.imageTaskId, renderState: task.renderState!, width: task.width!, height: task.height! } : null,
    adText: version.snapshot ?? null,
  };
}

/** The board: every creative and ad text of the application, newest first, filtered. */
export async function listReviewItems(db: Database, applicationId: string, query: ItemQuery = {}) {
  await queries.syncReviewItems(db, applicationId);
  const all = (await queries.listItems(db, applicationId, query)).map(toItem);
  const matching = query.state ? all.filter((item) => item.state === query.state) : all;
  const offset = query.offset ?? 0;
  return { items: matching.slice(offset, offset + (query.limit ?? 50)), total: matching.length };
}

async function requireItem(db: Database, applicationId: string, itemId: string) {
  const item = await queries.findItem(db, applicationId, itemId);
  if (!item) throw AppError.notFound(`Review item ${itemId} does not exist in this application.`);
  return item;
}

export async function getReviewItem(db: Database, applicationId: string, itemId: string): Promise<ReviewItemDetail> {
  await queries.syncReviewItems(db, applicationId);
  await requireItem(db, applicationId, itemId);
  const [row] = await queries.listItems(db, applicationId, { ids: [itemId] });
  const [versions, decisions, comments] = await Promise.all([queries.listVersions(db, itemId), queries.listDecisions(db, itemId), queries.listComments(db, itemId)]);
  return {
    item: toItem(row!),
    versions: versions.map(({ version, task }) => ({
      number: version.number,
      createdAt: iso(version.createdAt),
      submittedAt: version.submittedAt ? iso(version.submittedAt) : null,
      creative: version.imageTaskId && task?.processId ? { imageProductGeneratorProcessId: task.processId, taskId: version.imageTaskId, renderState: task.renderState!, width: task.width!, height: task.height! } : null,
      adText: version.snapshot ?? null,
    })),
    decisions: decisions.map(toDecision),
    comments: comments.map(toComment),
  };
}

function toDecision(row: queries.ReviewDecisionRow): z.output<typeof reviewDecisionSchema> {
  return { id: row.id, version: row.version, textId: row.textId, decision: row.decision, comment: row.comment, by: actorOf(row), createdAt: iso(row.createdAt) };
}

function toComment(row: queries.ReviewCommentRow): z.output<typeof reviewCommentSchema> {
  return {
    id: row.id,
    version: row.version,
    parentId: row.parentId,
    body: row.body,
    pin: row.pinX !== null && row.pinY !== null ? { x: row.pinX, y: row.pinY } : null,
    by: actorOf(row),
    visibility: row.visibility,
    resolvedAt: row.resolvedAt ? iso(row.resolvedAt) : null,
    resolvedBy: row.resolvedBy,
    createdAt: iso(row.createdAt),
  };
}

/** Picks the version acted on: the one named (which must exist), else the newest. */
async function resolveVersion(db: Database, itemId: string, requested: number | undefined) {
  const versions = await queries.listVersions(db, itemId);
  const numbers = versions.map((v) => v.version.number);
  const newest = Math.max(...numbers);
  if (requested === undefined) return { number: newest, versions };
  if (!numbers.includes(requested)) throw AppError.validation("version", `This item has versions 1 to ${newest}; there is no version ${requested}.`);
  return { number: requested, versions };
}

/** A decision on a version of an item: who, when, optional comment. Roles are the caller's to check. */
export async function decideReviewItem(
  db: Database,
  applicationId: string,
  itemId: string,
  input: { decision: ReviewDecision; comment?: string; version?: number; textId?: number; actor: Actor },
) {
  const item = await requireItem(db, applicationId, itemId);
  // The author needs to know what to change, or why it will not run: a bare "no" is no review.
  if (input.decision !== "approved" && !input.comment?.trim()) {
    throw AppError.validation("comment", input.decision === "rejected" ? "Give the reason for rejecting it." : "Say what should change.");
  }
  const { number, versions } = await resolveVersion(db, itemId, input.version);
  if (!versions.find((v) => v.version.number === number)!.version.submittedAt) {
    throw AppError.validation("version", `Version ${number} is still the author's draft: it can be decided on once it is submitted for review.`);
  }
  if (input.textId !== undefined) {
    if (item.kind !== "adText") throw AppError.validation("textId", "Only an ad-text item has texts to decide on one by one.");
    const texts = versions.find((v) => v.version.number === number)!.version.snapshot?.texts ?? [];
    if (!texts.some((t) => t.id === input.textId)) throw AppError.validation("textId", `Version ${number} has no text ${input.textId}.`);
  }
  const row = await writeWithReviewEvent(
    db,
    item,
    (tx) => queries.insertDecision(tx, { itemId, version: number, textId: input.textId ?? null, decision: input.decision, comment: input.comment?.trim() || null, actor: input.actor }),
    () => ({ EventType: "Decided", Version: number, Decision: input.decision, TextId: input.textId ?? null, ActorKind: input.actor.kind }),
  );
  announce(applicationId, "decision", itemId);
  return toDecision(row);
}

/** The author (or an admin) hands a version to the reviewers: draft → in review. Submitting twice changes nothing. */
export async function submitReviewItem(db: Database, applicationId: string, itemId: string, input: { version?: number; actor: Actor }) {
  const item = await requireItem(db, applicationId, itemId);
  const { number, versions } = await resolveVersion(db, itemId, input.version);
  const wasDraft = !versions.find((v) => v.version.number === number)!.version.submittedAt;
  const row = await writeWithReviewEvent(
    db,
    item,
    (tx) => queries.submitVersion(tx, itemId, number, input.actor.name),
    // The channels hear of the submission once, not of a second press of Submit.
    () => (wasDraft ? { EventType: "Submitted", Version: number, ActorKind: input.actor.kind } : null),
  );
  announce(applicationId, "submitted", itemId);
  return { version: row.number, submittedAt: iso(row.submittedAt!), submittedBy: row.submittedBy! };
}

export interface CommentInput {
  body: string;
  version?: number;
  parentId?: string;
  pinX?: number;
  pinY?: number;
  /** internal unless chosen; a client's comment is always client-visible */
  visibility?: CommentVisibility;
  actor: Actor;
}

/** A comment: pinned to a point inside a creative, on the whole item, or a reply in a thread. */
export async function commentOnReviewItem(db: Database, applicationId: string, itemId: string, input: CommentInput) {
  const item = await requireItem(db, applicationId, itemId);
  const hasPin = input.pinX !== undefined || input.pinY !== undefined;
  const visibility: CommentVisibility = input.actor.kind === "client" ? "client" : (input.visibility ?? "internal");
  if (hasPin && (input.pinX === undefined || input.pinY === undefined)) throw AppError.validation(input.pinX === undefined ? "pinX" : "pinY", "A pin needs both pinX and pinY.");
  if (input.parentId) {
    const parent = await queries.findComment(db, itemId, input.parentId);
    if (!parent) throw AppError.validation("parentId", "There is no such comment on this item to reply to.");
    if (parent.parentId) throw AppError.validation("parentId", "Reply to the thread's first comment.");
    if (hasPin) throw AppError.validation("pinX", "A reply belongs to its thread's pin and has none of its own.");
    // A client-visible reply under an internal thread would show the client half a conversation.
    if (visibility === "client" && parent.visibility !== "client") throw AppError.validation("visibility", "This thread is internal: its replies stay internal too.");
    const row = await writeWithReviewEvent(
      db,
      item,
      (tx) => queries.insertComment(tx, { itemId, version: parent.version, parentId: parent.id, body: input.body.trim(), pinX: null, pinY: null, visibility, actor: input.actor }),
      (reply) => ({ EventType: "Commented", Version: parent.version, CommentId: reply.id, CommentVisibility: visibility, ActorKind: input.actor.kind }),
    );
    announce(applicationId, "comment", itemId);
    return toComment(row);
  }
  const { number, versions } = await resolveVersion(db, itemId, input.version);
  if (hasPin) {
    if (item.kind !== "creative") throw AppError.validation("pinX", "Only a creative takes a pinned comment; comment on an ad text as a whole.");
    const task = versions.find((v) => v.version.number === number)?.task;
    if (task?.width && task.height && (input.pinX! > task.width || input.pinY! > task.height)) {
      throw AppError.validation(input.pinX! > task.width ? "pinX" : "pinY", `A pin must lie inside the creative's ${task.width}×${task.height} pixels.`);
    }
  }
  const row = await writeWithReviewEvent(
    db,
    item,
    (tx) => queries.insertComment(tx, { itemId, version: number, parentId: null, body: input.body.trim(), pinX: input.pinX ?? null, pinY: input.pinY ?? null, visibility, actor: input.actor }),
    (comment) => ({ EventType: "Commented", Version: number, CommentId: comment.id, CommentVisibility: visibility, ActorKind: input.actor.kind }),
  );
  announce(applicationId, "comment", itemId);
  return toComment(row);
}

export async function resolveReviewComment(db: Database, applicationId: string, itemId: string, commentId: string, input: { resolved: boolean; name: string }) {
  await requireItem(db, applicationId, itemId);
  const comment = await queries.findComment(db, itemId, commentId);
  if (!comment) throw AppError.notFound(`Comment ${commentId} does not exist on this item.`);
  if (comment.parentId) throw AppError.validation("commentId", "Resolve the thread's first comment; replies follow it.");
  const row = await queries.setCommentResolved(db, commentId, input.resolved ? input.name : null);
  announce(applicationId, "comment", itemId);
  return toComment(row!);
}

/**
 * Called before a regeneration replaces a process's texts: the revision about to go is kept as a
 * version if the board has not seen it yet. Newer revisions are picked up when the board reads.
 */
export function keepAdTextVersion(db: Database, applicationId: string, processId: number) {
  return queries.syncReviewItems(db, applicationId, { adTextProcessId: processId });
}

export type { ReviewKind };
