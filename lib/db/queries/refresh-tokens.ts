import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../client";
import { refreshTokens } from "../schema";

export async function insertRefreshToken(
  db: Database,
  values: { applicationId: string; familyId: string; tokenHash: string; expiresAt: Date },
) {
  const [row] = await db.insert(refreshTokens).values(values).returning();
  return row!;
}

export async function findRefreshToken(db: Database, tokenHash: string) {
  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, tokenHash));
  return row;
}

/** Marks a live token used; undefined when another request already used it (a race is a reuse). */
export async function consumeRefreshToken(db: Database, id: string) {
  const [row] = await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  return row;
}

export async function revokeRefreshTokenFamily(db: Database, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}
