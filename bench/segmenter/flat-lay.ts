/**
 * Flat-lay photos made for the pose tests (none of the real photos is one): a garment outline from
 * `photos/garments/` (Tux Paint's tintable clothes stamps, drawn flat, front on; see photos/README.md)
 * tinted to a colour and laid on a plain backdrop seen from above: no floor, no horizon, no contact
 * shadow, only the even soft shadow a garment lying on a sheet casts all round under overhead light,
 * filling most of the frame as flat-lay product photos do.
 *
 * CLI: `npx tsx --conditions=react-server bench/segmenter/flat-lay.ts <out-dir>` writes each photo.
 */
import "server-only";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { PHOTOS_DIR } from "./real-set";

export const GARMENTS = ["t-shirt", "polo-shirt", "trousers"] as const;
export type Garment = (typeof GARMENTS)[number];

export interface FlatLaySpec {
  garment: Garment;
  /** The garment's colour (its white cloth is multiplied by it, so seams and folds stay). */
  colour: readonly [number, number, number];
  backdrop: readonly [number, number, number];
  /** Share of the frame's shorter side the garment's longer side takes. */
  fill?: number;
  width?: number;
  height?: number;
}

export async function flatLayPhoto(spec: FlatLaySpec): Promise<Buffer> {
  const { garment, colour, backdrop, fill = 0.78, width = 1600, height = 1200 } = spec;
  const source = sharp(path.join(PHOTOS_DIR, "garments", `${garment}.png`)).ensureAlpha();
  const meta = await source.metadata();
  const scale = (fill * Math.min(width, height)) / Math.max(meta.width!, meta.height!);
  const w = Math.round(meta.width! * scale), h = Math.round(meta.height! * scale);
  const { data } = await source.resize(w, h, { kernel: "lanczos3" }).raw().toBuffer({ resolveWithObject: true });
  const cloth = Buffer.alloc(w * h * 4);
  const shadow = Buffer.alloc(w * h * 4);
  for (let i = 0; i < w * h; i++) {
    const grey = (data[4 * i]! + data[4 * i + 1]! + data[4 * i + 2]!) / 3 / 255;
    for (let c = 0; c < 3; c++) cloth[4 * i + c] = Math.round(grey * colour[c]!);
    cloth[4 * i + 3] = data[4 * i + 3]!;
    shadow[4 * i + 3] = Math.round(data[4 * i + 3]! * 0.35);
  }
  const left = Math.round((width - w) / 2), top = Math.round((height - h) / 2);
  const pad = 40;
  const softShadow = await sharp(shadow, { raw: { width: w, height: h, channels: 4 } })
    .extend({ top: pad, bottom: pad, left: pad, right: pad, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .blur(10)
    .png()
    .toBuffer();
  // The sheet: one colour with a little sensor noise, no gradient (there is no floor to fall away).
  const sheet = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < width * height; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    const noise = ((seed >> 16) % 7) - 3;
    for (let c = 0; c < 3; c++) sheet[3 * i + c] = Math.max(0, Math.min(255, backdrop[c]! + noise));
  }
  return sharp(sheet, { raw: { width, height, channels: 3 } })
    .composite([
      { input: softShadow, left: left - pad, top: top - pad },
      { input: await sharp(cloth, { raw: { width: w, height: h, channels: 4 } }).png().toBuffer(), left, top },
    ])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function main(argv: string[]) {
  const [dir = "flat-lay"] = argv;
  await mkdir(dir, { recursive: true });
  for (const garment of GARMENTS) {
    const file = path.join(dir, `${garment}.jpg`);
    await writeFile(file, await flatLayPhoto({ garment, colour: [30, 30, 34], backdrop: [236, 232, 226] }));
    console.log(file);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main(process.argv.slice(2));
}
