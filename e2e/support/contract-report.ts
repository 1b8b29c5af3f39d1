import { afterAll } from "vitest";
import { operations } from "@/lib/openapi/document";
import { checkResponse, responseChecks } from "./contract-check";

/**
 * Every response an integration suite receives from an /api/v1 operation — through the typed
 * client or a raw fetch — is checked against what the operation declares (contract-check.ts); each
 * file reports how many.
 */
const routes = operations.map((operation) => ({ operation, pattern: new RegExp(`^${operation.path.replace(/\{\w+\}/g, "[^/]+")}$`) }));
const originalFetch = globalThis.fetch;

globalThis.fetch = async (input: string | URL | Request, init?: RequestInit) => {
  const response = await originalFetch(input, init);
  const url = new URL(input instanceof Request ? input.url : input);
  const method = (init?.method ?? (input instanceof Request ? input.method : "GET")).toUpperCase();
  const route = url.pathname.startsWith("/api/v1/") ? routes.find((r) => r.operation.method === method && r.pattern.test(url.pathname)) : undefined;
  if (route) await checkResponse(route.operation, response);
  return response;
};

afterAll(() => {
  if (responseChecks.checked) console.log(`[contract] ${responseChecks.checked} responses matched their declared schemas`);
});
