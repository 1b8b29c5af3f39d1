import { boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, unique, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { applications } from "./auth";
import { imageTasks } from "./photoshoot";

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const REVIEW_KINDS = ["creative", "adText"] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_DECISIONS = ["approved", "changesRequested", "rejected"] as const;
export type ReviewDecision = (typeof REVIEW_DECISIONS)[number];
export const ACTOR_KINDS = ["user", "client"] as const;
export type ActorKind = (typeof ACTOR_KINDS)[number];
/** Who may read a comment: the agency only (the default), or also the client on a share link. */
export const COMMENT_VISIBILITIES = ["internal", "client"] as const;
export type CommentVisibility = (typeof COMMENT_VISIBILITIES)[number];

/** What an ad-text version showed when it was made: regeneration replaces the texts, the snapshot keeps them. */
export interface AdTextSnapshot {
  processName: string;
  productName: string;
  texts: Array<{ id: number; value: string; favorited: boolean }>;
}

/**
 * One thing a team reviews: an ad-text process, or one scene slot of a product's photoshoots.
 * `groupKey` says which sources are versions of it: `process:<id>` for ad texts, the product's
 * name (or asset) and the slot's position for creatives, so re-running a product's photoshoot
 * adds a version to each slot's item instead of new items.
 */
export const reviewItems = pgTable(
  "review_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: REVIEW_KINDS }).notNull(),
    groupKey: text("group_key").notNull(),
    title: text("title").notNull(),
    authorUserId: uuid("author_user_id").notNull(),
    createdAt: at("created_at").notNull().defaultNow(),
    /** when its newest version was made: the board sorts by it */
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [unique("review_items_group_unique").on(t.applicationId, t.kind, t.groupKey), index("review_items_app_updated_idx").on(t.applicationId, t.updatedAt)],
);

/** One version of an item: an image task (its images stay stored) or a snapshot of an ad-text revision. */
export const reviewVersions = pgTable(
  "review_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => reviewItems.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    imageTaskId: uuid("image_task_id").references(() => imageTasks.id, { onDelete: "cascade" }),
    adTextProcessId: integer("ad_text_process_id"),
    adTextRevision: integer("ad_text_revision"),
    snapshot: jsonb("snapshot").$type<AdTextSnapshot>(),
    /** A version is the author's draft until they submit it; reviewers decide on submitted versions only. */
    submittedAt: at("submitted_at"),
    submittedBy: text("submitted_by"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [
    unique("review_versions_number_unique").on(t.itemId, t.number),
    unique("review_versions_task_unique").on(t.imageTaskId),
    unique("review_versions_revision_unique").on(t.adTextProcessId, t.adTextRevision),
  ],
);

/** Who did something: a studio user (by id) or a client through a share link (by the name they gave). */
const actorColumns = () => ({
  actorKind: text("actor_kind", { enum: ACTOR_KINDS }).notNull(),
  actorUserId: uuid("actor_user_id"),
  actorName: text("actor_name").notNull(),
});

/** A decision belongs to the version it was made on; the newest one on the newest version is the item's state. */
export const reviewDecisions = pgTable(
  "review_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => reviewItems.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    /** One text of an ad-text version, decided on its own; null: the whole item. */
    textId: integer("text_id"),
    decision: text("decision", { enum: REVIEW_DECISIONS }).notNull(),
    comment: text("comment"),
    ...actorColumns(),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("review_decisions_item_idx").on(t.itemId, t.createdAt)],
);

/**
 * A comment on a version: pinned to a point of a creative in the image's own pixels (so it stays
 * in place at any zoom) or on the whole item; a reply has a parent and no pin.
 */
export const reviewComments = pgTable(
  "review_comments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemId: uuid("item_id")
      .notNull()
      .references(() => reviewItems.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    parentId: uuid("parent_id").references((): AnyPgColumn => reviewComments.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    pinX: doublePrecision("pin_x"),
    pinY: doublePrecision("pin_y"),
    /** internal unless a reviewer chose otherwise; a client's own comments are always "client" */
    visibility: text("visibility", { enum: COMMENT_VISIBILITIES }).notNull().default("internal"),
    ...actorColumns(),
    resolvedAt: at("resolved_at"),
    resolvedBy: text("resolved_by"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("review_comments_item_idx").on(t.itemId, t.createdAt)],
);

/**
 * A read-only page for clients outside the workspace: exactly the items chosen, until it expires
 * or is revoked. Only the token's SHA-256 is stored, and the optional password's scrypt hash.
 */
export const reviewShareLinks = pgTable(
  "review_share_links",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    title: text("title").notNull(),
    itemIds: jsonb("item_ids").$type<string[]>().notNull(),
    allowDecisions: boolean("allow_decisions").notNull(),
    /** whether the client may download the creatives at full size (viewing is always allowed) */
    allowDownloads: boolean("allow_downloads").notNull().default(false),
    passwordHash: text("password_hash"),
    createdByUserId: uuid("created_by_user_id"),
    createdByName: text("created_by_name").notNull(),
    expiresAt: at("expires_at").notNull(),
    revokedAt: at("revoked_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("review_share_links_app_idx").on(t.applicationId, t.createdAt)],
);
