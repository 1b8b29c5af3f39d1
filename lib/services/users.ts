import "server-only";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/users";
import { hashPassword, randomSecret } from "@/lib/auth/secrets";
import { AppError } from "@/lib/errors";

/** Creates a studio user; when no password is given, a random one is generated and returned once. */
export async function createUser(db: Database, input: { email: string; role: queries.UserRole; password?: string }) {
  const password = input.password ?? randomSecret("pw", 12);
  const user = await queries.insertUser(db, { email: input.email.toLowerCase(), role: input.role, passwordHash: await hashPassword(password) });
  if (!user) throw AppError.validation("email", `A user with the email ${input.email} already exists.`);
  return { id: user.id, email: user.email, role: user.role, ...(input.password ? {} : { password }) };
}

export function listUsers(db: Database) {
  return queries.listUsers(db);
}
