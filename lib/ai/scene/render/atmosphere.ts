// Air and lens: haze toward the horizon, bokeh discs, particles, vignette and film grain.
import { lighten } from "../color";
import type { SceneCtx } from "./context";
import { n, rng, type SvgDoc } from "./svg";
import { greyNoiseTile } from "./noise";

/** Coloured air, densest at the horizon: pushes the wall back and softens the floor's seam. */
export function hazeLayer(doc: SvgDoc, c: SceneCtx): string {
  const haze = c.recipe.atmosphere.haze;
  if (!haze || haze.amount <= 0) return "";
  const g = doc.linear(
    0,
    [
      { at: 0, color: haze.color, opacity: haze.amount * 0.35 },
      { at: 0.55, color: haze.color, opacity: haze.amount },
      { at: 1, color: haze.color, opacity: 0 },
    ],
    { x1: 0, y1: 0, x2: 0, y2: c.hz + (c.H - c.hz) * 0.6 },
  );
  return `<rect width="${c.W}" height="${c.H}" fill="url(#${g})"/>`;
}

/** Out-of-focus highlights: soft discs with a slightly brighter rim, as a real lens draws them. */
export function bokehLayer(doc: SvgDoc, c: SceneCtx): string {
  const b = c.recipe.atmosphere.bokeh;
  if (!b || b.count <= 0) return "";
  const rand = rng((b.seed ?? 11) + c.seed * 13);
  const bottom = b.area === "all" ? c.H : c.hz;
  const grads = new Map<string, string>();
  const disc = (color: string) => {
    const known = grads.get(color);
    if (known) return known;
    const id = doc.id("bk");
    doc.def(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="0.55"/><stop offset="0.82" stop-color="${color}" stop-opacity="0.7"/><stop offset="0.93" stop-color="${lighten(color, 0.3)}" stop-opacity="0.85"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    grads.set(color, id);
    return id;
  };
  const out: string[] = [];
  for (let i = 0; i < b.count; i += 1) {
    const r = c.f.s * b.size * (0.4 + rand() * 0.9);
    const color = b.colors[Math.floor(rand() * b.colors.length)] ?? "#ffffff";
    out.push(`<circle cx="${n(rand() * c.W)}" cy="${n(rand() * bottom * 0.95)}" r="${n(r)}" fill="url(#${disc(color)})" fill-opacity="${n((b.opacity ?? 0.6) * (0.4 + rand() * 0.6))}"/>`);
  }
  return doc.blurLayer(c.f.s * 0.003, out.join(""), ` style="mix-blend-mode:screen"`, { x: 0, y: 0, w: c.W, h: bottom + c.f.s * b.size * 1.3 });
}

export function particlesLayer(doc: SvgDoc, c: SceneCtx): string {
  const p = c.recipe.atmosphere.particles;
  if (!p || p.count <= 0) return "";
  const rand = rng((p.seed ?? 7) + c.seed * 17);
  const out: string[] = [];
  // Particles close to the lens are blurred together, by their average blur.
  const nearOut: string[] = [];
  const size = (p.size ?? 1) * c.f.s;
  for (let i = 0; i < p.count; i += 1) {
    const x = rand() * c.W;
    const y = rand() * c.H;
    const color = p.colors[Math.floor(rand() * p.colors.length)] ?? "#ffffff";
    // A few particles are close to the lens: bigger and blurred.
    const near = rand() < 0.12;
    const s = size * (near ? 0.02 + rand() * 0.02 : 0.004 + rand() * 0.008);
    const into = near ? nearOut : out;
    const rot = n(rand() * 180);
    switch (p.kind) {
      case "snow":
      case "dust":
        into.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * (p.kind === "dust" ? 0.4 : 1))}" fill="${color}" fill-opacity="${n((p.kind === "dust" ? 0.25 : 0.5) + rand() * 0.4)}"/>`);
        break;
      case "bubbles":
        into.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(s * 1.5)}" fill="${color}" fill-opacity="0.12" stroke="${color}" stroke-opacity="0.7" stroke-width="${n(Math.max(0.6, s * 0.18))}"/>`);
        break;
      case "confetti":
        into.push(`<rect x="${n(x)}" y="${n(y)}" width="${n(s * 1.6)}" height="${n(s * 0.8)}" fill="${color}" transform="rotate(${rot} ${n(x)} ${n(y)})"/>`);
        break;
      case "petals":
        into.push(`<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 1.4)}" ry="${n(s * 0.8)}" fill="${color}" fill-opacity="0.9" transform="rotate(${rot} ${n(x)} ${n(y)})"/>`);
        break;
      case "sparkle": {
        const l = s * 1.8;
        into.push(`<path d="M${n(x)} ${n(y - l)} L${n(x + l * 0.18)} ${n(y - l * 0.18)} L${n(x + l)} ${n(y)} L${n(x + l * 0.18)} ${n(y + l * 0.18)} L${n(x)} ${n(y + l)} L${n(x - l * 0.18)} ${n(y + l * 0.18)} L${n(x - l)} ${n(y)} L${n(x - l * 0.18)} ${n(y - l * 0.18)} Z" fill="${color}" fill-opacity="${n(0.6 + rand() * 0.4)}"/>`);
        break;
      }
    }
  }
  return out.join("") + (nearOut.length ? doc.blurLayer(size * 0.03 * 0.35, nearOut.join("")) : "");
}

export function vignetteLayer(doc: SvgDoc, c: SceneCtx): string {
  const v = c.recipe.atmosphere.vignette ?? 0;
  if (v <= 0) return "";
  const r = Math.hypot(c.W, c.H) / 2;
  const g = doc.radial(c.W / 2, c.H * 0.48, r, [
    { at: 0, color: "#000000", opacity: 0 },
    { at: 0.55, color: "#000000", opacity: 0 },
    { at: 1, color: "#000000", opacity: Math.min(0.85, v) },
  ], { sy: c.H / c.W > 1 ? 1 : Math.max(0.7, c.H / c.W + 0.2) });
  return `<rect width="${c.W}" height="${c.H}" fill="url(#${g})"/>`;
}

/** Film grain: a grey noise tile repeated from the canvas's corner, overlay-blended at `alpha`. */
export interface Grain {
  size: number;
  grey: Uint8Array;
  alpha: number;
}

/** The recipe's film grain, or null; render/air.ts blends it into the surroundings. */
export function grainOf(c: SceneCtx): Grain | null {
  const g = c.recipe.atmosphere.grain ?? 0;
  if (g <= 0) return null;
  const { size, grey } = greyNoiseTile({ type: "fractalNoise", fx: 0.85, fy: 0.85, octaves: 1, seed: c.seed + 99 }, 1.8);
  return { size, grey, alpha: g * 0.3 };
}
