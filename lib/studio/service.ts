import "server-only";
import type { z } from "zod";
import { AdcraftClient, ApiClientError, type CallInput } from "@/lib/client";
import { generateJwtToken, refreshJwtToken } from "@/lib/schemas/auth";
import type { Operation } from "@/lib/schemas/operation";
import { getDatabase, type Database } from "@/lib/db";
import { findWorkspace, saveWorkspaceTokens } from "@/lib/db/queries/studio";
import { getEnv } from "@/lib/env";
import { ownBaseUrl } from "@/lib/outbound/own-receiver";
import { StudioError, fromServiceError } from "./errors";
import { readWorkspaceCredentials, seal, unseal, type WorkspaceCredentials } from "./workspace";

/** Renew the access token this long before it expires, so no call goes out with a dying token. */
const RENEW_BEFORE_MS = 5 * 60_000;

interface CachedToken {
  applicationId: string;
  accessToken: string;
  accessExpiresAt: number;
  refreshToken: string | null;
  refreshExpiresAt: number;
}

// One cache and one renewal in flight per process: a refresh token works once, so two renewals
// racing would revoke the whole token family.
const holder = globalThis as typeof globalThis & { __adcraftStudioToken?: CachedToken; __adcraftStudioRenewal?: Promise<CachedToken> };

/** The service's base URL: BACKEND_URL, else this server on its own HOST and PORT (never the Host header). */
export function serviceBaseUrl(): string {
  const env = getEnv();
  return env.BACKEND_URL ? env.BACKEND_URL.replace(/\/$/, "") : ownBaseUrl();
}

function keyClient(credentials: WorkspaceCredentials) {
  return new AdcraftClient({ baseUrl: serviceBaseUrl(), apiKey: credentials.apiKey, apiSecret: credentials.apiSecret });
}

async function loadStoredToken(db: Database, applicationId: string): Promise<CachedToken | undefined> {
  const row = await findWorkspace(db);
  if (!row?.accessTokenCiphertext || !row.accessTokenExpiresAt || row.applicationId !== applicationId) return undefined;
  return {
    applicationId,
    accessToken: unseal("access_token", row.accessTokenCiphertext),
    accessExpiresAt: row.accessTokenExpiresAt.getTime(),
    refreshToken: row.refreshTokenCiphertext ? unseal("refresh_token", row.refreshTokenCiphertext) : null,
    refreshExpiresAt: row.refreshTokenExpiresAt?.getTime() ?? 0,
  };
}

async function renew(db: Database, credentials: WorkspaceCredentials, stale: CachedToken | undefined): Promise<CachedToken> {
  const client = keyClient(credentials);
  const { applicationId } = credentials;
  let pair: z.output<typeof generateJwtToken.response> | undefined;
  if (stale?.refreshToken && stale.refreshExpiresAt > Date.now() + 60_000) {
    pair = await client.call(refreshJwtToken, { body: { applicationId, refreshToken: stale.refreshToken } }).catch(() => undefined);
  }
  pair ??= await client.call(generateJwtToken, { body: { applicationId, jwtPrivateKey: credentials.jwtPrivateKey } });
  const token: CachedToken = {
    applicationId,
    accessToken: pair.accessToken,
    accessExpiresAt: Date.parse(pair.accessTokenExpiration),
    refreshToken: pair.refreshToken,
    refreshExpiresAt: Date.parse(pair.refreshTokenExpiration),
  };
  await saveWorkspaceTokens(db, {
    accessTokenCiphertext: seal("access_token", token.accessToken),
    accessTokenExpiresAt: new Date(token.accessExpiresAt),
    refreshTokenCiphertext: seal("refresh_token", pair.refreshToken),
    refreshTokenExpiresAt: new Date(token.refreshExpiresAt),
  });
  return token;
}

async function accessToken(db: Database, credentials: WorkspaceCredentials, forceRenew = false): Promise<string> {
  const fresh = (t: CachedToken | undefined): t is CachedToken =>
    t !== undefined && t.applicationId === credentials.applicationId && t.accessExpiresAt - RENEW_BEFORE_MS > Date.now();
  if (!forceRenew) {
    if (fresh(holder.__adcraftStudioToken)) return holder.__adcraftStudioToken.accessToken;
    const stored = await loadStoredToken(db, credentials.applicationId);
    if (fresh(stored)) return (holder.__adcraftStudioToken = stored).accessToken;
  }
  holder.__adcraftStudioRenewal ??= (async () => {
    const stale = holder.__adcraftStudioToken ?? (await loadStoredToken(db, credentials.applicationId));
    return (holder.__adcraftStudioToken = await renew(db, credentials, stale));
  })().finally(() => {
    holder.__adcraftStudioRenewal = undefined;
  });
  return (await holder.__adcraftStudioRenewal).accessToken;
}

/** Checks credentials an admin typed in by asking the service for a token with them. */
export async function verifyCredentials(credentials: WorkspaceCredentials): Promise<void> {
  try {
    await keyClient(credentials).call(generateJwtToken, { body: { applicationId: credentials.applicationId, jwtPrivateKey: credentials.jwtPrivateKey } });
  } catch (error) {
    if (error instanceof ApiClientError) {
      throw new StudioError(422, "The service did not accept these credentials: check the application id, key, secret and jwtPrivateKey.");
    }
    throw unreachable(error);
  }
}

function unreachable(error: unknown) {
  console.error("[studio] service unreachable:", error instanceof Error ? error.message : error);
  return new StudioError(502, `The service at ${serviceBaseUrl()} could not be reached. Try again in a moment.`);
}

export interface ServiceCaller {
  applicationId: string;
  call<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(operation: Operation<Q, B, R>, input?: CallInput<Q, B>): Promise<z.output<R>>;
  /** For files and streams: the service's successful Response as is; a failure becomes a StudioError like call's. */
  send<Q extends z.ZodType, B extends z.ZodType>(operation: Operation<Q, B>, input?: CallInput<Q, B>): Promise<Response>;
}

async function okOrThrow(response: Response): Promise<Response> {
  if (response.ok) return response;
  const body: unknown = await response.json().catch(() => undefined);
  throw new ApiClientError(response.status, body as ConstructorParameters<typeof ApiClientError>[1]);
}

/**
 * The service as the workspace's application: key, secret and a cached access token, renewed
 * before it expires and once more if the service rejects it. Errors become StudioErrors.
 */
export async function workspaceService(): Promise<ServiceCaller> {
  const db = await getDatabase();
  const credentials = await readWorkspaceCredentials(db);
  const client = keyClient(credentials);
  return {
    applicationId: credentials.applicationId,
    async call(operation, input) {
      try {
        try {
          return await client.withAccessToken(await accessToken(db, credentials)).call(operation, input);
        } catch (error) {
          // A token the service no longer accepts (its signing key changed, the family was revoked).
          if (!(error instanceof ApiClientError) || error.status !== 401) throw error;
          return await client.withAccessToken(await accessToken(db, credentials, true)).call(operation, input);
        }
      } catch (error) {
        if (error instanceof StudioError) throw error;
        if (error instanceof ApiClientError) throw fromServiceError(error);
        throw unreachable(error);
      }
    },
    async send(operation, input) {
      try {
        let response = await client.withAccessToken(await accessToken(db, credentials)).send(operation, input);
        if (response.status === 401) response = await client.withAccessToken(await accessToken(db, credentials, true)).send(operation, input);
        return await okOrThrow(response);
      } catch (error) {
        if (error instanceof StudioError) throw error;
        if (error instanceof ApiClientError) throw fromServiceError(error);
        throw unreachable(error);
      }
    },
  };
}
