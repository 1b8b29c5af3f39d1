import path from "node:path";
import sharp from "sharp";

/**
 * A product photo with exact truth for the refine brush: a real photographed product (the rubber
 * duck from bench/segmenter/photos, alpha and all) on a plain studio backdrop, and a second real
 * object (a kiwi) lying against it: the stray part a mask may include or miss.
 */
export interface RefinePhoto {
  image: Buffer;
  width: number;
  height: number;
  /** coverage 0–255 of the product's visible pixels (the kiwi in front of it taken out) */
  product: Uint8Array;
  /** coverage 0–255 of the kiwi */
  stray: Uint8Array;
  /** the kiwi's centre and the radius of a circle holding it, in photo pixels */
  strayCentre: [number, number];
  strayRadius: number;
}

const CUTOUTS = path.join(process.cwd(), "bench/segmenter/photos/cutouts");
const WIDTH = 900;
const HEIGHT = 700;
const BACKDROP = [229, 227, 223];

async function cutout(name: string, longSide: number) {
  const { data, info } = await sharp(path.join(CUTOUTS, `${name}.png`))
    .resize(longSide, longSide, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

export async function refinePhoto(): Promise<RefinePhoto> {
  const duck = await cutout("rubberduck", 440);
  const kiwi = await cutout("kiwi", 170);
  const duckAt = { left: 200, top: 150 };
  // The kiwi lies against the duck's lower right, overlapping its outline.
  const kiwiAt = { left: duckAt.left + duck.width - 120, top: duckAt.top + duck.height - kiwi.height + 10 };
  const rgb = new Uint8Array(WIDTH * HEIGHT * 3);
  const product = new Uint8Array(WIDTH * HEIGHT);
  const stray = new Uint8Array(WIDTH * HEIGHT);
  let seed = 23;
  const noise = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32 - 0.5) * 6;
  const alphaAt = (c: typeof duck, at: { left: number; top: number }, x: number, y: number) => {
    const cx = x - at.left, cy = y - at.top;
    if (cx < 0 || cy < 0 || cx >= c.width || cy >= c.height) return [0, 0, 0, 0];
    const o = (cy * c.width + cx) * 4;
    return [c.data[o]!, c.data[o + 1]!, c.data[o + 2]!, c.data[o + 3]! / 255];
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const p = y * WIDTH + x;
      const [dr, dg, db, da] = alphaAt(duck, duckAt, x, y) as [number, number, number, number];
      const [kr, kg, kb, ka] = alphaAt(kiwi, kiwiAt, x, y) as [number, number, number, number];
      const n = noise();
      // Backdrop, then the duck over it, then the kiwi in front.
      const colour = BACKDROP.map((b, k) => {
        const withDuck = b + n + ([dr, dg, db][k]! - b - n) * da;
        return withDuck + ([kr, kg, kb][k]! - withDuck) * ka;
      });
      for (let k = 0; k < 3; k++) rgb[p * 3 + k] = Math.max(0, Math.min(255, Math.round(colour[k]!)));
      product[p] = Math.round(255 * da * (1 - ka));
      stray[p] = Math.round(255 * ka);
    }
  }
  const image = await sharp(rgb, { raw: { width: WIDTH, height: HEIGHT, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
  const strayCentre: [number, number] = [kiwiAt.left + kiwi.width / 2, kiwiAt.top + kiwi.height / 2];
  return { image, width: WIDTH, height: HEIGHT, product, stray, strayCentre, strayRadius: Math.max(kiwi.width, kiwi.height) / 2 };
}
