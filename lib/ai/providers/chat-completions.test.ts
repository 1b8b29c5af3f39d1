import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { completeJson, type ChatModelOptions } from "./chat-completions";

/**
 * The client's contract with an OpenAI-compatible server, seen from the wire: a scripted fetch
 * answers each request in turn (the last answer repeats) and records the URL and headers it got.
 */
type Answer = { status: number; body?: unknown } | "hang";

function scripted(answers: Answer[]) {
  const requests: Array<{ url: string; headers: Headers; body: { model: string; response_format: { type: string; json_schema: { name: string } } } }> = [];
  const fetch = (async (url: string, init: RequestInit) => {
    requests.push({ url: String(url), headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    const answer = answers[Math.min(requests.length - 1, answers.length - 1)]!;
    if (answer === "hang") {
      return new Promise((_, reject) => init.signal?.addEventListener("abort", () => reject(init.signal!.reason ?? new DOMException("aborted", "AbortError"))));
    }
    return new Response(JSON.stringify(answer.body ?? { error: { message: "scripted failure" } }), { status: answer.status, headers: { "content-type": "application/json" } });
  }) as unknown as typeof globalThis.fetch;
  return { requests, fetch };
}

const reply = (content: unknown) => ({ status: 200, body: { id: "chatcmpl-1", object: "chat.completion", choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: typeof content === "string" ? content : JSON.stringify(content) } }] } });
const schema = z.strictObject({ text: z.string().min(1) });
const ask = (options: ChatModelOptions) => completeJson(options, [{ role: "user", content: "Say hi" }], "greeting", schema);
const base = { url: "http://model.invalid/v1/", model: "stand-in", timeoutMs: 1000 };

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).code).toBe("UpstreamUnavailable");
  return error as AppError;
}

afterEach(() => vi.unstubAllEnvs());

describe("the Chat Completions client", () => {
  it("posts to <url>/chat/completions with the model, the JSON schema and the key as a bearer token", async () => {
    const { requests, fetch } = scripted([reply({ text: "hi" })]);
    expect(await ask({ ...base, apiKey: "sk-test", fetch })).toEqual({ text: "hi" });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.url).toBe("http://model.invalid/v1/chat/completions");
    expect(requests[0]!.headers.get("authorization")).toBe("Bearer sk-test");
    expect(requests[0]!.body.model).toBe("stand-in");
    expect(requests[0]!.body.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "greeting" } });
  });

  it("sends no authorization to a keyless server, and never the OpenAI credentials of the environment", async () => {
    vi.stubEnv("OPENAI_API_KEY", "sk-operator");
    vi.stubEnv("OPENAI_ADMIN_KEY", "sk-admin");
    vi.stubEnv("OPENAI_ORG_ID", "org-operator");
    const { requests, fetch } = scripted([reply({ text: "hi" })]);
    await ask({ ...base, fetch });
    expect(requests[0]!.headers.get("authorization")).toBeNull();
    expect(requests[0]!.headers.get("openai-organization")).toBeNull();
    expect([...requests[0]!.headers.values()].join(" ")).not.toMatch(/sk-operator|sk-admin/);
  });

  it("retries 429 and 5xx, then answers", async () => {
    const { requests, fetch } = scripted([{ status: 429 }, { status: 502 }, reply({ text: "hi" })]);
    expect(await ask({ ...base, fetch })).toEqual({ text: "hi" });
    expect(requests).toHaveLength(3);
  });

  it("asks `attempts` times in all when the server keeps failing, then fails as unavailable", async () => {
    const { requests, fetch } = scripted([{ status: 503 }]);
    expect((await failure(ask({ ...base, fetch }))).message).toMatch(/HTTP 503.*No credit was charged/);
    expect(requests).toHaveLength(3);
  });

  it("does not retry a refusal that asking again will not change (a wrong key)", async () => {
    const { requests, fetch } = scripted([{ status: 401, body: { error: { message: "Incorrect API key" } } }]);
    expect((await failure(ask({ ...base, apiKey: "sk-wrong", fetch }))).message).toMatch(/HTTP 401/);
    expect(requests).toHaveLength(1);
  });

  it("gives up on a server that does not answer within the timeout, once per attempt", async () => {
    const { requests, fetch } = scripted(["hang"]);
    expect((await failure(ask({ ...base, timeoutMs: 50, attempts: 2, fetch }))).message).toMatch(/timed out/);
    expect(requests).toHaveLength(2);
  });

  it("asks again when the reply is not JSON or not of the schema, and fails as unavailable when it never is", async () => {
    const fixed = scripted([reply("Sure! Here is your JSON"), reply({ text: "" }), reply({ text: "hi" })]);
    expect(await ask({ ...base, fetch: fixed.fetch })).toEqual({ text: "hi" });
    expect(fixed.requests).toHaveLength(3);
    const never = scripted([reply({ wrong: true })]);
    expect((await failure(ask({ ...base, fetch: never.fetch }))).message).toMatch(/did not match the schema/);
    expect(never.requests).toHaveLength(3);
  });
});
