import "server-only";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/review";
import { hashPassword, hashSecret, passwordMatches, randomSecret } from "@/lib/auth/secrets";
import { AppError } from "@/lib/errors";
import { openFailureGuard } from "@/lib/limits/failure-guard";
import { processOnce } from "@/lib/runtime/process-once";
import { sharedItemDetailSchema } from "@/lib/schemas/review";
import type { z } from "zod";
import { announce } from "./events";
import { commentOnReviewItem, decideReviewItem, getReviewItem, type Actor, type ReviewItemDetail } from "./items";

/**
 * Share links: a token of 256 random bits that only its SHA-256 stands for in the database, a
 * selection it never reaches past, an expiry, a revocation and an optional scrypt password.
 * Failed guesses are counted per visitor address and per application, by every server together
 * where they share a limit store (lib/limits/failure-guard.ts): past the limit wrong tokens are
 * refused until the window passes, right ones not.
 */
export const SHARE_GUESS_LIMITS = { perAddress: 10, perApplication: 200, windowMs: 15 * 60_000 };
const guards = processOnce("__adcraftShareGuesses", async () => ({
  perAddress: await openFailureGuard({ name: "share-guess-visitor", maxFailures: SHARE_GUESS_LIMITS.perAddress, windowMs: SHARE_GUESS_LIMITS.windowMs }),
  perApplication: await openFailureGuard({ name: "share-guess-application", maxFailures: SHARE_GUESS_LIMITS.perApplication, windowMs: SHARE_GUESS_LIMITS.windowMs }),
  perPassword: await openFailureGuard({ name: "share-guess-password", maxFailures: SHARE_GUESS_LIMITS.perAddress, windowMs: SHARE_GUESS_LIMITS.windowMs }),
}));

/** Only for tests: forget the guesses counted in this process's memory (a shared store's keys are per application). */
export function forgetShareGuesses() {
  void guards.take();
}

type SharedItemDetail = z.output<typeof sharedItemDetailSchema>;

const iso = (value: Date) => value.toISOString();

function toLink(row: queries.ShareLinkRow) {
  return {
    id: row.id,
    title: row.title,
    itemIds: row.itemIds,
    allowDecisions: row.allowDecisions,
    allowDownloads: row.allowDownloads,
    hasPassword: row.passwordHash !== null,
    createdBy: row.createdByName,
    expiresAt: iso(row.expiresAt),
    revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
    createdAt: iso(row.createdAt),
  };
}

export async function createReviewShareLink(
  db: Database,
  applicationId: string,
  input: { title: string; itemIds: string[]; expiresInMinutes: number; allowDecisions: boolean; allowDownloads?: boolean; password?: string; actor: Actor },
) {
  const itemIds = [...new Set(input.itemIds)];
  const found = await queries.listItems(db, applicationId, { ids: itemIds });
  const missing = itemIds.filter((id) => !found.some((row) => row.item.id === id));
  if (missing.length) throw AppError.validation("itemIds", `No review item ${missing.join(", ")} in this application.`);
  const token = randomSecret("rv", 32);
  const row = await queries.insertShareLink(db, {
    applicationId,
    tokenHash: hashSecret(token),
    title: input.title.trim(),
    itemIds,
    allowDecisions: input.allowDecisions,
    allowDownloads: input.allowDownloads ?? false,
    passwordHash: input.password ? await hashPassword(input.password) : null,
    createdByUserId: input.actor.userId,
    createdByName: input.actor.name,
    expiresAt: new Date(Date.now() + input.expiresInMinutes * 60_000),
  });
  announce(applicationId, "shareLink", null);
  return { link: toLink(row), token };
}

export async function listReviewShareLinks(db: Database, applicationId: string) {
  return (await queries.listShareLinks(db, applicationId)).map(toLink);
}

export async function revokeReviewShareLink(db: Database, applicationId: string, linkId: string) {
  const row = await queries.revokeShareLink(db, applicationId, linkId);
  if (!row) throw AppError.notFound(`Share link ${linkId} does not exist in this application.`);
  announce(applicationId, "shareLink", null);
  return toLink(row);
}

export interface ShareAccess {
  token: string;
  password?: string;
  clientAddress?: string;
}

const refused = () => AppError.notFound("This share link does not exist, has expired or was revoked.");

/**
 * The link behind a token, for this application only; every failure looks alike and counts as a
 * guess. A guesser past the limit is refused before the lookup tells it anything, but the right
 * token always opens: a limit someone else can run up must never lock out the link's own client.
 * Passwords are counted per link and visitor, so only wrong passwords from this visitor block it.
 */
async function unlock(db: Database, applicationId: string, access: ShareAccess) {
  const visitor = `${applicationId}:${access.clientAddress ?? "unknown"}`;
  const guesses = await guards.get();
  const row = await queries.findShareLinkByHash(db, hashSecret(access.token));
  if (!row || row.applicationId !== applicationId || row.revokedAt || row.expiresAt.getTime() <= Date.now()) {
    refuseWhileLocked(await guesses.perAddress.retryAfterMs(visitor), await guesses.perApplication.retryAfterMs(applicationId));
    await Promise.all([guesses.perAddress.recordFailure(visitor), guesses.perApplication.recordFailure(applicationId)]);
    throw refused();
  }
  if (row.passwordHash) {
    // Validation, not Unauthorized: the caller's credentials are fine, the visitor's password is not.
    if (!access.password) throw AppError.validation("password", "This share link needs its password.");
    const passwordGuesser = `${row.id}:${visitor}`;
    refuseWhileLocked(await guesses.perPassword.retryAfterMs(passwordGuesser));
    if (!(await passwordMatches(access.password, row.passwordHash))) {
      await guesses.perPassword.recordFailure(passwordGuesser);
      throw AppError.validation("password", "That password is not right.");
    }
  }
  return row;
}

function refuseWhileLocked(...waitsMs: number[]) {
  const wait = Math.max(...waitsMs);
  if (wait > 0) throw new AppError("RateLimited", "Too many wrong share links or passwords. Try again later.", { retryAfterSeconds: Math.ceil(wait / 1000) });
}

/** What a client sees: the selection's items as they stand, nothing else. */
export async function openReviewShareLink(db: Database, applicationId: string, access: ShareAccess) {
  const link = await unlock(db, applicationId, access);
  const items = [];
  for (const id of link.itemIds) {
    // An item deleted since the link was made is simply gone from it.
    const detail = await getReviewItem(db, applicationId, id).catch((error: unknown) => {
      if (error instanceof AppError && error.code === "NotFound") return null;
      throw error;
    });
    if (detail) items.push(forClient(detail));
  }
  return { title: link.title, allowDecisions: link.allowDecisions, allowDownloads: link.allowDownloads, expiresAt: iso(link.expiresAt), items };
}

/** A client's approval or change request on an item of the link, when the link allows it. */
export async function decideThroughReviewShareLink(
  db: Database,
  applicationId: string,
  input: ShareAccess & { itemId: string; decision: "approved" | "changesRequested"; name: string; comment?: string },
) {
  const link = await unlock(db, applicationId, input);
  if (!link.allowDecisions) throw AppError.validation("decision", "This share link is read-only: it does not take decisions.");
  if (!link.itemIds.includes(input.itemId)) throw refusedItem();
  return decideReviewItem(db, applicationId, input.itemId, { decision: input.decision, comment: input.comment, actor: { kind: "client", userId: null, name: input.name.trim() } });
}

/**
 * A client's comment on an item of the link (when the link takes answers): always client-visible,
 * under the name they gave; a reply only to a thread the client can see.
 */
export async function commentThroughReviewShareLink(
  db: Database,
  applicationId: string,
  input: ShareAccess & { itemId: string; name: string; body: string; parentId?: string; pinX?: number; pinY?: number },
) {
  const link = await unlock(db, applicationId, input);
  if (!link.allowDecisions) throw AppError.validation("body", "This share link is read-only: it does not take comments.");
  if (!link.itemIds.includes(input.itemId)) throw refusedItem();
  if (input.parentId) {
    const parent = await queries.findComment(db, input.itemId, input.parentId);
    // An internal thread reads as missing: its existence is the agency's business.
    if (!parent || parent.visibility !== "client") throw AppError.validation("parentId", "There is no such comment on this item to reply to.");
  }
  const comment = await commentOnReviewItem(db, applicationId, input.itemId, {
    body: input.body,
    parentId: input.parentId,
    pinX: input.pinX,
    pinY: input.pinY,
    visibility: "client",
    actor: { kind: "client", userId: null, name: input.name.trim() },
  });
  return { ...comment, by: { ...comment.by, userId: null } };
}

/** How a client sees anyone of the workspace: studio users' names are their e-mail addresses. */
export const AGENCY_NAME = "Agency team";

/**
 * What a client sees: a client under the name they gave, the agency as one name (no ids, no
 * addresses); only client-visible comments (and the open-thread count of those alone); the reasons
 * the agency gave with its own decisions stay internal, as do the team's favourites.
 */
function forClient(detail: ReviewItemDetail): SharedItemDetail {
  const shown = (by: Actor): Actor => (by.kind === "client" ? { ...by, userId: null } : { kind: "user", userId: null, name: AGENCY_NAME });
  const { item } = detail;
  const comments = detail.comments.filter((c) => c.visibility === "client");
  // Parsed with the client's schema, which drops whatever it does not name (the author's id, favourites).
  return sharedItemDetailSchema.parse({
    ...detail,
    item: {
      ...item,
      openComments: comments.filter((c) => c.parentId === null && c.resolvedAt === null).length,
      lastDecision: item.lastDecision && { ...item.lastDecision, by: shown(item.lastDecision.by) },
    },
    decisions: detail.decisions.map((d) => ({ ...d, comment: d.by.kind === "client" ? d.comment : null, by: shown(d.by) })),
    comments: comments.map((c) => ({ ...c, by: shown(c.by), resolvedBy: c.resolvedBy && AGENCY_NAME })),
  });
}

const refusedItem = () => AppError.notFound("This share link does not include that item.");
