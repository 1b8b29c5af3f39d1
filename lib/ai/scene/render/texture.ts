// Procedural grain laid over a surface with an overlay blend, so it keeps the surface's colour and
// only modulates its lightness.
import type { Texture, TextureKind } from "../recipe";
import { noiseImage } from "./noise";
import { n, type SvgDoc } from "./svg";

export interface GrainSpec {
  type: "fractalNoise" | "turbulence";
  /** cycles per pixel at a 512 px frame */
  fx: number;
  fy: number;
  octaves: number;
  /** contrast around mid grey */
  contrast: number;
}

const SPECS: Record<TextureKind, GrainSpec[]> = {
  noise: [{ type: "fractalNoise", fx: 0.45, fy: 0.45, octaves: 1, contrast: 1.0 }],
  plaster: [
    { type: "fractalNoise", fx: 0.008, fy: 0.008, octaves: 4, contrast: 0.75 },
    { type: "fractalNoise", fx: 0.2, fy: 0.2, octaves: 2, contrast: 0.6 },
  ],
  concrete: [
    { type: "fractalNoise", fx: 0.01, fy: 0.01, octaves: 4, contrast: 0.8 },
    { type: "fractalNoise", fx: 0.3, fy: 0.3, octaves: 2, contrast: 0.8 },
  ],
  paper: [
    { type: "fractalNoise", fx: 0.03, fy: 0.03, octaves: 3, contrast: 0.7 },
    { type: "fractalNoise", fx: 0.4, fy: 0.15, octaves: 2, contrast: 0.9 },
  ],
  linen: [
    { type: "fractalNoise", fx: 0.45, fy: 0.02, octaves: 2, contrast: 1.2 },
    { type: "fractalNoise", fx: 0.02, fy: 0.45, octaves: 2, contrast: 1.2 },
  ],
  stucco: [
    { type: "fractalNoise", fx: 0.02, fy: 0.02, octaves: 3, contrast: 0.8 },
    { type: "fractalNoise", fx: 0.1, fy: 0.1, octaves: 3, contrast: 1.0 },
  ],
};

/** Overlay-blended grain rectangles for a texture over (x, y, w, h). */
/** `squash` < 1 for textures lying on the floor: their vertical frequency rises with perspective. */
export function textureLayer(doc: SvgDoc, t: Texture, rect: { x: number; y: number; w: number; h: number }, k: number, seed: number, squash = 1): string {
  const scale = t.scale ?? 1;
  return (SPECS[t.kind] ?? [])
    .map((spec, i) => {
      const opacity = t.amount * (i === 0 ? 0.55 : 0.35);
      return noiseImage(
        doc,
        { type: spec.type, fx: spec.fx / scale / k, fy: spec.fy / scale / k / squash, octaves: spec.octaves, seed: seed + i * 17 },
        { kind: "grey", contrast: spec.contrast },
        rect.x,
        rect.y,
        rect.w,
        rect.h,
        ` opacity="${n(opacity)}" style="mix-blend-mode:overlay"`,
      );
    })
    .join("");
}
