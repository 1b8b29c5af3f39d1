/**
 * Photos the segmenter must refuse (or, at the least, never answer with a wrong cutout): a product
 * in a busy real scene, a product cut off by the frame, several products, no product. Built from the
 * same real imagery as real-set.ts: the cutouts' own alpha, the studio photos of real-set.ts, and
 * real photographs of cluttered surroundings (`photos/scenes/`, licences in `photos/README.md`).
 * `mask` is the one product's exact alpha (empty when there is none): a cutout returned for any of
 * these photos is scored against it, and one below IoU 0.8 is a wrong answer charged as a success.
 */
import "server-only";
import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { createRandom, type Random } from "./random";
import { generateRealSet, HOLD_OUT_PRODUCTS, loadCutout, PHOTOS_DIR, type Cutout, type RealGroundTruthImage, type StudioBackdrop } from "./real-set";

export type RefusalKind = "busy" | "cropped" | "several" | "none";

export interface RefusalPhoto {
  name: string;
  kind: RefusalKind;
  image: Buffer;
  format: "jpeg";
  mask: Buffer;
  width: number;
  height: number;
  holdOut: boolean;
}

/** Scenes held out from tuning, like HOLD_OUT_PRODUCTS. */
export const HOLD_OUT_SCENES: readonly string[] = ["rocks", "wool-mill-machine", "trees-above"];

async function finishPhoto(rgb: Float32Array | Buffer, width: number, height: number, r: Random): Promise<Buffer> {
  const out = Buffer.alloc(width * height * 3);
  const noise = r.range(0.8, 2);
  for (let i = 0; i < out.length; i++) {
    const v = rgb[i]! + (r.next() + r.next() - 1) * noise * 2.45;
    out[i] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
  }
  return sharp(out, { raw: { width, height, channels: 3 } }).jpeg({ quality: r.int(84, 94) }).toBuffer();
}

/** Paste a cutout (straight alpha) into an RGB raster at (left, top); its alpha goes into `mask` when given. */
function paste(rgb: Float32Array, width: number, height: number, c: Cutout, left: number, top: number, mask?: Buffer): void {
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) {
      const X = left + x;
      const Y = top + y;
      if (X < 0 || Y < 0 || X >= width || Y >= height) continue;
      const s = (y * c.width + x) * 4;
      const a = c.rgba[s + 3]! / 255;
      const p = Y * width + X;
      if (mask) mask[p] = c.rgba[s + 3]!;
      for (let ch = 0; ch < 3; ch++) rgb[p * 3 + ch] = rgb[p * 3 + ch]! * (1 - a) + c.rgba[s + ch]! * a;
    }
  }
}

async function decodeRgb(image: Buffer): Promise<Float32Array> {
  const { data } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return Float32Array.from(data);
}

/** A product standing in a real cluttered scene (bark, rocks, machinery, a maze of leaves), with a few other objects about. */
async function busy(r: Random, scene: string, cutoutFiles: string[], holdOut: boolean): Promise<RefusalPhoto> {
  const { data, info } = await sharp(path.join(PHOTOS_DIR, "scenes", `${scene}.jpg`)).resize(r.int(560, 760), null).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const rgb = Float32Array.from(data);
  for (let k = r.int(0, 3); k > 0; k--) {
    const other = await loadCutout(r.pick(cutoutFiles), Math.round(height * r.range(0.15, 0.3)));
    paste(rgb, width, height, other, r.int(0, width - other.width), r.int(0, height - other.height));
  }
  const file = r.pick(cutoutFiles);
  const product = await loadCutout(file, Math.round(height * r.range(0.4, 0.6)));
  const mask = Buffer.alloc(width * height);
  paste(rgb, width, height, product, Math.round((width - product.width) * r.range(0.3, 0.7)), Math.round((height - product.height) * r.range(0.4, 0.8)), mask);
  return { name: `busy-${scene}-${path.basename(file, ".png")}`, kind: "busy", image: await finishPhoto(rgb, width, height, r), format: "jpeg", mask, width, height, holdOut };
}

/** A studio photo cropped so that 25–45% of the product runs off one side of the frame. */
async function cropped(r: Random, photo: RealGroundTruthImage): Promise<RefusalPhoto> {
  const { width, height } = photo;
  let x0 = width, x1 = 0, y0 = height, y1 = 0;
  for (let p = 0; p < photo.mask.length; p++) {
    if (photo.mask[p]! < 128) continue;
    const x = p % width;
    const y = Math.floor(p / width);
    x0 = Math.min(x0, x); x1 = Math.max(x1, x); y0 = Math.min(y0, y); y1 = Math.max(y1, y);
  }
  const cut = r.range(0.25, 0.45);
  const side = r.pick(["left", "right", "top"] as const);
  const rect = { left: 0, top: 0, width, height };
  if (side === "left") { rect.left = Math.round(x0 + cut * (x1 - x0)); rect.width = width - rect.left; }
  if (side === "right") rect.width = Math.round(x1 - cut * (x1 - x0));
  if (side === "top") { rect.top = Math.round(y0 + cut * (y1 - y0)); rect.height = height - rect.top; }
  const image = await sharp(photo.image).extract(rect).jpeg({ quality: 92 }).toBuffer();
  const mask = await sharp(photo.mask, { raw: { width, height, channels: 1 } }).extract(rect).toColourspace("b-w").raw().toBuffer();
  return { name: `cropped-${side}-${photo.name}`, kind: "cropped", image, format: "jpeg", mask, width: rect.width, height: rect.height, holdOut: photo.holdOut };
}

/** A studio photo with a second, different product beside the first (the truth stays the first). */
async function several(r: Random, photo: RealGroundTruthImage, otherFile: string): Promise<RefusalPhoto> {
  const { width, height } = photo;
  let x0 = width, x1 = 0, y1 = 0;
  for (let p = 0; p < photo.mask.length; p++) {
    if (photo.mask[p]! < 128) continue;
    x0 = Math.min(x0, p % width); x1 = Math.max(x1, p % width); y1 = Math.max(y1, Math.floor(p / width));
  }
  // The second product goes on the wider free side, as large as that side allows.
  const leftSpace = x0;
  const rightSpace = width - x1;
  const space = Math.max(leftSpace, rightSpace) - 0.06 * width;
  const other = await loadCutout(otherFile, Math.round(Math.max(40, Math.min(0.5 * height, space * r.range(0.8, 1)))));
  const rgb = await decodeRgb(photo.image);
  const left = leftSpace > rightSpace ? Math.round((leftSpace - other.width) / 2) : Math.round(x1 + (rightSpace - other.width) / 2);
  paste(rgb, width, height, other, left, Math.max(0, Math.min(height - other.height, y1 - other.height)));
  return { name: `several-${photo.name}+${path.basename(otherFile, ".png")}`, kind: "several", image: await finishPhoto(rgb, width, height, r), format: "jpeg", mask: photo.mask, width, height, holdOut: photo.holdOut };
}

/** The empty backdrop: the part of a studio photo above the product (or beside it), scaled to a photo's size. */
async function none(r: Random, photo: RealGroundTruthImage): Promise<RefusalPhoto> {
  const { width, height } = photo;
  let y0 = height;
  for (let p = 0; p < photo.mask.length; p++) if (photo.mask[p]! >= 128) { y0 = Math.floor(p / width); break; }
  const strip = Math.max(24, y0 - 6);
  const outH = Math.round(width * r.range(0.6, 0.8));
  const image = await sharp(photo.image).extract({ left: 0, top: 0, width, height: strip }).resize(width, outH, { fit: "fill" }).jpeg({ quality: 90 }).toBuffer();
  return { name: `none-${photo.name}`, kind: "none", image, format: "jpeg", mask: Buffer.alloc(width * outH), width, height: outH, holdOut: photo.holdOut };
}

/**
 * Every busy scene twice, and cropped, several and empty photos made from the studio set: about 60
 * photos, deterministic from the seed.
 */
export async function generateRefusalSet(options: { seed?: number } = {}): Promise<RefusalPhoto[]> {
  const { seed = 7 } = options;
  const cutDir = path.join(PHOTOS_DIR, "cutouts");
  const cutoutFiles = (await readdir(cutDir)).filter((f) => f.endsWith(".png")).sort().map((f) => path.join(cutDir, f));
  const scenes = (await readdir(path.join(PHOTOS_DIR, "scenes"))).filter((f) => f.endsWith(".jpg")).sort().map((f) => path.basename(f, ".jpg"));
  const out: RefusalPhoto[] = [];
  let index = 0;
  for (const scene of scenes) {
    for (let k = 0; k < 3; k++) out.push(await busy(createRandom(seed * 6151 + index++), scene, cutoutFiles, HOLD_OUT_SCENES.includes(scene)));
  }
  // Studio photos on a different seed from the guidance set, a few per backdrop.
  const studio = await generateRealSet({ seed: seed + 1000, backdrops: ["white", "offwhite", "grey", "beige", "pastel"] });
  const picks = studio.filter((_, i) => i % 9 === 0);
  for (const photo of picks) {
    const r = createRandom(seed * 7331 + index++);
    out.push(await cropped(r, photo));
    const others = cutoutFiles.filter((f) => path.basename(f, ".png") !== photo.product && HOLD_OUT_PRODUCTS.includes(path.basename(f, ".png")) === photo.holdOut);
    out.push(await several(r, photo, r.pick(others)));
    if (index % 2 === 0) out.push(await none(r, photo));
  }
  return out;
}

/** One photo of `product` on `backdrop` with `other` beside it (a cluttered table), for unit tests. */
export async function severalProductsPhoto(seed: number, product: string, backdrop: StudioBackdrop, other: string): Promise<RefusalPhoto> {
  const [photo] = await generateRealSet({ seed, products: [product], backdrops: [backdrop] });
  if (!photo) throw new Error(`no cutout named ${product}`);
  return several(createRandom(seed), photo, path.join(PHOTOS_DIR, "cutouts", `${other}.png`));
}
