import { randomUUID } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { startAutomatic1111StandIn } from "@/lib/ai/providers/inpainting/testing/automatic1111-stand-in";
import { getCredits } from "@/lib/schemas/account";
import { adCreative, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { authenticatedClient, operator, type TestApplication } from "../support/fixtures";
import { startIsolatedServer } from "../support/isolated-server";
import { uploadProductPhoto, waitForProcess } from "../support/photoshoot";
import { startWebhookReceiver } from "../support/webhook-receiver";

/**
 * AdCreative through a server whose scenes come from an Automatic1111 server (the stand-in, with
 * --api-auth): one img2img call per task whatever the number of sizes, and a task whose calls all
 * fail ends failed with the server's reason and gives its credit back (AdCreative costs one a task).
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

const AUTH = "studio:gpu-pass";
const presets = JSON.stringify(["white_background", "concrete_studio_spotlight", "natural_beige_background"].map((preset) => ({ tag: "preset", preset })));

async function generativeApp(name: string, failNext?: { count: number; status: number }) {
  const a1111 = await startAutomatic1111StandIn({ apiAuth: AUTH, failNext });
  cleanups.push(() => a1111.close());
  const isolated = await startIsolatedServer(name, { INPAINTING_MODEL_URL: a1111.url, INPAINTING_MODEL_PROTOCOL: "automatic1111", INPAINTING_MODEL_KEY: AUTH, INPAINTING_IMAGE_SIZE: "512" });
  cleanups.push(() => isolated.dispose());
  const app = await operator<TestApplication>("apps create", { name, credits: 20 }, isolated.server.dataDir);
  const client = await authenticatedClient(app, isolated.server.url);
  const hooks = await startWebhookReceiver([200]);
  cleanups.push(() => hooks.close());
  await client.call(createWebHookConfiguration, { query: { applicationId: app.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
  const userId = randomUUID();
  const { backgroundRemovedImageAssetId } = await uploadProductPhoto(client, app.applicationId, userId);
  const credits = async () => (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;
  const start = async (renderKind: number) => {
    const response = await client.send(adCreative, {
      body: { applicationId: app.applicationId, userId, productImageAssetId: backgroundRemovedImageAssetId, PromptObjectsString: presets, renderKind } as never,
    });
    expect(response.status).toBe(200);
    const created = (await response.json()) as ProgressRecord;
    return waitForProcess(client, userId, created.imageProductGeneratorProcessId, 150_000);
  };
  return { a1111, credits, start };
}

describe("AdCreative on an Automatic1111 back end", () => {
  it("renders each task with one generation, every size cut from it", { timeout: 180_000 }, async () => {
    const { a1111, credits, start } = await generativeApp("a1111-ok");
    const before = await credits();
    const done = await start(31); // Social: the primary canvas, Post, Story, Vertical and PinSize
    expect(done.tasks.map((t) => t.renderState)).toEqual([5, 5, 5, 5, 5, 5]);
    for (const task of done.tasks) expect(task.variants).toHaveLength(5);
    expect(a1111.calls).toHaveLength(6);
    expect(await credits()).toBe(before - 6);
  });

  it("a task whose generation keeps failing ends failed, says why, and gives its credit back", { timeout: 180_000 }, async () => {
    const { a1111, credits, start } = await generativeApp("a1111-down", { count: 10_000, status: 500 });
    const before = await credits();
    const done = await start(1);
    expect(done.tasks.map((t) => t.renderState)).toEqual([6, 6, 6, 6, 6, 6]);
    for (const task of done.tasks) expect(task.errorMessage).toMatch(/500/);
    expect(a1111.calls).toHaveLength(0);
    // A key's balance is cached for a second (lib/auth/api-key-cache.ts): polled, not read once.
    await expect.poll(credits, { timeout: 5_000 }).toBe(before);
  });
});
