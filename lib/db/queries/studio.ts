import "server-only";
import { asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "../client";
import { studioWorkspace, users } from "../schema";

export type WorkspaceRow = typeof studioWorkspace.$inferSelect;
export type NewWorkspace = Omit<typeof studioWorkspace.$inferInsert, "id" | "createdAt" | "updatedAt">;
export type StudioRole = (typeof users.$inferSelect)["role"];

export async function findWorkspace(db: Database): Promise<WorkspaceRow | undefined> {
  const [row] = await db.select().from(studioWorkspace).where(eq(studioWorkspace.id, 1));
  return row;
}

/** Replaces the workspace (a setup that was interrupted before its admin existed may run again). */
export async function upsertWorkspace(db: Database, values: NewWorkspace) {
  const [row] = await db
    .insert(studioWorkspace)
    .values({ ...values, id: 1 })
    .onConflictDoUpdate({ target: studioWorkspace.id, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function saveWorkspaceTokens(
  db: Database,
  tokens: Pick<WorkspaceRow, "accessTokenCiphertext" | "accessTokenExpiresAt" | "refreshTokenCiphertext" | "refreshTokenExpiresAt">,
) {
  await db.update(studioWorkspace).set({ ...tokens, updatedAt: new Date() }).where(eq(studioWorkspace.id, 1));
}

/** Serializes first-run setups inside one transaction (PGlite and PostgreSQL alike). */
export async function lockSetup(db: Database) {
  await db.execute(sql`select pg_advisory_xact_lock(770707)`);
}

export async function countUsers(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return Number(row?.n ?? 0);
}

export async function countAdmins(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.role, "admin"));
  return Number(row?.n ?? 0);
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.id, id));
  return row;
}

export async function setUserRole(db: Database, id: string, role: StudioRole) {
  const [row] = await db.update(users).set({ role }).where(eq(users.id, id)).returning({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt });
  return row;
}

export async function deleteUser(db: Database, id: string) {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return row;
}

export async function listStudioUsers(db: Database) {
  return db.select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt }).from(users).orderBy(asc(users.createdAt));
}
