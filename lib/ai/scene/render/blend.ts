// Compositing small RGBA rasters (shadows, reflections, the props in front) onto the scene's raw
// canvas in place. sharp's composite converts the whole canvas to float and back for each call,
// ~10-20 ms at 1674x628 even for a shadow a tenth of its size; here only the raster's box is touched.
// The light wrap (screen) and the product itself (over) are laid on here too, so the finished
// canvas goes straight to the PNG encoder.

import type { Rows } from "./rows";

export interface RawLayer {
  /** straight (not premultiplied) RGBA, width x height */
  data: Uint8Array;
  width: number;
  height: number;
  left: number;
  top: number;
  blend: "over" | "multiply" | "screen";
}

/** Blend `layer` onto `canvas` (RGBA, W x H, opaque), clipped to the canvas and to `rows`. */
export function blendInto(canvas: Uint8Array, W: number, H: number, layer: RawLayer, rows: Rows = { y0: 0, y1: H }): void {
  const x0 = Math.max(0, layer.left);
  const y0 = Math.max(rows.y0, layer.top);
  const x1 = Math.min(W, layer.left + layer.width);
  const y1 = Math.min(rows.y1, layer.top + layer.height);
  if (layer.blend === "screen") return screenInto(canvas, W, layer, x0, y0, x1, y1);
  const multiply = layer.blend === "multiply";
  const src = layer.data;
  for (let y = y0; y < y1; y += 1) {
    let s = ((y - layer.top) * layer.width + (x0 - layer.left)) * 4;
    let d = (y * W + x0) * 4;
    for (let x = x0; x < x1; x += 1, s += 4, d += 4) {
      const a = src[s + 3]!;
      if (a === 0) continue;
      const k = a / 255;
      for (let c = 0; c < 3; c += 1) {
        const b = canvas[d + c]!;
        // Multiply as sharp (libvips) composites it: with the layer's colour premultiplied by its
        // alpha, which the shadows' strengths were tuned against.
        const top = multiply ? (b * src[s + c]! * k) / 255 : src[s + c]!;
        canvas[d + c] = (b + (top - b) * k + 0.5) | 0;
      }
    }
  }
}

/** Screen as libvips composites it onto an opaque canvas: b + a·(s' − s'·b) with s' = s·a, in 0..1. */
function screenInto(canvas: Uint8Array, W: number, layer: RawLayer, x0: number, y0: number, x1: number, y1: number): void {
  const src = layer.data;
  for (let y = y0; y < y1; y += 1) {
    let s = ((y - layer.top) * layer.width + (x0 - layer.left)) * 4;
    let d = (y * W + x0) * 4;
    for (let x = x0; x < x1; x += 1, s += 4, d += 4) {
      const a = src[s + 3]!;
      if (a === 0) continue;
      const k = a / 255;
      for (let c = 0; c < 3; c += 1) {
        const b = canvas[d + c]!;
        // The layer's colour premultiplied by its alpha, as for multiply.
        const top = src[s + c]! * k;
        canvas[d + c] = (b + k * (top - (top * b) / 255) + 0.5) | 0;
      }
    }
  }
}
