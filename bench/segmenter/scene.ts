/**
 * Puts a product drawing into a photo: placement, contact and cast shadows, an optional floor
 * reflection, then a slight lens blur and sensor noise. The mask is rendered from the same
 * silhouette, so it is exact (anti-aliased coverage) and excludes shadows and reflections.
 */
import sharp from "sharp";
import type { ProductDrawing } from "./products";
import type { Random } from "./random";

/** Products are drawn at this unit size, then scaled into the frame. */
export const DESIGN_SIZE = 1000;

export interface Placement {
  /** Base line centre in pixels, and the design-to-pixel scale. */
  cx: number;
  baseY: number;
  scale: number;
}

export interface SceneEffects {
  castShadow: { opacity: number; shear: number; squash: number } | null;
  contactShadow: { opacity: number } | null;
  reflection: { opacity: number } | null;
}

export function pickEffects(r: Random): SceneEffects {
  return {
    castShadow: r.chance(0.65) ? { opacity: r.range(0.12, 0.28), shear: r.range(0.3, 0.9) * (r.chance(0.5) ? 1 : -1), squash: r.range(0.15, 0.35) } : null,
    contactShadow: r.chance(0.85) ? { opacity: r.range(0.3, 0.55) } : null,
    reflection: r.chance(0.3) ? { opacity: r.range(0.08, 0.18) } : null,
  };
}

/** Fits the product in the frame with margins, as the photo guidance asks (fully visible, not cropped). */
export function placeProduct(r: Random, d: ProductDrawing, width: number, height: number): Placement {
  const bw = d.right - d.left;
  const bh = -d.top;
  const scale = Math.min((r.range(0.38, 0.68) * height) / bh, (0.8 * width) / bw);
  const minX = 0.08 * width - d.left * scale;
  const maxX = 0.92 * width - d.right * scale;
  const minY = 0.08 * height + bh * scale;
  const maxY = 0.92 * height;
  return { cx: r.range(minX, Math.max(minX, maxX)), baseY: r.range(minY, Math.max(minY, maxY)), scale };
}

const n = (v: number) => v.toFixed(3);

export function sceneSvg(d: ProductDrawing, p: Placement, fx: SceneEffects, width: number, height: number, backdrop = ""): string {
  const w = d.right - d.left;
  const reflection = fx.reflection
    ? `<mask id="reflmask" maskUnits="userSpaceOnUse" x="${n(d.left - w)}" y="0" width="${n(3 * w)}" height="${DESIGN_SIZE}">` +
      `<rect x="${n(d.left - w)}" y="0" width="${n(3 * w)}" height="${DESIGN_SIZE * 0.4}" fill="url(#fade)"/></mask>` +
      `<g mask="url(#reflmask)"><g transform="scale(1,-1)" opacity="${n(fx.reflection.opacity)}"><use href="#product"/></g></g>`
    : "";
  const cast = fx.castShadow
    ? `<g filter="url(#castblur)" opacity="${n(fx.castShadow.opacity)}"><g transform="matrix(1 0 ${n(-fx.castShadow.shear)} ${n(fx.castShadow.squash)} 0 0)">` +
      `<use href="#silhouette" fill="#000"/></g></g>`
    : "";
  const contact = fx.contactShadow
    ? `<ellipse cx="0" cy="-4" rx="${n(d.footprint * 1.08)}" ry="${DESIGN_SIZE * 0.025}" fill="#000" opacity="${n(fx.contactShadow.opacity)}" filter="url(#contactblur)"/>`
    : "";
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${d.defs}` +
    // A luminance mask rather than a clipPath: librsvg does not union overlapping clip children
    // that carry an even-odd rule (the mug's handle), while painted white shapes always union.
    `<mask id="sil" maskUnits="userSpaceOnUse" x="${n(d.left - 10)}" y="${n(d.top - 10)}" width="${n(d.right - d.left + 20)}" height="${n(-d.top + 20)}">` +
    `<g fill="#fff">${d.silhouette}</g></mask>` +
    `<g id="product"><g mask="url(#sil)">${d.paint}</g></g><g id="silhouette">${d.silhouette}</g>` +
    `<filter id="castblur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${DESIGN_SIZE * 0.025}"/></filter>` +
    `<filter id="contactblur" x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="${DESIGN_SIZE * 0.012}"/></filter>` +
    `<linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#000"/></linearGradient>` +
    `</defs>${backdrop}<g transform="translate(${n(p.cx)},${n(p.baseY)}) scale(${n(p.scale)})">${reflection}${cast}${contact}<use href="#product"/></g></svg>`
  );
}

export function maskSvg(d: ProductDrawing, p: Placement, width: number, height: number): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="#000"/>` +
    `<g transform="translate(${n(p.cx)},${n(p.baseY)}) scale(${n(p.scale)})" fill="#fff">${d.silhouette}</g></svg>`
  );
}

/** A lens's softness: the photo and its mask get the same blur, so the 50% edge stays put. */
const LENS_SIGMA = 0.6;

export async function renderPhoto(background: Buffer, svg: string, width: number, height: number, r: Random, noise: number): Promise<Buffer> {
  const composed = await sharp(background, { raw: { width, height, channels: 3 } })
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .removeAlpha()
    .raw()
    .toBuffer();
  const soft = await sharp(composed, { raw: { width, height, channels: 3 } }).blur(LENS_SIGMA).raw().toBuffer();
  let seed = (r.next() * 0xffffffff) >>> 0 || 1;
  for (let i = 0; i < soft.length; i++) {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    const u1 = (seed & 0xffff) / 65536;
    const u2 = (seed >>> 16) / 65536;
    const v = soft[i]! + (u1 + u2 - 1) * noise * 2.45; // triangular noise with standard deviation ≈ noise
    soft[i] = v < 0 ? 0 : v > 255 ? 255 : v + 0.5;
  }
  return soft;
}

export async function renderMask(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).blur(LENS_SIGMA).extractChannel(0).raw().toBuffer();
}
