// Procedural noise computed in JS and embedded as images. librsvg's feTurbulence costs ~60 ms per
// octave on a 512 px canvas; this gradient noise is an order of magnitude cheaper. Coarse noise is
// sampled at low resolution and stretched; fine grain is a small seamless tile repeated by a
// pattern; both are cached across renders.
import { hexToRgb } from "../color";
import { encodePng, pngDataUri } from "./png";
import { n, type SvgDoc } from "./svg";

export interface NoiseSpec {
  /** fractal (signed sum, mid grey) or turbulence (sum of absolute values: ridges near 0) */
  type: "fractalNoise" | "turbulence";
  /** cycles per pixel of the finished image, horizontally and vertically */
  fx: number;
  fy: number;
  octaves: number;
  seed: number;
}

/** How noise values v (0..1) become pixels. */
export type NoisePaint =
  /** grey c*(v-0.5)+0.5 at `alpha` (default 1): for overlay-blended grain */
  | { kind: "grey"; contrast: number; alpha?: number }
  /** a colour whose alpha is a curve of v: veins, grain streaks, crests */
  | { kind: "ink"; color: string; gain: number; bias: number; power: number; max: number };

/** Finest detail that pixels can show; finer octaves would alias into static. */
const NYQUIST = 0.5;
/** Noise whose first octave is at least this fine is drawn as a repeating tile. */
const TILE_FROM = 0.08;
const TILE = 128;

function permutation(seed: number): Uint8Array {
  const base = Array.from({ length: 256 }, (_, i) => i);
  let s = (seed * 2654435761) >>> 0 || 1;
  for (let i = 255; i > 0; i -= 1) {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    const j = (s >>> 0) % (i + 1);
    const t = base[i] ?? 0;
    base[i] = base[j] ?? 0;
    base[j] = t;
  }
  const p = new Uint8Array(512);
  for (let i = 0; i < 512; i += 1) p[i] = base[i & 255] ?? 0;
  return p;
}

/** Gradient directions by hash & 7; typed arrays keep the hot loop free of allocations. */
const GX = Float64Array.from([1, -1, 1, -1, 1, -1, 0, 0]);
const GY = Float64Array.from([1, 1, -1, -1, 0, 0, 1, -1]);

/** 2-D gradient (Perlin) noise in about -0.7..0.7, repeating every (px, py) lattice cells. */
function perlin(p: Uint8Array, x: number, y: number, px: number, py: number): number {
  const xi = Math.floor(x);
  const yi = Math.floor(y);
  const xf = x - xi;
  const yf = y - yi;
  let X0 = xi % px;
  if (X0 < 0) X0 += px;
  let Y0 = yi % py;
  if (Y0 < 0) Y0 += py;
  const X1 = X0 + 1 === px ? 0 : X0 + 1;
  const Y1 = Y0 + 1 === py ? 0 : Y0 + 1;
  const u = xf * xf * xf * (xf * (xf * 6 - 15) + 10);
  const v = yf * yf * yf * (yf * (yf * 6 - 15) + 10);
  // p holds 512 entries (the permutation twice), so p[a] + b needs no wrap for a, b < 256.
  const hx0 = p[X0 & 255]!;
  const hx1 = p[X1 & 255]!;
  const k00 = p[hx0 + (Y0 & 255)]! & 7;
  const k10 = p[hx1 + (Y0 & 255)]! & 7;
  const k01 = p[hx0 + (Y1 & 255)]! & 7;
  const k11 = p[hx1 + (Y1 & 255)]! & 7;
  const g00 = GX[k00]! * xf + GY[k00]! * yf;
  const g10 = GX[k10]! * (xf - 1) + GY[k10]! * yf;
  const g01 = GX[k01]! * xf + GY[k01]! * (yf - 1);
  const g11 = GX[k11]! * (xf - 1) + GY[k11]! * (yf - 1);
  const x1 = g00 + u * (g10 - g00);
  const x2 = g01 + u * (g11 - g01);
  return x1 + v * (x2 - x1);
}

interface Grid {
  /** samples across and down */
  gw: number;
  gh: number;
  /** first-octave frequency in cycles per sample */
  fx: number;
  fy: number;
  octaves: number;
  /** contrast kept after dropping detail finer than the pixels */
  atten: number;
  /** lattice period in cells (a large number when the image need not tile) */
  px: number;
  py: number;
}

/** Noise values 0..1 over a grid. */
function field(spec: NoiseSpec, grid: Grid): Float32Array {
  const p = permutation(spec.seed);
  const out = new Float32Array(grid.gw * grid.gh);
  const turb = spec.type === "turbulence";
  for (let j = 0; j < grid.gh; j += 1) {
    for (let i = 0; i < grid.gw; i += 1) {
      let sum = 0;
      let amp = 1;
      let norm = 0;
      for (let o = 0, m = 1; o < grid.octaves; o += 1, m *= 2) {
        // Octave offsets decorrelate octaves; they are whole cells so tiles still repeat.
        const v = perlin(p, i * grid.fx * m + o * 31 + 0.37, j * grid.fy * m + o * 17 + 0.61, grid.px * m, grid.py * m);
        sum += (turb ? Math.abs(v) : v) * amp;
        norm += amp;
        amp *= 0.5;
      }
      const v = (sum / norm) * grid.atten;
      out[j * grid.gw + i] = turb ? Math.min(1, v * 1.6) : Math.min(1, Math.max(0, v * 1.1 + 0.5));
    }
  }
  return out;
}

function octavesWithin(first: number, wanted: number): number {
  let count = 1;
  for (let f = first * 2; count < wanted && f <= NYQUIST; f *= 2) count += 1;
  return count;
}

function paintPng(f: Float32Array, gw: number, gh: number, paint: NoisePaint): Buffer {
  if (paint.kind === "grey") {
    const px = new Uint8Array(gw * gh * 2);
    // The layer's opacity lives in the pixels: an opacity attribute would cost librsvg a layer.
    const alpha = Math.round(Math.max(0, Math.min(1, paint.alpha ?? 1)) * 255);
    for (let i = 0; i < f.length; i += 1) {
      px[i * 2] = Math.max(0, Math.min(255, Math.round((paint.contrast * ((f[i] ?? 0.5) - 0.5) + 0.5) * 255)));
      px[i * 2 + 1] = alpha;
    }
    return encodePng(px, gw, gh, 2);
  }
  const { r, g, b } = hexToRgb(paint.color);
  const px = new Uint8Array(gw * gh * 4);
  for (let i = 0; i < f.length; i += 1) {
    const a = Math.max(0, Math.min(1, paint.gain * (f[i] ?? 0) + paint.bias)) ** paint.power * paint.max;
    px[i * 4] = r;
    px[i * 4 + 1] = g;
    px[i * 4 + 2] = b;
    px[i * 4 + 3] = Math.round(a * 255);
  }
  return encodePng(px, gw, gh, 4);
}

const cache = new Map<string, string>();
const CACHE_MAX = 96;

function cached(key: string, make: () => string): string {
  const known = cache.get(key);
  if (known) {
    cache.delete(key);
    cache.set(key, known);
    return known;
  }
  const made = make();
  cache.set(key, made);
  if (cache.size > CACHE_MAX) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  return made;
}

/** The grid of a stretched image of coarse noise covering w x h pixels, sampled every few pixels. */
function stretchedGrid(spec: NoiseSpec, W: number, H: number): Grid {
  const first = Math.max(spec.fx, spec.fy);
  const atten = first > NYQUIST ? NYQUIST / first : 1;
  const octaves = octavesWithin(first * atten, spec.octaves);
  // At least ~5 samples per cycle of the finest octave along each axis; never coarser than 4 px.
  // Floor textures are squashed (fine across, coarse along), so each axis takes its own step:
  // a third of the samples to make, encode and decode for the same texture.
  const reach = 2 ** (octaves - 1) * atten;
  const stepOf = (f: number) => Math.max(1, Math.min(4, Math.floor(0.2 / (f * reach))));
  const sx = stepOf(spec.fx);
  const sy = stepOf(spec.fy);
  return { gw: Math.ceil(W / sx), gh: Math.ceil(H / sy), fx: spec.fx * atten * sx, fy: spec.fy * atten * sy, octaves, atten, px: 1 << 20, py: 1 << 20 };
}

/** The grid of a seamless TILE x TILE tile (frequencies rounded to whole cycles per tile). */
function tileGrid(spec: NoiseSpec): Grid {
  const first = Math.max(spec.fx, spec.fy);
  const atten = first > NYQUIST ? NYQUIST / first : 1;
  const cx = Math.max(1, Math.round(spec.fx * atten * TILE));
  const cy = Math.max(1, Math.round(spec.fy * atten * TILE));
  const octaves = octavesWithin(first * atten, spec.octaves);
  return { gw: TILE, gh: TILE, fx: cx / TILE, fy: cy / TILE, octaves, atten, px: cx, py: cy };
}

const isTiled = (spec: NoiseSpec) => Math.max(spec.fx, spec.fy) >= TILE_FROM && Math.min(spec.fx, spec.fy) * TILE >= 0.75;

/** A data: URI of coarse noise covering w x h pixels, sampled every few pixels (draw it stretched). */
export function noiseUri(spec: NoiseSpec, paint: NoisePaint, w: number, h: number): string {
  const W = Math.max(1, Math.round(w));
  const H = Math.max(1, Math.round(h));
  return cached(JSON.stringify(["s", spec, paint, W, H]), () => {
    const grid = stretchedGrid(spec, W, H);
    return pngDataUri(paintPng(field(spec, grid), grid.gw, grid.gh, paint));
  });
}

/** A data: URI of a seamless TILE x TILE noise tile. */
function tileUri(spec: NoiseSpec, paint: NoisePaint): string {
  return cached(JSON.stringify(["t", spec, paint]), () => pngDataUri(paintPng(field(spec, tileGrid(spec)), TILE, TILE, paint)));
}

/** Grey bytes of a noise field, as paintPng's "grey" paint makes them. */
function greyBytes(f: Float32Array, contrast: number): Uint8Array {
  const grey = new Uint8Array(f.length);
  for (let i = 0; i < f.length; i += 1) grey[i] = Math.max(0, Math.min(255, Math.round((contrast * ((f[i] ?? 0.5) - 0.5) + 0.5) * 255)));
  return grey;
}

/**
 * The grey noise noiseImage would draw over a w x h rectangle, as raw bytes: a repeating tile
 * (`tiled`, TILE x TILE) or a coarse grid of gw x gh samples stretched over the rectangle. For
 * textures laid on in pixel code (render/texture-pixels.ts) instead of by librsvg.
 */
export function greyNoise(spec: NoiseSpec, contrast: number, w: number, h: number): { tiled: boolean; gw: number; gh: number; grey: Uint8Array } {
  const tiled = isTiled(spec);
  const W = Math.max(1, Math.round(w));
  const H = Math.max(1, Math.round(h));
  const key = JSON.stringify([tiled, spec, contrast, tiled ? 0 : W, tiled ? 0 : H]);
  let made = greyRasters.get(key);
  if (!made) {
    const grid = tiled ? tileGrid(spec) : stretchedGrid(spec, W, H);
    made = { tiled, gw: grid.gw, gh: grid.gh, grey: greyBytes(field(spec, grid), contrast) };
    if (greyRasters.size >= 32) greyRasters.clear();
    greyRasters.set(key, made);
  }
  return made;
}

const greyRasters = new Map<string, { tiled: boolean; gw: number; gh: number; grey: Uint8Array }>();

const greyTiles = new Map<string, Uint8Array>();

/**
 * A seamless TILE x TILE tile of grey noise (contrast as in NoisePaint "grey"), as raw bytes: for
 * grain applied in pixel code (render/air.ts) instead of drawn by librsvg. Same pixels as the
 * tile noiseImage draws for the same spec and contrast.
 */
export function greyNoiseTile(spec: NoiseSpec, contrast: number): { size: number; grey: Uint8Array } {
  const key = JSON.stringify([spec, contrast]);
  let grey = greyTiles.get(key);
  if (!grey) {
    grey = greyBytes(field(spec, tileGrid(spec)), contrast);
    if (greyTiles.size >= 16) greyTiles.clear();
    greyTiles.set(key, grey);
  }
  return { size: TILE, grey };
}

/** Noise over a rectangle: a stretched image for coarse noise, a repeating tile for fine grain. */
export function noiseImage(doc: SvgDoc, spec: NoiseSpec, paint: NoisePaint, x: number, y: number, w: number, h: number, attrs = ""): string {
  if (isTiled(spec)) {
    const uri = tileUri(spec, paint);
    const id = doc.id("nt");
    doc.def(`<pattern id="${id}" patternUnits="userSpaceOnUse" x="${n(x)}" y="${n(y)}" width="${TILE}" height="${TILE}"><image width="${TILE}" height="${TILE}" href="${uri}" xlink:href="${uri}"/></pattern>`);
    return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="url(#${id})"${attrs}/>`;
  }
  const uri = noiseUri(spec, paint, w, h);
  return `<image x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" preserveAspectRatio="none" href="${uri}" xlink:href="${uri}"${attrs}/>`;
}
