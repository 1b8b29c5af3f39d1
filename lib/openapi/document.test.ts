import { describe, expect, it } from "vitest";
import { statusOf } from "@/lib/http/errors";
import { buildOpenApiDocument, operationIdOf, operations } from "./document";
import { errorCodesOf, statusesOf } from "./statuses";

type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema> };
type DocOperation = { parameters?: Array<{ name: string; in: string; schema: Schema }>; requestBody?: { content: Record<string, { schema: Schema }> }; responses: Record<string, { content?: Record<string, { schema: Schema }>; headers?: Record<string, unknown> }> };

const document = buildOpenApiDocument() as unknown as { paths: Record<string, Record<string, DocOperation>>; components: { schemas: Record<string, Schema> } };
const operationAt = (method: string, path: string) => document.paths[path]![method.toLowerCase()]!;
const resolve = (schema: Schema): Schema => (schema.$ref ? document.components.schemas[schema.$ref.split("/").pop()!]! : schema);
const queryField = (method: string, path: string, name: string) => operationAt(method, path).parameters!.find((p) => p.name === name)!.schema;
const bodyField = (method: string, path: string, name: string) => {
  const [content] = Object.values(operationAt(method, path).requestBody!.content);
  return resolve(content!.schema).properties![name]!;
};

describe("the OpenAPI document's statuses", () => {
  it("lists for every operation exactly the statuses it can answer, each error with the contract's body", () => {
    for (const op of operations) {
      const responses = operationAt(op.method, op.path).responses;
      expect(Object.keys(responses).map(Number).sort(), `${op.method} ${op.path}`).toEqual([...statusesOf(op)].sort());
      for (const [status, response] of Object.entries(responses)) {
        if (Number(status) < 400) continue;
        expect(response.content!["application/json"]!.schema.$ref, `${op.method} ${op.path} ${status}`).toBe("#/components/schemas/ErrorBody");
      }
    }
  });

  it("answers every code an operation declares with a status it lists", () => {
    for (const op of operations) for (const code of errorCodesOf(op)) expect(statusesOf(op)).toContain(statusOf(code));
  });

  it("derives what the wrapper answers from the operation's shape", () => {
    const byPath = (method: string, path: string) => operations.find((op) => op.method === method && op.path === path)!;
    // Every operation can meet an outage (503) and Node's refusals (400, 408, 431).
    for (const op of operations) expect(statusesOf(op)).toEqual(expect.arrayContaining([400, 408, 431, 503]));
    // A path id is looked up: 404. An upload: 413, 415, 429 (the image gate) and the segmenter's 422.
    expect(statusesOf(byPath("GET", "/api/v1/Review/Items/{itemId}"))).toContain(404);
    expect(statusesOf(byPath("POST", "/api/v1/Image/ProductGeneration/Recommendations"))).toEqual(expect.arrayContaining([413, 415, 422, 429]));
    // A public operation has no credentials to refuse and no key to rate-limit.
    expect(statusesOf(byPath("GET", "/api/v1/Image/ProductGeneration/TaskImage/{taskId}"))).not.toContain(401);
    expect(statusesOf(byPath("GET", "/api/v1/Image/ProductGeneration/TaskImage/{taskId}"))).not.toContain(429);
    // A file answer revalidates (304); JSON does not; nothing without a body has a 413.
    expect(statusesOf(byPath("GET", "/api/v1/Image/ProductGeneration/Download"))).toContain(304);
    expect(statusesOf(byPath("GET", "/api/v1/Account/Credits"))).not.toContain(304);
    expect(statusesOf(byPath("GET", "/api/v1/Account/Credits"))).not.toContain(413);
  });

  it("sends Retry-After with every 429, and describes each status's reasons", () => {
    const recommendations = operationAt("POST", "/api/v1/Image/ProductGeneration/Recommendations").responses;
    expect(recommendations["429"]!.headers).toHaveProperty("retry-after");
    expect(recommendations["503"]!.headers).toHaveProperty("retry-after");
    const charged = operationAt("POST", "/api/v1/Text/Generation/Ads").responses["400"] as { description: string };
    expect(charged.description).toMatch(/credits/);
  });
});

describe("the OpenAPI document's field limits", () => {
  it("shows the ranges of numbers piped into their rules", () => {
    expect(queryField("GET", "/api/v1/Account/Usage", "days")).toMatchObject({ type: "integer", minimum: 1, maximum: 90 });
    expect(queryField("GET", "/api/v1/Image/ProductGeneration/CheckApplicationAllProgresses", "limit")).toMatchObject({ minimum: 1, maximum: 200 });
    expect(queryField("GET", "/api/v1/Review/Items", "offset")).toMatchObject({ minimum: 0 });
    expect(bodyField("POST", "/api/v1/Review/ShareLinks", "expiresInMinutes")).toMatchObject({ minimum: 1, maximum: 129_600 });
    expect(bodyField("POST", "/api/v1/Notification/ChannelConfiguration/WebHook", "retryCount")).toMatchObject({ minimum: 0, maximum: 10 });
  });

  it("shows non-empty rules, allowed values and URL schemes", () => {
    expect(bodyField("POST", "/api/v1/Review/Items/{itemId}/Comments", "name")).toMatchObject({ minLength: 1, maxLength: 200, pattern: "\\S" });
    expect(bodyField("POST", "/api/v1/Account/ApiKeys", "label")).toMatchObject({ minLength: 1, maxLength: 80 });
    expect(bodyField("POST", "/api/v1/Account/ApiKeys", "credits")).toMatchObject({ minimum: 0 });
    expect(queryField("GET", "/api/v1/Image/ProductGeneration/Download", "format")).toMatchObject({ enum: [0, 1, 2] });
    expect(bodyField("POST", "/api/v1/Notification/ChannelConfiguration/WebHook", "webHookUrl")).toMatchObject({ format: "uri", pattern: "^(http|https)://" });
    expect(bodyField("POST", "/api/v1/Notification/ChannelConfiguration/MessageQueue", "queueName")).toMatchObject({ minLength: 1, maxLength: 255 });
  });
});

describe("operation ids", () => {
  it("names every operation once, in a form client generators take as a method name", () => {
    const ids = operations.map((op) => (operationAt(op.method, op.path) as { operationId?: string }).operationId);
    for (const id of ids) expect(id).toMatch(/^(get|post|put|patch|delete)[A-Z][A-Za-z0-9]*$/);
    expect(new Set(ids).size).toBe(operations.length);
    expect(operationIdOf({ method: "POST", path: "/api/v1/Text/Generation/Ads" })).toBe("postTextGenerationAds");
    expect(operationIdOf({ method: "GET", path: "/api/v1/Review/Items/{itemId}" })).toBe("getReviewItemsByItemId");
  });
});
