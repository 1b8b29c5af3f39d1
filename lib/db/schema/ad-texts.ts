import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./auth";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
};

/** A generation process: the brief as sent, and a revision that seeds each regeneration. */
export const adTextProcesses = pgTable(
  "ad_text_processes",
  {
    id: serial("id").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    type: integer("type").notNull(),
    productName: text("product_name").notNull(),
    productDescription: text("product_description").notNull(),
    processName: text("process_name").notNull(),
    websiteUrl: text("website_url"),
    cta: text("cta"),
    tone: text("tone"),
    outputLanguage: text("output_language").notNull(),
    targetAudience: text("target_audience"),
    emojiSelection: integer("emoji_selection").notNull(),
    customRequest: text("custom_request"),
    revision: integer("revision").notNull().default(0),
    ...timestamps,
  },
  (t) => [index("ad_text_processes_app_idx").on(t.applicationId, t.createdAt), index("ad_text_processes_user_idx").on(t.applicationId, t.userId)],
);

export interface ScoreFeatureRecord {
  name: string;
  label: string;
  score: number;
  weight: number;
}

export const adTexts = pgTable(
  "ad_texts",
  {
    id: serial("id").primaryKey(),
    processId: integer("process_id")
      .notNull()
      .references(() => adTextProcesses.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    favorited: boolean("favorited").notNull().default(false),
    conversionScore: integer("conversion_score").notNull(),
    scoreFeatures: jsonb("score_features").$type<ScoreFeatureRecord[]>().notNull(),
    type: integer("type").notNull(),
    ...timestamps,
  },
  (t) => [index("ad_texts_process_idx").on(t.processId)],
);
