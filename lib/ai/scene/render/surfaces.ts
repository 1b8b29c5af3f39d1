// Floor materials. Each draws over the floor's base colour between the horizon and `bottom`.
// Patterns lying on the floor are squashed vertically (SQUASH) so they read as lying in perspective.
import { darken, lighten, mix } from "../color";
import type { SceneCtx } from "./context";
import { n, rng, type SvgDoc } from "./svg";
import { noiseImage, type NoisePaint, type NoiseSpec } from "./noise";
import { overlayNoise, textureLayer } from "./texture";

const SQUASH = 0.34;

export function surfaceLayer(doc: SvgDoc, c: SceneCtx, bottom: number): string {
  const s = c.recipe.floor.surface;
  const depth = bottom - c.hz;
  if (depth <= 1) return "";
  // Noise lying on the floor: generated in screen space with its vertical frequency raised by the
  // perspective squash (cheaper than drawing it flat and squashing it).
  const lying = (spec: Omit<NoiseSpec, "seed">, paint: NoisePaint, attrs: string, seed = 0) =>
    noiseImage(doc, { ...spec, fx: spec.fx / c.k, fy: spec.fy / c.k / SQUASH, seed: c.seed + seed }, paint, 0, c.hz, c.W, depth, attrs);
  // Grey grain lying on the floor, all its layers overlay-blended as one (see overlayNoise).
  const grain = (...layers: Array<{ spec: Omit<NoiseSpec, "seed">; contrast: number; opacity: number; seed: number }>) =>
    overlayNoise(
      doc,
      layers.map((l) => ({ spec: { ...l.spec, fx: l.spec.fx / c.k, fy: l.spec.fy / c.k / SQUASH, seed: c.seed + l.seed }, contrast: l.contrast, opacity: l.opacity })),
      { x: 0, y: c.hz, w: c.W, h: depth },
    );
  const base = c.recipe.floor.color;
  const alt = s.color2 ?? darken(base, 0.3);
  const scale = s.scale ?? 1;
  switch (s.kind) {
    case "matte":
      return "";
    case "glossy":
      return reflection(doc, c, bottom, s.gloss ?? 0.45, 0.004) + sheen(doc, c, bottom, 0.22);
    case "water":
      return water(doc, c, bottom);
    case "marble":
      return (
        lying({ type: "turbulence", fx: 0.0055 / scale, fy: 0.012 / scale, octaves: 5 }, { kind: "ink", color: alt, gain: -2.4, bias: 1, power: 5, max: 0.9 }, "", 3) +
        lying({ type: "turbulence", fx: 0.011 / scale, fy: 0.024 / scale, octaves: 4 }, { kind: "ink", color: mix(alt, base, 0.5), gain: -2.4, bias: 1, power: 5, max: 0.9 }, "", 9) +
        reflection(doc, c, bottom, s.gloss ?? 0.16, 0.006) +
        sheen(doc, c, bottom, 0.12)
      );
    case "wood":
      return (
        lying({ type: "fractalNoise", fx: 0.0025 / scale, fy: 0.07 / scale, octaves: 4 }, { kind: "ink", color: alt, gain: 2.6, bias: -1.05, power: 1, max: 0.75 }, "", 4) +
        planks(c, bottom, alt, scale) +
        sheen(doc, c, bottom, 0.1)
      );
    case "concrete":
      return textureLayer(doc, { kind: "concrete", amount: 0.6, scale }, { x: 0, y: c.hz, w: c.W, h: depth }, c.k, c.seed + 11, SQUASH);
    case "stone":
      return textureLayer(doc, { kind: "concrete", amount: 0.7, scale: 1.6 * scale }, { x: 0, y: c.hz, w: c.W, h: depth }, c.k, c.seed + 13, SQUASH) + tileGrid(c, bottom, alt, 0.5 * scale, 0.5);
    case "tile":
      return tileGrid(c, bottom, alt, 0.16 * scale, 0.9) + reflection(doc, c, bottom, s.gloss ?? 0.12, 0.005);
    case "terrazzo":
      // Chips are drawn flat and squashed, so they lie on the counter in perspective.
      return `<g transform="translate(0 ${n(c.hz)}) scale(1 ${SQUASH})">${chips(c, depth / SQUASH, s.accents ?? [alt], scale)}</g>`;
    case "sand":
      return grain(
        { spec: { type: "fractalNoise", fx: 0.45, fy: 0.45 * SQUASH, octaves: 1 }, contrast: 0.8, opacity: 0.35, seed: 21 },
        { spec: { type: "fractalNoise", fx: 0.008 / scale, fy: 0.03 / scale, octaves: 3 }, contrast: 1.0, opacity: 0.3, seed: 22 },
      );
    case "grass":
      return (
        grain(
          { spec: { type: "fractalNoise", fx: 0.5, fy: 0.2 * SQUASH, octaves: 1 }, contrast: 1.5, opacity: 0.45, seed: 23 },
          { spec: { type: "fractalNoise", fx: 0.015, fy: 0.015, octaves: 3 }, contrast: 1.6, opacity: 0.45, seed: 24 },
        ) + blades(c, bottom, base, s.accents ?? [])
      );
    case "snow":
      return grain({ spec: { type: "fractalNoise", fx: 0.008, fy: 0.02, octaves: 3 }, contrast: 1.6, opacity: 0.45, seed: 25 }) + sparkles(c, bottom);
    case "fabric":
      return folds(doc, c, bottom, base, alt);
  }
}

/** Board seams running left to right, closer together toward the horizon (1/z spacing). */
function planks(c: SceneCtx, bottom: number, color: string, scale: number): string {
  const out: string[] = [];
  const depth = bottom - c.hz;
  const boards = Math.round(9 / scale);
  const rand = rng(c.seed + 77);
  for (let i = 1; i < boards; i += 1) {
    // Evenly spaced boards in depth z map to y = hz + depth * z0 / z on screen.
    const z = 1 + (i / boards) * 5;
    const y = bottom - depth * (1 - 1 / z) * 1.2;
    if (y <= c.hz + 1) continue;
    const w = Math.max(0.6, (c.f.s * 0.003 * (y - c.hz)) / depth);
    out.push(`<rect x="0" y="${n(y)}" width="${c.W}" height="${n(w)}" fill="${darken(color, 0.35)}" fill-opacity="0.55"/>`);
    const joint = rand() * c.W;
    out.push(`<rect x="${n(joint)}" y="${n(y)}" width="${n(w)}" height="${n(Math.max(2, (depth * 0.05 * (y - c.hz)) / depth))}" fill="${darken(color, 0.35)}" fill-opacity="0.4"/>`);
  }
  return out.join("");
}

/** Square tiles in one-point perspective: lines fan out from the vanishing point, rows tighten with depth. */
function tileGrid(c: SceneCtx, bottom: number, grout: string, module: number, opacity: number): string {
  const depth = bottom - c.hz;
  const vx = c.W / 2;
  const step = module * c.f.s;
  const lw = Math.max(0.7, c.f.s * 0.0025);
  const out: string[] = [];
  // At the bottom edge a tile is `step` wide; the fan keeps that width in perspective.
  const spread = (c.W / 2) * 3;
  for (let x = -spread + ((vx - -spread) % step); x <= c.W + spread; x += step) {
    out.push(`<line x1="${n(vx + (x - vx) * 0.02)}" y1="${n(c.hz)}" x2="${n(x)}" y2="${n(bottom)}" stroke="${grout}" stroke-width="${n(lw)}"/>`);
  }
  const rows = Math.max(3, Math.round(depth / step) * 3);
  for (let i = 1; i < rows; i += 1) {
    const y = c.hz + depth / (1 + (rows - i) * (step / depth) * 1.1);
    if (y - c.hz < 1.5) continue;
    out.push(`<line x1="0" y1="${n(y)}" x2="${c.W}" y2="${n(y)}" stroke="${grout}" stroke-width="${n(lw * Math.min(1, (y - c.hz) / depth + 0.3))}"/>`);
  }
  return `<g opacity="${n(opacity)}">${out.join("")}</g>`;
}

function chips(c: SceneCtx, h: number, colors: string[], scale: number): string {
  const rand = rng(c.seed + 41);
  const count = Math.round(((c.W * h) / (c.f.s * c.f.s)) * 320 / scale);
  const out: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = rand() * c.W;
    const y = rand() * h;
    const r = c.f.s * (0.004 + rand() ** 2 * 0.014) * scale;
    const color = colors[Math.floor(rand() * colors.length)] ?? "#888888";
    const a = rand() * Math.PI;
    const pts = [0, 1, 2, 3, 4].map((k) => {
      const t = a + (k / 5) * Math.PI * 2 + rand() * 0.6;
      const rr = r * (0.6 + rand() * 0.5);
      return `${n(x + Math.cos(t) * rr)},${n(y + Math.sin(t) * rr)}`;
    });
    out.push(`<polygon points="${pts.join(" ")}" fill="${color}"/>`);
  }
  return out.join("");
}

function blades(c: SceneCtx, bottom: number, base: string, accents: string[]): string {
  const rand = rng(c.seed + 59);
  const out: string[] = [];
  const depth = bottom - c.hz;
  for (let i = 0; i < 380; i += 1) {
    const t = rand() ** 0.6;
    const y = c.hz + depth * t;
    const x = rand() * c.W;
    const len = c.f.s * 0.035 * (0.3 + t);
    const lean = (rand() - 0.5) * len * 0.6;
    const color = rand() < 0.5 ? lighten(base, 0.18) : darken(base, 0.25);
    out.push(`<path d="M${n(x)} ${n(y)} q${n(lean * 0.3)} ${n(-len * 0.6)} ${n(lean)} ${n(-len)}" stroke="${color}" stroke-width="${n(Math.max(0.6, c.f.s * 0.0025 * (0.4 + t)))}" fill="none" stroke-opacity="0.8"/>`);
  }
  for (let i = 0; i < accents.length * 10; i += 1) {
    const y = c.hz + depth * rand() ** 0.7;
    const r = c.f.s * 0.006 * (0.4 + (y - c.hz) / depth);
    out.push(`<circle cx="${n(rand() * c.W)}" cy="${n(y)}" r="${n(r)}" fill="${accents[i % accents.length]}"/>`);
  }
  return out.join("");
}

function sparkles(c: SceneCtx, bottom: number): string {
  const rand = rng(c.seed + 3);
  const out: string[] = [];
  for (let i = 0; i < 140; i += 1) {
    const y = c.hz + (bottom - c.hz) * rand();
    out.push(`<circle cx="${n(rand() * c.W)}" cy="${n(y)}" r="${n(Math.max(0.5, c.f.s * 0.0016 * rand()))}" fill="#ffffff" fill-opacity="${n(0.5 + rand() * 0.5)}"/>`);
  }
  return out.join("");
}

/** Draped cloth: broad light and dark folds sweeping across the floor. */
function folds(doc: SvgDoc, c: SceneCtx, bottom: number, base: string, shade: string): string {
  const rand = rng(c.seed + 19);
  const depth = bottom - c.hz;
  const out: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const y0 = c.hz + depth * (0.05 + (i / 9) * 1.0);
    const amp = depth * (0.05 + rand() * 0.08);
    const light = i % 2 === 0;
    const d = `M${n(-c.W * 0.1)} ${n(y0)} C${n(c.W * 0.25)} ${n(y0 - amp)} ${n(c.W * 0.45)} ${n(y0 + amp)} ${n(c.W * 0.7)} ${n(y0 - amp * 0.5)} S${n(c.W * 1.0)} ${n(y0 + amp)} ${n(c.W * 1.1)} ${n(y0)}`;
    const w = c.f.s * (light ? 0.015 + rand() * 0.02 : 0.03 + rand() * 0.04);
    out.push(`<path d="${d}" fill="none" stroke="${light ? lighten(base, 0.45) : shade}" stroke-width="${n(w)}" stroke-opacity="${light ? "0.55" : "0.5"}"/>`);
  }
  return doc.blurLayer(c.f.s * 0.012, out.join(""), "", { x: 0, y: c.hz, w: c.W, h: depth });
}

/** The wall's base (a def, see backdrop.ts) flipped about the horizon. */
const mirroredWall = (c: SceneCtx) => `<use href="#wallbase" xlink:href="#wallbase" transform="matrix(1 0 0 -1 0 ${n(2 * c.hz)})"/>`;

/** The wall mirrored in the floor, fading with distance from the horizon. */
function reflection(doc: SvgDoc, c: SceneCtx, bottom: number, gloss: number, blur: number): string {
  if (gloss <= 0.01) return "";
  const mask = doc.id("rm");
  const g = doc.linear(
    0,
    [
      { at: 0, color: "#ffffff", opacity: gloss },
      { at: 1, color: "#ffffff", opacity: 0 },
    ],
    { x1: 0, y1: c.hz, x2: 0, y2: c.hz + (bottom - c.hz) * 0.7 },
  );
  doc.def(`<mask id="${mask}"><rect x="0" y="${n(c.hz)}" width="${c.W}" height="${n(bottom - c.hz)}" fill="url(#${g})"/></mask>`);
  return `<g mask="url(#${mask})">${doc.blurLayer(blur * c.f.s, mirroredWall(c), "", { x: 0, y: c.hz, w: c.W, h: bottom - c.hz })}</g>`;
}

/** A broad soft highlight where the light skims a polished floor. */
function sheen(doc: SvgDoc, c: SceneCtx, bottom: number, strength: number): string {
  const x = c.W / 2 - c.light.dirX * c.f.s * 0.35;
  const y = c.hz + (bottom - c.hz) * 0.3;
  const gid = doc.radial(x, y, c.f.s * 0.6, [
    { at: 0, color: c.light.tint, opacity: strength * c.recipe.light.intensity },
    { at: 1, color: c.light.tint, opacity: 0 },
  ], { sy: 0.3 });
  return `<rect x="0" y="${n(c.hz)}" width="${c.W}" height="${n(bottom - c.hz)}" fill="url(#${gid})"/>`;
}

function water(doc: SvgDoc, c: SceneCtx, bottom: number): string {
  const s = c.recipe.floor.surface;
  const depth = bottom - c.hz;
  const mask = doc.id("rm");
  const g = doc.linear(
    0,
    [
      { at: 0, color: "#ffffff", opacity: s.gloss ?? 0.5 },
      { at: 1, color: "#ffffff", opacity: 0.05 },
    ],
    { x1: 0, y1: c.hz, x2: 0, y2: bottom },
  );
  doc.def(`<mask id="${mask}"><rect x="0" y="${n(c.hz)}" width="${c.W}" height="${n(depth)}" fill="url(#${g})"/></mask>`);
  // Ripples: turbulence ridges stretched sideways, squeezed into thin bright crests.
  const crests = noiseImage(
    doc,
    { type: "turbulence", fx: 0.004 / c.k, fy: 0.03 / c.k / SQUASH, octaves: 3, seed: c.seed + 8 },
    // The crests' own opacity (0.55) is folded into the paint: an opacity attribute costs a layer.
    { kind: "ink", color: "#ffffff", gain: -3, bias: 1.1, power: 3, max: 0.8 * 0.55 },
    0,
    c.hz,
    c.W,
    depth,
  );
  // The sky or wall mirrored, softened as a rippled surface would (a displacement filter costs
  // ~100 ms here, a blur a tenth of that).
  return `<g mask="url(#${mask})">${doc.blurLayer(c.f.s * 0.006, mirroredWall(c), "", { x: 0, y: c.hz, w: c.W, h: depth })}</g>` + crests;
}
