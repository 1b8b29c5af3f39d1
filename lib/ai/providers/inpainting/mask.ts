import "server-only";
import sharp from "sharp";
import type { PreparedCutout } from "@/lib/ai/scene";

/** alpha from which a product pixel is kept as it is */
const OPAQUE_MIN = 250;
/** the kept region is shrunk by this much, so the model blends the product's edge into its scene */
const EDGE_INSET_PX = 2;

/**
 * The inpainting mask at the generation size: 255 = repaint (everything but the product), 0 =
 * keep (the product's opaque pixels, shrunk by EDGE_INSET_PX), feathered by a Gaussian of `featherPx`
 * so the repainted scene meets the product without a seam. The product's own pixels are put back
 * on top afterwards, so whatever the model does at the feathered edge never shows on the product.
 */
export async function inpaintingMask(cut: PreparedCutout, width: number, height: number, featherPx: number): Promise<Buffer> {
  const keep = erode(opaque(cut), cut.width, cut.height, EDGE_INSET_PX);
  const mask = Buffer.alloc(width * height, 255);
  for (let y = Math.max(0, cut.top); y < Math.min(height, cut.top + cut.height); y += 1) {
    for (let x = Math.max(0, cut.left); x < Math.min(width, cut.left + cut.width); x += 1) {
      if (keep[(y - cut.top) * cut.width + (x - cut.left)]) mask[y * width + x] = 0;
    }
  }
  let image = sharp(mask, { raw: { width, height, channels: 1 } });
  if (featherPx > 0) image = image.blur(featherPx);
  return image.toColourspace("b-w").png({ compressionLevel: 6 }).toBuffer();
}

function opaque(cut: PreparedCutout): Uint8Array {
  const out = new Uint8Array(cut.width * cut.height);
  for (let i = 0; i < out.length; i += 1) out[i] = (cut.rgba[i * 4 + 3] ?? 0) >= OPAQUE_MIN ? 1 : 0;
  return out;
}

/** Binary erosion by a (2r+1)² square, outside the box counting as empty: a separable min filter. */
function erode(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const pass = (input: Uint8Array, horizontal: boolean) => {
    const out = new Uint8Array(w * h);
    for (let y = 0; y < h; y += 1) {
      for (let x = 0; x < w; x += 1) {
        let v = 1;
        for (let d = -r; d <= r && v; d += 1) {
          const xx = horizontal ? x + d : x;
          const yy = horizontal ? y : y + d;
          v = xx >= 0 && xx < w && yy >= 0 && yy < h ? (input[yy * w + xx] ?? 0) : 0;
        }
        out[y * w + x] = v;
      }
    }
    return out;
  };
  return pass(pass(src, true), false);
}
