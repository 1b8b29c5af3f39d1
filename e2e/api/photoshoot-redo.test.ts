import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { getCredits } from "@/lib/schemas/account";
import { adCreative, checkUserProgress, download, redoSceneOperation, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { getReviewItem, listReviewItems, postReviewDecision, submitReviewItem } from "@/lib/schemas/review";
import { authenticatedClient, createApplication, expectErrorBody, type TestApplication } from "../support/fixtures";
import { meanDifference, uploadProductPhoto, waitForProcess } from "../support/photoshoot";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * Redo one scene of a finished photoshoot (ours): one credit, a new take of that scene in the same
 * slot, the next version of that scene's review item; the other five items keep their versions and
 * decisions, approved stays approved. Refused while the take renders, for another application's
 * key (404) and without credits (the photoshoot's own error).
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
  hooks = await startWebhookReceiver([200]);
  await client.call(createWebHookConfiguration, { query: { applicationId: app.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
  assetId = (await uploadProductPhoto(client, app.applicationId, userId)).backgroundRemovedImageAssetId;
});

afterAll(async () => {
  await hooks?.close();
});

const start = async () => {
  const response = await client.send(adCreative, { body: { applicationId: app.applicationId, userId, productImageAssetId: assetId, PromptObjectsString: presets, renderKind: 0 } as never });
  expect(response.status).toBe(200);
  return (await response.json()) as ProgressRecord;
};
const redo = (processId: string, taskId: string, as = client) => as.send(redoSceneOperation, { params: { imageProductGeneratorProcessId: processId, taskId } });
const credits = async () => (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;
const itemsOf = async (processIds: string[]) =>
  (await client.call(listReviewItems, { query: { applicationId: app.applicationId, kind: "creative", limit: 200, offset: 0 } as never })).items.filter((i) =>
    processIds.includes(i.creative!.imageProductGeneratorProcessId),
  );
const png = async (processId: string, taskId: string) => {
  const response = await client.send(download, { query: { applicationId: app.applicationId, imageProductGeneratorProcessId: processId, taskId, format: 0, lowResolution: false } as never });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
};
const reviewer = { name: "Rita Reviewer" };

describe("POST Image/ProductGeneration/Processes/{id}/Tasks/{taskId}/Redo", () => {
  it("redoes one scene for one credit: a new take in its slot, version 2 of its item, the other five and their decisions untouched", { timeout: 300_000 }, async () => {
    const processId = (await start()).imageProductGeneratorProcessId;
    const done = await waitForProcess(client, userId, processId, 150_000);
    expect(done.tasks.every((t) => t.renderState === 5)).toBe(true);

    // The board: six items, one a scene. Two approved (submitted first: reviewers decide on submitted versions).
    const before = await itemsOf([processId]);
    expect(before).toHaveLength(6);
    const itemOfTask = (items: typeof before, taskId: string) => items.find((i) => i.creative!.taskId === taskId)!;
    const [approvedA, approvedB, redone] = [done.tasks[0]!, done.tasks[1]!, done.tasks[2]!].map((t) => itemOfTask(before, t.taskId));
    for (const item of [approvedA!, approvedB!, redone!]) await client.call(submitReviewItem, { params: { itemId: item.id }, body: { name: "Mia Marketer" } as never });
    for (const item of [approvedA!, approvedB!]) await client.call(postReviewDecision, { params: { itemId: item.id }, body: { decision: "approved", ...reviewer } as never });
    await client.call(postReviewDecision, { params: { itemId: redone!.id }, body: { decision: "changesRequested", comment: "Warmer light, please.", ...reviewer } as never });
    const decided = await itemsOf([processId]);

    const balance = await credits();
    const response = await redo(processId, done.tasks[2]!.taskId);
    expect(response.status).toBe(200);
    const record = (await response.json()) as ProgressRecord;
    expect(await credits()).toBe(balance - 1);
    // The new take is in slot 3 under a new id, same scene; the other five are the same tasks.
    expect(record.tasks).toHaveLength(6);
    const take = record.tasks[2]!;
    expect(take.taskId).not.toBe(done.tasks[2]!.taskId);
    expect(take.promptObject).toEqual(done.tasks[2]!.promptObject);
    expect(take.renderState).toBeLessThan(5);
    expect(record.progress).toBeLessThan(100);
    expect(record.tasks.filter((_, i) => i !== 2)).toEqual(done.tasks.filter((_, i) => i !== 2).map((t) => expect.objectContaining({ taskId: t.taskId, renderState: 5 })));

    // Refused while the take renders (asked at once; a take renders in about a second, so only when it is done is 200 accepted as a second redo).
    const again = await redo(processId, take.taskId);
    if (again.status !== 200) await expectErrorBody(again, 400, "taskId");
    // The replaced task is no longer the photoshoot's: redoing it is 404, and costs nothing.
    const afterFirst = await credits();
    await expectErrorBody(await redo(processId, done.tasks[2]!.taskId), 404, "business: NotFound");
    expect(await credits()).toBe(afterFirst);

    const finished = await waitForProcess(client, userId, processId, 150_000);
    expect(finished.progress).toBe(100);
    const newest = finished.tasks[2]!;
    // A new picture of the same scene, not a copy of the old one; the old take stays downloadable for the board.
    const [oldPng, newPng] = [await png(processId, done.tasks[2]!.taskId), await png(processId, newest.taskId)];
    expect(oldPng.equals(newPng)).toBe(false);
    expect(await meanDifference(oldPng, newPng)).toBeGreaterThan(0);

    const after = await itemsOf([processId]);
    expect(after).toHaveLength(6);
    for (const item of decided) {
      const now = after.find((i) => i.id === item.id)!;
      if (item.id === redone!.id) continue;
      // Untouched: same version, same task, same state and decision.
      expect(now).toEqual(expect.objectContaining({ version: item.version, state: item.state, lastDecision: item.lastDecision, creative: item.creative }));
    }
    expect(after.find((i) => i.id === approvedA!.id)!.state).toBe("approved");
    expect(after.find((i) => i.id === approvedB!.id)!.state).toBe("approved");
    const redoneNow = after.find((i) => i.id === redone!.id)!;
    expect(redoneNow.version).toBe(2 + (again.status === 200 ? 1 : 0));
    expect(redoneNow.creative!.taskId).toBe(newest.taskId);
    expect(redoneNow.lastDecision).toBeNull();
    // The decision stays on the version it was made on.
    const detail = await client.call(getReviewItem, { params: { itemId: redone!.id } });
    expect(detail.versions.map((v) => v.creative!.taskId).slice(0, 2)).toEqual([done.tasks[2]!.taskId, take.taskId]);
    expect(detail.decisions).toEqual([expect.objectContaining({ version: 1, decision: "changesRequested" })]);
  });

  it("answers another application's key with 404 and charges it nothing; no token with 401; a malformed id with 400; no credits with the photoshoot's error", { timeout: 200_000 }, async () => {
    const processId = (await start()).imageProductGeneratorProcessId;
    const done = await waitForProcess(client, userId, processId, 150_000);
    const taskId = done.tasks[0]!.taskId;

    const otherApp = await createApplication(10, "Someone else");
    const other = await authenticatedClient(otherApp);
    await expectErrorBody(await redo(processId, taskId, other), 404, "business: NotFound");
    // The application's own key without a valid access token: 401, nothing charged.
    const noToken = new (client.constructor as typeof import("@/lib/client").AdcraftClient)({ ...client.options, accessToken: "not.a.token" });
    const balance = await credits();
    await expectErrorBody(await redo(processId, taskId, noToken), 401, "business:");
    expect(await credits()).toBe(balance);
    expect((await other.call(getCredits, { query: { applicationId: otherApp.applicationId } })).credits).toBe(10);
    // A task of another of this application's photoshoots is not in this one.
    await expectErrorBody(await redo(randomUUID(), taskId), 404, "business: NotFound");
    await expectErrorBody(await client.send(redoSceneOperation, { params: { imageProductGeneratorProcessId: processId, taskId: "not-a-guid" } }), 400, "taskId");
    expect((await client.call(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: processId } })).tasks.map((t) => t.taskId)).toEqual(done.tasks.map((t) => t.taskId));

    // Out of credits: the same error as AdCreative's, and nothing redone.
    const broke = await createApplication(0, "Out of credits");
    const brokeClient = await authenticatedClient(broke);
    await expectErrorBody(await redo(processId, taskId, brokeClient), 400, "business: Credits");
    const startBroke = await brokeClient.send(adCreative, { body: { applicationId: broke.applicationId, userId, productImageAssetId: assetId, PromptObjectsString: presets } as never });
    await expectErrorBody(startBroke, 400, "business: Credits");
  });
});
