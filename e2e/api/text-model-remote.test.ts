import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { checkLimits } from "@/lib/ai/copy-engine";
import { getCredits } from "@/lib/schemas/account";
import { createAdTexts } from "@/lib/schemas/ad-texts";
import { recommendations } from "@/lib/schemas/photoshoot";
import { generateGroundTruth } from "@/bench/segmenter/ground-truth";
import { startChatServer, type ChatServer } from "../support/chat-completions-server";
import { startServer, type TestServer } from "../support/server";
import { authenticatedClient, expectErrorBody, operator, type TestApplication } from "../support/fixtures";

/** The remote text model path: a server of its own pointed at a local Chat Completions server. */
let chat: ChatServer;
let server: TestServer;
let app: TestApplication;
let client: AdcraftClient;

beforeAll(async () => {
  chat = await startChatServer();
  server = await startServer({
    dataDir: path.join(inject("runDir"), "remote-model"),
    env: { DATABASE_URL: inject("databaseUrl") || undefined, TEXT_MODEL_URL: chat.url, TEXT_MODEL_NAME: "test-model", TEXT_MODEL_TIMEOUT_MS: "2000", AD_TEXTS_PER_PROCESS: "3", VISION_MODEL_NAME: "test-vision" },
  });
  app = await operator<TestApplication>("apps create", { name: "remote", credits: 20 }, server.dataDir);
  client = await authenticatedClient(app, server.url);
});

afterAll(async () => {
  await server?.stop();
  await chat?.close();
});

const body = (extra: Record<string, unknown> = {}) =>
  ({
    applicationId: app.applicationId,
    userId: randomUUID(),
    productName: "Aurora Smart Mug",
    productDescription: "Keeps coffee hot for up to 80 minutes.",
    outputLanguage: "ja",
    type: 35,
    emojiSelection: 1,
    ...extra,
  }) as never;

const credits = async () => (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;

describe("the remote text model", () => {
  it("asks for JSON-schema structured output and stores the parsed texts with their scores", async () => {
    const texts = ["Subject: Aurora Smart Mug keeps it hot\nPreheader: Up to 80 minutes of warm coffee", "Subject: Meet Aurora Smart Mug\nPreheader: Coffee at your temperature", "Subject: Hot coffee for 80 minutes\nPreheader: Aurora Smart Mug"];
    chat.script([{ content: { texts } }]);
    const result = await client.call(createAdTexts, { body: body() });
    expect(result.adTexts.map((t) => t.value)).toEqual(texts);
    expect(result.adTexts.every((t) => Number(t.conversionScore) >= 0 && t.conversionScoreFeatures.length >= 6)).toBe(true);
    const request = chat.requests[0]!;
    expect(request.model).toBe("test-model");
    expect(request.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "ad_texts" } });
    expect(request.messages.map((m) => m.content).join("\n")).toContain('language "ja"');
  });

  it("regenerates over-long output once, then shortens what still does not fit at a word boundary", async () => {
    const long = `Subject: ${"Aurora Smart Mug keeps your coffee perfectly hot ".repeat(3)}\nPreheader: short`;
    chat.script([{ content: { texts: [long, long, long] } }, { content: { texts: [long, long, long] } }]);
    const result = await client.call(createAdTexts, { body: body() });
    expect(chat.requests).toHaveLength(2);
    for (const text of result.adTexts) {
      expect(checkLimits(text.value, 35).ok).toBe(true);
      const subject = text.value.split("\n")[0]!;
      expect(long.startsWith(subject)).toBe(true); // a prefix of the original…
      expect(subject).not.toMatch(/…|\.\.\.$/);
      expect(long[subject.length]).toBe(" "); // …cut where a word ends
    }
  });

  it("retries a 5xx and succeeds", async () => {
    chat.script([{ status: 500 }, { status: 502 }, { content: { texts: ["Subject: A\nPreheader: B", "Subject: C\nPreheader: D", "Subject: E\nPreheader: F"] } }]);
    const response = await client.send(createAdTexts, { body: body() });
    expect(response.status).toBe(200);
    expect(chat.requests).toHaveLength(3);
  });

  it("answers 503 engine: TextModel after persistent failure, and charges no credit", async () => {
    const before = await credits();
    chat.script([{ status: 503 }]);
    const response = await client.send(createAdTexts, { body: body() });
    const error = await expectErrorBody(response, 503, "engine: TextModel");
    expect(error.errors["engine: TextModel"]![0]).toMatch(/No credit was charged/);
    expect(chat.requests.length).toBe(3);
    expect(await credits()).toBe(before);
  });

  it("captions an uploaded product with the vision model, sending it the cutout", async () => {
    const [photo] = await generateGroundTruth({ seed: 5, count: 1, megapixels: [1], backgrounds: ["plain"] });
    chat.script([{ content: { productName: "Ceramic travel mug", productDescription: "A matte red ceramic mug with a bamboo lid." } }]);
    const response = await client.send(recommendations, {
      body: { applicationId: app.applicationId, userId: randomUUID(), productImage: new File([new Uint8Array(photo!.image)], "IMG_1.jpg", { type: "image/jpeg" }) },
    });
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(result.productInfo).toEqual({ productName: "Ceramic travel mug", productDescription: "A matte red ceramic mug with a bamboo lid." });
    expect(result.recommendedPrompts.some((p: string) => p.includes("Ceramic travel mug"))).toBe(true);
    const request = chat.requests[0]!;
    expect(request.model).toBe("test-vision");
    const parts = request.messages[1]!.content as unknown as Array<{ type: string; image_url?: { url: string } }>;
    expect(parts.find((p) => p.type === "image_url")?.image_url?.url).toMatch(/^data:image\/png;base64,iVBOR/);
  });
});
