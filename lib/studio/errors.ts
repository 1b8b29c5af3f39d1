import "server-only";
import { ApiClientError } from "@/lib/client";
import { isDatabaseUnavailable } from "@/lib/db/unavailable";
import { logConnectionError } from "@/lib/db/connection-log";
import type { ErrorLink } from "./credit-words";

/** What a 503 of the studio tells the browser to wait (a database or service restarting). */
export const STUDIO_RETRY_AFTER_SECONDS = 5;

/** The one error of the BFF: a status and a message a person can act on, with field messages. */
export class StudioError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    /** A page that resolves it (Settings → Credits for an admin out of credits). */
    readonly link?: ErrorLink,
  ) {
    super(message);
  }

  static unauthorized() {
    return new StudioError(401, "Your session has ended. Sign in again.");
  }
  static forbidden(what = "this") {
    return new StudioError(403, `Your role does not allow ${what}.`);
  }
  static notFound(message: string) {
    return new StudioError(404, message);
  }
  static unavailable(message = "The database is unavailable (it may be restarting). Try again in a few seconds.") {
    return new StudioError(503, message);
  }
}

/**
 * Whatever a BFF handler threw, as the StudioError it answers with: its own, a database outage
 * (503, as the service answers one), or an unexpected fault (500, logged with its stack).
 */
export function studioErrorOf(error: unknown): StudioError {
  if (error instanceof StudioError) return error;
  if (isDatabaseUnavailable(error)) {
    logConnectionError("studio", error as Error);
    return StudioError.unavailable();
  }
  console.error("[studio]", error);
  return new StudioError(500, "Something went wrong in the studio. Try again.");
}

/** The wire body of every BFF error. */
export interface StudioErrorBody {
  error: { message: string; fields: Record<string, string>; traceId?: string; link?: ErrorLink };
}

const FIELD_KEY = /^[a-zA-Z][\w.]*$/;

const ACRONYMS: Record<string, string> = { url: "URL", id: "ID", api: "API", jwt: "JWT", amqp: "AMQP", png: "PNG", jpeg: "JPEG", pdf: "PDF" };

/** A contract field name in words a marketer reads: "webHookUrl" → "webhook URL", "items.0.productName" → "product name". */
export function fieldWords(key: string): string {
  const name = key.split(".").filter((part) => !/^\d+$/.test(part)).pop() ?? key;
  return name
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .replace(/\bweb hook\b/g, "webhook")
    .replace(/\b[a-z]+\b/g, (word) => ACRONYMS[word] ?? word);
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The service's "The webHookUrl field must…" as "The webhook URL must…": no raw field names in the studio. */
export function inPlainWords(message: string): string {
  return message.replace(/\bThe ([a-zA-Z][\w.]*) field\b/g, (_, key: string) => `The ${fieldWords(key)}`);
}

/** Turns the service's contract error into a message for a marketer (never echoing credentials). */
export function fromServiceError(error: ApiClientError): StudioError {
  const body = error.body;
  const entries = Object.entries(body?.errors ?? {});
  const fields: Record<string, string> = {};
  const general: string[] = [];
  for (const [key, messages] of entries) {
    const text = inPlainWords(messages.join(" "));
    if (FIELD_KEY.test(key) && !key.startsWith("business")) fields[key] = text;
    else general.push(text);
  }
  const keys = entries.map(([key]) => key).join(" ");
  // A field's message names its field when it does not already ("must be at most…" → "Product name must be at most…").
  const detail = general.join(" ") || Object.entries(fields).map(([k, v]) => (/^The /.test(v) ? v : `${capitalized(fieldWords(k))} ${v}`)).join(" ");
  if (keys.includes("Credits")) {
    // The way forward depends on who asked: the BFF's wrapper adds it (lib/studio/credits-help.ts).
    return new StudioError(402, "The workspace has run out of credits.");
  }
  switch (error.status) {
    case 400:
    case 413:
    case 415:
    case 422:
      return new StudioError(error.status === 400 ? 422 : error.status, detail || "The service refused the request.", fields);
    case 401:
    case 403:
      return new StudioError(502, "The studio could not authenticate with the service. An admin should check the workspace's application in Settings.");
    case 404:
      return new StudioError(404, detail || "Not found.");
    case 429:
      return new StudioError(429, "The service is busy with this workspace's requests. Try again in a few seconds.");
    case 503:
      return StudioError.unavailable(`The service is unavailable${detail ? `: ${detail}` : ""}. Try again in a few seconds.`);
    default:
      return new StudioError(502, `The service failed${detail ? `: ${detail}` : ""}. Try again; if it keeps failing, quote trace id ${body?.extensions?.traceId ?? "(none)"}.`);
  }
}
