import "server-only";
import type { Database } from "@/lib/db";
import * as queries from "@/lib/db/queries/studio";
import { findUserByEmail, insertUser } from "@/lib/db/queries/users";
import { hashPassword } from "@/lib/auth/secrets";
import { createApplication } from "@/lib/services/applications";
import { decryptSecret, encryptSecret } from "@/lib/services/notifications/encryption";
import { getEnv } from "@/lib/env";
import type { SetupBody } from "./schemas";
import { StudioError } from "./errors";

/** The application the studio calls the service as; held in memory on the server only. */
export interface WorkspaceCredentials {
  applicationId: string;
  apiKey: string;
  apiSecret: string;
  jwtPrivateKey: string;
}

/** Each ciphertext is bound to its column, so one cannot be swapped for another. */
export const bindingOf = (column: string) => `studio_workspace:1:${column}`;

export const seal = (column: string, plaintext: string) => encryptSecret(plaintext, bindingOf(column));
export const unseal = (column: string, ciphertext: string) => decryptSecret(ciphertext, bindingOf(column));

export async function needsSetup(db: Database): Promise<boolean> {
  return (await queries.countUsers(db)) === 0;
}

export async function readWorkspaceCredentials(db: Database): Promise<WorkspaceCredentials> {
  const row = await queries.findWorkspace(db);
  if (!row) throw new StudioError(503, "The studio has no workspace yet. An admin must finish the first-run setup.");
  return {
    applicationId: row.applicationId,
    apiKey: unseal("api_key", row.apiKeyCiphertext),
    apiSecret: unseal("api_secret", row.apiSecretCiphertext),
    jwtPrivateKey: unseal("jwt_private_key", row.jwtPrivateKeyCiphertext),
  };
}

/** What an admin may see of the workspace: no key, secret or token. */
export async function describeWorkspace(db: Database) {
  const row = await queries.findWorkspace(db);
  if (!row) return null;
  return {
    name: row.name,
    applicationId: row.applicationId,
    backend: getEnv().BACKEND_URL ?? null,
    createdAt: row.createdAt.toISOString(),
    serviceSessionValidUntil: row.accessTokenExpiresAt?.toISOString() ?? null,
  };
}

/** Credits for a new workspace application on this server; an admin adds more in Settings → Credits. */
const INITIAL_CREDITS = 1000;

/**
 * First run: the workspace's application (new on this server, or an existing one given by the
 * admin) stored encrypted, and the first admin. Refused once any user exists.
 */
export async function setUpWorkspace(db: Database, input: SetupBody, verify: (credentials: WorkspaceCredentials) => Promise<void>) {
  if (!(await needsSetup(db))) throw new StudioError(409, "The studio is already set up. Sign in instead.");
  if (await findUserByEmail(db, input.email)) throw new StudioError(409, "The studio is already set up. Sign in instead.");
  let credentials: WorkspaceCredentials;
  if (input.mode === "create") {
    if (getEnv().BACKEND_URL) {
      throw new StudioError(422, "This studio calls another service (BACKEND_URL): connect an application of that service instead of creating one here.");
    }
    const created = await createApplication(db, { name: input.workspaceName, credits: INITIAL_CREDITS });
    credentials = { applicationId: created.applicationId, apiKey: created.apiKey, apiSecret: created.apiSecret, jwtPrivateKey: created.jwtPrivateKey };
  } else {
    credentials = { applicationId: input.applicationId.toLowerCase(), apiKey: input.apiKey, apiSecret: input.apiSecret, jwtPrivateKey: input.jwtPrivateKey };
    await verify(credentials);
  }
  const passwordHash = await hashPassword(input.password);
  const admin = await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    await queries.lockSetup(t);
    if ((await queries.countUsers(t)) > 0) throw new StudioError(409, "The studio is already set up. Sign in instead.");
    await queries.upsertWorkspace(t, {
      name: input.workspaceName,
      applicationId: credentials.applicationId,
      apiKeyCiphertext: seal("api_key", credentials.apiKey),
      apiSecretCiphertext: seal("api_secret", credentials.apiSecret),
      jwtPrivateKeyCiphertext: seal("jwt_private_key", credentials.jwtPrivateKey),
      accessTokenCiphertext: null,
      accessTokenExpiresAt: null,
      refreshTokenCiphertext: null,
      refreshTokenExpiresAt: null,
    });
    return insertUser(t, { email: input.email, passwordHash, role: "admin" });
  });
  if (!admin) throw new StudioError(409, "The studio is already set up. Sign in instead.");
  return { email: admin.email };
}
