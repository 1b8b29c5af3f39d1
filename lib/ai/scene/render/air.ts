import "server-only";
// The light and air over the stage (render/layers.ts), drawn small and laid on in one pass of
// pixel code with the film grain.
//
// Every air layer is smooth (gradients, wide blurs) and blends by normal, screen or multiply: each
// maps a pixel's colour B to B·m + a per channel, and so does their stack. librsvg draws the stack
// once over black (a) and once over white (m + a) on a coarse grid (airScale), and the full
// canvas gets B·m + a with m and a interpolated between those samples. The stage's
// edges (the horizon, props, textures) stay at full resolution; only the smooth fields are sampled.
import sharp from "sharp";
import type { AirField } from "./air-pixels";
import type { SceneCtx } from "./context";

export type { AirField } from "./air-pixels";

/**
 * Canvas pixels per sample. The air's features (a spotlight's rim, the glow) scale with the frame:
 * one sample every 1/40 of the frame's short side across and 1/80 down (16 x 8 at 1674x628, within
 * 4 levels of librsvg's full-size drawing; 8 x 4 was twice the librsvg time for no visible gain).
 * A gobo's shapes are only as soft as the light: those are sampled finer, so their edges do not
 * turn blocky.
 */
export function airScale(c: SceneCtx): { sx: number; sy: number } {
  const gobo = c.recipe.light.gobo;
  if (!gobo) {
    const sx = Math.max(4, Math.min(16, Math.floor(c.f.s / 39)));
    return { sx, sy: Math.max(2, Math.floor(sx / 2)) };
  }
  const soft = c.f.s * (0.004 + 0.02 * c.recipe.light.softness) * (gobo.scale ?? 1);
  const s = Math.max(1, Math.min(4, Math.floor(soft / 1.5)));
  return { sx: s, sy: Math.min(s, 2) };
}

/** Render the air SVG (a canvas-sized document) over black and over white, small. */
export async function airField(svg: Buffer, W: number, H: number, scale: { sx: number; sy: number }): Promise<AirField> {
  const { sx, sy } = scale;
  const w = Math.ceil(W / sx);
  const h = Math.ceil(H / sy);
  const text = svg.toString();
  const open = text.indexOf(">", text.indexOf("<svg")) + 1;
  const defsEnd = text.indexOf("</defs>") + "</defs>".length;
  // The same drawing on a grid of w x h samples spanning the canvas exactly (a sample reaching
  // past its edge would average in what lies beyond the canvas's layers).
  const root = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${W} ${H}" preserveAspectRatio="none">`;
  const over = (color: string) => Buffer.from(`${root}${text.slice(open, defsEnd)}<rect width="${W}" height="${H}" fill="${color}"/>${text.slice(defsEnd)}`);
  const [black, white] = await Promise.all([sharp(over("#000000")).raw().toBuffer(), sharp(over("#ffffff")).raw().toBuffer()]);
  // Shared memory: the pixel threads read the field without a copy each (a gobo's fine field is MBs).
  const m = new Float32Array(new SharedArrayBuffer(w * h * 3 * 4));
  const a = new Float32Array(new SharedArrayBuffer(w * h * 3 * 4));
  for (let i = 0, j = 0; j < m.length; i += 4, j += 3) {
    for (let k = 0; k < 3; k += 1) {
      const lo = black[i + k] ?? 0;
      a[j + k] = lo;
      m[j + k] = Math.max(0, (white[i + k] ?? 255) - lo) / 255;
    }
  }
  return { w, h, kx: W / w, ky: H / h, m, a };
}

const tables = new Map<number, Promise<Uint8Array>>();

/**
 * The grain's blend as a table, table[b << 8 | g] = grey g overlaid at `alpha` on colour byte b,
 * measured from sharp's own overlay composite (the one the grain was blended with before it moved
 * into pixel code), so the grain darkens and textures exactly as it did.
 */
export function grainTable(alpha: number): Promise<Uint8Array> {
  const a = Math.round(Math.max(0, Math.min(1, alpha)) * 255);
  let table = tables.get(a);
  if (!table) {
    const base = Buffer.alloc(256 * 256 * 3);
    const grain = Buffer.alloc(256 * 256 * 4);
    for (let b = 0; b < 256; b += 1) {
      for (let g = 0; g < 256; g += 1) {
        const i = (b << 8) | g;
        base.fill(b, i * 3, i * 3 + 3);
        grain.fill(g, i * 4, i * 4 + 3);
        grain[i * 4 + 3] = a;
      }
    }
    table = sharp(base, { raw: { width: 256, height: 256, channels: 3 } })
      .composite([{ input: grain, raw: { width: 256, height: 256, channels: 4 }, blend: "overlay" }])
      .extractChannel(0)
      .raw()
      .toBuffer()
      .then((b) => new Uint8Array(b.buffer, b.byteOffset, b.length));
    tables.set(a, table);
  }
  return table;
}
