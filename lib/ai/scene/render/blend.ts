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

/**
 * Blend `layer` onto `canvas` (RGBA, W x H, opaque), clipped to the canvas and to `rows`. Multiply
 * and screen as sharp (libvips) composite them: with the layer's colour premultiplied by its alpha,
 * which the shadows' and the light wrap's strengths were tuned against (screen is
 * b + a·(s' − s'·b) with s' = s·a, in 0..1).
 */
export function blendInto(canvas: Uint8Array, W: number, H: number, layer: RawLayer, rows: Rows = { y0: 0, y1: H }): void {
  const x0 = Math.max(0, layer.left);
  const y0 = Math.max(rows.y0, layer.top);
  const x1 = Math.min(W, layer.left + layer.width);
  const y1 = Math.min(rows.y1, layer.top + layer.height);
  const mode = layer.blend;
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
        let v: number;
        if (mode === "screen") {
          const top = src[s + c]! * k;
          v = b + k * (top - (top * b) / 255);
        } else {
          const top = mode === "multiply" ? (b * src[s + c]! * k) / 255 : src[s + c]!;
          v = b + (top - b) * k;
        }
        canvas[d + c] = (v + 0.5) | 0;
      }
    }
  }
}
