import "server-only";

/**
 * API keys as last read, kept for a second: every call of a client looks its key up, and that read
 * was most of what a bare authenticated call cost (docs/benchmarks.md). This process keeps the
 * entries exact — a charge here updates the balance, a refund, a top-up or a revocation here drops
 * the entry. Another process on the same database sees a revocation or top-up made elsewhere
 * within KEY_TTL_MS. Charges never overdraw whatever an entry says: each is one conditional UPDATE.
 */
export interface KnownKey {
  id: string;
  applicationId: string;
  key: string;
  secretHash: string;
  credits: number;
}

const KEY_TTL_MS = 1000;
const MAX_KEYS = 10_000;

// One cache per process: Next bundles routes separately, so the map lives on globalThis.
const holder = globalThis as typeof globalThis & { __adcraftKeyCache?: Map<string, { row: KnownKey; until: number }> };
const entries = () => (holder.__adcraftKeyCache ??= new Map());

export function knownKey(key: string): KnownKey | undefined {
  const entry = entries().get(key);
  if (entry && entry.until > Date.now()) return entry.row;
  if (entry) entries().delete(key);
  return undefined;
}

export function rememberKey(row: KnownKey) {
  const map = entries();
  if (map.size >= MAX_KEYS) map.delete(map.keys().next().value!);
  map.set(row.key, { row, until: Date.now() + KEY_TTL_MS });
}

/** The balance a charge left (the UPDATE's own answer). */
export function rememberBalance(apiKeyId: string, credits: number) {
  for (const entry of entries().values()) if (entry.row.id === apiKeyId) entry.row = { ...entry.row, credits };
}

/** Drops a key by its text or its id: the next call reads it again. */
export function forgetKey(keyOrId: string) {
  for (const [key, entry] of entries()) if (key === keyOrId || entry.row.id === keyOrId) entries().delete(key);
}
