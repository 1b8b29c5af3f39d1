import { bigint, bigserial, index, integer, json, pgTable, text, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Hub messages on their way to the open streams of every process (lib/services/notifications/hub.ts):
 * written in the transaction that causes them, announced by NOTIFY with the row's id only (delivered
 * when that transaction commits), read by the processes that have a stream of that application open.
 * Rows are kept minutes, not for history.
 */
export const hubEvents = pgTable(
  "hub_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** the emitter topic: the application id, or review:<application id> */
    topic: text("topic").notNull(),
    /** json, not jsonb: the message keeps its key order (the contract's), byte for byte */
    body: json("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index("hub_events_created_idx").on(t.createdAt)],
);

/**
 * Rate limits and the sign-in throttle shared by every server of a PostgreSQL deployment, in the
 * layout rate-limiter-flexible's RateLimiterPostgres reads and writes (lib/http/shared-limits.ts).
 */
export const rateLimits = pgTable("rate_limits", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  /** Unix time in milliseconds; null never expires */
  expire: bigint("expire", { mode: "number" }),
});
