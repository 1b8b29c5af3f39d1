import "server-only";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import { isRetryable } from "@/lib/outbound/status";

/**
 * A client for any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure, vLLM, Ollama,
 * llama.cpp) that asks for JSON-schema structured output and validates it with zod. Timeouts,
 * rate limits, server faults and malformed output are retried with backoff; then the call fails as UpstreamUnavailable so the
 * handler wrapper refunds the credit.
 */
export interface ChatModelOptions {
  url: string;
  apiKey?: string;
  model: string;
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

class RetryableError extends Error {}

const backoffMs = (attempt: number) => 250 * 2 ** attempt + Math.random() * 100;

export function unavailable(detail: string) {
  return new AppError("UpstreamUnavailable", `The text model is unavailable (${detail}). No credit was charged; try again later.`, { service: "TextModel" });
}

async function completeOnce<T>(options: ChatModelOptions, messages: ChatMessage[], name: string, schema: z.ZodType<T>): Promise<T> {
  const response = await (options.fetch ?? fetch)(`${options.url.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}) },
    body: JSON.stringify({
      model: options.model,
      messages,
      temperature: 0.8,
      response_format: { type: "json_schema", json_schema: { name, strict: true, schema: z.toJSONSchema(schema, { io: "output" }) } },
    }),
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  if (isRetryable(response.status)) throw new RetryableError(`HTTP ${response.status}`);
  if (!response.ok) throw unavailable(`HTTP ${response.status}`);
  const body = (await response.json().catch(() => undefined)) as { choices?: Array<{ message?: { content?: string } }> } | undefined;
  const content = body?.choices?.[0]?.message?.content;
  let parsed: unknown;
  try {
    parsed = JSON.parse(content ?? "");
  } catch {
    throw new RetryableError("the reply was not JSON");
  }
  const result = schema.safeParse(parsed);
  if (!result.success) throw new RetryableError("the reply did not match the schema");
  return result.data;
}

export async function completeJson<T>(options: ChatModelOptions, messages: ChatMessage[], name: string, schema: z.ZodType<T>): Promise<T> {
  const attempts = options.attempts ?? 3;
  let last = "no attempt";
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      return await completeOnce(options, messages, name, schema);
    } catch (error) {
      if (error instanceof AppError) throw error;
      last = error instanceof RetryableError ? error.message : error instanceof Error && error.name === "TimeoutError" ? "timed out" : "unreachable";
      if (attempt < attempts - 1) await new Promise((r) => setTimeout(r, backoffMs(attempt)));
    }
  }
  throw unavailable(last);
}
