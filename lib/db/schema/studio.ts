import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const at = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * The studio's one workspace: the application the BFF calls the service as. No foreign key to
 * `applications`: with BACKEND_URL the application lives in another deployment's database.
 * Every secret and the cached token pair are AES-256-GCM ciphertexts bound to their column.
 */
export const studioWorkspace = pgTable(
  "studio_workspace",
  {
    /** Always 1: a deployment has one workspace, and a second setup conflicts on it. */
    id: integer("id").primaryKey().default(1),
    name: text("name").notNull(),
    applicationId: uuid("application_id").notNull(),
    apiKeyCiphertext: text("api_key_ciphertext").notNull(),
    apiSecretCiphertext: text("api_secret_ciphertext").notNull(),
    jwtPrivateKeyCiphertext: text("jwt_private_key_ciphertext").notNull(),
    accessTokenCiphertext: text("access_token_ciphertext"),
    accessTokenExpiresAt: at("access_token_expires_at"),
    refreshTokenCiphertext: text("refresh_token_ciphertext"),
    refreshTokenExpiresAt: at("refresh_token_expires_at"),
    createdAt: at("created_at").notNull().defaultNow(),
    updatedAt: at("updated_at").notNull().defaultNow(),
  },
  (t) => [check("studio_workspace_single_row", sql`${t.id} = 1`)],
);
