/**
 * The API access page's shared pieces: types and pure functions, used by the BFF and the page
 * alike. No zod here, so the page's bundle stays small (the request schemas are in
 * api-access-schemas.ts, for the BFF).
 */
export interface NewApiKeyRequest {
  label: string;
  credits?: number;
}

export const USAGE_PERIODS = [7, 30, 90] as const;

/** A key as the page shows it: masked, never its secret. */
export interface StudioApiKey {
  id: string;
  label: string | null;
  maskedKey: string;
  credits: number;
  createdAt: string;
  revokedAt: string | null;
  lastUsedAt: string | null;
  /** The key the studio itself calls the service with: revoking it would lock the studio out. */
  isWorkspaceKey: boolean;
}

export interface ApiAccessOverview {
  applicationId: string;
  /** Where API clients reach the service: BACKEND_URL, PUBLIC_URL or the address the page was opened at. */
  serviceUrl: string;
  keys: StudioApiKey[];
}

/** The one answer that carries secrets: the key just created, its secret and its own jwtPrivateKey, shown once. */
export interface CreatedStudioApiKey extends StudioApiKey {
  apiKey: string;
  apiSecret: string;
  jwtPrivateKey: string;
}

export interface UsagePoint {
  day: string;
  operation: string;
  calls: number;
  credits: number;
}

/** Credits added, from the service's ledger of top-ups. */
export interface CreditGrant {
  at: string;
  credits: number;
  maskedKey: string;
  /** Added to the studio's own key. */
  isWorkspaceKey: boolean;
  /** "studio": by an admin in Settings → Credits (grantedBy is their e-mail); "cli": by the server's operator. */
  source: "cli" | "studio";
  grantedBy: string | null;
}

export interface StudioUsage {
  credits: number;
  from: string;
  to: string;
  usage: UsagePoint[];
  grants: CreditGrant[];
  /** Whether credits can be added here: not when the studio drives another deployment (BACKEND_URL), whose operator adds them. */
  canAddCredits: boolean;
}

/** What Settings → Credits sends to add credits to the studio's key. */
export interface AddCreditsRequest {
  credits: number;
}

/** Most credits one top-up adds (a typo of three zeros stays a typo). */
export const MAX_CREDITS_PER_TOP_UP = 1_000_000;

/** "POST /api/v1/Text/Generation/Ads" → "Ads (POST)": the contract's last path segment names the operation. */
export function operationLabel(operation: string): string {
  const [method = "", path = ""] = operation.split(" ");
  const name = path.split("/").filter(Boolean).at(-1) ?? operation;
  return method === "PUT" ? `${name} (regenerate)` : name;
}

/**
 * A runnable shell example: a token from the key, secret and jwtPrivateKey, then one free call
 * whose HTTP status is printed last. Only placeholders (environment variables) stand for the
 * credentials; the dialog that shows a new key once gives them as `export` lines (shellVariables).
 */
export function curlExample(serviceUrl: string, applicationId: string): string {
  const base = serviceUrl.replace(/\/$/, "");
  return [
    "# First paste the export lines shown once with your key (never commit them).",
    `ADCRAFT_ACCESS_TOKEN=$(curl -s -X POST '${base}/api/v1/Authorization/GenerateJwtToken' \\`,
    `  -H 'content-type: application/json' -H "x-api-key: $ADCRAFT_API_KEY" -H "x-api-secret: $ADCRAFT_API_SECRET" \\`,
    `  -d '{"applicationId":"${applicationId}","jwtPrivateKey":"'"$ADCRAFT_JWT_PRIVATE_KEY"'"}' \\`,
    `  | sed -E 's/.*"accessToken":"([^"]+)".*/\\1/')`,
    "",
    "# Any call with the token, key and secret: here this key's credit balance, then the HTTP status.",
    `curl -s -w '\\nHTTP %{http_code}\\n' '${base}/api/v1/Account/Credits?applicationId=${applicationId}' \\`,
    `  -H "authorization: Bearer $ADCRAFT_ACCESS_TOKEN" -H "x-api-key: $ADCRAFT_API_KEY" -H "x-api-secret: $ADCRAFT_API_SECRET"`,
  ].join("\n");
}

/** A new key's credentials as the shell lines the curl example expects; shown once, with the key. */
export function shellVariables(created: Pick<CreatedStudioApiKey, "apiKey" | "apiSecret" | "jwtPrivateKey">): string {
  return [`export ADCRAFT_API_KEY='${created.apiKey}'`, `export ADCRAFT_API_SECRET='${created.apiSecret}'`, `export ADCRAFT_JWT_PRIVATE_KEY='${created.jwtPrivateKey}'`].join("\n");
}

/** Usage as one row per day (every day of the period, empty ones too) and the operations seen, for the chart. */
export function dailyCredits(usage: Pick<StudioUsage, "from" | "to" | "usage">): { days: Array<{ day: string; byOperation: Record<string, number>; total: number }>; operations: string[] } {
  const operations = [...new Set(usage.usage.map((u) => u.operation))].sort();
  const days: Array<{ day: string; byOperation: Record<string, number>; total: number }> = [];
  for (let t = Date.parse(`${usage.from}T00:00:00Z`); t <= Date.parse(`${usage.to}T00:00:00Z`); t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const byOperation: Record<string, number> = {};
    for (const point of usage.usage) if (point.day === day) byOperation[point.operation] = (byOperation[point.operation] ?? 0) + point.credits;
    days.push({ day, byOperation, total: Object.values(byOperation).reduce((a, b) => a + b, 0) });
  }
  return { days, operations };
}
