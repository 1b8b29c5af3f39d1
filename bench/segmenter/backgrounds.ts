/**
 * Backgrounds for the ground-truth generator, as raw RGB: plain (with the slight light fall-off a real
 * studio shot has), gradient (a sweep plus a vignette) and lightly textured (paper-like mottling and
 * grain). Busy scenes, which the segmenter must refuse, are drawn in SVG elsewhere.
 */
import sharp from "sharp";
import { clampByte, hsl, mix, scale, type Rgb } from "./colour";
import type { Random } from "./random";

export type BackgroundKind = "plain" | "gradient" | "textured";

export const BACKDROP_COLOURS: readonly Rgb[] = [
  [246, 246, 245], // white sweep
  [226, 227, 229], // light grey
  [233, 222, 204], // beige
  [204, 222, 238], // light blue
  [241, 217, 216], // pale pink
  [212, 234, 220], // mint
  [172, 174, 178], // mid grey
  [46, 48, 52], // charcoal
];

export interface BackgroundSpec {
  kind: BackgroundKind;
  colour: Rgb;
  /** The gradient's other end (the same colour for plain and textured backdrops). */
  far: Rgb;
}

export function pickBackground(r: Random, kind: BackgroundKind): BackgroundSpec {
  const colour = r.pick(BACKDROP_COLOURS);
  if (kind !== "gradient") return { kind, colour, far: colour };
  let far = mix(colour, r.chance(0.5) ? [255, 255, 255] : scale(colour, 0.6), r.range(0.25, 0.6));
  if (r.chance(0.3)) far = mix(far, hsl(r.range(0, 360), 0.5, 0.7), 0.25);
  return { kind, colour, far };
}

/** Smooth value noise in [-1, 1]: random cells enlarged with a cubic kernel. */
async function smoothNoise(r: Random, width: number, height: number, cell: number): Promise<Uint8Array> {
  const gw = Math.max(2, Math.ceil(width / cell) + 1);
  const gh = Math.max(2, Math.ceil(height / cell) + 1);
  const grid = Buffer.alloc(gw * gh);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(r.next() * 256);
  return sharp(grid, { raw: { width: gw, height: gh, channels: 1 } })
    .resize(width, height, { kernel: "cubic", fit: "fill" })
    .toColourspace("b-w") // one channel in, one out (sharp would widen it to sRGB)
    .raw()
    .toBuffer();
}

export async function renderBackground(r: Random, spec: BackgroundSpec, width: number, height: number): Promise<Buffer> {
  const base = spec.colour;
  const far = spec.far;
  const gradient = spec.kind === "gradient";
  const angle = gradient ? r.range(0, Math.PI * 2) : 0;
  const vignette = gradient ? r.range(0.08, 0.25) : r.range(0, 0.04);
  const textured = spec.kind === "textured";
  const [coarse, fine] = textured
    ? await Promise.all([smoothNoise(r, width, height, Math.max(24, width / 12)), smoothNoise(r, width, height, Math.max(4, width / 200))])
    : [null, null];
  const mottle = r.range(5, 10);
  const grain = textured ? r.range(4, 8) : 0;
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const half = (Math.abs(ca) * width + Math.abs(sa) * height) / 2;
  const out = Buffer.allocUnsafe(width * height * 3);
  let seed = (r.next() * 0xffffffff) >>> 0 || 1;
  for (let y = 0, p = 0; y < height; y++) {
    const ny = (y - height / 2) / (height / 2);
    for (let x = 0; x < width; x++, p++) {
      const nx = (x - width / 2) / (width / 2);
      const t = ((x - width / 2) * ca + (y - height / 2) * sa) / (2 * half) + 0.5;
      const light = 1 - vignette * (nx * nx + ny * ny) * 0.5;
      let tex = 0;
      if (coarse && fine) {
        seed ^= seed << 13;
        seed ^= seed >>> 17;
        seed ^= seed << 5;
        tex = ((coarse[p]! - 128) / 128) * mottle + ((fine[p]! - 128) / 128) * mottle * 0.6 + ((seed >>> 0) / 4294967296 - 0.5) * 2 * grain;
      }
      const o = p * 3;
      out[o] = clampByte((base[0] + (far[0] - base[0]) * t) * light + tex);
      out[o + 1] = clampByte((base[1] + (far[1] - base[1]) * t) * light + tex);
      out[o + 2] = clampByte((base[2] + (far[2] - base[2]) * t) * light + tex);
    }
  }
  return out;
}

/** A cluttered scene (shapes of many colours), which the segmenter must refuse as "busy". */
export function busySvgShapes(r: Random, width: number, height: number): string {
  let s = `<rect width="${width}" height="${height}" fill="rgb(120,110,100)"/>`;
  for (let i = 0; i < 90; i++) {
    const [cr, cg, cb] = hsl(r.range(0, 360), r.range(0.3, 0.9), r.range(0.2, 0.8)).map(clampByte);
    const x = r.range(-0.1, 1) * width;
    const y = r.range(-0.1, 1) * height;
    const w = r.range(0.04, 0.25) * width;
    const h = r.range(0.04, 0.25) * height;
    s += r.chance(0.5)
      ? `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="rgb(${cr},${cg},${cb})"/>`
      : `<ellipse cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" rx="${(w / 2).toFixed(1)}" ry="${(h / 2).toFixed(1)}" fill="rgb(${cr},${cg},${cb})"/>`;
  }
  return s;
}
