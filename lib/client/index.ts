import type { z } from "zod";
import type { Operation } from "@/lib/schemas/operation";
import type { ErrorBody } from "@/lib/schemas/errors";

/**
 * Typed client of /api/v1, driven by the same Operation objects the server enforces: the path,
 * method, body encoding and types all come from one definition. Used by the studio's BFF, the
 * tests and anyone scripting against the API.
 */
export interface ClientOptions {
  baseUrl: string;
  apiKey?: string;
  apiSecret?: string;
  accessToken?: string;
  fetch?: typeof fetch;
}

export interface CallInput<Q extends z.ZodType, B extends z.ZodType> {
  query?: z.input<Q>;
  body?: z.input<B>;
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody | undefined,
  ) {
    super(body ? Object.values(body.errors).flat().join(" ") : `Request failed with status ${status}`);
  }
}

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

function toQueryString(query: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export class AdcraftClient {
  constructor(readonly options: ClientOptions) {}

  withAccessToken(accessToken: string) {
    return new AdcraftClient({ ...this.options, accessToken });
  }

  /** Sends the request and returns the raw Response (for status, headers, streams). */
  async send<Q extends z.ZodType, B extends z.ZodType>(operation: Operation<Q, B>, input: CallInput<Q, B> = {}): Promise<Response> {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(input.params?.[name] ?? "")));
    const headers: Record<string, string> = { accept: "application/json" };
    if (this.options.apiKey) headers["x-api-key"] = this.options.apiKey;
    if (this.options.apiSecret) headers["x-api-secret"] = this.options.apiSecret;
    if (this.options.accessToken) headers.authorization = `Bearer ${this.options.accessToken}`;
    let body: BodyInit | undefined;
    if (input.body !== undefined) {
      if (operation.bodyType === "json") {
        headers["content-type"] = "application/json";
        body = JSON.stringify(input.body);
      } else {
        body = toFormData(input.body as Record<string, unknown>);
      }
    }
    const doFetch = this.options.fetch ?? fetch;
    return doFetch(`${this.options.baseUrl}${path}${toQueryString(input.query as Record<string, unknown>)}`, {
      method: operation.method,
      headers: { ...headers, ...input.headers },
      body,
    });
  }

  /** Sends the request and returns the parsed success body; throws ApiClientError otherwise. */
  async call<Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    operation: Operation<Q, B, R>,
    input: CallInput<Q, B> = {},
  ): Promise<z.output<R>> {
    const response = await this.send(operation, input);
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new ApiClientError(response.status, data as ErrorBody | undefined);
    return data as z.output<R>;
  }
}
