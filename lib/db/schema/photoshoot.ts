import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from "drizzle-orm/pg-core";
import { apiUsage, applications } from "./auth";

export interface ProductAnalysis {
  dominantColors: Array<{ r: number; g: number; b: number; share: number; name: string }>;
  shapeClass: "tall" | "wide" | "square" | "round";
  box: { left: number; top: number; width: number; height: number };
  /** What the picture shows (absent on assets uploaded before it was read). */
  look?: ProductLook;
}

/** The product as the picture shows it: a kind read from the silhouette, its main colour, its pose. */
export interface ProductLook {
  /** "bottle", "T-shirt", …, or null when the silhouette is not one the reader knows. */
  kind: string | null;
  /** A basic colour term ("orange", "navy"), or null when no colour holds most of the product. */
  colour: string | null;
  pose: "flatLay" | "standing";
}

/** An uploaded product photo's background-removed cutout, its mask and what was learned from it. */
export const productAssets = pgTable("product_assets", {
  id: uuid("id").primaryKey().defaultRandom(),
  applicationId: uuid("application_id")
    .notNull()
    .references(() => applications.id, { onDelete: "cascade" }),
  userId: uuid("user_id").notNull(),
  cutoutKey: text("cutout_key").notNull(),
  maskKey: text("mask_key").notNull(),
  /** The uploaded photo as sent: the refine brush decides its strokes on the photo's own edges. Null for assets made before it was kept. */
  photoKey: text("photo_key"),
  /** The asset a refine brush started from (its photo is shared); null for an upload. */
  sourceAssetId: uuid("source_asset_id").references((): AnyPgColumn => productAssets.id, { onDelete: "set null" }),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  analysis: jsonb("analysis").$type<ProductAnalysis>().notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/** What a task renders: the prompt object as the client sent it (tag custom or preset). */
export type PromptObject = { tag: "custom"; prompt: string; nativeLanguagePrompt?: string | null } | { tag: "preset"; preset: string };

/** One stored image of a task: the primary canvas first, then each further renderKind size. */
export interface TaskVariant {
  width: number;
  height: number;
  pngKey: string;
  thumbnailKey: string;
  /** where the product's pixels are on this canvas */
  productBox: { left: number; top: number; width: number; height: number };
  /** A finished ad's texts as drawn on this canvas (absent on photoshoot images and on ads drawn before they were recorded). */
  textBoxes?: AdTextBox[];
}

/** Where a finished ad's headline, punchline or button landed on one canvas, in its pixels. */
export interface AdTextBox {
  role: "headline" | "punchline" | "cta";
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * What a finished-ad task draws (AdCreativesByKind, AdCreativesByTasks): the photoshoot task whose
 * images it stands on, its texts, template and the brand as it was when the ad was asked for
 * (a later edit or deletion of the kit does not change an ad already queued).
 */
export interface FinishedAdSpec {
  /** A photoshoot task whose images the ad stands on, or an uploaded product photo (its asset). */
  source: { processId: string; taskId: string } | { assetId: string; photoKey: string };
  /** The ad this one is an edit of (AdCreativesByTasks), the first of the line: its review item takes each edit as a new version. */
  origin?: string;
  texts: { headline: string; punchline: string | null; cta: string };
  template: "overlay" | "panel" | "card";
  language: string;
  brand: { kitId: string; colours: { primary: string; secondary: string; text: string; background: string }; fontPair: string; logoKey: string | null };
  sizes: Array<{ width: number; height: number }>;
}

/** One AdCreative request: six tasks rendering one product in the scenes the client chose. */
export const imageProcesses = pgTable(
  "image_processes",
  {
    id: uuid("id").primaryKey(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull(),
    assetId: uuid("asset_id")
      .notNull()
      .references(() => productAssets.id, { onDelete: "cascade" }),
    productName: text("product_name"),
    productDescription: text("product_description"),
    renderKind: integer("render_kind").notNull(),
    disableSafeMargin: boolean("disable_safe_margin").notNull(),
    useSameStyleReferenceImage: boolean("use_same_style_reference_image").notNull(),
    /** photoshoot (AdCreative) or finishedAds (AdCreativesByKind / ByTasks): which renderer a task goes to */
    kind: text("kind").$type<"photoshoot" | "finishedAds">().notNull().default("photoshoot"),
    /** The call's ledger row (one credit a task): a task that fails for good gives its credit back through it. */
    chargeUsageId: uuid("charge_usage_id").references(() => apiUsage.id, { onDelete: "set null" }),
    /** set once, by whichever worker finished the last task: the Progress message goes out once */
    progressNotifiedAt: at("progress_notified_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("image_processes_application_idx").on(t.applicationId, t.createdAt)],
);

export const imageTasks = pgTable(
  "image_tasks",
  {
    id: uuid("id").primaryKey(),
    processId: uuid("process_id")
      .notNull()
      .references(() => imageProcesses.id, { onDelete: "cascade" }),
    /** 0..5: the order of the tasks in the progress record */
    position: integer("position").notNull(),
    promptObject: jsonb("prompt_object").$type<PromptObject>().notNull(),
    /** renderState (decisions): 1 Queued … 5 Completed, 6 Failed, 7 Cancelled; moves forward only */
    renderState: integer("render_state").notNull().default(1),
    progress: integer("progress").notNull().default(0),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    variants: jsonb("variants").$type<TaskVariant[]>(),
    /** a finished ad's texts, template, brand and sizes; null for a photoshoot task */
    adSpec: jsonb("ad_spec").$type<FinishedAdSpec>(),
    errorMessage: text("error_message"),
    attempts: integer("attempts").notNull().default(0),
    /** set when the TaskCompleted message has been handed to the delivery service */
    notifiedAt: at("notified_at"),
    /**
     * A redo of one scene (ours) charges one credit of its own: a redo that fails for good gives
     * it back through this ledger row, not the photoshoot's. Null for the photoshoot's own tasks.
     */
    chargeUsageId: uuid("charge_usage_id").references(() => apiUsage.id, { onDelete: "set null" }),
    /**
     * Set when a redo took this task's place in the photoshoot: the row stays (its review version
     * and decisions stay on it, its files stay for the board) but the photoshoot no longer shows it.
     */
    replacedAt: at("replaced_at"),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("image_tasks_process_idx").on(t.processId, t.position)],
);
