/**
 * Fuzzing every /api/v1 endpoint from its zod schemas and beyond them: field names from each
 * operation's query, path and body schemas, values from fast-check arbitraries (wrong types,
 * huge strings, unicode edge cases), and whole bodies that are no JSON, nested 10,000 deep, or
 * broken multipart. Every answer must be below 500, and every error the contract's body.
 */
import fc from "fast-check";
import { z } from "zod";
import { operations } from "@/lib/openapi/document";
import type { Operation } from "@/lib/schemas/operation";
import { mulberry32 } from "@/lib/random";
import { judgeResponse } from "./contract-body";

/** Integers from min to max inclusive, from a seeded generator. */
interface Draw {
  nextInt(min: number, max: number): number;
}

export interface FuzzCaller {
  baseUrl: string;
  applicationId: string;
  apiKey: string;
  apiSecret: string;
  accessToken: string;
}

export interface FuzzReport {
  requests: number;
  byStatus: Record<string, number>;
  serverErrors: Array<{ request: string; status: number }>;
  nonContract: Array<{ request: string; status: number }>;
  seconds: number;
}

const unicodeEdges = ["\ud800", "\udfff", "a\ud83d", "\u0000", "\ufeff", "\u202e", "👩‍👩‍👧‍👦", "e\u0301\u0301\u0301", "𝕬".repeat(1001), "\u2028\u2029", "%00", "../../etc/passwd", "' OR 1=1 --", "<script>alert(1)</script>", "${7*7}", "NaN", "-0", "1e400"];

const scalar = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(...unicodeEdges),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.uuid(),
  fc.constantFrom("", " ", "0", "-1", "2147483648", "true", "TRUE", "null", "[]", "{}"),
  fc.integer({ min: 1000, max: 200_000 }).map((n) => "x".repeat(n)),
);
const value = fc.oneof({ depthSize: "small" }, scalar, fc.array(scalar, { maxLength: 4 }), fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }));

/** A generated value as text (JSON for anything but a string: a generated object may own a `toString` key). */
function asText(value: unknown): string {
  return typeof value === "string" ? value : (JSON.stringify(value) ?? "");
}

/**
 * A value as it can travel in a URL: well-formed (a URL has no lone surrogates) and at most 2000
 * characters, since Node refuses a request line over its 16 KB header limit before any handler runs.
 */
function inUrl(value: unknown): string {
  return asText(value).slice(0, 2000).toWellFormed();
}

function fieldsOf(schema: z.ZodType | undefined): string[] {
  return schema instanceof z.ZodObject ? Object.keys(schema.shape as Record<string, unknown>) : [];
}

/** A value for a field: mostly the caller's own ids where ids go (to reach past the tenant check), else anything. */
function fieldValue(name: string, caller: FuzzCaller, pick: number, random: unknown): unknown {
  if (/^applicationid$/i.test(name) && pick % 4 !== 0) return caller.applicationId;
  return random;
}

type Shape = "fields" | "json-junk" | "deep" | "huge" | "multipart-broken" | "multipart" | "wrong-type" | "empty";
const shapes: Shape[] = ["fields", "fields", "fields", "multipart", "json-junk", "deep", "huge", "multipart-broken", "wrong-type", "empty"];

interface Built {
  label: string;
  url: string;
  init: RequestInit;
}

function build(operation: Operation, caller: FuzzCaller, rng: Draw, sample: () => unknown): Built {
  const pick = rng.nextInt(0, 1_000_000);
  const path = operation.path.replace(/\{(\w+)\}/g, () => encodeURIComponent(inUrl(pick % 3 === 0 ? crypto.randomUUID() : sample())));
  const url = new URL(caller.baseUrl + path);
  for (const name of fieldsOf(operation.query)) {
    if (rng.nextInt(0, 5) === 0) continue;
    const v = fieldValue(name, caller, pick, sample());
    url.searchParams.set(pick % 7 === 0 ? name.toUpperCase() : name, inUrl(v));
  }
  const headers: Record<string, string> = {};
  if (operation.auth !== "none" && pick % 29 !== 0) Object.assign(headers, { "x-api-key": caller.apiKey, "x-api-secret": caller.apiSecret });
  if (operation.auth === "token" && pick % 31 !== 0) headers.authorization = `Bearer ${pick % 37 === 0 ? "eyJhbGciOiJub25lIn0.e30." : caller.accessToken}`;
  const init: RequestInit = { method: operation.method, headers, signal: AbortSignal.timeout(30_000) };
  if (operation.method === "GET" || operation.method === "DELETE") return { label: `${operation.method} ${path.slice(0, 120)}`, url: url.toString(), init };

  const shape = shapes[pick % shapes.length]!;
  const fields = Object.fromEntries(fieldsOf(operation.body).filter(() => rng.nextInt(0, 6) !== 0).map((name) => [name, fieldValue(name, caller, pick, sample())]));
  switch (shape) {
    case "fields":
      headers["content-type"] = pick % 2 ? "application/json" : "APPLICATION/JSON; charset=utf-8";
      init.body = JSON.stringify(fields);
      break;
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of Object.entries(fields)) form.append(k, asText(v));
      if (operation.upload) form.append(operation.upload.field, new Blob([new Uint8Array(rng.nextInt(0, 4096)).map(() => rng.nextInt(0, 255))]), "product.png");
      init.body = form;
      break;
    }
    case "json-junk":
      headers["content-type"] = "application/json";
      init.body = ['{"a":', "[1,2,3]", '"text"', "{'single':1}", '{"a":1,}', "\u0000", "null", "tru", '{"a":"\\ud800\\udc00\\ud800"}'][pick % 9];
      break;
    case "deep":
      headers["content-type"] = "application/json";
      init.body = `{"applicationId":"${caller.applicationId}","x":${"[".repeat(10_000)}${"]".repeat(10_000)}}`;
      break;
    case "huge":
      headers["content-type"] = "application/json";
      init.body = JSON.stringify({ ...fields, productName: "x".repeat(pick % 2 ? 900_000 : 1_200_000) });
      break;
    case "multipart-broken":
      headers["content-type"] = pick % 2 ? "multipart/form-data; boundary=zz" : "Multipart/Form-Data";
      init.body = `--zz\r\nContent-Disposition: form-data; name="productImage"; filename="a.png"\r\n\r\n\x89PNG\r\n`;
      break;
    case "wrong-type":
      headers["content-type"] = ["text/plain", "application/xml", "image/png", "application/x-www-form-urlencoded", "*/*"][pick % 5]!;
      init.body = pick % 2 ? "a=1&b=%ZZ&applicationId=" + caller.applicationId : "<xml/>";
      break;
    case "empty":
      break;
  }
  return { label: `${operation.method} ${path.slice(0, 120)} (${shape})`, url: url.toString(), init };
}

export async function fuzzApi(caller: FuzzCaller, options: { requests: number; seed: number; concurrency?: number }): Promise<FuzzReport> {
  const next01 = mulberry32(options.seed);
  const rng: Draw = { nextInt: (min, max) => min + Math.floor(next01() * (max - min + 1)) };
  const values = fc.sample(value, { numRuns: 2000, seed: options.seed });
  let drawn = 0;
  const sample = () => values[drawn++ % values.length];
  const report: FuzzReport = { requests: 0, byStatus: {}, serverErrors: [], nonContract: [], seconds: 0 };
  const started = Date.now();
  let issued = 0;
  const worker = async () => {
    while (issued < options.requests) {
      const index = issued++;
      const operation = operations[index % operations.length]!;
      const request = build(operation, caller, rng, sample);
      let status: number;
      let contract: boolean;
      try {
        ({ status, contract } = await judgeResponse(await fetch(request.url, request.init)));
      } catch (error) {
        // A refused body can close the connection before the whole upload is sent: not an answer to judge.
        if (String((error as Error).cause ?? error).match(/ECONNRESET|EPIPE|other side closed|SocketError/)) continue;
        status = 599;
        contract = false;
        request.label += ` → ${String((error as Error).cause ?? error).slice(0, 120)}`;
      }
      report.requests++;
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      if (status >= 500) report.serverErrors.push({ request: request.label, status });
      else if (status >= 400 && !contract) report.nonContract.push({ request: request.label, status });
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  report.seconds = (Date.now() - started) / 1000;
  return report;
}
