import "server-only";
// Light wrap: the scene's light spilling around the product's silhouette, as a lens sees a bright
// background bleed over an object's edges. It is drawn under the product, just outside its mask,
// so it shows through the cutout's soft edge pixels and in a thin glow beside them, stronger on the
// light's side and fading out toward the base (the contact shadow's place). The product's opaque
// pixels are composited over it unchanged.
import sharp, { type OverlayOptions } from "sharp";
import type { SceneCtx } from "./context";
import type { PreparedCutout } from "./cutout";

/** Raw RGBA of the scene the product will stand in, and its size. */
export interface SceneRaster {
  data: Uint8Array;
  width: number;
  height: number;
}

export async function lightWrapOverlay(c: SceneCtx, cut: PreparedCutout, scene: SceneRaster): Promise<OverlayOptions | null> {
  const strength = 0.6 * c.recipe.light.intensity;
  if (strength <= 0.02 || cut.height < 12) return null;
  const reach = Math.max(2, cut.height * 0.025);
  const pad = Math.ceil(reach * 3);
  const x0 = Math.max(0, cut.left - pad);
  const y0 = Math.max(0, cut.top - pad);
  const x1 = Math.min(scene.width, cut.left + cut.width + pad);
  const y1 = Math.min(scene.height, cut.top + cut.height + pad);
  const w = x1 - x0;
  const h = y1 - y0;
  if (w <= 0 || h <= 0) return null;

  // The product's alpha over the region, and the background there.
  const alpha = new Uint8Array(w * h);
  const bg = Buffer.alloc(w * h * 4);
  for (let y = 0; y < h; y += 1) {
    const sy = y + y0;
    bg.set(scene.data.subarray((sy * scene.width + x0) * 4, (sy * scene.width + x1) * 4), y * w * 4);
    const cy = sy - cut.top;
    if (cy < 0 || cy >= cut.height) continue;
    for (let x = 0; x < w; x += 1) {
      const cx = x + x0 - cut.left;
      if (cx >= 0 && cx < cut.width) alpha[y * w + x] = cut.rgba[(cy * cut.width + cx) * 4 + 3] ?? 0;
    }
  }
  const [glow, light] = await Promise.all([
    sharp(Buffer.from(alpha.buffer, alpha.byteOffset, alpha.length), { raw: { width: w, height: h, channels: 1 } }).blur(reach).extractChannel(0).raw().toBuffer(),
    // The light that wraps is the background's own, softened: a bright wall glows, a dark one hardly.
    sharp(bg, { raw: { width: w, height: h, channels: 4 } }).blur(reach * 2).raw().toBuffer(),
  ]);

  const out = Buffer.alloc(w * h * 4);
  const side = Math.sign(-c.light.dirX); // -1 light from the left, 1 from the right, 0 frontal
  const midX = cut.left + cut.width / 2 - x0;
  const base = cut.top + cut.height - y0;
  let any = false;
  for (let y = 0; y < h; y += 1) {
    // Nothing at the base, where the product meets the floor; full strength from a quarter up.
    const lift = Math.min(1, Math.max(0, (base - y - cut.height * 0.05) / (cut.height * 0.2)));
    if (lift <= 0) continue;
    for (let x = 0; x < w; x += 1) {
      const i = y * w + x;
      const a = alpha[i] ?? 0;
      if (a === 255) continue;
      const ring = ((glow[i] ?? 0) / 255) * (1 - a / 255);
      if (ring <= 0.004) continue;
      const facing = side === 0 || Math.sign(x - midX) === side ? 1 : 0.4;
      const r = light[i * 4] ?? 0;
      const g = light[i * 4 + 1] ?? 0;
      const b = light[i * 4 + 2] ?? 0;
      const bright = (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
      const v = Math.round(255 * Math.min(1, ring * 2.5) * strength * facing * lift * Math.sqrt(bright));
      if (v <= 0) continue;
      out[i * 4] = r;
      out[i * 4 + 1] = g;
      out[i * 4 + 2] = b;
      out[i * 4 + 3] = v;
      any = true;
    }
  }
  return any ? { input: out, raw: { width: w, height: h, channels: 4 }, left: x0, top: y0, blend: "screen" } : null;
}
