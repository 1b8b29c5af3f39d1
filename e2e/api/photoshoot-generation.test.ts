import http from "node:http";
import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { getCredits } from "@/lib/schemas/account";
import { adCreative, checkApplicationAllProgresses, checkUserProgress, download, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { getAssetCutout } from "@/lib/schemas/photoshoot";
import { authenticatedClient, createApplication, expectErrorBody, type TestApplication } from "../support/fixtures";
import { meanDifference, placedCutout, productPixelMismatches, rgbaOf, uploadProductPhoto, waitForProcess } from "../support/photoshoot";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * The photoshoot flow an API client runs (contract, "Product photoshoot flow"): a real product
 * photo → Recommendations → AdCreative → progress 100 → every Download row, with the webhook
 * messages the decisions promise.
 */
let app: TestApplication;
let client: AdcraftClient;
let hooks: WebhookReceiver;
let assetId: string;
let cutoutPng: Buffer;
const userId = randomUUID();

const prompts = (...objects: object[]) => JSON.stringify(objects);
const preset = (id: string) => ({ tag: "preset", preset: id });
const custom = (prompt: string) => ({ tag: "custom", prompt, nativeLanguagePrompt: null });

function start(body: Record<string, unknown>, as = client, application = app) {
  return as.send(adCreative, {
    body: { applicationId: application.applicationId, userId, productImageAssetId: assetId, productName: "Canon film camera", ...body } as never,
  });
}

async function run(body: Record<string, unknown>): Promise<ProgressRecord> {
  const response = await start(body);
  expect(response.status).toBe(200);
  const created = (await response.json()) as ProgressRecord;
  return waitForProcess(client, userId, created.imageProductGeneratorProcessId);
}

async function downloadOf(record: ProgressRecord, taskIndex: number, query: Record<string, unknown> = {}) {
  return client.send(download, {
    query: { applicationId: app.applicationId, imageProductGeneratorProcessId: record.imageProductGeneratorProcessId, taskId: record.tasks[taskIndex]!.taskId, ...query } as never,
  });
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const credits = async (as = client, application = app) => (await as.call(getCredits, { query: { applicationId: application.applicationId } })).credits;

beforeAll(async () => {
  app = await createApplication(200);
  client = await authenticatedClient(app);
  hooks = await startWebhookReceiver([200]);
  await client.call(createWebHookConfiguration, {
    query: { applicationId: app.applicationId },
    body: { webHookUrl: hooks.url, isActive: true, includeImageData: true, retryCount: 1, exponentialBackoffFactor: 2 },
  });
  const recommended = await uploadProductPhoto(client, app.applicationId, userId);
  assetId = recommended.backgroundRemovedImageAssetId;
  cutoutPng = await bytesOf(await client.send(getAssetCutout, { params: { assetId }, query: { applicationId: app.applicationId } }));
});

afterAll(async () => {
  await hooks?.close();
});

describe("AdCreative → progress → Download", () => {
  let record: ProgressRecord;

  it("answers at once with six queued tasks and charges 6 credits; the tasks complete with every renderKind size", { timeout: 120_000 }, async () => {
    const before = await credits();
    const response = await start({
      // Social: Post, Story, Vertical and Pin beside the primary 1674×628 (its Landscape bit is the primary)
      renderKind: 31,
      PromptObjectsString: prompts(preset("white_background"), preset("gray_shadowy_room_sunlight_streaming_studio"), custom("on a warm oak kitchen counter beside a unicorn and a saxophone"), custom("on wet asphalt at night with magenta and cyan neon lights")),
    });
    expect(response.status).toBe(200);
    const created = (await response.json()) as ProgressRecord;
    expect(created.progress).toBe(0);
    expect(created.tasks).toHaveLength(6);
    expect(created.tasks.every((t) => t.renderState === 1 && t.width === 1674 && t.height === 628)).toBe(true);
    expect(created.taskUrls).toEqual([]);
    // Four prompt objects cycle to fill six tasks.
    expect(created.tasks.map((t) => (t.promptObject.tag === "preset" ? t.promptObject.preset : "custom"))).toEqual([
      "white_background",
      "gray_shadowy_room_sunlight_streaming_studio",
      "custom",
      "custom",
      "white_background",
      "gray_shadowy_room_sunlight_streaming_studio",
    ]);
    expect(await credits()).toBe(before - 6);
    // What the built-in renderer cannot draw is said, never swapped for something else.
    expect(created.tasks.map((t) => t.notDrawn)).toEqual([[], [], ["unicorn", "saxophone"], [], [], []]);

    record = await waitForProcess(client, userId, created.imageProductGeneratorProcessId);
    expect(record.progress).toBe(100);
    expect(record.tasks.map((t) => t.renderState)).toEqual([5, 5, 5, 5, 5, 5]);
    expect(record.taskUrls).toHaveLength(6);
    for (const task of record.tasks) {
      expect(task.variants.map((v) => `${v.width}x${v.height}`)).toEqual(["1674x628", "1080x1080", "1080x1920", "1080x1350", "1000x1500"]);
    }
  });

  it("serves every row of the Download table with the decisions' headers", async () => {
    const { imageProductGeneratorProcessId: processId } = record;
    const taskId = record.tasks[0]!.taskId;
    const rows = [
      { lowResolution: false, format: 0, type: "image/png", ext: "png", size: [1674, 628], decoded: "png" },
      { lowResolution: false, format: 1, type: "image/jpeg", ext: "jpg", size: [1674, 628], decoded: "jpeg" },
      { lowResolution: true, format: 1, type: "image/jpeg", ext: "jpg", size: [600, 225], decoded: "jpeg" },
      { lowResolution: true, format: 0, type: "image/png", ext: "png", size: [600, 225], decoded: "png" },
    ];
    for (const row of rows) {
      const response = await downloadOf(record, 0, { lowResolution: row.lowResolution, format: row.format });
      expect(response.status, JSON.stringify(row)).toBe(200);
      expect(response.headers.get("content-type")).toBe(row.type);
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${processId}-${taskId}.${row.ext}"`);
      expect(response.headers.get("cache-control")).toBe("private");
      expect(response.headers.get("etag")).toMatch(/^"[\w-]{20,}"$/);
      const bytes = await bytesOf(response);
      expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
      const meta = await sharp(bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([row.decoded, ...row.size]);
    }
    for (const lowResolution of [false, true]) {
      const response = await downloadOf(record, 0, { lowResolution, format: 2 });
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("content-disposition")).toBe(`attachment; filename="${processId}-${taskId}.pdf"`);
      const pdf = (await bytesOf(response)).toString("latin1");
      expect(pdf.startsWith("%PDF-1.6")).toBe(true);
      expect(pdf.match(/\/Type \/Page\b/g)).toHaveLength(1);
      expect(pdf).toContain(lowResolution ? "/MediaBox [ 0 0 600 225 ]" : "/MediaBox [ 0 0 1674 628 ]");
    }
    // The same image twice: the same bytes and ETag, and a conditional request is a 304.
    const first = await downloadOf(record, 0, { format: 2 });
    const etag = first.headers.get("etag")!;
    expect((await downloadOf(record, 0, { format: 2 })).headers.get("etag")).toBe(etag);
    const conditional = await client.send(download, {
      query: { applicationId: app.applicationId, imageProductGeneratorProcessId: processId, taskId, format: 2 },
      headers: { "if-none-match": etag },
    });
    expect(conditional.status).toBe(304);
  });

  it("serves each renderKind size as a variant of the task", async () => {
    for (const size of ["1080x1080", "1080x1920", "1080x1350", "1000x1500"]) {
      const bytes = await bytesOf(await downloadOf(record, 2, { size }));
      const meta = await sharp(bytes).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(size);
    }
    await expectErrorBody(await downloadOf(record, 2, { size: "728x90" }), 400, "size");
  });

  it("keeps the product's own pixels: every output equals the scaled cutout wherever the cutout is opaque", async () => {
    for (const [index, task] of record.tasks.entries()) {
      for (const variant of task.variants) {
        const output = await rgbaOf(await bytesOf(await downloadOf(record, index, { size: `${variant.width}x${variant.height}` })));
        const product = await placedCutout(cutoutPng, variant.productBox);
        const { compared, different } = productPixelMismatches(output, product, variant.productBox);
        expect(compared, `${task.taskId} ${variant.width}x${variant.height}`).toBeGreaterThan(variant.width * variant.height * 0.002);
        expect(different, `${task.taskId} ${variant.width}x${variant.height}`).toBe(0);
        // Inside the safe area: the central 1200×628 of the 1674×628 canvas.
        if (variant.width === 1674) {
          expect(variant.productBox.left).toBeGreaterThanOrEqual(237);
          expect(variant.productBox.left + variant.productBox.width).toBeLessThanOrEqual(1437);
        }
      }
    }
  });

  it("draws clearly different scenes for two presets and for two prompts", async () => {
    const images = await Promise.all([0, 1, 2, 3].map(async (i) => bytesOf(await downloadOf(record, i))));
    const presets = await meanDifference(images[0]!, images[1]!);
    expect(presets).toBeGreaterThan(20);
    expect(await meanDifference(images[2]!, images[3]!)).toBeGreaterThan(20);
    // Tasks 0 and 4 share a preset: the same scene in another composition, never a copy (compositions.ts).
    const cycled = await meanDifference(images[0]!, await bytesOf(await downloadOf(record, 4)));
    expect(cycled).toBeGreaterThan(3);
    expect(cycled).toBeLessThan(presets);
  });

  it("hands out signed task URLs that load without credentials and refuse tampering", async () => {
    const url = record.taskUrls[1]!;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect((await sharp(await bytesOf(response)).metadata()).width).toBe(1674);
    await expectErrorBody(await fetch(url.replace(/signature=[^&]+/, "signature=AAAA")), 404, "business: NotFound");
    await expectErrorBody(await fetch(url.replace(record.tasks[1]!.taskId, record.tasks[2]!.taskId)), 404, "business: NotFound");
  });

  it("sends 6 TaskCompleted and 1 Progress message to the webhook, with the image for includeImageData", { timeout: 30_000 }, async () => {
    const mine = async () => {
      await hooks.waitForRequests(1);
      return hooks.requests.map((r) => JSON.parse(r.body)).filter((m) => m.ImageRenderProcessId === record.imageProductGeneratorProcessId);
    };
    const deadline = Date.now() + 20_000;
    while ((await mine()).length < 7 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const messages = await mine();
    const completed = messages.filter((m) => m.MessageType === "ImageGenerationTaskCompleted");
    const progress = messages.filter((m) => m.MessageType === "ImageGenerationProgress");
    expect(completed).toHaveLength(6);
    expect(progress).toHaveLength(1);
    expect(new Set(completed.map((m) => m.TaskId))).toEqual(new Set(record.tasks.map((t) => t.taskId)));
    for (const m of completed) {
      expect(Object.keys(m)).toEqual(["MessageType", "ApplicationId", "UserId", "ImageRenderProcessId", "TaskId", "ImageContentBytes", "IsSuccessful", "ErrorMessage"]);
      expect([m.ApplicationId, m.UserId, m.IsSuccessful, m.ErrorMessage]).toEqual([app.applicationId, userId, true, null]);
      const meta = await sharp(Buffer.from(m.ImageContentBytes, "base64")).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["png", 1674, 628]);
    }
    expect(progress[0]).toMatchObject({ ApplicationId: app.applicationId, UserId: userId, TaskId: null, IsSuccessful: true, ErrorMessage: null, Progress: 100 });
    expect(progress[0].TaskIds).toEqual(record.tasks.map((t) => t.taskId));
  });
});

describe("canvas and style options", () => {
  it("renders exactly 1200×628 with DisableSafeMargin, and the style reference changes the palette", { timeout: 120_000 }, async () => {
    // The camera is black and silver: a neutral product quiets the preset's colours (a quarter less
    // chroma), which shows on a strongly coloured set (terracotta) and only a little on a pale one.
    const objects = prompts(preset("terracotta_background"), preset("light_blue_background"));
    const [styled, plain] = await Promise.all([run({ PromptObjectsString: objects, DisableSafeMargin: "true" }), run({ PromptObjectsString: objects, DisableSafeMargin: "TRUE", UseSameStyleReferenceImage: "false" })]);
    for (const record of [styled, plain]) {
      expect(record.tasks.every((t) => t.width === 1200 && t.height === 628 && t.variants.length === 1)).toBe(true);
      const meta = await sharp(await bytesOf(await downloadOf(record, 0))).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 628]);
    }
    for (const [index, least] of [[0, 6], [1, 1]] as const) {
      const [a, b] = await Promise.all([bytesOf(await downloadOf(styled, index)), bytesOf(await downloadOf(plain, index))]);
      expect(await meanDifference(a, b), `task ${index}`).toBeGreaterThan(least);
    }
  });
});

describe("refusals", () => {
  it("answers 400 naming the field for each invalid parameter, and charges nothing", async () => {
    const before = await credits();
    const objects = prompts(preset("white_background"));
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ PromptObjectsString: objects, renderKind: 1024 }, "renderKind"],
      [{ PromptObjectsString: objects, renderKind: -1 }, "renderKind"],
      // A bit set the decisions do not name (Post | Story).
      [{ PromptObjectsString: objects, renderKind: 3 }, "renderKind"],
      [{ PromptObjectsString: objects, renderKind: "2.5" }, "renderKind"],
      [{ PromptObjectsString: "not json" }, "PromptObjectsString"],
      [{ PromptObjectsString: "[]" }, "PromptObjectsString"],
      [{ PromptObjectsString: prompts(...Array.from({ length: 7 }, () => preset("white_background"))) }, "PromptObjectsString"],
      [{ PromptObjectsString: prompts(custom("   ")) }, "PromptObjectsString"],
      [{ PromptObjectsString: prompts({ tag: "style", prompt: "x" }) }, "PromptObjectsString"],
      [{ PromptObjectsString: objects, DisableSafeMargin: "maybe" }, "DisableSafeMargin"],
      [{ PromptObjectsString: objects, productImageAssetId: "not-a-guid" }, "productImageAssetId"],
      [{ PromptObjectsString: objects, productName: "x".repeat(1001) }, "productName"],
    ];
    for (const [body, field] of cases) await expectErrorBody(await start(body), 400, field);
    const unknown = await expectErrorBody(await start({ PromptObjectsString: prompts(preset("white_background"), preset("no_such_scene")) }), 400, "PromptObjectsString");
    expect(unknown.errors.PromptObjectsString![0]).toContain("no_such_scene");
    // Field names are matched case-insensitively (decisions, wire conventions).
    await expectErrorBody(await start({ promptObjectsString: "[]" }), 400, "PromptObjectsString");
    expect(await credits()).toBe(before);
  });

  it("answers 404 for a product image of another application, and refunds", async () => {
    const other = await createApplication(20);
    const otherClient = await authenticatedClient(other);
    await otherClient.call(createWebHookConfiguration, { query: { applicationId: other.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
    const response = await start({ PromptObjectsString: prompts(preset("white_background")) }, otherClient, other);
    await expectErrorBody(response, 404, "business: NotFound");
    expect(await credits(otherClient, other)).toBe(20);
  });

  it("answers the contract's 404 when the application has no active channel, and refunds", async () => {
    const bare = await createApplication(20);
    const bareClient = await authenticatedClient(bare);
    const response = await start({ PromptObjectsString: prompts(preset("white_background")) }, bareClient, bare);
    const body = await expectErrorBody(response, 404, "engine: Active");
    expect(Object.keys(body.errors).sort()).toEqual(["business: Active", "engine: Active"]);
    expect(body.errors["engine: Active"]![0]).toContain(bare.applicationId);
    expect(body.errors["business: Active"]![0]).toContain(bare.applicationId);
    expect([body.detail, body.instance]).toEqual([null, null]);
    expect(await credits(bareClient, bare)).toBe(20);
  });

  it("answers 401 without a valid token, on every photoshoot endpoint", async () => {
    const noToken = new (client.constructor as typeof import("@/lib/client").AdcraftClient)({ ...client.options, accessToken: "not.a.token" });
    await expectErrorBody(await start({ PromptObjectsString: prompts(preset("white_background")) }, noToken), 401, "business:");
    const ids = { applicationId: app.applicationId, taskId: randomUUID(), imageProductGeneratorProcessId: randomUUID() };
    await expectErrorBody(await noToken.send(download, { query: ids }), 401, "business:");
    await expectErrorBody(await noToken.send(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: ids.imageProductGeneratorProcessId } }), 401, "business:");
    await expectErrorBody(await noToken.send(checkApplicationAllProgresses, { query: { applicationId: app.applicationId } }), 401, "business:");
  });

  it("answers 404 for an unknown or foreign process or task, and 400 for a bad format", async () => {
    const [record] = await client.call(checkApplicationAllProgresses, { query: { applicationId: app.applicationId, limit: 1 } });
    const query = { applicationId: app.applicationId, imageProductGeneratorProcessId: record!.imageProductGeneratorProcessId, taskId: record!.tasks[0]!.taskId };
    await expectErrorBody(await client.send(download, { query: { ...query, taskId: randomUUID() } }), 404, "business: NotFound");
    await expectErrorBody(await client.send(download, { query: { ...query, format: 3 } as never }), 400, "format");
    await expectErrorBody(await client.send(checkUserProgress, { query: { userId: randomUUID(), imageProductGeneratorProcessId: query.imageProductGeneratorProcessId } }), 404, "business: NotFound");
    const other = await createApplication(5);
    const otherClient = await authenticatedClient(other);
    await expectErrorBody(await otherClient.send(download, { query: { ...query, applicationId: other.applicationId } }), 404, "business: NotFound");
    await expectErrorBody(await otherClient.send(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: query.imageProductGeneratorProcessId } }), 404, "business: NotFound");
    expect(await otherClient.call(checkApplicationAllProgresses, { query: { applicationId: other.applicationId } })).toEqual([]);
  });

  it("refuses Download with 400 business: Credits once the key's balance is 0", { timeout: 120_000 }, async () => {
    const poor = await createApplication(7); // Recommendations 1 + AdCreative 6
    const poorClient = await authenticatedClient(poor);
    await poorClient.call(createWebHookConfiguration, { query: { applicationId: poor.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
    const recommended = await uploadProductPhoto(poorClient, poor.applicationId, userId);
    const response = await poorClient.send(adCreative, {
      body: { applicationId: poor.applicationId, userId, productImageAssetId: recommended.backgroundRemovedImageAssetId, PromptObjectsString: prompts(preset("white_background")) } as never,
    });
    const created = (await response.json()) as ProgressRecord;
    expect(await credits(poorClient, poor)).toBe(0);
    const done = await waitForProcess(poorClient, userId, created.imageProductGeneratorProcessId);
    const query = { applicationId: poor.applicationId, imageProductGeneratorProcessId: done.imageProductGeneratorProcessId, taskId: done.tasks[0]!.taskId };
    await expectErrorBody(await poorClient.send(download, { query }), 400, "business: Credits");
  });
});

describe("progress lists and links", () => {
  it("lists the application's processes newest first, a page at a time", async () => {
    const all = await client.call(checkApplicationAllProgresses, { query: { applicationId: app.applicationId } });
    expect(all.length).toBeGreaterThanOrEqual(3);
    const times = all.map((r) => r.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const page = await client.call(checkApplicationAllProgresses, { query: { applicationId: app.applicationId, limit: 1, offset: 1 } });
    expect(page.map((r) => r.imageProductGeneratorProcessId)).toEqual([all[1]!.imageProductGeneratorProcessId]);
    await expectErrorBody(await client.send(checkApplicationAllProgresses, { query: { applicationId: app.applicationId, limit: 0 } }), 400, "limit");
  });

  it("builds absolute URLs from the Host and X-Forwarded-* headers the client used, never the bound address", async () => {
    const [record] = await client.call(checkApplicationAllProgresses, { query: { applicationId: app.applicationId, limit: 1 } });
    const path = `/api/v1/Image/ProductGeneration/CheckUserProgress?userId=${userId}&imageProductGeneratorProcessId=${record!.imageProductGeneratorProcessId}`;
    const viaHost = (await getWithHeaders(path, { host: "ads.example.com" })) as ProgressRecord;
    expect(viaHost.taskUrls[0]).toMatch(/^http:\/\/ads\.example\.com\/api\/v1\/Image\/ProductGeneration\/TaskImage\//);
    const viaProxy = (await getWithHeaders(path, { host: "10.0.0.5:3000", "x-forwarded-proto": "https", "x-forwarded-host": "ads.example.com" })) as ProgressRecord;
    expect(viaProxy.taskUrls[0]).toMatch(/^https:\/\/ads\.example\.com\//);
    const presets = (await getWithHeaders(`/api/v1/Image/ProductGeneration/PresetKeys?applicationId=${app.applicationId}&userId=${userId}`, { host: "ads.example.com" })) as {
      presets: Array<{ previewImageUrl: string }>;
    };
    expect(presets.presets[0]!.previewImageUrl).toMatch(/^http:\/\/ads\.example\.com\/api\/v1\/Image\/Presets\//);
  });
});

/** fetch() may not set Host; node:http can, as a client behind a proxy or DNS name would send it. */
async function getWithHeaders(path: string, headers: Record<string, string>): Promise<unknown> {
  const base = new URL(inject("baseUrl"));
  const auth = { "x-api-key": client.options.apiKey!, "x-api-secret": client.options.apiSecret!, authorization: `Bearer ${client.options.accessToken}` };
  return new Promise((resolve, reject) => {
    const request = http.get({ host: base.hostname, port: base.port, path, headers: { ...auth, ...headers } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => (response.statusCode === 200 ? resolve(JSON.parse(body)) : reject(new Error(`${response.statusCode} ${body}`))));
    });
    request.on("error", reject);
  });
}
