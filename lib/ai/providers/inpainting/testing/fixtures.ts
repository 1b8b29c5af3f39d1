import sharp from "sharp";
import { findPreset } from "@/lib/ai/scene";
import { trimmedCutout } from "@/lib/ai/scene";
import type { CreativeRequest, CreativeSize, RenderedCreative } from "@/lib/ai/scene-renderer";

/** A red rounded rectangle with a transparent margin and soft (antialiased) corners. */
export async function redCutout(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="140" height="220"><rect x="20" y="10" width="100" height="200" rx="28" fill="#d21e28"/><rect x="45" y="60" width="50" height="40" fill="#f5f0e6"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export async function creativeRequest(sizes: CreativeSize[], seed = 1234, styleReference = false): Promise<CreativeRequest> {
  return {
    recipe: findPreset("white_background")!.recipe,
    prompt: "Acme Cola can on a clean white studio background",
    cutoutPng: await redCutout(),
    shapeClass: "tall",
    sizes,
    seed,
    styleReference,
  };
}

/**
 * The product's pixels on a creative against the cutout resized to its productBox (the way the
 * built-in resizes it): every opaque pixel must be identical. Returns how many were compared.
 */
export async function opaqueProductPixelsChanged(creative: RenderedCreative, cutoutPng: Buffer): Promise<{ compared: number; changed: number }> {
  const trimmed = await trimmedCutout({ image: cutoutPng });
  const box = creative.productBox;
  const expected = await sharp(trimmed.data, { raw: { width: trimmed.width, height: trimmed.height, channels: 4 } })
    .resize(box.width, box.height, { fit: "fill", kernel: "lanczos3" })
    .raw()
    .toBuffer();
  const got = await sharp(creative.png).removeAlpha().raw().toBuffer();
  let compared = 0;
  let changed = 0;
  for (let y = Math.max(0, box.top); y < Math.min(creative.height, box.top + box.height); y += 1) {
    for (let x = Math.max(0, box.left); x < Math.min(creative.width, box.left + box.width); x += 1) {
      const e = ((y - box.top) * box.width + (x - box.left)) * 4;
      if (expected[e + 3] !== 255) continue;
      compared += 1;
      const g = (y * creative.width + x) * 3;
      if (got[g] !== expected[e] || got[g + 1] !== expected[e + 1] || got[g + 2] !== expected[e + 2]) changed += 1;
    }
  }
  return { compared, changed };
}

/** Mean absolute difference per channel outside the product box between a creative and a reference PNG of the same size. */
export async function sceneDifference(creative: RenderedCreative, referencePng: Buffer): Promise<number> {
  const a = await sharp(creative.png).removeAlpha().raw().toBuffer();
  const b = await sharp(referencePng).removeAlpha().resize(creative.width, creative.height, { fit: "fill" }).raw().toBuffer();
  const box = creative.productBox;
  let sum = 0;
  let n = 0;
  for (let y = 0; y < creative.height; y += 1) {
    for (let x = 0; x < creative.width; x += 1) {
      if (x >= box.left - 4 && x < box.left + box.width + 4 && y >= box.top - 4 && y < box.top + box.height + 4) continue;
      const p = (y * creative.width + x) * 3;
      for (let c = 0; c < 3; c += 1) sum += Math.abs((a[p + c] ?? 0) - (b[p + c] ?? 0));
      n += 3;
    }
  }
  return n ? sum / n : 0;
}
