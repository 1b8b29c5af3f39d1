import fc from "fast-check";

/** The part of JSON Schema (OpenAPI 3.1) the document uses for request fields. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** A tuple (z.tuple): one schema per position; `items: false` then forbids more. */
  prefixItems?: JsonSchema[];
  items?: JsonSchema | boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  example?: unknown;
  default?: unknown;
}

/** A file for a `format: binary` field: its bytes and the name it is sent under. */
export interface FileValue {
  file: Uint8Array<ArrayBuffer>;
  name: string;
}

const INT32 = { min: -2147483648, max: 2147483647 };

/** Text that has broken services before: astral characters (emoji, math letters), joiners, marks, controls, lone surrogates, injections. */
export const UNICODE_EDGES = [
  "😀",
  "👩‍👩‍👧‍👦",
  "𝕬𝖉𝖈𝖗𝖆𝖋𝖙",
  "🇩🇪🏳️‍🌈",
  "e\u0301\u0301\u0301",
  "\ufeff",
  "\u202eevil",
  "\u2028\u2029",
  "\u0000",
  "\ud800",
  "a\udfff",
  "%00",
  "../../etc/passwd",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "${7*7}",
  "\r\nX-Injected: 1",
  "NaN",
  "-0",
  "1e400",
];

/**
 * A value the schema accepts, drawn from its type and limits, often at a boundary: the shortest
 * and longest strings (in astral characters too, since limits count code points), the smallest
 * and largest numbers, the documented example.
 */
export function validValue(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  if (s.enum?.length) return fc.constantFrom(...s.enum);
  if ("const" in s) return fc.constant(s.const);
  const options = s.anyOf ?? s.oneOf;
  if (options?.length) return fc.oneof(...options.map((option) => validValue(option, resolve)));
  const withExample = (arbitrary: fc.Arbitrary<unknown>) => (s.example === undefined ? arbitrary : fc.oneof(arbitrary, fc.constant(s.example)));
  switch (typeOf(s)) {
    case "string":
      return withExample(validString(s));
    case "integer": {
      const min = Math.max(s.minimum ?? INT32.min, INT32.min);
      const max = Math.min(s.maximum ?? INT32.max, INT32.max);
      return withExample(fc.oneof(fc.integer({ min, max }), fc.constantFrom(min, max), fc.integer({ min: Math.max(min, -10), max: Math.min(max, 10) }).filter((n) => n >= min)));
    }
    case "number": {
      const min = s.minimum ?? -1e9;
      const max = s.maximum ?? 1e9;
      return withExample(fc.oneof(fc.double({ min, max, noNaN: true, noDefaultInfinity: true }), fc.constantFrom(min, max)));
    }
    case "boolean":
      return fc.boolean();
    case "array":
      if (s.prefixItems?.length) return fc.tuple(...s.prefixItems.map((item) => validValue(item, resolve)));
      return fc.array(validValue(typeof s.items === "object" ? s.items : {}, resolve), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 4, 4) });
    case "object":
      return validObject(s, resolve);
    default:
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.boolean());
  }
}

function validObject(s: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): fc.Arbitrary<Record<string, unknown>> {
  const properties = s.properties ?? {};
  const model = Object.fromEntries(Object.entries(properties).map(([name, field]) => [name, validValue(field, resolve)]));
  return fc.record(model, { requiredKeys: (s.required ?? []).filter((name) => name in properties) });
}

function validString(s: JsonSchema): fc.Arbitrary<unknown> {
  if (s.format === "binary") return fileValue();
  if (s.format === "uuid") return fc.uuid();
  if (s.format === "date-time") return fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2100-01-01T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString());
  const minLength = s.minLength ?? 0;
  const maxLength = s.maxLength ?? 200;
  const fits = (v: string) => [...v].length >= minLength && [...v].length <= maxLength;
  if (s.pattern) {
    const matching = stringMatching(s.pattern);
    if (matching) return matching.filter(fits);
  }
  const nonBlank = (v: string) => minLength === 0 || v.trim().length > 0;
  return fc
    .oneof(
      { weight: 4, arbitrary: fc.string({ minLength, maxLength: Math.min(maxLength, 40), unit: "grapheme" }) },
      { weight: 1, arbitrary: fc.constant("x".repeat(Math.max(minLength, Math.min(maxLength, 6000)))) },
      // At the limit in code points, twice that in UTF-16 units: a limit counted in units refuses it.
      { weight: 1, arbitrary: fc.constant("😀".repeat(Math.max(minLength, Math.min(maxLength, 6000)))) },
    )
    .filter((v) => fits(v) && nonBlank(v));
}

/** A generator for a pattern, or nothing when fast-check cannot read it (lookaheads). */
function stringMatching(pattern: string): fc.Arbitrary<string> | undefined {
  try {
    return fc.stringMatching(new RegExp(pattern));
  } catch {
    return undefined;
  }
}

/** A tiny real PNG, random bytes, or nothing at all. */
function fileValue(): fc.Arbitrary<FileValue> {
  return fc.oneof(
    fc.constant({ file: TINY_PNG, name: "product.png" }),
    fc.uint8Array({ maxLength: 4096 }).map((bytes) => ({ file: new Uint8Array(bytes), name: "product.png" })),
    fc.constant({ file: new Uint8Array(), name: "empty.jpg" }),
  );
}

/** 1×1 transparent PNG. */
const TINY_PNG = new Uint8Array(Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64"));

/**
 * A value the schema should refuse, or that stresses what it accepts: one past each limit, the
 * wrong type, a value outside the enum, a string against the pattern, blank text, oversized
 * text, and the unicode edges.
 */
export function hostileValue(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema): fc.Arbitrary<unknown> {
  const s = resolve(schema);
  const candidates: unknown[] = [null, true, [], {}, "", " ", 1.5, -1, 2147483648, "x".repeat(100_000), ["a", "b"], { nested: { deeper: [1] } }];
  if (typeof s.maxLength === "number") candidates.push("y".repeat(s.maxLength + 1), "𝕬".repeat(s.maxLength + 1));
  if (typeof s.minLength === "number" && s.minLength > 0) candidates.push("", "   ", "\t\n");
  if (typeof s.minimum === "number") candidates.push(s.minimum - 1, String(s.minimum - 1), s.minimum - 0.5);
  if (typeof s.maximum === "number") candidates.push(s.maximum + 1, String(s.maximum + 1), s.maximum + 0.5);
  if (typeof s.maxItems === "number") candidates.push(Array.from({ length: s.maxItems + 1 }, (_, i) => `item${i}`));
  if (s.enum) candidates.push("notInTheList", 3, 99, -1);
  if (s.pattern || s.format) candidates.push("not-a-uuid", "00000000-0000-0000-0000-00000000000g", "javascript:alert(1)", "http://", "ftp://example.com/", "2026-13-45T99:99:99Z");
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...candidates) },
    { weight: 2, arbitrary: fc.constantFrom(...UNICODE_EDGES) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: "binary" }) },
    { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.boolean()) },
  );
}

function typeOf(s: JsonSchema): string | undefined {
  if (Array.isArray(s.type)) return s.type.find((t) => t !== "null");
  if (s.type) return s.type;
  if (s.properties) return "object";
  return undefined;
}
