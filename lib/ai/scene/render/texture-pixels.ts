// Wall and floor textures laid on in pixel code instead of by librsvg. A texture is grey noise
// layers stacked in a group that is overlay-blended onto the surface (render/texture.ts); librsvg
// spends 15-35 ms per textured surface of a 1674x628 canvas on the stretched image, the tile
// pattern and the blended group. Here it is one pass over the surface's rows.
//
// Every layer has one alpha all over, so the group's alpha `a` is a constant and its colour a
// fixed mix of the layers' greys: the blend of a colour byte b with the group's grey s is then a
// table, table[b << 8 | s] = (1 - a)·b + a·overlay(b, s).
import { greyNoise, type NoiseSpec } from "./noise";
import type { Rows } from "./rows";

export interface PixelTexture {
  /** the surface's rectangle in canvas pixels (rows whose centre lies inside it are textured) */
  rect: { x: number; y: number; w: number; h: number };
  /** bottom to top as drawn, each at its own alpha (0..1) */
  layers: Array<{ spec: NoiseSpec; contrast: number; alpha: number }>;
}

/** A noise layer read along canvas rows: a repeating tile, or a coarse grid stretched bilinearly. */
type LayerRows = (y: number, into: Float32Array, x0: number, x1: number) => void;

/** Adds `weight` times the layer's grey (0..255) at row y, columns x0..x1-1, to `into` (from 0). */
function layerRows(rect: PixelTexture["rect"], layer: PixelTexture["layers"][number], weight: number, W: number): LayerRows {
  const noise = greyNoise(layer.spec, layer.contrast, rect.w, rect.h);
  const { gw, gh, grey } = noise;
  const mod = (v: number, m: number) => ((v % m) + m) % m;
  if (noise.tiled) {
    // A pattern tile anchored at the rectangle's corner, which may fall between pixels: pixel
    // (x, y) reads the tile at (x - rect.x, y - rect.y) between texel centres, bilinearly, with
    // the same fractions everywhere.
    const fx = mod(-rect.x, 1);
    const fy = mod(-rect.y, 1);
    const ox = Math.floor(rect.x + fx + 0.5);
    const oy = Math.floor(rect.y + fy + 0.5);
    // One tile row, interpolated down and across and weighted: then a pixel is one load.
    const line = new Float32Array(gw + 1);
    const texels = new Float32Array(gw);
    return (y, into, x0, x1) => {
      const r0 = mod(y - oy, gh) * gw;
      const r1 = mod(y - oy + 1, gh) * gw;
      for (let i = 0; i < gw; i += 1) line[i] = (grey[r0 + i]! * (1 - fy) + grey[r1 + i]! * fy) * weight;
      line[gw] = line[0]!;
      for (let i = 0; i < gw; i += 1) texels[i] = line[i]! + (line[i + 1]! - line[i]!) * fx;
      for (let x = x0, i = mod(x0 - ox, gw), o = 0; x < x1; x += 1, o += 1) {
        into[o]! += texels[i]!;
        i = i + 1 === gw ? 0 : i + 1;
      }
    };
  }
  // A gw x gh image drawn over the rectangle: pixel centres map to sample centres, bilinear.
  const col = new Int32Array(W);
  const frac = new Float32Array(W);
  for (let x = 0; x < W; x += 1) {
    const f = Math.min(gw - 1, Math.max(0, ((x + 0.5 - rect.x) * gw) / rect.w - 0.5));
    const i = Math.min(gw - 1, Math.floor(f));
    col[x] = i;
    frac[x] = f - i;
  }
  const line = new Float32Array(gw + 1);
  return (y, into, x0, x1) => {
    const f = Math.min(gh - 1, Math.max(0, ((y + 0.5 - rect.y) * gh) / rect.h - 0.5));
    const r0 = Math.floor(f);
    const r1 = Math.min(gh - 1, r0 + 1);
    const t = f - r0;
    for (let i = 0; i < gw; i += 1) line[i] = (grey[r0 * gw + i]! * (1 - t) + grey[r1 * gw + i]! * t) * weight;
    line[gw] = line[gw - 1]!;
    for (let x = x0, o = 0; x < x1; x += 1, o += 1) {
      const i = col[x]!;
      into[o]! += line[i]! + (line[i + 1]! - line[i]!) * frac[x]!;
    }
  };
}

const overlayTables = new Map<number, Uint8Array>();

/**
 * table[b << 8 | s]: colour byte b under the group's grey s at group alpha a, overlay-blended.
 * Kept per alpha (the layers' alphas are 8-bit, so few are ever asked for): making one is ~1 ms.
 */
function overlayTable(a: number): Uint8Array {
  let table = overlayTables.get(a);
  if (!table) {
    if (overlayTables.size >= 64) overlayTables.clear();
    overlayTables.set(a, (table = makeOverlayTable(a)));
  }
  return table;
}

function makeOverlayTable(a: number): Uint8Array {
  const table = new Uint8Array(256 * 256);
  for (let b = 0; b < 256; b += 1) {
    const B = b / 255;
    for (let s = 0; s < 256; s += 1) {
      const S = s / 255;
      const over = B <= 0.5 ? 2 * B * S : 1 - 2 * (1 - B) * (1 - S);
      table[(b << 8) | s] = Math.round(((1 - a) * B + a * over) * 255);
    }
  }
  return table;
}

/**
 * Lay each texture on `data` (RGBA, W x H, opaque) in place, in order; where `keepOff` (one byte
 * per pixel) is set, only as far as 255 minus it lets (the props drawn over the surface). Only
 * the rows of `band` are touched (all by default).
 */
export function applyTextures(data: Uint8Array, W: number, H: number, textures: readonly PixelTexture[], keepOff?: Uint8Array | null, band: Rows = { y0: 0, y1: H }): void {
  for (const t of textures) {
    // Alphas as the layers' 8-bit images carried them.
    const alphas = t.layers.map((l) => Math.round(Math.max(0, Math.min(1, l.alpha)) * 255) / 255);
    const groupAlpha = 1 - alphas.reduce((keep, a) => keep * (1 - a), 1);
    if (groupAlpha <= 0) continue;
    // Each layer's share of the group's colour: its alpha times what the layers above let through.
    const rows = t.layers.map((layer, i) => {
      const through = alphas.slice(i + 1).reduce((keep, a) => keep * (1 - a), 1);
      return layerRows(t.rect, layer, (alphas[i]! * through) / groupAlpha, W);
    });
    const table = overlayTable(groupAlpha);
    const x0 = Math.max(0, Math.ceil(t.rect.x - 0.5));
    const x1 = Math.min(W, Math.ceil(t.rect.x + t.rect.w - 0.5));
    const y0 = Math.max(band.y0, Math.ceil(t.rect.y - 0.5));
    const y1 = Math.min(band.y1, Math.ceil(t.rect.y + t.rect.h - 0.5));
    const grey = new Float32Array(Math.max(0, x1 - x0));
    for (let y = y0; y < y1; y += 1) {
      grey.fill(0.5); // rounds the sum to the nearest grey
      for (const add of rows) add(y, grey, x0, x1);
      if (!keepOff) {
        for (let p = (y * W + x0) * 4, o = 0; o < grey.length; p += 4, o += 1) {
          const v = grey[o]!;
          const g = v > 255 ? 255 : v | 0;
          data[p] = table[(data[p]! << 8) | g]!;
          data[p + 1] = table[(data[p + 1]! << 8) | g]!;
          data[p + 2] = table[(data[p + 2]! << 8) | g]!;
        }
        continue;
      }
      for (let x = x0, p = (y * W + x0) * 4, o = 0; x < x1; x += 1, p += 4, o += 1) {
        const v = grey[o]!;
        const g = v > 255 ? 255 : v | 0;
        const off = keepOff[y * W + x]!;
        if (off === 0) {
          data[p] = table[(data[p]! << 8) | g]!;
          data[p + 1] = table[(data[p + 1]! << 8) | g]!;
          data[p + 2] = table[(data[p + 2]! << 8) | g]!;
        } else if (off < 255) {
          const on = 1 - off / 255;
          for (let c = 0; c < 3; c += 1) data[p + c] = (data[p + c]! + (table[(data[p + c]! << 8) | g]! - data[p + c]!) * on + 0.5) | 0;
        }
      }
    }
  }
}
