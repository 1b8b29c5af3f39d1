import "server-only";
// Light wrap: the scene's light spilling around the product's silhouette, as a lens sees a bright
// background bleed over an object's edges. It is drawn under the product, just outside its mask,
// so it shows through the cutout's soft edge pixels and in a thin glow beside them, stronger on the
// light's side and fading out toward the base (the contact shadow's place). The product's opaque
// pixels are composited over it unchanged.
import type { RawLayer } from "./blend";
import { boxBlurAlpha, boxBlurPlane } from "./box-blur";
import type { SceneCtx } from "./context";
import { alphaAround, type PreparedCutout } from "./cutout";

/** Raw RGBA of the scene the product will stand in, and its size. */
export interface SceneRaster {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Canvas pixels per sample of the softened background: it is blurred by 5% of the product's height. */
const LIGHT_STEP = 4;

/**
 * The background's colour around the product, softened by about `sigma`, as a lookup of RGB at a
 * region pixel. It is a blur several times wider than the sampling, so it is taken on a grid of
 * LIGHT_STEP-pixel block averages (three box blurs per channel, divided by the same blur of the
 * grid's coverage so the region's border does not darken it, as sharp's edge-extending blur does
 * not) and read back bilinearly; only the ring around the silhouette reads it.
 */
function softLight(bg: Uint8Array, w: number, h: number, sigma: number): (x: number, y: number, out: Float64Array) => void {
  const F = LIGHT_STEP;
  const sw = Math.ceil(w / F);
  const sh = Math.ceil(h / F);
  const [pr, pg, pb] = [new Float32Array(sw * sh), new Float32Array(sw * sh), new Float32Array(sw * sh)];
  const counts = new Float32Array(sw * sh);
  for (let y = 0; y < h; y += 1) {
    const row = ((y / F) | 0) * sw;
    for (let x = 0; x < w; x += 1) {
      const j = row + ((x / F) | 0);
      const i = (y * w + x) * 4;
      pr[j]! += bg[i]!;
      pg[j]! += bg[i + 1]!;
      pb[j]! += bg[i + 2]!;
      counts[j]! += 1;
    }
  }
  const planes = [pr, pg, pb];
  for (const plane of planes) for (let j = 0; j < plane.length; j += 1) plane[j] = plane[j]! / counts[j]!;
  const norm = boxBlurPlane(new Float32Array(sw * sh).fill(1), sw, sh, sigma / F);
  const [r, g, b] = planes.map((plane) => {
    const blurred = boxBlurPlane(plane, sw, sh, sigma / F);
    for (let j = 0; j < blurred.length; j += 1) blurred[j] = blurred[j]! / norm[j]!;
    return blurred;
  }) as [Float32Array, Float32Array, Float32Array];
  return (x, y, out) => {
    const fx = Math.min(sw - 1, Math.max(0, (x + 0.5) / F - 0.5));
    const fy = Math.min(sh - 1, Math.max(0, (y + 0.5) / F - 0.5));
    const i0 = Math.floor(fx);
    const j0 = Math.floor(fy);
    const i1 = Math.min(sw - 1, i0 + 1);
    const j1 = Math.min(sh - 1, j0 + 1);
    const tx = fx - i0;
    const ty = fy - j0;
    const a = j0 * sw + i0;
    const bb = j0 * sw + i1;
    const c = j1 * sw + i0;
    const d = j1 * sw + i1;
    const wa = (1 - tx) * (1 - ty);
    const wb = tx * (1 - ty);
    const wc = (1 - tx) * ty;
    const wd = tx * ty;
    out[0] = r[a]! * wa + r[bb]! * wb + r[c]! * wc + r[d]! * wd;
    out[1] = g[a]! * wa + g[bb]! * wb + g[c]! * wc + g[d]! * wd;
    out[2] = b[a]! * wa + b[bb]! * wb + b[c]! * wc + b[d]! * wd;
  };
}

export function lightWrapOverlay(c: SceneCtx, cut: PreparedCutout, scene: SceneRaster): RawLayer | null {
  const strength = 0.6 * c.recipe.light.intensity;
  if (strength <= 0.02 || cut.height < 12) return null;
  const reach = Math.max(2, cut.height * 0.025);
  const region = alphaAround(cut, Math.ceil(reach * 3), scene);
  if (!region) return null;
  const { alpha, left: x0, top: y0, width: w, height: h } = region;
  // The background over the same region.
  const bg = new Uint8Array(w * h * 4);
  for (let y = 0; y < h; y += 1) bg.set(scene.data.subarray(((y + y0) * scene.width + x0) * 4, ((y + y0) * scene.width + x0 + w) * 4), y * w * 4);
  const glow = boxBlurAlpha(alpha, w, h, reach);
  // The light that wraps is the background's own, softened: a bright wall glows, a dark one hardly.
  const lightAt = softLight(bg, w, h, reach * 2);
  const rgb = new Float64Array(3);

  const out = new Uint8Array(w * h * 4);
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
      lightAt(x, y, rgb);
      const r = Math.round(rgb[0]!);
      const g = Math.round(rgb[1]!);
      const b = Math.round(rgb[2]!);
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
  return any ? { data: out, width: w, height: h, left: x0, top: y0, blend: "screen" } : null;
}
