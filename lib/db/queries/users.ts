import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../client";
import { users } from "../schema";

export type UserRole = (typeof users.$inferSelect)["role"];

export async function insertUser(db: Database, values: { email: string; passwordHash: string; role: UserRole }) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function listUsers(db: Database) {
  return db
    .select({ id: users.id, email: users.email, role: users.role, createdAt: users.createdAt })
    .from(users)
    .orderBy(asc(users.createdAt));
}
