/**
 * Ground truth for the segmenter: synthetic product photos with exact masks, deterministic from a
 * seed. Products (bottles, boxes, mugs, spheres, shoes, cans) have shading, labels and highlights,
 * contact and cast shadows and sometimes a floor reflection, on plain, gradient and lightly
 * textured backgrounds, 1–12 MP, JPEG and PNG.
 *
 * CLI: `npx tsx --conditions=react-server bench/segmenter/ground-truth.ts <out-dir> [count] [seed]`
 * writes `<name>.jpg|png` and `<name>.mask.png` for each image, and `refuse-*.jpg` for the photos
 * the segmenter must refuse.
 */
import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { busySvgShapes, pickBackground, renderBackground, type BackgroundKind } from "./backgrounds";
import { deltaE, hsl, type Rgb } from "./colour";
import { drawProduct, PRODUCT_KINDS, type ProductKind } from "./products";
import { createRandom, type Random } from "./random";
import { DESIGN_SIZE, maskSvg, pickEffects, placeProduct, renderMask, renderPhoto, sceneSvg } from "./scene";

export type { BackgroundKind } from "./backgrounds";

export interface GroundTruthImage {
  name: string;
  background: BackgroundKind;
  product: ProductKind;
  /** The encoded photo, as a user would upload it. */
  image: Buffer;
  format: "jpeg" | "png";
  /** Raw 8-bit coverage, `width * height` bytes, 255 = product. */
  mask: Buffer;
  width: number;
  height: number;
}

export interface GroundTruthOptions {
  seed?: number;
  /** Number of images; backgrounds and products are cycled. Default 24. */
  count?: number;
  /** Megapixels of image i = megapixels[i % length]. Default: mostly 1–4 MP, every 8th 12 MP. */
  megapixels?: readonly number[];
  backgrounds?: readonly BackgroundKind[];
  /** Image i is PNG when i % pngEvery === pngEvery - 2; default every 4th. 0 = JPEG only. */
  pngEvery?: number;
}

const DEFAULT_MP = [1, 2, 1.5, 3, 1, 4, 2, 12];
const ASPECTS = [4 / 3, 3 / 2, 1, 3 / 4, 2 / 3];

/** Frame size for a megapixel count and aspect ratio (even numbers, as cameras give). */
export function frameSize(megapixels: number, aspect: number) {
  const height = Math.round(Math.sqrt((megapixels * 1e6) / aspect) / 2) * 2;
  return { width: Math.round((height * aspect) / 2) * 2, height };
}

/** A product colour at least `minDelta` ΔE from the backdrop's colours: the guidance asks for a distinct background. */
function productColour(r: Random, backdrop: readonly Rgb[], minDelta: number): Rgb {
  const contrast = (c: Rgb) => Math.min(...backdrop.map((b) => deltaE(c, b)));
  for (let i = 0; i < 50; i++) {
    const c = hsl(r.range(0, 360), r.range(0.15, 0.85), r.range(0.15, 0.85));
    if (contrast(c) >= minDelta) return c;
  }
  return contrast([30, 30, 30]) > contrast([235, 235, 235]) ? [30, 30, 30] : [235, 235, 235];
}

async function encode(raw: Buffer, width: number, height: number, format: "jpeg" | "png", r: Random) {
  const img = sharp(raw, { raw: { width, height, channels: 3 } });
  return format === "png" ? img.png({ compressionLevel: 6 }).toBuffer() : img.jpeg({ quality: Math.round(r.range(85, 94)) }).toBuffer();
}

export async function generateGroundTruth(options: GroundTruthOptions = {}): Promise<GroundTruthImage[]> {
  const { seed = 1, count = 24, megapixels = DEFAULT_MP, backgrounds = ["plain", "gradient", "textured"], pngEvery = 4 } = options;
  const out: GroundTruthImage[] = [];
  for (let i = 0; i < count; i++) {
    // One stream per image, so image i does not change when the count does.
    const r = createRandom(seed * 7919 + i * 104729);
    const background = backgrounds[i % backgrounds.length]!;
    const kind = PRODUCT_KINDS[Math.floor(i / backgrounds.length) % PRODUCT_KINDS.length]!;
    const { width, height } = frameSize(megapixels[i % megapixels.length]!, r.pick(ASPECTS));
    const format = pngEvery > 0 && i % pngEvery === pngEvery - 2 ? "png" : "jpeg";
    const bg = pickBackground(r, background);
    const colour = productColour(r, [bg.colour, bg.far], 35);
    const accent = hsl(r.range(0, 360), r.range(0.4, 0.9), r.range(0.3, 0.6));
    const drawing = drawProduct(r, { kind, size: DESIGN_SIZE, colour, accent, light: r.chance(0.5) ? -1 : 1, backdrop: [bg.colour, bg.far] });
    const place = placeProduct(r, drawing, width, height);
    const effects = pickEffects(r);
    const backdrop = await renderBackground(r, bg, width, height);
    const photo = await renderPhoto(backdrop, sceneSvg(drawing, place, effects, width, height), width, height, r, r.range(1, 2.5));
    const mask = await renderMask(maskSvg(drawing, place, width, height));
    out.push({
      name: `${String(i).padStart(2, "0")}-${background}-${kind}-${width}x${height}`,
      background,
      product: kind,
      image: await encode(photo, width, height, format, r),
      format,
      mask,
      width,
      height,
    });
  }
  return out;
}

export type RefusalReason = "busy" | "cropped" | "empty";

export interface RefusalCase {
  name: string;
  reason: RefusalReason;
  image: Buffer;
  width: number;
  height: number;
}

/** Photos that break the photo guidance: the segmenter must refuse them with UnknownForeground. */
export async function generateRefusalCases(seed = 1, width = 1200, height = 900): Promise<RefusalCase[]> {
  const r = createRandom(seed * 31337);
  const cases: RefusalCase[] = [];
  const colour: Rgb = [200, 60, 40];
  const accent: Rgb = [40, 60, 200];

  // Busy: a product in front of a cluttered scene.
  {
    const d = drawProduct(r, { kind: "bottle", size: DESIGN_SIZE, colour, accent, light: -1, backdrop: [[120, 110, 100]] });
    const place = placeProduct(r, d, width, height);
    const blank = Buffer.alloc(width * height * 3, 128);
    const svg = sceneSvg(d, place, pickEffects(r), width, height, busySvgShapes(r, width, height));
    cases.push({ name: "busy-background", reason: "busy", image: await encode(await renderPhoto(blank, svg, width, height, r, 1.5), width, height, "jpeg", r), width, height });
  }
  // Busy, subtler: a product on a table in a room (wall, window, shelf, plant), nothing like a backdrop.
  {
    const d = drawProduct(r, { kind: "mug", size: DESIGN_SIZE, colour: [40, 90, 160], accent, light: 1, backdrop: [[150, 120, 90]] });
    const place = placeProduct(r, d, width, height);
    const room =
      `<rect width="${width}" height="${height}" fill="rgb(205,196,180)"/>` +
      `<rect x="${width * 0.55}" y="${height * 0.05}" width="${width * 0.35}" height="${height * 0.4}" fill="rgb(170,205,235)" stroke="rgb(250,250,250)" stroke-width="${width * 0.015}"/>` +
      `<rect x="0" y="${height * 0.25}" width="${width * 0.4}" height="${height * 0.04}" fill="rgb(120,80,50)"/>` +
      `<rect x="${width * 0.05}" y="${height * 0.12}" width="${width * 0.06}" height="${height * 0.13}" fill="rgb(180,40,40)"/>` +
      `<rect x="${width * 0.13}" y="${height * 0.15}" width="${width * 0.05}" height="${height * 0.1}" fill="rgb(40,120,60)"/>` +
      `<ellipse cx="${width * 0.9}" cy="${height * 0.55}" rx="${width * 0.12}" ry="${height * 0.2}" fill="rgb(50,110,50)"/>` +
      `<rect x="0" y="${height * 0.62}" width="${width}" height="${height * 0.38}" fill="rgb(150,110,75)"/>` +
      `<rect x="0" y="${height * 0.62}" width="${width}" height="${height * 0.02}" fill="rgb(110,80,55)"/>`;
    const blank = Buffer.alloc(width * height * 3, 128);
    const svg = sceneSvg(d, place, pickEffects(r), width, height, room);
    cases.push({ name: "busy-room", reason: "busy", image: await encode(await renderPhoto(blank, svg, width, height, r, 1.5), width, height, "jpeg", r), width, height });
  }
  // Cropped: a box so close that it runs off the left, right and bottom edges.
  {
    const d = drawProduct(r, { kind: "box", size: DESIGN_SIZE, colour, accent, light: 1, backdrop: [[240, 240, 240]] });
    const scale = (width * 1.2) / (d.right - d.left);
    const place = { cx: width / 2 - ((d.left + d.right) / 2) * scale, baseY: height * 0.35 - d.top * scale, scale };
    const bg = await renderBackground(r, { kind: "plain", colour: [240, 240, 240], far: [240, 240, 240] }, width, height);
    const svg = sceneSvg(d, place, { castShadow: null, contactShadow: null, reflection: null }, width, height);
    cases.push({ name: "cropped-product", reason: "cropped", image: await encode(await renderPhoto(bg, svg, width, height, r, 1.5), width, height, "jpeg", r), width, height });
  }
  // Empty: the backdrop alone.
  {
    const bg = await renderBackground(r, { kind: "gradient", colour: [226, 227, 229], far: [250, 250, 250] }, width, height);
    const photo = await renderPhoto(bg, `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"></svg>`, width, height, r, 1.5);
    cases.push({ name: "empty-backdrop", reason: "empty", image: await encode(photo, width, height, "jpeg", r), width, height });
  }
  return cases;
}

async function main(argv: string[]) {
  const [dir = "ground-truth", count = "24", seed = "1"] = argv;
  await mkdir(dir, { recursive: true });
  for (const item of await generateGroundTruth({ count: Number(count), seed: Number(seed) })) {
    await writeFile(path.join(dir, `${item.name}.${item.format === "png" ? "png" : "jpg"}`), item.image);
    await sharp(item.mask, { raw: { width: item.width, height: item.height, channels: 1 } }).toColourspace("b-w").png().toFile(path.join(dir, `${item.name}.mask.png`));
    console.log(item.name);
  }
  for (const item of await generateRefusalCases(Number(seed))) {
    await writeFile(path.join(dir, `refuse-${item.name}.jpg`), item.image);
    console.log(`refuse-${item.name}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
