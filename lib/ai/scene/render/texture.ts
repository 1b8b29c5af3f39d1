// Procedural grain laid over a surface with an overlay blend, so it keeps the surface's colour and
// only modulates its lightness.
import type { Texture, TextureKind } from "../recipe";
import { noiseImage, type NoiseSpec } from "./noise";
import type { SvgDoc } from "./svg";

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

/**
 * Grey noise layers overlay-blended as one group. Overlay with grey 0.5+d at opacity a moves a
 * colour by 2·a·d·min(c, 1-c): linear in a·d, so layers stacked inside one group blend like
 * layers blended one by one when each lower layer's opacity makes up for the layers covering it
 * (a'ᵢ = aᵢ / Π(1 - a'ⱼ) over the layers above). One blend instead of one per layer: librsvg
 * spends ~15 ms on each blended layer of a 1674x628 canvas.
 */
export function overlayNoise(doc: SvgDoc, layers: Array<{ spec: NoiseSpec; contrast: number; opacity: number }>, rect: { x: number; y: number; w: number; h: number }): string {
  const alphas: number[] = [];
  let covered = 1;
  for (let i = layers.length - 1; i >= 0; i -= 1) {
    const a = Math.min(1, (layers[i]?.opacity ?? 0) / covered);
    alphas[i] = a;
    covered *= 1 - a;
  }
  if (doc.pixelTextures) {
    doc.pixelTextures.push({ rect, layers: layers.map((l, i) => ({ spec: l.spec, contrast: l.contrast, alpha: alphas[i] ?? 0 })) });
    return "";
  }
  const images = layers.map((l, i) => noiseImage(doc, l.spec, { kind: "grey", contrast: l.contrast, alpha: alphas[i] }, rect.x, rect.y, rect.w, rect.h));
  return images.length ? `<g style="mix-blend-mode:overlay">${images.join("")}</g>` : "";
}

/** Overlay-blended grain for a texture over (x, y, w, h). */
/** `squash` < 1 for textures lying on the floor: their vertical frequency rises with perspective. */
export function textureLayer(doc: SvgDoc, t: Texture, rect: { x: number; y: number; w: number; h: number }, k: number, seed: number, squash = 1): string {
  const scale = t.scale ?? 1;
  const layers = (SPECS[t.kind] ?? []).map((spec, i) => ({
    spec: { type: spec.type, fx: spec.fx / scale / k, fy: spec.fy / scale / k / squash, octaves: spec.octaves, seed: seed + i * 17 },
    contrast: spec.contrast,
    opacity: t.amount * (i === 0 ? 0.55 : 0.35),
  }));
  return overlayNoise(doc, layers, rect);
}
