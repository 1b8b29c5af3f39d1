import { readFileSync } from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { AdcraftClient } from "@/lib/client";
import { generateJwtToken } from "@/lib/schemas/auth";

export interface TestApplication {
  applicationId: string;
  apiKey: string;
  apiSecret: string;
  jwtPrivateKey: string;
}

/** Runs an operator command on the test server, the way the CLI does while a server runs. */
export async function operator<T = unknown>(command: string, args: Record<string, unknown> = {}, dataDir = inject("serverDataDir")): Promise<T> {
  const { url, token } = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as { url: string; token: string };
  const response = await fetch(`${url}/api/operator`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ command, args }),
  });
  if (!response.ok) throw new Error(`operator ${command} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export function createApplication(credits = 100, name = "Test application") {
  return operator<TestApplication>("apps create", { name, credits });
}

export function keyClient(app: TestApplication, baseUrl = inject("baseUrl")) {
  return new AdcraftClient({ baseUrl, apiKey: app.apiKey, apiSecret: app.apiSecret });
}

/** A client holding the app's key, secret and a fresh access token. */
export async function authenticatedClient(app: TestApplication, baseUrl = inject("baseUrl")) {
  const client = keyClient(app, baseUrl);
  const pair = await client.call(generateJwtToken, { body: { applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey } });
  return client.withAccessToken(pair.accessToken);
}

export async function expectErrorBody(response: Response, status: number, key: string) {
  const body = (await response.json()) as { errors: Record<string, string[]>; status: number; type: string; title: string; detail: string | null; instance: string | null; extensions: { traceId: string } };
  if (response.status !== status || !body.errors?.[key]) {
    throw new Error(`expected ${status} with errors["${key}"], got ${response.status} ${JSON.stringify(body)}`);
  }
  if (body.status !== status || body.title !== "One or more errors occurred." || body.type !== "https://tools.ietf.org/html/rfc7231#section-6.5.1") {
    throw new Error(`not the contract's error body: ${JSON.stringify(body)}`);
  }
  if (!body.extensions.traceId || response.headers.get("x-trace-id") !== body.extensions.traceId) throw new Error("traceId missing from body or header");
  return body;
}
