import { randomUUID } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { getCredits } from "@/lib/schemas/account";
import { adCreative, download, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { getAssetCutout, getAssetMask, recommendations, refineAsset } from "@/lib/schemas/photoshoot";
import { authenticatedClient, createApplication, expectErrorBody, type TestApplication } from "../support/fixtures";
import { placedCutout, productPixelMismatches, rgbaOf, waitForProcess } from "../support/photoshoot";
import { refinePhoto, type RefinePhoto } from "../support/refine-photo";
import { startWebhookReceiver, type WebhookReceiver } from "../support/webhook-receiver";

/**
 * The refine brush (issue #23): keep/remove strokes on a stored asset give a new asset whose mask
 * follows the strokes and the photo's own edges. The photo is a real product (a rubber duck) with
 * a real kiwi lying against it, both with exact truth, so the new boundary can be measured.
 */
let app: TestApplication;
let client: AdcraftClient;
let photo: RefinePhoto;
let sourceId: string;
let sourceMask: Buffer;
const userId = randomUUID();

type Stroke = { mode: "keep" | "remove"; radius: number; points: Array<[number, number]> };

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer());
const credits = async () => (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;
const refine = (assetId: string, body: unknown, as = client, applicationId = app.applicationId) =>
  as.send(refineAsset, { params: { assetId }, query: { applicationId }, body: body as never });
const maskOf = async (assetId: string) => bytesOf(await client.send(getAssetMask, { params: { assetId }, query: { applicationId: app.applicationId } }));
const rawMask = async (png: Buffer) => sharp(png).extractChannel(0).raw().toBuffer();

async function refined(assetId: string, strokes: Stroke[]) {
  const response = await refine(assetId, { strokes });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { backgroundRemovedImageAssetId: string; sourceAssetId: string };
  expect(body.sourceAssetId).toBe(assetId);
  expect(body.backgroundRemovedImageAssetId).not.toBe(assetId);
  return { id: body.backgroundRemovedImageAssetId, mask: await rawMask(await maskOf(body.backgroundRemovedImageAssetId)) };
}

/** Distance from (x, y) to the nearest point of the strokes' polylines. */
function distanceToStrokes(strokes: Stroke[], x: number, y: number) {
  let best = Infinity;
  for (const { points } of strokes) {
    for (let i = 0; i < points.length; i++) {
      const [ax, ay] = points[i]!;
      const [bx, by] = points[Math.min(i + 1, points.length - 1)]!;
      const dx = bx - ax, dy = by - ay;
      const t = dx || dy ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy))) : 0;
      best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
    }
  }
  return best;
}

/**
 * Under the brush (the footprint less its 3 px rim): how well the mask agrees with the truth, and
 * how far its boundary lies from the truth's boundary (the real edge), in pixels.
 */
function underTheBrush(mask: Uint8Array, truth: Uint8Array, strokes: Stroke[], radius: number) {
  const { width: W, height: H } = photo;
  const on = (m: Uint8Array, p: number) => m[p]! >= 128;
  const boundary = (m: Uint8Array, x: number, y: number) => {
    const p = y * W + x;
    return on(m, p) && ((x > 0 && !on(m, p - 1)) || (x < W - 1 && !on(m, p + 1)) || (y > 0 && !on(m, p - W)) || (y < H - 1 && !on(m, p + W)));
  };
  let agree = 0, pixels = 0, truthProduct = 0, keptProduct = 0;
  const offsets: number[] = [];
  for (let y = 1; y < H - 1; y++) {
    for (let x = 1; x < W - 1; x++) {
      if (distanceToStrokes(strokes, x, y) > radius - 3) continue;
      const p = y * W + x;
      pixels++;
      if (on(mask, p) === on(truth, p)) agree++;
      if (on(truth, p)) {
        truthProduct++;
        if (on(mask, p)) keptProduct++;
      }
      if (!boundary(mask, x, y)) continue;
      let nearest = 9;
      for (let dy = -8; dy <= 8; dy++) for (let dx = -8; dx <= 8; dx++) if (boundary(truth, x + dx, y + dy)) nearest = Math.min(nearest, Math.hypot(dx, dy));
      offsets.push(nearest);
    }
  }
  offsets.sort((a, b) => a - b);
  return { agreement: agree / pixels, productKept: keptProduct / truthProduct, boundaryPixels: offsets.length, p90Offset: offsets[Math.floor(offsets.length * 0.9)]! };
}

const union = (a: Uint8Array, b: Uint8Array) => a.map((v, i) => Math.max(v, b[i]!));

beforeAll(async () => {
  app = await createApplication(100);
  client = await authenticatedClient(app);
  photo = await refinePhoto();
  const upload = await client.call(recommendations, {
    body: { applicationId: app.applicationId, userId, productImage: new File([new Uint8Array(photo.image)], "duck.jpg", { type: "image/jpeg" }) },
  });
  sourceId = upload.backgroundRemovedImageAssetId;
  sourceMask = await maskOf(sourceId);
});

describe("Refine: strokes in, a mask that follows them and the photo's edges", () => {
  let erasedId: string;

  it("a remove stroke erases the stray kiwi and leaves the duck under the brush, its boundary on the duck's real outline", async () => {
    const [kx, ky] = photo.strayCentre;
    const radius = Math.round(photo.strayRadius + 15); // reaches well into the duck and the backdrop
    const strokes: Stroke[] = [{ mode: "remove", radius, points: [[kx - 20, ky - 10], [kx, ky], [kx + 15, ky + 5]] }];
    const before = await credits();
    const { id, mask } = await refined(sourceId, strokes);
    erasedId = id;
    const check = underTheBrush(mask, photo.product, strokes, radius);
    expect(check.agreement).toBeGreaterThan(0.97);
    expect(check.productKept).toBeGreaterThan(0.97); // the duck under the brush was not erased with the kiwi
    expect(check.boundaryPixels).toBeGreaterThan(50);
    expect(check.p90Offset).toBeLessThanOrEqual(3); // on the real edge, not on the brush's circle
    // Nothing of the kiwi is left as product.
    let kiwi = 0;
    for (let p = 0; p < mask.length; p++) if (photo.stray[p]! >= 200 && mask[p]! >= 128) kiwi++;
    expect(kiwi).toBeLessThan(50);
    expect(await credits()).toBe(before); // refining is free
  });

  it("a keep stroke across the part the mask misses brings it back to its own outline, and no backdrop with it", async () => {
    const [kx, ky] = photo.strayCentre;
    const radius = Math.round(photo.strayRadius + 25);
    const strokes: Stroke[] = [{ mode: "keep", radius, points: [[kx + 10, ky - 15], [kx - 5, ky + 10]] }];
    const { mask } = await refined(erasedId, strokes);
    const truth = union(photo.product, photo.stray);
    const check = underTheBrush(mask, truth, strokes, radius);
    expect(check.agreement).toBeGreaterThan(0.97);
    expect(check.productKept).toBeGreaterThan(0.97);
    expect(check.p90Offset).toBeLessThanOrEqual(3);
    // Backdrop more than 3 px from the truth's outline: nearer, it is the edge's accuracy (measured above).
    const nearProduct = (x: number, y: number) => {
      for (let dy = -3; dy <= 3; dy++) for (let dx = -3; dx <= 3; dx++) if (truth[(y + dy) * photo.width + x + dx]! > 0) return true;
      return false;
    };
    let backdrop = 0, brushedBackdrop = 0;
    for (let y = 0; y < photo.height; y++) {
      for (let x = 0; x < photo.width; x++) {
        const p = y * photo.width + x;
        if (truth[p]! > 0 || distanceToStrokes(strokes, x, y) > radius || nearProduct(x, y)) continue;
        brushedBackdrop++;
        if (mask[p]! >= 128) backdrop++;
      }
    }
    expect(brushedBackdrop).toBeGreaterThan(5000);
    expect(backdrop / brushedBackdrop).toBeLessThan(0.002);
  });

  it("leaves the mask as it was away from the strokes, and the source asset as it was", async () => {
    const strokes: Stroke[] = [{ mode: "remove", radius: 30, points: [[photo.strayCentre[0], photo.strayCentre[1]]] }];
    const { mask } = await refined(sourceId, strokes);
    const source = await rawMask(sourceMask);
    let changedAway = 0;
    for (let y = 0; y < photo.height; y++) {
      for (let x = 0; x < photo.width; x++) {
        if (distanceToStrokes(strokes, x, y) <= 31) continue;
        if (mask[y * photo.width + x] !== source[y * photo.width + x]) changedAway++;
      }
    }
    expect(changedAway).toBe(0);
    expect((await maskOf(sourceId)).equals(sourceMask)).toBe(true);
  });
});

describe("Refine: who may, and what is refused", () => {
  it("is in the OpenAPI document with its request body", async () => {
    const doc = await (await fetch(`${inject("baseUrl")}/api/v1/openapi.json`)).json();
    const operation = doc.paths["/api/v1/Image/Assets/{assetId}/Refine"].post;
    expect(operation.requestBody.content["application/json"]).toBeDefined();
    expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(["200", "400"]));
  });

  const stroke = { mode: "keep", radius: 20, points: [[100, 100]] };

  it("answers another application's asset, and an unknown one, with 404", async () => {
    const other = await createApplication(5);
    const otherClient = await authenticatedClient(other);
    await expectErrorBody(await refine(sourceId, { strokes: [stroke] }, otherClient, other.applicationId), 404, "business: NotFound");
    await expectErrorBody(await refine(randomUUID(), { strokes: [stroke] }), 404, "business: NotFound");
    await expectErrorBody(await refine("not-a-guid", { strokes: [stroke] }), 404, "business: NotFound");
    // Naming the other application in the query with one's own token is a 401, as everywhere.
    await expectErrorBody(await refine(sourceId, { strokes: [stroke] }, otherClient, app.applicationId), 401, "business:");
  });

  it("answers bad strokes with 400 naming the field, and charges nothing", async () => {
    const before = await credits();
    const many = (n: number, make: (i: number) => unknown) => Array.from({ length: n }, (_, i) => make(i));
    const cases: Array<[string, unknown]> = [
      ["no strokes field", {}],
      ["no strokes", { strokes: [] }],
      ["201 strokes", { strokes: many(201, () => stroke) }],
      ["2001 points", { strokes: [{ ...stroke, points: many(2001, (i) => [i % 800, 100]) }] }],
      ["no points", { strokes: [{ ...stroke, points: [] }] }],
      ["radius 0", { strokes: [{ ...stroke, radius: 0 }] }],
      ["radius 501", { strokes: [{ ...stroke, radius: 501 }] }],
      ["radius as text", { strokes: [{ ...stroke, radius: "20" }] }],
      ["unknown mode", { strokes: [{ ...stroke, mode: "paint" }] }],
      ["a point of one number", { strokes: [{ ...stroke, points: [[100]] }] }],
      ["a point as an object", { strokes: [{ ...stroke, points: [{ x: 1, y: 2 }] }] }],
      ["a point left of the photo", { strokes: [{ ...stroke, points: [[-1, 100]] }] }],
      ["a point below the photo", { strokes: [stroke, { ...stroke, points: [[100, 100], [100, photo.height + 1]] }] }],
    ];
    for (const [name, body] of cases) {
      const error = await expectErrorBody(await refine(sourceId, body), 400, "strokes").catch((e: Error) => {
        throw new Error(`${name}: ${e.message}`);
      });
      expect(error.errors.strokes![0], name).toMatch(/^The strokes field /);
    }
    await expectErrorBody(await refine(sourceId, "not json"), 400, "body");
    // The largest request the limits allow is read (not refused as too large) and answered.
    const largest = { strokes: many(200, (s) => ({ mode: s % 2 ? "keep" : "remove", radius: 1, points: many(2000, (i) => [(i * 0.37 + s) % photo.width, (i * 0.23 + s) % photo.height]) })) };
    expect((await refine(sourceId, largest)).status).toBe(200);
    expect(await credits()).toBe(before);
  });
});

describe("AdCreative with a refined asset", () => {
  let hooks: WebhookReceiver;
  afterAll(async () => hooks?.close());

  it("renders the refined cutout: every output equals it wherever it is opaque", { timeout: 120_000 }, async () => {
    hooks = await startWebhookReceiver([200]);
    await client.call(createWebHookConfiguration, { query: { applicationId: app.applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
    const [kx, ky] = photo.strayCentre;
    const { id } = await refined(sourceId, [{ mode: "remove", radius: Math.round(photo.strayRadius + 15), points: [[kx, ky]] }]);
    const cutoutPng = await bytesOf(await client.send(getAssetCutout, { params: { assetId: id }, query: { applicationId: app.applicationId } }));
    const response = await client.send(adCreative, {
      body: { applicationId: app.applicationId, userId, productImageAssetId: id, productName: "Rubber duck", PromptObjectsString: JSON.stringify([{ tag: "preset", preset: "white_background" }]) } as never,
    });
    expect(response.status).toBe(200);
    const created = (await response.json()) as ProgressRecord;
    const record = await waitForProcess(client, userId, created.imageProductGeneratorProcessId);
    expect(record.tasks.map((t) => t.renderState)).toEqual([5, 5, 5, 5, 5, 5]);
    const task = record.tasks[0]!;
    const variant = (task as unknown as { variants: Array<{ width: number; height: number; productBox: { left: number; top: number; width: number; height: number } }> }).variants[0]!;
    const output = await rgbaOf(await bytesOf(await client.send(download, { query: { applicationId: app.applicationId, imageProductGeneratorProcessId: record.imageProductGeneratorProcessId, taskId: task.taskId } as never })));
    const { compared, different } = productPixelMismatches(output, await placedCutout(cutoutPng, variant.productBox), variant.productBox);
    expect(compared).toBeGreaterThan(1000);
    expect(different).toBe(0);
  });
});
