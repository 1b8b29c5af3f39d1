import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { checkOutboundUrl, OutboundRefusedError, type GuardOptions, type OutboundTarget } from "./guard";

export interface OutboundRequestOptions extends GuardOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** The whole exchange (connect, redirects, response body) must finish within this time. */
  timeoutMs?: number;
  /** Redirects to follow, each re-checked by the guard; 0 treats a 3xx as the answer. */
  maxRedirects?: number;
  maxResponseBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** The URL that answered, after redirects. */
  url: string;
}

/** A failure to reach the target (timeout, connection refused, too large…), as opposed to a refusal. */
export class OutboundRequestError extends Error {}

const MAX_REDIRECTS = 5;

/**
 * An HTTP(S) request to a URL that passed the outbound guard. The socket connects to the address
 * the guard checked (never to a second DNS answer), so a name that re-resolves to a private
 * address between check and connect (DNS rebinding) cannot redirect the request.
 */
export async function outboundRequest(url: string | URL, options: OutboundRequestOptions = {}): Promise<OutboundResponse> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  const maxRedirects = Math.min(options.maxRedirects ?? MAX_REDIRECTS, MAX_REDIRECTS);
  let method = (options.method ?? "GET").toUpperCase();
  let body = options.body;
  let current = new URL(url);
  for (let redirects = 0; ; redirects++) {
    const target = await checkOutboundUrl(current, options);
    const response = await send(target, { ...options, method, body }, deadline);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location || maxRedirects === 0) return response;
    if (redirects >= maxRedirects) throw new OutboundRequestError(`stopped after ${maxRedirects} redirects.`);
    current = new URL(location, current);
    // 303, and 301/302 after a POST, become a GET without body (what browsers and fetch do).
    if (response.status === 303 || ((response.status === 301 || response.status === 302) && method === "POST")) {
      method = "GET";
      body = undefined;
    }
  }
}

function pinnedLookup(target: OutboundTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function send(target: OutboundTarget, options: OutboundRequestOptions, deadline: number): Promise<OutboundResponse> {
  const remaining = deadline - Date.now();
  if (remaining <= 0) return Promise.reject(new OutboundRequestError(`timed out after ${(options.timeoutMs ?? 10_000) / 1000} s.`));
  const { url } = target;
  const client = url.protocol === "https:" ? https : http;
  const maxBytes = options.maxResponseBytes ?? 1024 * 1024;
  return new Promise((resolve, reject) => {
    const request = client.request(url, {
      method: options.method,
      headers: { ...options.headers, ...(options.body !== undefined ? { "content-length": String(Buffer.byteLength(options.body)) } : {}) },
      lookup: pinnedLookup(target),
      agent: false,
    });
    const seconds = (options.timeoutMs ?? 10_000) / 1000;
    const timer = setTimeout(() => request.destroy(new OutboundRequestError(`timed out after ${seconds} s.`)), remaining);
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      reject(error instanceof OutboundRequestError || error instanceof OutboundRefusedError ? error : new OutboundRequestError(error.message));
    };
    request.on("error", fail);
    request.on("response", (response) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) fail(new OutboundRequestError(`the response is larger than ${maxBytes} bytes.`));
        else chunks.push(chunk);
      });
      response.on("error", fail);
      response.on("end", () => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks), url: url.toString() });
      });
    });
    request.end(options.body);
  });
}
