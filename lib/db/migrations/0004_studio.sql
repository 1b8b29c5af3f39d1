CREATE TABLE "studio_workspace" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"application_id" uuid NOT NULL,
	"api_key_ciphertext" text NOT NULL,
	"api_secret_ciphertext" text NOT NULL,
	"jwt_private_key_ciphertext" text NOT NULL,
	"access_token_ciphertext" text,
	"access_token_expires_at" timestamp (3) with time zone,
	"refresh_token_ciphertext" text,
	"refresh_token_expires_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "studio_workspace_single_row" CHECK ("studio_workspace"."id" = 1)
);
