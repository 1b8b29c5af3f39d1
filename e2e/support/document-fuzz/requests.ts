import fc from "fast-check";
import { hostileValue, validValue, type FileValue, type JsonSchema } from "./schema-values";

/** The parts of an OpenAPI 3.1 document the fuzzer reads. */
export interface OpenApiDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface DocumentOperation {
  parameters?: Array<{ name: string; in: "query" | "path" | "header"; required?: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, unknown>;
  security?: Array<Record<string, unknown>>;
}

/** One operation of the document: what it takes and every status it lists. */
export interface FuzzTarget {
  method: string;
  path: string;
  statuses: Set<number>;
  request: fc.Arbitrary<FuzzRequest>;
}

/** A request ready to send, relative to the server's base URL. */
export interface FuzzRequest {
  method: string;
  /** path and query, already encoded (path ids may hold deliberately malformed %-escapes) */
  pathAndQuery: string;
  headers: Record<string, string>;
  body?: string | FormData | Uint8Array<ArrayBuffer>;
  /** what was sent, for a failure's report */
  label: string;
}

/** The credentials and ids of the application the fuzzer acts as. */
export interface FuzzCaller {
  applicationId: string;
  apiKey: string;
  apiSecret: string;
  accessToken: string;
}

export function fuzzTargets(document: OpenApiDocument, caller: FuzzCaller): FuzzTarget[] {
  const resolve = (schema: JsonSchema): JsonSchema => {
    if (!schema.$ref) return schema;
    const name = schema.$ref.replace("#/components/schemas/", "");
    return resolve(document.components?.schemas?.[name] ?? {});
  };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      statuses: new Set(Object.keys(operation.responses).map(Number)),
      request: requestOf(method.toUpperCase(), path, operation, caller, resolve),
    })),
  );
}

/**
 * A request either keeps to the document (every field valid, optional ones sometimes left out: it
 * reaches the handler and its work) or mixes valid fields with hostile and missing ones.
 */
type Mode = "valid" | "mixed";

/** How a field is filled in the mode. */
function fieldValue(mode: Mode, name: string, schema: JsonSchema, required: boolean, caller: FuzzCaller, resolve: (s: JsonSchema) => JsonSchema) {
  // Another application's id is always a 401: mostly the caller's own, to get past the tenant check.
  const own = fc.constant(caller.applicationId);
  const valid = /^applicationid$/i.test(name) ? (mode === "valid" ? own : fc.oneof({ weight: 6, arbitrary: own }, { weight: 1, arbitrary: validValue(schema, resolve) })) : validValue(schema, resolve);
  if (mode === "valid") return required ? valid : fc.oneof({ weight: 3, arbitrary: valid }, { weight: 1, arbitrary: fc.constant(ABSENT) });
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: 3, arbitrary: hostileValue(schema, resolve) },
    { weight: required ? 1 : 3, arbitrary: fc.constant(ABSENT) },
  );
}

const ABSENT = Symbol("absent");

/** Path ids as the server receives them: encoded values, and raw %-escapes that decode to nothing valid. */
const MALFORMED_ESCAPES = ["%", "%zz", "%E0%A4%A", "%C0%AF", "%ED%A0%80", "%F0%9F%98", "abc%", "%%32%65", "%uD83D", "%00"];

function pathSegment(mode: Mode, schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): fc.Arbitrary<string> {
  const encoded = (arbitrary: fc.Arbitrary<unknown>) => arbitrary.map((v) => encodeURIComponent(asText(v).toWellFormed().slice(0, 2000)) || "empty");
  if (mode === "valid") return encoded(validValue(schema, resolve));
  return fc
    .oneof(
      { weight: 4, arbitrary: encoded(validValue(schema, resolve)) },
      { weight: 2, arbitrary: encoded(hostileValue(schema, resolve)) },
      { weight: 2, arbitrary: fc.constantFrom(...MALFORMED_ESCAPES) },
    )
    // `.` and `..` are resolved by the URL itself: the request would be another route's.
    .map((segment) => (segment === "." || segment === ".." ? "%2E%2E%2E" : segment));
}

function requestOf(method: string, path: string, operation: DocumentOperation, caller: FuzzCaller, resolve: (s: JsonSchema) => JsonSchema): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 1, arbitrary: requestIn("valid", method, path, operation, caller, resolve) },
    { weight: 2, arbitrary: requestIn("mixed", method, path, operation, caller, resolve) },
  );
}

function requestIn(mode: Mode, method: string, path: string, operation: DocumentOperation, caller: FuzzCaller, resolve: (s: JsonSchema) => JsonSchema): fc.Arbitrary<FuzzRequest> {
  const parameters = operation.parameters ?? [];
  const pathParams = parameters.filter((p) => p.in === "path");
  const queryParams = parameters.filter((p) => p.in === "query");
  const [mediaType, body] = Object.entries(operation.requestBody?.content ?? {})[0] ?? [];
  return fc
    .record({
      path: fc.tuple(...pathParams.map((p) => pathSegment(mode, p.schema, resolve))),
      query: fc.tuple(...queryParams.map((p) => fieldValue(mode, p.name, p.schema, Boolean(p.required), caller, resolve))),
      extraQuery: mode === "valid" ? fc.constant(null) : fc.option(fc.tuple(fc.constantFrom("unknownKey", "$where", "__proto__", "applicationid"), hostileValue({}, resolve)), { freq: 6 }),
      upperCaseNames: fc.boolean(),
      credentials: credentialsArbitrary(mode, caller, operation),
      body: body ? bodyArbitrary(mode, mediaType!, resolve(body.schema), caller, resolve) : fc.constant(undefined),
    })
    .map(({ path: segments, query, extraQuery, upperCaseNames, credentials, body: sent }) => {
      let index = 0;
      const filledPath = path.replace(/\{\w+\}/g, () => segments[index++]!);
      const search = new URLSearchParams();
      queryParams.forEach((param, i) => {
        const value = query[i];
        if (value === ABSENT) return;
        search.append(upperCaseNames ? param.name.toUpperCase() : param.name, asText(value).toWellFormed().slice(0, 3000));
      });
      if (extraQuery) search.append(extraQuery[0], asText(extraQuery[1]).toWellFormed().slice(0, 3000));
      const pathAndQuery = `${filledPath}${search.size ? `?${search}` : ""}`;
      const headers = { ...credentials.headers, ...(sent?.headers ?? {}) };
      const label = `${method} ${pathAndQuery.slice(0, 160)} [${mode}; ${credentials.label}${sent ? `; ${sent.label}` : ""}]`;
      return { method, pathAndQuery, headers, body: sent?.body, label };
    });
}

/** Mostly the caller's credentials; sometimes one of them missing or wrong, to reach the 401s. */
function credentialsArbitrary(mode: Mode, caller: FuzzCaller, operation: DocumentOperation): fc.Arbitrary<{ headers: Record<string, string>; label: string }> {
  const keyed = { "x-api-key": caller.apiKey, "x-api-secret": caller.apiSecret };
  const needsToken = JSON.stringify(operation.security ?? []).includes("bearer");
  const full = needsToken ? { ...keyed, authorization: `Bearer ${caller.accessToken}` } : keyed;
  if (mode === "valid") return fc.constant({ headers: full, label: "credentials" });
  return fc.oneof(
    { weight: 20, arbitrary: fc.constant({ headers: full, label: "credentials" }) },
    { weight: 1, arbitrary: fc.constant({ headers: {}, label: "no credentials" }) },
    { weight: 1, arbitrary: fc.constant({ headers: { ...full, "x-api-secret": "wrong" }, label: "wrong secret" }) },
    { weight: 1, arbitrary: fc.constant({ headers: { ...full, authorization: "Bearer eyJhbGciOiJub25lIn0.e30." }, label: "unsigned token" }) },
    { weight: 1, arbitrary: fc.constant({ headers: keyed, label: "no token" }) },
  );
}

interface SentBody {
  body: string | FormData | Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  label: string;
}

/**
 * A body for the operation's media type: its fields (valid, hostile or left out, plus unknown
 * keys), and now and then a body no field schema describes: broken or non-object JSON, nesting
 * past the limit, over the size limit, the other media type, a broken form.
 */
function bodyArbitrary(mode: Mode, mediaType: string, schema: JsonSchema, caller: FuzzCaller, resolve: (s: JsonSchema) => JsonSchema): fc.Arbitrary<SentBody> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const fields = fc
    .tuple(
      fc.tuple(...Object.entries(properties).map(([name, field]) => fieldValue(mode, name, field, required.has(name), caller, resolve).map((value) => [name, value] as const))),
      mode === "valid" ? fc.constant(null) : fc.option(fc.tuple(fc.constantFrom("unknownKey", "__proto__", "constructor", "APPLICATIONID", "extra"), hostileValue({}, resolve)), { freq: 5 }),
    )
    .map(([pairs, extra]) => {
      const present = pairs.filter(([, value]) => value !== ABSENT) as Array<readonly [string, unknown]>;
      return extra ? [...present, extra] : present;
    });
  const asJson = fields.map((pairs) => ({ body: JSON.stringify(Object.fromEntries(pairs)), headers: { "content-type": "application/json" }, label: "json" }));
  const asForm = fields.map((pairs) => ({ body: formOf(pairs), headers: {}, label: "multipart" }));
  if (mode === "valid") return mediaType === "application/json" ? asJson : asForm;
  return fc.oneof(
    { weight: 12, arbitrary: mediaType === "application/json" ? asJson : asForm },
    { weight: 2, arbitrary: mediaType === "application/json" ? asForm : asJson },
    { weight: 2, arbitrary: fc.constantFrom(...oddBodies(caller)) },
  );
}

function formOf(pairs: Array<readonly [string, unknown]>): FormData {
  const form = new FormData();
  for (const [name, value] of pairs) {
    if (isFile(value)) form.append(name, new Blob([value.file]), value.name);
    else form.append(name, asText(value).toWellFormed());
  }
  return form;
}

function oddBodies(caller: FuzzCaller): SentBody[] {
  const json = (body: string, label: string): SentBody => ({ body, headers: { "content-type": "application/json" }, label });
  return [
    json('{"a":', "truncated json"),
    json("[1,2,3]", "json array"),
    json('"text"', "json string"),
    json("{'single':1}", "single quotes"),
    json('{"a":"\\ud800"}', "escaped lone surrogate"),
    json(`{"applicationId":"${caller.applicationId}","x":${"[".repeat(5000)}${"]".repeat(5000)}}`, "nested 5000 deep"),
    json(JSON.stringify({ applicationId: caller.applicationId, productName: "x".repeat(1_100_000) }), "1.1 MB"),
    { body: "a=1&b=%ZZ&applicationId=" + caller.applicationId, headers: { "content-type": "application/x-www-form-urlencoded" }, label: "urlencoded, bad escape" },
    { body: "<xml/>", headers: { "content-type": "application/xml" }, label: "xml" },
    { body: "plain", headers: { "content-type": "text/plain; charset=application/json" }, label: "text/plain" },
    { body: `--zz\r\nContent-Disposition: form-data; name="productImage"; filename="a.png"\r\n\r\n\x89PNG\r\n`, headers: { "content-type": "multipart/form-data; boundary=zz" }, label: "broken multipart" },
    { body: "", headers: { "content-type": "Multipart/Form-Data" }, label: "multipart without boundary" },
    { body: new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), headers: { "content-type": "application/json" }, label: "binary json" },
  ];
}

function isFile(value: unknown): value is FileValue {
  return typeof value === "object" && value !== null && (value as FileValue).file instanceof Uint8Array;
}

/** A generated value as text: strings as they are, anything else as JSON. */
function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (isFile(value)) return Buffer.from(value.file).toString("latin1");
  return JSON.stringify(value) ?? "";
}

