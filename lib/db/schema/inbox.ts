import { index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./auth";

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

export const INBOX_KINDS = ["submitted", "comment", "decision"] as const;
export type InboxKind = (typeof INBOX_KINDS)[number];

/**
 * A studio user's in-app notification (the bell): reviewers hear of new submissions, authors of
 * comments and decisions on their work. The item id has no foreign key: with BACKEND_URL the
 * review items live in another deployment's database.
 */
export const inboxNotifications = pgTable(
  "inbox_notifications",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: INBOX_KINDS }).notNull(),
    itemId: uuid("item_id").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    readAt: at("read_at"),
    createdAt: at("created_at").notNull().defaultNow(),
  },
  (t) => [index("inbox_notifications_user_idx").on(t.userId, t.createdAt)],
);
