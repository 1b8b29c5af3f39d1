import "server-only";
// Grounds the product in the scene as raster layers under it: a cast shadow (its mask sheared away
// from the light, sharper near the base and softer far from it), a reflection on glossy floors and
// a contact shadow from the mask's bottom profile. The product's own pixels are not touched.
import sharp from "sharp";
import { hexToRgb } from "../color";
import type { RawLayer } from "./blend";
import { boxBlurAlpha } from "./box-blur";
import type { SceneCtx } from "./context";
import type { PreparedCutout } from "./cutout";
import { castShadowAlpha, clipAlpha, contactAlpha, reflectionRgba, tint, type Raster } from "./ground-pixels";

async function blurAlpha(r: Raster, sigma: number): Promise<Raster> {
  if (sigma < 0.3) return r;
  // Three boxes match a Gaussian this wide and cost the same whatever the width.
  if (sigma >= 3) return { ...r, data: boxBlurAlpha(r.data, r.width, r.height, sigma) };
  const data = await sharp(Buffer.from(r.data.buffer, r.data.byteOffset, r.data.length), { raw: { width: r.width, height: r.height, channels: 1 } })
    .blur(sigma)
    .extractChannel(0) // sharp would otherwise widen one band to sRGB on output
    .raw()
    .toBuffer();
  return { ...r, data: new Uint8Array(data.buffer, data.byteOffset, data.length) };
}

/** Crop a raster to the canvas (sharp refuses overlays that leave it). */
function onCanvas(r: Raster, W: number, H: number, channels: 1 | 4): Raster | null {
  const x0 = Math.max(0, r.left);
  const y0 = Math.max(0, r.top);
  const x1 = Math.min(W, r.left + r.width);
  const y1 = Math.min(H, r.top + r.height);
  if (x1 <= x0 || y1 <= y0) return null;
  if (x0 === r.left && y0 === r.top && x1 === r.left + r.width && y1 === r.top + r.height) return r;
  const width = x1 - x0;
  const height = y1 - y0;
  const data = new Uint8Array(width * height * channels);
  for (let y = 0; y < height; y += 1) {
    const src = ((y + y0 - r.top) * r.width + (x0 - r.left)) * channels;
    data.set(r.data.subarray(src, src + width * channels), y * width * channels);
  }
  return { left: x0, top: y0, width, height, data };
}

function overlay(r: Raster | null, blend: RawLayer["blend"]): RawLayer[] {
  return r ? [{ ...r, blend }] : [];
}

/** Where shadows and reflections may lie: the podium's top, or the floor below the horizon. */
function surfaceTest(c: SceneCtx): (x: number, y: number) => boolean {
  const top = c.stage.top;
  if (top) {
    const rx = top.rx * 1.01;
    const ry = top.ry * 1.05;
    return (x, y) => ((x - top.cx) / rx) ** 2 + ((y - top.cy) / ry) ** 2 <= 1;
  }
  if (c.recipe.floor.seamless) return () => true;
  return (_x, y) => y >= c.hz;
}

/**
 * A product lying on the surface seen from above: its whole silhouette casts a short soft shadow
 * beside it, away from the light, and a tighter darker one right under its edges (fabric lifts a
 * little off the table). No floor line, no reflection.
 */
async function lyingShadow(c: SceneCtx, cut: PreparedCutout): Promise<RawLayer[]> {
  const { width: w, height: h, left, top, rgba } = cut;
  const size = Math.max(w, h);
  const soft = c.recipe.light.softness;
  const pad = Math.ceil(size * 0.08);
  const dx = Math.round(c.light.dirX * size * 0.018);
  const dy = Math.round(size * 0.014);
  const width = w + 2 * pad;
  const height = h + 2 * pad;
  const alpha = new Uint8Array(width * height);
  for (let y = 0; y < h; y += 1) for (let x = 0; x < w; x += 1) alpha[(y + pad) * width + x + pad] = rgba[(y * w + x) * 4 + 3] ?? 0;
  const sil: Raster = { left: left - pad, top: top - pad, width, height, data: alpha };
  const [near, far] = await Promise.all([blurAlpha(sil, size * 0.006), blurAlpha(sil, size * (0.014 + 0.02 * soft))]);
  const data = new Uint8Array(width * height);
  const kNear = 0.45 * c.light.shadowStrength;
  const kFar = (0.55 - 0.2 * soft) * c.light.shadowStrength;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const sx = x - dx;
      const sy = y - dy;
      const f = sx >= 0 && sy >= 0 && sx < width && sy < height ? (far.data[sy * width + sx] ?? 0) : 0;
      data[y * width + x] = Math.min(255, (near.data[y * width + x] ?? 0) * kNear + f * kFar);
    }
  }
  return overlay(onCanvas(tint({ ...sil, data }, hexToRgb(c.light.shadow), 1), c.W, c.H, 4), "multiply");
}

export async function groundOverlays(c: SceneCtx, cut: PreparedCutout): Promise<RawLayer[]> {
  if (c.stage.lying) return lyingShadow(c, cut);
  const { width: w, height: h, left, rgba } = cut;
  const base = cut.top + h;
  const L = c.light;
  const soft = c.recipe.light.softness;
  const inside = surfaceTest(c);
  const shadowRgb = hexToRgb(L.shadow);

  // Cast shadow: short on a podium so it stays on the top.
  const onProp = Boolean(c.stage.top);
  const squash = (onProp ? 0.12 : 0.32) * Math.min(1.3, L.shadowLength + 0.3);
  const shear = L.dirX * L.shadowLength * (onProp ? 0.5 : 1.1);
  const sigmaNear = h * (0.008 + 0.07 * soft);
  const sigmaFar = h * (0.04 + 0.16 * soft);
  const cast = castShadowAlpha(rgba, w, h, left, base, { shear, squash, pad: Math.ceil(sigmaFar * 2.5) });
  const [near, far] = await Promise.all([blurAlpha(cast.near, sigmaNear), blurAlpha(cast.far, sigmaFar)]);
  const castAlpha = new Uint8Array(near.data.length);
  const kNear = (0.85 - 0.45 * soft) * L.shadowStrength;
  const kFar = 0.4 * L.shadowStrength;
  for (let i = 0; i < castAlpha.length; i += 1) castAlpha[i] = Math.min(255, (near.data[i] ?? 0) * kNear + (far.data[i] ?? 0) * kFar);
  const castRaster: Raster = { ...near, data: castAlpha };
  clipAlpha(castRaster, inside);

  const out: RawLayer[] = [...overlay(onCanvas(tint(castRaster, shadowRgb, 1), c.W, c.H, 4), "multiply")];

  // Reflection on glossy floors and water.
  if (c.stage.gloss > 0.02) {
    const water = c.stage.surface === "water";
    const ripple = water ? (row: number) => Math.sin(row * 0.9) * h * 0.012 * (1 + row / h) + Math.sin(row * 0.23 + 1.3) * h * 0.01 : undefined;
    const refl = reflectionRgba(rgba, w, h, left, base, Math.min(0.75, c.stage.gloss * 1.1), h * 0.5, ripple);
    const blurred = await sharp(Buffer.from(refl.data.buffer, refl.data.byteOffset, refl.data.length), { raw: { width: refl.width, height: refl.height, channels: 4 } })
      .blur(Math.max(0.3, h * (water ? 0.008 : 0.004)))
      .raw()
      .toBuffer();
    const r: Raster = { ...refl, data: new Uint8Array(blurred.buffer, blurred.byteOffset, blurred.length) };
    // Clip by zeroing alpha outside the surface.
    for (let y = 0; y < r.height; y += 1) for (let x = 0; x < r.width; x += 1) if (!inside(r.left + x + 0.5, r.top + y + 0.5)) r.data[(y * r.width + x) * 4 + 3] = 0;
    out.push(...overlay(onCanvas(r, c.W, c.H, 4), "over"));
  }

  // Contact shadow: a tight dark core and a softer ambient band.
  const thick = Math.max(1.2, h * 0.018);
  const pad = Math.ceil(h * 0.08);
  const band = contactAlpha(rgba, w, h, left, base, thick, pad);
  const [core, ambient] = await Promise.all([blurAlpha(band, Math.max(0.6, h * 0.006)), blurAlpha(contactAlpha(rgba, w, h, left, base, h * 0.035, pad), h * 0.03)]);
  const contact = new Uint8Array(core.data.length);
  for (let i = 0; i < contact.length; i += 1) contact[i] = Math.min(255, (core.data[i] ?? 0) * 0.85 + (ambient.data[i] ?? 0) * 0.45);
  out.push(...overlay(onCanvas(tint({ ...core, data: contact }, shadowRgb, 1), c.W, c.H, 4), "multiply"));
  return out;
}
