import "server-only";
import { z } from "zod";
import type { Database } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { guid } from "@/lib/schemas/fields";
import * as applications from "@/lib/services/applications";
import * as users from "@/lib/services/users";

/**
 * Operator tasks, one table for both ways in: the CLI runs them on the database directly when no
 * server holds it, or posts them to the running server's /api/operator endpoint.
 */
const credits = z.coerce.number().int().min(0);

export const operatorCommands = {
  "apps create": {
    args: z.object({ name: z.string().min(1), credits: credits.default(0) }),
    run: (db: Database, a: { name: string; credits: number }) => applications.createApplication(db, a),
  },
  "apps list": {
    args: z.object({}),
    run: (db: Database) => applications.listApplications(db),
  },
  "keys create": {
    args: z.object({ app: guid(), credits: credits.default(0) }),
    run: (db: Database, a: { app: string; credits: number }) => applications.createApiKey(db, { applicationId: a.app, credits: a.credits }),
  },
  "keys revoke": {
    args: z.object({ key: z.string().min(1) }),
    run: (db: Database, a: { key: string }) => applications.revokeApiKey(db, a.key),
  },
  "credits add": {
    args: z.object({ key: z.string().min(1), amount: z.coerce.number().int().min(1) }),
    run: (db: Database, a: { key: string; amount: number }) => applications.addCredits(db, a.key, a.amount),
  },
  "users create": {
    args: z.object({ email: z.email(), role: z.enum(["admin", "marketer", "reviewer"]), password: z.string().min(8).optional() }),
    run: (db: Database, a: { email: string; role: "admin" | "marketer" | "reviewer"; password?: string }) => users.createUser(db, a),
  },
  "users list": {
    args: z.object({}),
    run: (db: Database) => users.listUsers(db),
  },
} as const;

export type OperatorCommandName = keyof typeof operatorCommands;

export function isOperatorCommand(name: string): name is OperatorCommandName {
  return Object.hasOwn(operatorCommands, name);
}

export async function runOperatorCommand(db: Database, name: string, args: Record<string, unknown>): Promise<unknown> {
  if (!isOperatorCommand(name)) throw AppError.validation("command", `Unknown command "${name}".`);
  const command = operatorCommands[name];
  const parsed = command.args.safeParse(args);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.validation(String(issue.path[0] ?? "args"), `--${String(issue.path[0])}: ${issue.message}`);
  }
  return (command.run as (db: Database, a: unknown) => Promise<unknown>)(db, parsed.data);
}
