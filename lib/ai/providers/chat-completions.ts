import "server-only";
import OpenAI from "openai";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { z } from "zod";
import { AppError } from "@/lib/errors";

/**
 * A client for any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure, vLLM, Ollama,
 * llama.cpp) that asks for JSON-schema structured output and validates it with zod. The transport
 * is the `openai` SDK; nothing of it leaks past this file (callers see our options, messages and
 * AppErrors). A call that cannot be answered fails as UpstreamUnavailable so the handler wrapper
 * refunds the credit.
 *
 * Retries come from two places, both bounded by `attempts` (3 unless set):
 * - the SDK retries what the transport says is worth another try (timeouts, refused connections,
 *   408/409/429/5xx, honouring Retry-After) with its exponential backoff (0.5 s, 1 s…). Its
 *   `maxRetries` is attempts − 1 on the first ask, so a server that keeps answering 503 is asked
 *   `attempts` times in all, as before the SDK; each re-ask below gets one retry fewer;
 * - this file asks again when the reply is not JSON or not of the schema, which the SDK cannot see.
 * Other 4xx (a wrong key, an unknown model) are not retried: asking again will not change them.
 */
export interface ChatModelOptions {
  url: string;
  apiKey?: string;
  model: string;
  /** Per request; the SDK aborts and (while the budget lasts) retries a slower answer. */
  timeoutMs: number;
  attempts?: number;
  fetch?: typeof fetch;
}

export type ChatContentPart = { type: "text"; text: string } | { type: "image_url"; image_url: { url: string } };

export interface ChatMessage {
  role: "system" | "user" | "assistant";
  /** Text, or parts with images for vision-capable models. */
  content: string | ChatContentPart[];
}

/** The longest the SDK may wait between tries when the server's Retry-After asks for more. */
const MAX_WAIT_MS = 10_000;

export function unavailable(detail: string) {
  return new AppError("UpstreamUnavailable", `The text model is unavailable (${detail}). No credit was charged; try again later.`, { service: "TextModel" });
}

const clients = new WeakMap<ChatModelOptions, OpenAI>();

/**
 * One SDK client per configured endpoint. Everything the SDK would otherwise read from the
 * environment (OPENAI_API_KEY, OPENAI_ADMIN_KEY, OPENAI_ORG_ID, OPENAI_PROJECT_ID, OPENAI_BASE_URL)
 * is set explicitly, so an operator's OpenAI credentials are never sent to another endpoint. A
 * keyless local server (Ollama, llama.cpp) gets no authorization header at all: the SDK insists on
 * a key, so it is given a placeholder and the header is removed.
 */
function clientFor(options: ChatModelOptions): OpenAI {
  let client = clients.get(options);
  if (!client) {
    client = new OpenAI({
      baseURL: options.url.replace(/\/$/, ""),
      apiKey: options.apiKey || "no-key",
      adminAPIKey: null,
      organization: null,
      project: null,
      timeout: options.timeoutMs,
      ...(options.apiKey ? {} : { defaultHeaders: { authorization: null } }),
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    clients.set(options, client);
  }
  return client;
}

/** Why the transport failed, in the words of our error; undefined when it is not a transport failure. */
function transportFailure(error: unknown): string | undefined {
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) return "timed out";
  if (error instanceof OpenAI.APIConnectionError) return "unreachable";
  if (error instanceof OpenAI.APIError) return `HTTP ${error.status}`;
  return undefined;
}

class MalformedReply extends Error {}

async function completeOnce<T>(options: ChatModelOptions, messages: ChatMessage[], name: string, schema: z.ZodType<T>, maxRetries: number): Promise<T> {
  let content: string | null | undefined;
  try {
    const completion = await clientFor(options).chat.completions.create(
      {
        model: options.model,
        // Our message shape is the protocol's (text or text and image_url parts).
        messages: messages as ChatCompletionMessageParam[],
        temperature: 0.8,
        response_format: { type: "json_schema", json_schema: { name, strict: true, schema: z.toJSONSchema(schema, { io: "output" }) as Record<string, unknown> } },
      },
      // The whole call, waits included, ends in bounded time even if Retry-After asks for an hour.
      { maxRetries, signal: AbortSignal.timeout((options.timeoutMs + MAX_WAIT_MS) * (maxRetries + 1)) },
    );
    content = (completion as { choices?: Array<{ message?: { content?: string | null } }> }).choices?.[0]?.message?.content;
  } catch (error) {
    const failure = transportFailure(error);
    if (failure) throw unavailable(failure);
    throw new MalformedReply("the reply was not JSON"); // a 200 whose body does not parse
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(content ?? "");
  } catch {
    throw new MalformedReply("the reply was not JSON");
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new MalformedReply("the reply did not match the schema");
  return result.data;
}

export async function completeJson<T>(options: ChatModelOptions, messages: ChatMessage[], name: string, schema: z.ZodType<T>): Promise<T> {
  const attempts = options.attempts ?? 3;
  let last = "no attempt";
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await completeOnce(options, messages, name, schema, attempts - 1 - attempt);
    } catch (error) {
      if (!(error instanceof MalformedReply)) throw error;
      last = error.message;
    }
  }
  throw unavailable(last);
}
