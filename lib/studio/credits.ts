import "server-only";
import type { StudioUser } from "@/lib/auth/studio-session";
import { getDatabase } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { addCredits } from "@/lib/services/applications";
import { StudioError } from "./errors";
import { readWorkspaceCredentials } from "./workspace";

/** Credits can be added from the studio only when its service runs here: with BACKEND_URL, another deployment's operator adds them. */
export function canAddCreditsHere(): boolean {
  return !getEnv().BACKEND_URL;
}

/** PostgreSQL's "integer out of range": a balance past 2^31 − 1. */
const OUT_OF_RANGE = "22003";

/**
 * An admin's top-up of the studio's own key: the operator's `credits add` (the same service
 * function), recorded in the ledger as added in the studio by this admin's e-mail.
 */
export async function addWorkspaceCredits(user: StudioUser, credits: number): Promise<{ added: number; workspaceKeyCredits: number }> {
  if (!canAddCreditsHere()) {
    throw new StudioError(409, "This studio uses a service on another server: credits for its application are added there, by that service's operator.");
  }
  const db = await getDatabase();
  const { apiKey } = await readWorkspaceCredentials(db);
  try {
    const row = await addCredits(db, apiKey, credits, { source: "studio", grantedBy: user.email });
    return { added: credits, workspaceKeyCredits: row.credits };
  } catch (error) {
    if (error instanceof AppError && error.code === "NotFound") throw new StudioError(409, "The studio's API key is not on this server, so credits cannot be added here.");
    if ((error as { code?: string }).code === OUT_OF_RANGE) throw new StudioError(422, "That would hold more credits than a key can.", { credits: "is too many for the key's balance" });
    throw error;
  }
}
