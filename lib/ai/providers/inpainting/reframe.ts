import "server-only";
import sharp from "sharp";
import type { CreativeSize, ProductBox, RenderedCreative } from "@/lib/ai/scene-renderer";

/** the product's larger share of a derived canvas at most: inside the safe area of a leaderboard too */
const FIT_WIDTH = 0.86;
const FIT_HEIGHT = 0.8;
/** where the sharp scene meets its extension, it fades over this many pixels */
const SEAM_PX = 24;

export interface Raster {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * One canvas cut from the single generated scene: scaled so it covers the canvas (a crop) unless
 * the product would then not fit, in which case it is scaled down further and the missing sides
 * are extended from the scene's own edges (edge pixels stretched outwards and blurred: a backdrop
 * continues, nothing is invented), the product centred as far as the scene allows. The product's
 * own pixels (the trimmed cutout, resized the way the built-in resizes it) are composited last.
 * No model call: a 728×90 leaderboard is a strip of the same picture.
 */
export async function reframe(scene: Raster, sceneBox: ProductBox, size: CreativeSize, product: Raster): Promise<RenderedCreative> {
  const W = Math.round(size.width);
  const H = Math.round(size.height);
  const cover = Math.max(W / scene.width, H / scene.height);
  const fit = Math.min((W * FIT_WIDTH) / sceneBox.width, (H * FIT_HEIGHT) / sceneBox.height);
  const s = Math.min(cover, fit);
  const SW = Math.max(1, Math.round(scene.width * s));
  const SH = Math.max(1, Math.round(scene.height * s));
  const ox = Math.round(place((sceneBox.left + sceneBox.width / 2) * s - W / 2, SW, W));
  const oy = Math.round(place((sceneBox.top + sceneBox.height / 2) * s - H / 2, SH, H));
  const scaled = await sharp(scene.data, { raw: { width: scene.width, height: scene.height, channels: 3 } })
    .resize(SW, SH, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  const canvas = await cropOrExtend({ data: scaled, width: SW, height: SH }, ox, oy, W, H);

  const box = { left: Math.round(sceneBox.left * s - ox), top: Math.round(sceneBox.top * s - oy), width: Math.max(1, Math.round(sceneBox.width * s)), height: Math.max(1, Math.round(sceneBox.height * s)) };
  const pixels = await sharp(product.data, { raw: { width: product.width, height: product.height, channels: 4 } })
    .resize(box.width, box.height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  over(canvas, W, H, pixels, box);
  const png = await sharp(canvas, { raw: { width: W, height: H, channels: 3 } }).png({ compressionLevel: 6 }).toBuffer();
  return { width: W, height: H, png, productBox: box };
}

/** The window's offset: inside the scene when the scene is larger, else the scene inside the window. */
function place(offset: number, scene: number, target: number): number {
  return scene >= target ? Math.min(Math.max(offset, 0), scene - target) : Math.min(Math.max(offset, scene - target), 0);
}

/** The W×H window at (ox, oy) of the scaled scene; what lies outside the scene is its edge, stretched and blurred. */
async function cropOrExtend(scene: Raster, ox: number, oy: number, W: number, H: number): Promise<Buffer> {
  const x0 = Math.max(0, ox);
  const y0 = Math.max(0, oy);
  const iw = Math.min(scene.width, ox + W) - x0;
  const ih = Math.min(scene.height, oy + H) - y0;
  const raw = { raw: { width: scene.width, height: scene.height, channels: 3 as const } };
  const inner = sharp(scene.data, raw).extract({ left: x0, top: y0, width: iw, height: ih });
  const pad = { left: x0 - ox, top: y0 - oy, right: W - (x0 - ox) - iw, bottom: H - (y0 - oy) - ih };
  if (!pad.left && !pad.top && !pad.right && !pad.bottom) return inner.raw().toBuffer();
  const extended = await inner.extend({ ...pad, extendWith: "copy" }).raw().toBuffer();
  const sigma = Math.min(40, Math.max(4, Math.max(pad.left, pad.right, pad.top, pad.bottom) / 6));
  const blurred = await sharp(extended, { raw: { width: W, height: H, channels: 3 } }).blur(sigma).raw().toBuffer();
  // Sharp inside the scene, blurred outside it, faded across SEAM_PX on the sides that were extended.
  const out = Buffer.alloc(W * H * 3);
  for (let y = 0; y < H; y += 1) {
    for (let x = 0; x < W; x += 1) {
      const dx = Math.min(pad.left ? x - pad.left : Infinity, pad.right ? pad.left + iw - 1 - x : Infinity);
      const dy = Math.min(pad.top ? y - pad.top : Infinity, pad.bottom ? pad.top + ih - 1 - y : Infinity);
      const w = Math.max(0, Math.min(1, Math.min(dx, dy) / SEAM_PX));
      const p = (y * W + x) * 3;
      for (let c = 0; c < 3; c += 1) out[p + c] = Math.round((extended[p + c] ?? 0) * w + (blurred[p + c] ?? 0) * (1 - w));
    }
  }
  return out;
}

/** The product's RGBA over the RGB canvas: an opaque pixel is copied as it is, the box cropped to the canvas. */
function over(canvas: Buffer, W: number, H: number, rgba: Buffer, box: ProductBox) {
  for (let y = Math.max(0, box.top); y < Math.min(H, box.top + box.height); y += 1) {
    for (let x = Math.max(0, box.left); x < Math.min(W, box.left + box.width); x += 1) {
      const s = ((y - box.top) * box.width + (x - box.left)) * 4;
      const a = rgba[s + 3] ?? 0;
      if (!a) continue;
      const d = (y * W + x) * 3;
      for (let c = 0; c < 3; c += 1) canvas[d + c] = a === 255 ? (rgba[s + c] ?? 0) : Math.round(((rgba[s + c] ?? 0) * a + (canvas[d + c] ?? 0) * (255 - a)) / 255);
    }
  }
}
