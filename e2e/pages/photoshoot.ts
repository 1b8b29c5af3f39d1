import { readFileSync } from "node:fs";
import { expect, type Page, type Request, type TestInfo } from "@playwright/test";
import sharp from "sharp";

export const PRODUCT_PHOTO = "e2e/fixtures/photos/film-camera-on-white.jpg";

/** The photoshoot page: upload, scenes, options, generate. */
export class PhotoshootPage {
  constructor(readonly page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/photoshoot${query}`);
    await expect(this.page.getByRole("heading", { level: 1, name: "Photoshoot" })).toBeVisible();
  }

  async upload(file: string | { name: string; mimeType: string; buffer: Buffer }) {
    await this.page.getByLabel(/Choose (a|another) photo/).setInputFiles(file);
  }

  cutout() {
    return this.page.getByTestId("cutout");
  }

  tiles() {
    return this.page.getByTestId("creative-tile");
  }

  async waitForCutout() {
    await expect(this.cutout()).toBeVisible({ timeout: 60_000 });
    await expect.poll(() => this.cutout().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  }
}

/** Sum of compressed bytes of the JavaScript a page load fetched (cold: a new context). */
export async function firstLoadJs(page: Page, path: string): Promise<number> {
  const scripts: Request[] = [];
  const onRequest = (request: Request) => {
    if (request.resourceType() === "script") scripts.push(request);
  };
  page.on("requestfinished", onRequest);
  await page.goto(path);
  await page.waitForLoadState("networkidle");
  page.off("requestfinished", onRequest);
  let total = 0;
  for (const request of scripts) total += (await request.sizes()).responseBodySize;
  return total;
}

export async function imageSize(bytes: Buffer) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

/** The entries of a ZIP, read from its central directory. */
export function zipEntries(zip: Buffer): Array<{ name: string; data: Buffer }> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error("no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries: Array<{ name: string; data: Buffer }> = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("bad central directory entry");
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const offset = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString("utf8");
    const localName = zip.readUInt16LE(offset + 26);
    const localExtra = zip.readUInt16LE(offset + 28);
    const start = offset + 30 + localName + localExtra;
    entries.push({ name, data: zip.subarray(start, start + size) });
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

export async function darkMode(page: Page) {
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.locator("html")).toHaveClass(/dark/);
}

export async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), fullPage: true, style: "header, .sticky { position: static !important; }" });
}

/** A finished photoshoot of the shipped product photo, made through the studio's own routes. */
export async function finishedPhotoshoot(page: Page): Promise<string> {
  expect((await page.request.post("/api/studio/channels/studio-receiver")).status()).toBe(200);
  const upload = await page.request.post("/api/studio/photoshoots/photo", {
    multipart: { photo: { name: "film-camera.jpg", mimeType: "image/jpeg", buffer: readFileSync(PRODUCT_PHOTO) } },
  });
  expect(upload.status()).toBe(200);
  const { backgroundRemovedImageAssetId } = (await upload.json()) as { backgroundRemovedImageAssetId: string };
  const started = await page.request.post("/api/studio/photoshoots", {
    data: { productImageAssetId: backgroundRemovedImageAssetId, productName: "Vintage film camera", prompts: [{ tag: "preset", preset: "white_background" }], disableSafeMargin: true },
  });
  expect(started.status()).toBe(200);
  const id = ((await started.json()) as { imageProductGeneratorProcessId: string }).imageProductGeneratorProcessId;
  await expect
    .poll(async () => ((await (await page.request.get(`/api/studio/photoshoots/${id}`)).json()) as { tasks: Array<{ renderState: number }> }).tasks.filter((t) => t.renderState === 5).length, { timeout: 180_000, intervals: [1000] })
    .toBeGreaterThan(0);
  return id;
}
