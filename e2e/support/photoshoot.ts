import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { AdcraftClient } from "@/lib/client";
import { checkUserProgress, type ProgressRecord } from "@/lib/schemas/image-generation";
import { recommendations } from "@/lib/schemas/photoshoot";

/** A real product photo the repository ships (e2e/fixtures/photos/README.md says where it is from). */
export const productPhoto = () => readFileSync(path.join(process.cwd(), "e2e/fixtures/photos/film-camera-on-white.jpg"));

export async function uploadProductPhoto(client: AdcraftClient, applicationId: string, userId: string) {
  const photo = new File([new Uint8Array(productPhoto())], "film-camera.jpg", { type: "image/jpeg" });
  return client.call(recommendations, { body: { applicationId, userId, productImage: photo } });
}

/** Polls CheckUserProgress until every task is final (state 5, 6 or 7). */
export async function waitForProcess(client: AdcraftClient, userId: string, processId: string, timeoutMs = 90_000): Promise<ProgressRecord> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const record = await client.call(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: processId } });
    if (record.tasks.every((t) => t.renderState >= 5)) return record;
    if (Date.now() > deadline) throw new Error(`process ${processId} did not finish: ${JSON.stringify(record.tasks.map((t) => t.renderState))}`);
    await new Promise((r) => setTimeout(r, 150));
  }
}

export interface Raster {
  data: Buffer;
  width: number;
  height: number;
  channels: number;
}

export async function rgbaOf(image: Buffer): Promise<Raster> {
  const { data, info } = await sharp(image).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/**
 * The cutout as a renderer must place it: trimmed to its opaque pixels and scaled to the box, the
 * way the built-in compositor does (sharp's lanczos3 on the RGBA pixels).
 */
export async function placedCutout(cutoutPng: Buffer, box: { width: number; height: number }): Promise<Raster> {
  const { data, info } = await sharp(cutoutPng).rotate().toColourspace("srgb").ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  let [x0, y0, x1, y1] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * 4 + 3]! >= 24) {
        x0 = Math.min(x0, x);
        x1 = Math.max(x1, x);
        y0 = Math.min(y0, y);
        y1 = Math.max(y1, y);
      }
    }
  }
  const placed = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .extract({ left: x0, top: y0, width: x1 - x0 + 1, height: y1 - y0 + 1 })
    .resize(box.width, box.height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  return { data: placed, width: box.width, height: box.height, channels: 4 };
}

/** Pixels of `output` inside `box` that differ from the fully opaque pixels of `product`; and how many were compared. */
export function productPixelMismatches(output: Raster, product: Raster, box: { left: number; top: number }) {
  let compared = 0;
  let different = 0;
  for (let y = 0; y < product.height; y++) {
    for (let x = 0; x < product.width; x++) {
      const p = (y * product.width + x) * 4;
      if (product.data[p + 3] !== 255) continue;
      const ox = box.left + x;
      const oy = box.top + y;
      if (ox < 0 || oy < 0 || ox >= output.width || oy >= output.height) continue;
      const o = (oy * output.width + ox) * output.channels;
      compared++;
      if (output.data[o] !== product.data[p] || output.data[o + 1] !== product.data[p + 1] || output.data[o + 2] !== product.data[p + 2]) different++;
    }
  }
  return { compared, different };
}

/** Mean absolute difference per channel of two same-size images, 0–255. */
export async function meanDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([sharp(a).removeAlpha().raw().toBuffer(), sharp(b).removeAlpha().raw().toBuffer()]);
  let sum = 0;
  for (let i = 0; i < ra.length; i++) sum += Math.abs(ra[i]! - rb[i]!);
  return sum / ra.length;
}
