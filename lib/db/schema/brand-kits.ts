import { customType, index, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { applications } from "./auth";

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });
const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * A brand's look for finished ads: colours, a font pair the renderer ships, a default tone and a
 * logo. The logo (at most 512 KB, an SVG already sanitised) lives in the row: it is read with the
 * kit on every render and never streamed.
 */
export const brandKits = pgTable(
  "brand_kits",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    applicationId: uuid("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    logoMediaType: text("logo_media_type"),
    logo: bytea("logo"),
    primaryColour: text("primary_colour").notNull(),
    secondaryColour: text("secondary_colour").notNull(),
    textColour: text("text_colour").notNull(),
    backgroundColour: text("background_colour").notNull(),
    fontPair: text("font_pair").notNull(),
    defaultTone: text("default_tone"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [index("brand_kits_application_idx").on(t.applicationId, t.createdAt)],
);
