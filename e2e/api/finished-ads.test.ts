import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { getCredits } from "@/lib/schemas/account";
import { createBrandKit } from "@/lib/schemas/brand-kits";
import { adCreativesByKind, adCreativesByTasks } from "@/lib/schemas/finished-ads";
import { writeAdCopiesOperation } from "@/lib/schemas/text-ops";
import { adCreative, checkUserProgress, download, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { authenticatedClient, createApplication, expectErrorBody, type TestApplication } from "../support/fixtures";
import { meanDifference, productPhoto, uploadProductPhoto, waitForProcess } from "../support/photoshoot";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * Finished ads over HTTP (docs/finished-ads.md): a real photoshoot task, a brand kit, then
 * AdCreativesByKind and AdCreativesByTasks answered, followed and downloaded like AdCreative.
 */
let app: TestApplication;
let client: AdcraftClient;
let hooks: WebhookReceiver;
let photoshoot: ProgressRecord;
let kitId: string;
let assetId: string;
const userId = randomUUID();
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" viewBox="0 0 120 40"><rect width="40" height="40" rx="8" fill="#e4572e"/><rect x="50" y="12" width="70" height="16" fill="#1d3557"/></svg>`;
const ADS = [
  { headline: "Die Kamera, die Ihre Erinnerungen für Generationen festhält", punchline: "Zwei Jahre Garantie auf jedes Gehäuse.", cta: "Jetzt kaufen" },
  { headline: "Analog ist zurück", cta: "Entdecken" },
];

const credits = async (as = client, application = app) => (await as.call(getCredits, { query: { applicationId: application.applicationId } })).credits;
const byKind = (body: Record<string, unknown>, as = client, application = app) =>
  as.send(adCreativesByKind, {
    body: {
      applicationId: application.applicationId,
      userId,
      imageProductGeneratorProcessId: photoshoot.imageProductGeneratorProcessId,
      taskId: photoshoot.tasks[0]!.taskId,
      brandKitId: kitId,
      renderKind: 992,
      language: "de",
      ads: ADS,
      ...body,
    } as never,
  });
const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());

async function started(response: Response): Promise<ProgressRecord> {
  expect(response.status).toBe(200);
  const record = (await response.json()) as ProgressRecord;
  return waitForProcess(client, userId, record.imageProductGeneratorProcessId);
}

beforeAll(async () => {
  app = await createApplication(100, "Kamerahaus");
  client = await authenticatedClient(app);
  hooks = await startWebhookReceiver([200]);
  await client.call(createWebHookConfiguration, { query: { applicationId: app.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
  const asset = await uploadProductPhoto(client, app.applicationId, userId);
  assetId = asset.backgroundRemovedImageAssetId;
  const response = await client.send(adCreative, {
    body: { applicationId: app.applicationId, userId, productImageAssetId: asset.backgroundRemovedImageAssetId, renderKind: 1, PromptObjectsString: JSON.stringify([{ tag: "preset", preset: "white_background" }]) } as never,
  });
  photoshoot = await started(response);
  const kit = await client.call(createBrandKit, {
    query: { applicationId: app.applicationId },
    body: { name: "Kamerahaus", colours: { primary: "#e4572e", secondary: "#1d3557", text: "#1d3557", background: "#f1faee" }, fontPair: "montserrat-inter", logo: { mediaType: "image/svg+xml", data: Buffer.from(LOGO).toString("base64") } },
  });
  kitId = kit.id;
}, 180_000);

afterAll(() => hooks?.close());

describe("AdCreativesByKind and AdCreativesByTasks", () => {
  let ads: ProgressRecord;

  it("makes a task per ad in every size asked for, charges a credit a task, reports progress and notifies", { timeout: 120_000 }, async () => {
    const before = await credits();
    ads = await started(await byKind({}));
    expect(await credits()).toBe(before - 2);
    expect(ads.progress).toBe(100);
    expect(ads.tasks.map((t) => [t.renderState, t.ad?.headline, t.ad?.cta, t.ad?.template])).toEqual([
      [5, ADS[0]!.headline, "Jetzt kaufen", "overlay"],
      [5, "Analog ist zurück", "Entdecken", "overlay"],
    ]);
    for (const task of ads.tasks) {
      expect(task.variants.map((v) => `${v.width}x${v.height}`)).toEqual(["300x250", "728x90", "160x600", "300x600", "970x90"]);
      expect(task.ad).toMatchObject({ sourceTaskId: photoshoot.tasks[0]!.taskId, brandKitId: kitId, punchline: task.ad!.headline === "Analog ist zurück" ? null : ADS[0]!.punchline });
      // Where each text landed (additive): a headline and a button on every size, inside it; a punchline only where drawn.
      for (const variant of task.variants) {
        const roles = variant.textBoxes!.map((b) => b.role);
        expect(roles[0]).toBe("headline");
        expect(roles.at(-1)).toBe("cta");
        if (!task.ad!.punchline) expect(roles).not.toContain("punchline");
        for (const box of variant.textBoxes!) {
          expect(box.width * box.height, `${variant.width}x${variant.height} ${box.role}`).toBeGreaterThan(0);
          expect(box.left + box.width).toBeLessThanOrEqual(variant.width);
          expect(box.top + box.height).toBeLessThanOrEqual(variant.height);
        }
      }
    }
    const deadline = Date.now() + 20_000;
    const mine = () => hooks.requests.map((r) => JSON.parse(r.body)).filter((m) => m.ImageRenderProcessId === ads.imageProductGeneratorProcessId);
    while (mine().length < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(mine().filter((m) => m.MessageType === "ImageGenerationTaskCompleted").map((m) => m.IsSuccessful)).toEqual([true, true]);
    expect(mine().filter((m) => m.MessageType === "ImageGenerationProgress")).toMatchObject([{ Progress: 100, IsSuccessful: true }]);
  });

  it("downloads every size as PNG, JPEG and PDF 1.6, and the ad is the photoshoot image with text on it", { timeout: 60_000 }, async () => {
    const query = (task: number, extra: Record<string, unknown>) => ({ applicationId: app.applicationId, imageProductGeneratorProcessId: ads.imageProductGeneratorProcessId, taskId: ads.tasks[task]!.taskId, ...extra }) as never;
    const png = await client.send(download, { query: query(0, { size: "300x600" }) });
    expect(png.headers.get("content-type")).toBe("image/png");
    const adPng = await bytesOf(png);
    expect(await sharp(adPng).metadata()).toMatchObject({ format: "png", width: 300, height: 600 });
    const strip = await bytesOf(await client.send(download, { query: query(0, { size: "728x90", format: 1 }) }));
    expect(await sharp(strip).metadata()).toMatchObject({ format: "jpeg", width: 728, height: 90 });
    const pdf = await bytesOf(await client.send(download, { query: query(1, { format: 2 }) }));
    expect(pdf.subarray(0, 8).toString("latin1")).toBe("%PDF-1.6");
    // The photoshoot's image cropped to the same canvas, and the ad drawn over it: related, not the same pixels.
    const source = await bytesOf(await client.send(download, { query: { applicationId: app.applicationId, imageProductGeneratorProcessId: photoshoot.imageProductGeneratorProcessId, taskId: photoshoot.tasks[0]!.taskId } as never }));
    const cropped = await sharp(source).resize(300, 600, { fit: "cover", position: "centre" }).png().toBuffer();
    const difference = await meanDifference(adPng, cropped);
    expect(difference).toBeGreaterThan(2);
    expect(difference).toBeLessThan(80);
  });

  it("re-renders a task with edits as a new process, keeping what the edit does not name", { timeout: 60_000 }, async () => {
    const before = await credits();
    const edited = await started(
      await client.send(adCreativesByTasks, {
        body: { applicationId: app.applicationId, userId, edits: [{ taskId: ads.tasks[1]!.taskId, headline: "Neu: die Canonet", template: "panel", colours: { primary: "#2a9d8f" } }] } as never,
      }),
    );
    expect(await credits()).toBe(before - 1);
    expect(edited.imageProductGeneratorProcessId).not.toBe(ads.imageProductGeneratorProcessId);
    expect(edited.tasks.map((t) => [t.renderState, t.ad?.headline, t.ad?.cta, t.ad?.template])).toEqual([[5, "Neu: die Canonet", "Entdecken", "panel"]]);
    const fetchPng = async (record: ProgressRecord) =>
      bytesOf(await client.send(download, { query: { applicationId: app.applicationId, imageProductGeneratorProcessId: record.imageProductGeneratorProcessId, taskId: record.tasks.at(-1)!.taskId } as never }));
    expect(await meanDifference(await fetchPng(edited), await fetchPng(ads))).toBeGreaterThan(5);
  });

  it("refunds the credit of an ad whose headline cannot fit, and the task fails with the reason", { timeout: 60_000 }, async () => {
    const before = await credits();
    // One unbreakable word (no hyphenation patterns for Japanese) wider than the 160 px skyscraper at 12 px.
    const record = await started(await byKind({ renderKind: 128, language: "ja", ads: [{ headline: "Kameraobjektivdeckelhalterungsschnallenbandverschluss", cta: "Kaufen" }] }));
    expect(record.tasks[0]).toMatchObject({ renderState: 6 });
    expect(record.tasks[0]!.errorMessage).toMatch(/headline does not fit/);
    expect(await credits()).toBe(before);
  });

  it("makes ads on an uploaded photo, named by its asset id instead of a photoshoot task", { timeout: 60_000 }, async () => {
    const before = await credits();
    const record = await started(await byKind({ imageProductGeneratorProcessId: undefined, taskId: undefined, assetId, renderKind: 1, ads: [ADS[1]] }));
    expect(await credits()).toBe(before - 1);
    expect(record.tasks).toHaveLength(1);
    const task = record.tasks[0]!;
    expect(task).toMatchObject({ renderState: 5, ad: { headline: "Analog ist zurück", cta: "Entdecken", template: "overlay", sourceTaskId: null, sourceAssetId: assetId, brandKitId: kitId } });
    expect(task.variants.map((v) => `${v.width}x${v.height}`)).toEqual(["1080x1080"]);
    const png = await bytesOf(await client.send(download, { query: { applicationId: app.applicationId, imageProductGeneratorProcessId: record.imageProductGeneratorProcessId, taskId: task.taskId } as never }));
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: 1080, height: 1080 });
    // The photo as uploaded, cropped to the canvas, with the ad drawn over it: related, not the same pixels.
    const cropped = await sharp(productPhoto()).rotate().resize(1080, 1080, { fit: "cover", position: "centre" }).png().toBuffer();
    const difference = await meanDifference(png, cropped);
    expect(difference).toBeGreaterThan(2);
    expect(difference).toBeLessThan(80);
    // The asset of another application, or an unknown one: not found.
    await expectErrorBody(await byKind({ imageProductGeneratorProcessId: undefined, taskId: undefined, assetId: randomUUID() }), 404, "business: NotFound");
  });

  it("takes the texts of an AdCopies answer as it came back: headline, punchline and CTA of the same place", { timeout: 60_000 }, async () => {
    const answer = await client.call(writeAdCopiesOperation, {
      body: {
        applicationId: app.applicationId,
        userId,
        productName: "Canonet QL17",
        productDescription: "A restored 1970s rangefinder film camera with a fast 40 mm f/1.7 lens, serviced and tested.",
        cta: "Jetzt kaufen",
        outputLanguage: "de",
        tone: "Calm",
        targetAudience: "Analog photographers",
        isLongHeadline: false,
      },
    });
    // The answer as it came back (icons and warnings too), one short headline added at the end so
    // that one fits whatever the writer wrote: headlines over 90 characters are passed over.
    const copies = { ...answer, headlines: [...answer.headlines, "Analog ist zurück"] };
    const tidy = (t: string | undefined) => (t ?? "").trim().replace(/\s+/g, " ");
    const expected = copies.headlines
      .map((headline, i) => ({ headline: tidy(headline), i }))
      .filter(({ headline }) => [...headline].length <= 90)
      .slice(0, 6)
      .map(({ headline, i }) => {
        const punchline = tidy(copies.punchlines[i]);
        const cta = tidy(copies.callToActions[i]?.cta);
        const firstCta = copies.callToActions.map((c) => tidy(c.cta)).find((c) => [...c].length <= 30);
        return [5, headline, punchline && [...punchline].length <= 140 ? punchline : null, cta && [...cta].length <= 30 ? cta : firstCta];
      });
    expect(expected.map((ad) => ad[1])).toContain("Analog ist zurück");
    const before = await credits();
    const record = await started(await byKind({ ads: undefined, adCopies: copies, renderKind: 32 }));
    expect(await credits()).toBe(before - expected.length);
    expect(record.tasks.map((t) => [t.renderState, t.ad?.headline, t.ad?.punchline, t.ad?.cta])).toEqual(expected);
    // A headline longer than an ad takes, and both text sources at once: 400 on adCopies, nothing charged.
    const after = await credits();
    await expectErrorBody(await byKind({ ads: undefined, adCopies: { ...answer, headlines: ["x".repeat(91)] } }), 400, "adCopies");
    await expectErrorBody(await byKind({ adCopies: copies }), 400, "adCopies");
    await expectErrorBody(await byKind({ ads: undefined, adCopies: { ...copies, callToActions: [] } }), 400, "adCopies");
    await expectErrorBody(await byKind({ ads: undefined, adCopies: { ...copies, headlines: ["Kamera 📷"] } }), 400, "adCopies.headlines[0]");
    await expectErrorBody(await byKind({ assetId }), 400, "assetId");
    await expectErrorBody(await byKind({ taskId: undefined }), 400, "body");
    expect(await credits()).toBe(after);
  });

  it("refuses bad requests with the contract's error body, charging nothing", async () => {
    const before = await credits();
    await expectErrorBody(await byKind({ ads: [] }), 400, "ads");
    await expectErrorBody(await byKind({ ads: [{ headline: "x".repeat(91), cta: "Go" }] }), 400, "ads");
    await expectErrorBody(await byKind({ ads: [{ headline: "Hello", cta: "" }] }), 400, "ads");
    await expectErrorBody(await byKind({ template: "poster" }), 400, "template");
    await expectErrorBody(await byKind({ renderKind: 33 }), 400, "renderKind");
    await expectErrorBody(await byKind({ ads: [{ headline: "Kamera 📷", cta: "Go" }] }), 400, "ads[0].headline");
    await expectErrorBody(await byKind({ brandKitId: randomUUID() }), 404, "business: NotFound");
    await expectErrorBody(await byKind({ taskId: randomUUID() }), 404, "business: NotFound");
    await expectErrorBody(
      await client.send(adCreativesByTasks, { body: { applicationId: app.applicationId, userId, edits: [{ taskId: photoshoot.tasks[0]!.taskId, headline: "x" }] } as never }),
      400,
      "edits[0].taskId",
    );
    await expectErrorBody(await client.send(adCreativesByTasks, { body: { applicationId: app.applicationId, userId, edits: [] } as never }), 400, "edits");
    expect(await credits()).toBe(before);
  });

  it("keeps one application's ads, photoshoots and kits from another", async () => {
    const other = await createApplication(10);
    const otherClient = await authenticatedClient(other);
    await otherClient.call(createWebHookConfiguration, { query: { applicationId: other.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
    // Another application names this one's photoshoot task and kit: not found, nothing charged.
    await expectErrorBody(await byKind({}, otherClient, other), 404, "business: NotFound");
    await expectErrorBody(
      await otherClient.send(adCreativesByTasks, { body: { applicationId: other.applicationId, userId, edits: [{ taskId: ads.tasks[0]!.taskId, headline: "Mine now" }] } as never }),
      404,
      "business: NotFound",
    );
    expect((await otherClient.send(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: ads.imageProductGeneratorProcessId } })).status).toBe(404);
    expect((await otherClient.send(download, { query: { applicationId: other.applicationId, imageProductGeneratorProcessId: ads.imageProductGeneratorProcessId, taskId: ads.tasks[0]!.taskId } as never })).status).toBe(404);
    // Naming this application in the body with the other's token: refused before anything is read.
    await expectErrorBody(await byKind({ applicationId: app.applicationId }, otherClient, other), 401, "business:");
    expect(await credits(otherClient, other)).toBe(10);
  });
});
