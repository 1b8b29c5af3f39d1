import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** One schema for PGlite and PostgreSQL; migrations are generated from it by drizzle-kit. */
const createdAt = () => timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow();

export const applications = pgTable("applications", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  jwtPrivateKeyHash: text("jwt_private_key_hash").notNull(),
  createdAt: createdAt(),
});

export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    key: text("key").notNull().unique(),
    /** What the key is for, as its creator named it ("CI pipeline"); null for the first key of an application. */
    label: text("label"),
    secretHash: text("secret_hash").notNull(),
    /**
     * The key's own jwtPrivateKey (hashed), for keys created through Account/ApiKeys: it is answered
     * once with the key, so a key made in the studio works without the application's jwtPrivateKey.
     * Null for keys that only the application's jwtPrivateKey exchanges for a token.
     */
    jwtPrivateKeyHash: text("jwt_private_key_hash"),
    credits: integer("credits").notNull().default(0),
    revokedAt: timestamp("revoked_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [check("api_keys_credits_non_negative", sql`${t.credits} >= 0`), index("api_keys_application_idx").on(t.applicationId)],
);

/**
 * The ledger of charges: one row per paid call, written by the same statement that takes the
 * credits (and deleted by the same statement that refunds them), so usage and balance agree.
 * A row is first a reservation of the process serving the call (`reserved_by`); it is kept
 * (`reserved_by` cleared) by the transaction that writes the call's work, or refunded. A
 * reservation whose process died is refunded by a sweep (lib/jobs/abandoned-charges.ts).
 */
export const apiUsage = pgTable(
  "api_usage",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    /** The operation as "METHOD path", e.g. "POST /api/v1/Text/Generation/Ads". */
    operation: text("operation").notNull(),
    credits: integer("credits").notNull(),
    /** The worker id (lib/jobs/orphans.ts) of the process whose call holds this charge; null once kept. */
    reservedBy: text("reserved_by"),
    createdAt: createdAt(),
  },
  // By application and day for the usage chart; by key for each key's last paid call; the
  // reservations alone (a handful at any moment) for the sweep.
  (t) => [
    index("api_usage_application_idx").on(t.applicationId, t.createdAt),
    index("api_usage_api_key_idx").on(t.apiKeyId, t.createdAt),
    index("api_usage_reserved_idx").on(t.reservedBy).where(sql`${t.reservedBy} is not null`),
  ],
);

/**
 * The ledger of credits added: one row per top-up, written by the statement that adds them, with
 * who added them (an operator's CLI, or a studio admin by e-mail), so a balance can be accounted for.
 */
export const creditGrants = pgTable(
  "credit_grants",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    apiKeyId: uuid("api_key_id")
      .notNull()
      .references(() => apiKeys.id, { onDelete: "cascade" }),
    credits: integer("credits").notNull(),
    /** Where the credits were added: "cli" (npx adcraft credits add) or "studio" (Settings → Credits). */
    source: text("source", { enum: ["cli", "studio"] }).notNull(),
    /** Who added them: the studio admin's e-mail; null from the CLI (whoever runs it on the server). */
    grantedBy: text("granted_by"),
    createdAt: createdAt(),
  },
  (t) => [check("credit_grants_positive", sql`${t.credits} > 0`), index("credit_grants_application_idx").on(t.applicationId, t.createdAt)],
);

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true, precision: 3 }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true, precision: 3 }),
    createdAt: createdAt(),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId)],
);

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  role: text("role", { enum: ["admin", "marketer", "reviewer"] }).notNull(),
  createdAt: createdAt(),
});
