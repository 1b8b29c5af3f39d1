import "server-only";
// Rim light: the key light catching the product's outline on the side it comes from, as a
// photographer's side or back light draws a thin bright line along a silhouette. Light wrap
// (light-wrap.ts) is the background's colour bleeding round every edge; the rim is the key light's
// own colour, only on the edges that face it, and crisper the harder the light. It is drawn, like
// the wrap, in the product's soft edge and a hair outside it: the product's opaque pixels are
// composited over it unchanged (the design keeps every effect around the product, never on it).
import type { RawLayer } from "./blend";
import { boxBlurAlpha } from "./box-blur";
import type { SceneCtx } from "./context";
import { alphaAround, type PreparedCutout } from "./cutout";

/** A soft, dim or frontal light draws no visible rim; below this the layer is skipped. */
const MIN_STRENGTH = 0.03;

function hexRgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.replace("#", ""), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function rimLightOverlay(c: SceneCtx, cut: PreparedCutout, canvas: { width: number; height: number }): RawLayer | null {
  const { light } = c.recipe;
  // A light from the front lights the faces, not the outline; a side light rims the most.
  const side = Math.abs(c.light.dirX);
  const strength = 0.75 * light.intensity * side * (1 - 0.6 * light.softness);
  if (strength < MIN_STRENGTH || cut.height < 12) return null;
  // A hard light draws a thin line, a softer one a wider, fainter band.
  const reach = Math.max(1, cut.height * (0.004 + 0.008 * light.softness));
  const region = alphaAround(cut, Math.ceil(reach * 3) + 1, canvas);
  if (!region) return null;
  const { alpha, left: x0, top: y0, width: w, height: h } = region;
  const soft = boxBlurAlpha(alpha, w, h, reach);
  // Light travels from its side toward the scene and downward (it is above the floor); an edge
  // whose outward normal points back at the light is the rim.
  const elevation = (Math.max(10, Math.min(88, light.elevation)) * Math.PI) / 180;
  let lx = -c.light.dirX;
  let ly = -Math.sin(elevation) * 0.6;
  const norm = Math.hypot(lx, ly) || 1;
  lx /= norm;
  ly /= norm;
  const [r, g, b] = hexRgb(c.light.tint);
  const base = cut.top + cut.height - y0;
  const out = new Uint8Array(w * h * 4);
  let any = false;
  for (let y = 1; y < h - 1; y += 1) {
    // None where the product stands on the floor: a rim there would float it.
    const lift = Math.min(1, Math.max(0, (base - y - cut.height * 0.04) / (cut.height * 0.12)));
    if (lift <= 0) continue;
    for (let x = 1; x < w - 1; x += 1) {
      const i = y * w + x;
      const a = alpha[i] ?? 0;
      if (a === 255) continue;
      const s = soft[i] ?? 0;
      if (s < 3) continue;
      // The outward normal is down the soft alpha's slope.
      const gx = (soft[i - 1] ?? 0) - (soft[i + 1] ?? 0);
      const gy = (soft[i - w] ?? 0) - (soft[i + w] ?? 0);
      const len = Math.hypot(gx, gy);
      if (len < 1) continue;
      const facing = (gx * lx + gy * ly) / len;
      if (facing <= 0.15) continue;
      // Strongest right at the silhouette, fading over `reach` outside it.
      const ring = (s / 255) * (1 - a / 255);
      const v = Math.round(255 * Math.min(1, ring * 3) * strength * (facing - 0.15) / 0.85 * lift);
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
