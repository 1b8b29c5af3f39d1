import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { getCredits } from "@/lib/schemas/account";
import { getAssetCutout, getAssetMask, presetKeys, recommendations } from "@/lib/schemas/photoshoot";
import { generateGroundTruth, generateRefusalCases, type GroundTruthImage } from "@/bench/segmenter/ground-truth";
import { severalProductsPhoto } from "@/bench/segmenter/refusal-set";
import { authenticatedClient, createApplication, expectErrorBody, type TestApplication } from "../support/fixtures";

let app: TestApplication;
let client: AdcraftClient;
let photos: GroundTruthImage[];
const userId = randomUUID();

beforeAll(async () => {
  app = await createApplication(100);
  client = await authenticatedClient(app);
  photos = await generateGroundTruth({ seed: 11, count: 2, megapixels: [1.5], backgrounds: ["plain", "gradient"], pngEvery: 2 });
});

const upload = (bytes: Buffer, name: string, type: string) =>
  client.send(recommendations, { body: { applicationId: app.applicationId, userId, productImage: new File([new Uint8Array(bytes)], name, { type }) } });
const credits = async () => (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;

describe("PresetKeys", () => {
  it("returns the catalog in the decisions' shape, with preview URLs that load as PNG without credentials", async () => {
    const result = await client.call(presetKeys, { query: { applicationId: app.applicationId, userId } });
    expect(result.presets.length).toBeGreaterThanOrEqual(48);
    const ids = new Set(result.presets.map((p) => p.id));
    for (const id of ["white_background", "natural_beige_background", "light_grey_background", "light_blue_background", "gray_shadowy_room_sunlight_streaming_studio", "white_pink_yellow_gradient_background_monochrome"]) {
      expect(ids.has(id)).toBe(true);
    }
    expect(Object.keys(result.groups.All)).toEqual(expect.arrayContaining(["monochrome", "studio", "gradient", "nature", "kitchen", "bathroom", "urban", "luxury", "minimal", "pastel"]));
    expect(result.groups.Seasonal.length).toBeGreaterThan(0);
    const preview = await fetch(result.presets[0]!.previewImageUrl);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await preview.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([512, 512]);
  });

  it("answers an unknown preset's preview with 404 in the error body", async () => {
    const presets = await client.call(presetKeys, { query: { applicationId: app.applicationId, userId } });
    const unknown = presets.presets[0]!.previewImageUrl.replace(presets.presets[0]!.id, "no_such_preset");
    await expectErrorBody(await fetch(unknown), 404, "business: NotFound");
  });
});

describe("Recommendations", () => {
  it("cuts the product out, stores cutout and mask for this application, and recommends presets and prompts", async () => {
    const photo = photos[0]!;
    const before = await credits();
    const response = await upload(photo.image, "red-ceramic-mug.jpg", "image/jpeg");
    expect(response.status).toBe(200);
    const result = await response.json();
    expect(Object.keys(result).sort()).toEqual([
      "backgroundRemovedImageAssetId",
      "cutoutConfidence",
      "cutoutConfidenceReason",
      "productInfo",
      "productPose",
      "recommendedPresetIds",
      "recommendedPrompts",
    ]);
    // A plain drawn bottle: its outline is sharp all round, so the cut is sure and nothing is named as uncertain.
    expect(result.cutoutConfidence).toBeGreaterThanOrEqual(0.9);
    expect(result.cutoutConfidence).toBeLessThanOrEqual(1);
    expect(result.cutoutConfidenceReason).toBeNull();
    expect(result.backgroundRemovedImageAssetId).toMatch(/^[0-9a-f-]{36}$/);
    // The photo is a drawn bottle standing on a backdrop: the name says so, whatever the file is called.
    expect(result.productInfo.productName).toMatch(/^([A-Z][a-z]+ )?[Bb]ottle$/);
    expect(result.productPose).toBe("standing");
    expect(result.recommendedPresetIds.length).toBeGreaterThanOrEqual(3);
    expect(result.recommendedPresetIds.length).toBeLessThanOrEqual(6);
    expect(result.recommendedPrompts.length).toBeGreaterThanOrEqual(3);
    expect(result.recommendedPrompts.every((p: string) => p.includes(result.productInfo.productName))).toBe(true);
    expect(await credits()).toBe(before - 1);

    const assetId = result.backgroundRemovedImageAssetId as string;
    const maskResponse = await client.send(getAssetMask, { params: { assetId }, query: { applicationId: app.applicationId } });
    expect(maskResponse.headers.get("content-type")).toBe("image/png");
    const maskPng = Buffer.from(await maskResponse.arrayBuffer());
    const maskMeta = await sharp(maskPng).metadata();
    expect([maskMeta.format, maskMeta.width, maskMeta.height, maskMeta.channels, maskMeta.depth]).toEqual(["png", photo.width, photo.height, 1, "uchar"]);
    const mask = await sharp(maskPng).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    // The stored mask matches the truth the photo was generated from.
    let intersection = 0;
    let union = 0;
    for (let i = 0; i < photo.mask.length; i++) {
      const a = mask.data[i]! >= 128;
      const b = photo.mask[i]! >= 128;
      if (a && b) intersection++;
      if (a || b) union++;
    }
    expect(intersection / union).toBeGreaterThan(0.93);

    const cutout = await client.send(getAssetCutout, { params: { assetId }, query: { applicationId: app.applicationId } });
    const cutoutMeta = await sharp(Buffer.from(await cutout.arrayBuffer())).metadata();
    expect(cutoutMeta.hasAlpha).toBe(true);
    expect(cutoutMeta.width!).toBeLessThan(photo.width); // trimmed to the product
  });

  it("never takes the product name from the file name: the same photo under any name gets the picture's name", async () => {
    const names = ["blob", "IMG_1234.jpg", "orange-bottle.png", "Upload", "Item", "茶杯 🍵.jpg", "Ürün_fotoğrafı-kırmızı.png"];
    const answers = [];
    for (const name of names) {
      const response = await upload(photos[0]!.image, name, "image/jpeg");
      expect(response.status).toBe(200);
      answers.push((await response.json()).productInfo);
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    const { productName, productDescription } = answers[0]!;
    expect(productName).toMatch(/bottle$/i);
    for (const text of [productName, productDescription]) expect(text).not.toMatch(/blob|img|1234|upload|item|茶杯|ürün|kırmızı|\.(jpe?g|png)/i);
  });

  it("gives no name when the picture shows no kind it knows, even when the file name names one", async () => {
    const camera = await readFile("e2e/fixtures/photos/film-camera-on-white.jpg");
    for (const name of ["orange-bottle.png", "White sneaker.jpg", "blob"]) {
      const response = await upload(camera, name, "image/jpeg");
      expect(response.status).toBe(200);
      const result = await response.json();
      expect(result.productInfo).toEqual({ productName: null, productDescription: null });
      expect(result.productPose).toBe("standing");
    }
  });

  it("accepts a PNG and serves its assets only to the owning application", async () => {
    const response = await upload(photos[1]!.image, "IMG_0042.png", "image/png");
    expect(response.status).toBe(200);
    const { backgroundRemovedImageAssetId: assetId } = await response.json();
    const other = await createApplication(1);
    const otherClient = await authenticatedClient(other);
    await expectErrorBody(await otherClient.send(getAssetCutout, { params: { assetId }, query: { applicationId: other.applicationId } }), 404, "business: NotFound");
    await expectErrorBody(await otherClient.send(getAssetMask, { params: { assetId }, query: { applicationId: other.applicationId } }), 404, "business: NotFound");
    await expectErrorBody(await client.send(getAssetCutout, { params: { assetId: "not-a-guid" }, query: { applicationId: app.applicationId } }), 404, "business: NotFound");
  });

  it("answers 415 for a file that is not a JPG or PNG by content, whatever its name", async () => {
    const gif = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#f00" } }).gif().toBuffer();
    const before = await credits();
    await expectErrorBody(await upload(gif, "photo.png", "image/png"), 415, "productImage");
    await expectErrorBody(await upload(Buffer.from("just some text"), "photo.jpg", "image/jpeg"), 415, "productImage");
    expect(await credits()).toBe(before);
  });

  it("answers 413 for an upload over 12 MB", async () => {
    const big = Buffer.alloc(12 * 1024 * 1024 + 200 * 1024, 1);
    await expectErrorBody(await upload(big, "huge.jpg", "image/jpeg"), 413, "productImage");
  });

  it("answers 422 UnknownForeground, saying what to change, for a busy scene, a cropped product, an empty frame and a cluttered table, and charges nothing", async () => {
    const before = await credits();
    const cluttered = await severalProductsPhoto(5, "toilet", "white", "strawberry2");
    for (const refusal of [...(await generateRefusalCases(3, 900, 700)), { image: cluttered.image, reason: "several" }]) {
      const body = await expectErrorBody(await upload(refusal.image, `${refusal.reason}.jpg`, "image/jpeg"), 422, "business: UnknownForeground");
      expect(body.errors["business: UnknownForeground"]![0]!.length, refusal.reason).toBeGreaterThan(20);
    }
    expect(await credits()).toBe(before);
  });

  it("answers 400 naming productImage when the file is missing", async () => {
    const response = await client.send(recommendations, { body: { applicationId: app.applicationId, userId } as never });
    await expectErrorBody(response, 400, "productImage");
  });
});
