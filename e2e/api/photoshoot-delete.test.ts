import { existsSync } from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { adCreative, checkUserProgress, deletePhotoshootOperation, download, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { getAssetCutout } from "@/lib/schemas/photoshoot";
import { listReviewItems, submitReviewItem } from "@/lib/schemas/review";
import { authenticatedClient, createApplication, expectErrorBody, type TestApplication } from "../support/fixtures";
import { uploadProductPhoto, waitForProcess } from "../support/photoshoot";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * Deleting a finished photoshoot (ours): its rows, its drafts on the review board and every stored
 * size of its creatives go, in whichever blob store the server uses; the product's cutout stays.
 * Refused while it renders, once a creative was submitted for review, and for another application.
 */
let app: TestApplication;
let client: AdcraftClient;
let assetId: string;
let hooks: WebhookReceiver;
const userId = randomUUID();
const presets = JSON.stringify(["white_background", "light_grey_background", "natural_beige_background", "light_blue_background", "concrete_studio_spotlight", "white_studio_podium_softbox"].map((preset) => ({ tag: "preset", preset })));

beforeAll(async () => {
  app = await createApplication(200);
  client = await authenticatedClient(app);
  // A photoshoot needs an active notification channel.
  hooks = await startWebhookReceiver([200]);
  await client.call(createWebHookConfiguration, { query: { applicationId: app.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
  assetId = (await uploadProductPhoto(client, app.applicationId, userId)).backgroundRemovedImageAssetId;
});

afterAll(async () => {
  await hooks?.close();
});

const start = async (renderKind = 0) => {
  const response = await client.send(adCreative, { body: { applicationId: app.applicationId, userId, productImageAssetId: assetId, PromptObjectsString: presets, renderKind } as never });
  expect(response.status).toBe(200);
  return (await response.json()) as ProgressRecord;
};
const remove = (processId: string, as = client) => as.send(deletePhotoshootOperation, { params: { imageProductGeneratorProcessId: processId } });

/** The keys of the process's stored creatives: files in DATA_DIR/blobs on PGlite, rows of `blobs` on PostgreSQL. */
async function storedCreatives(record: ProgressRecord): Promise<number> {
  const folder = `creatives/${record.applicationId}/${record.imageProductGeneratorProcessId}`;
  const databaseUrl = inject("databaseUrl");
  if (!databaseUrl) return existsSync(path.join(inject("serverDataDir"), "blobs", folder)) ? 1 : 0;
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<{ n: number }>("select count(*)::int as n from blobs where key like $1", [`${folder}/%`])).rows[0]!.n;
  } finally {
    await db.end();
  }
}

const creativeItems = async () => (await client.call(listReviewItems, { query: { applicationId: app.applicationId, kind: "creative", limit: 200, offset: 0 } as never })).items;

describe("DELETE Image/ProductGeneration/Processes/{id}", () => {
  it("deletes a finished photoshoot, its drafts and its files; keeps the cutout", { timeout: 180_000 }, async () => {
    const record = await start();
    const processId = record.imageProductGeneratorProcessId;
    // Refused while it renders (asked at once, before six tasks can finish).
    const early = await remove(processId);
    if (early.status !== 200) await expectErrorBody(early, 400, "imageProductGeneratorProcessId");
    else throw new Error("a rendering photoshoot was deleted");
    const done = await waitForProcess(client, userId, processId, 150_000);
    expect(done.tasks.every((t) => t.renderState === 5)).toBe(true);
    expect(await storedCreatives(done)).toBeGreaterThan(0);
    const draftsBefore = (await creativeItems()).filter((i) => i.creative?.imageProductGeneratorProcessId === processId);
    expect(draftsBefore.length).toBe(6);

    // Another application's key: not found, and nothing deleted.
    const other = await authenticatedClient(await createApplication(10, "Someone else"));
    await expectErrorBody(await remove(processId, other), 404, "business: NotFound");
    expect((await client.call(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: processId } })).tasks).toHaveLength(6);

    const response = await remove(processId);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ imageProductGeneratorProcessId: processId, deletedTasks: 6 });
    expect(await storedCreatives(done)).toBe(0);
    await expectErrorBody(await client.send(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: processId } }), 404, "business: NotFound");
    const query = { applicationId: app.applicationId, imageProductGeneratorProcessId: processId, taskId: done.tasks[0]!.taskId, format: 0, lowResolution: false };
    expect((await client.send(download, { query } as never)).status).toBe(404);
    expect((await creativeItems()).filter((i) => draftsBefore.some((d) => d.id === i.id))).toEqual([]);
    // The cutout is the upload's, not the photoshoot's.
    expect((await client.send(getAssetCutout, { params: { assetId }, query: { applicationId: app.applicationId } })).status).toBe(200);
    // Gone is gone.
    await expectErrorBody(await remove(processId), 404, "business: NotFound");
  });

  it("keeps a photoshoot one of whose creatives was submitted for review", { timeout: 180_000 }, async () => {
    const record = await start();
    const processId = record.imageProductGeneratorProcessId;
    await waitForProcess(client, userId, processId, 150_000);
    const item = (await creativeItems()).find((i) => i.creative?.imageProductGeneratorProcessId === processId)!;
    await client.call(submitReviewItem, { params: { itemId: item.id }, body: { name: "Mia Marketer" } as never });
    await expectErrorBody(await remove(processId), 400, "imageProductGeneratorProcessId");
    expect((await client.call(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: processId } })).tasks).toHaveLength(6);
  });

  it("answers a malformed id with 400 and an unknown one with 404", async () => {
    await expectErrorBody(await client.send(deletePhotoshootOperation, { params: { imageProductGeneratorProcessId: "not-a-guid" } }), 400, "imageProductGeneratorProcessId");
    await expectErrorBody(await remove(randomUUID()), 404, "business: NotFound");
  });
});
