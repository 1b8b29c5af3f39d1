/**
 * Product drawings for the ground-truth generator, as SVG. Each product is a silhouette (whose union
 * is the exact mask) and a paint (shading, labels, highlights) drawn clipped to that silhouette, so the
 * photo and its mask share one geometry.
 */
import { css, deltaE, mix, scale, type Rgb } from "./colour";
import type { Random } from "./random";

export const PRODUCT_KINDS = ["bottle", "box", "mug", "sphere", "shoe", "can"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export interface ProductSpec {
  kind: ProductKind;
  /** Unit size: the product's height in pixels (a shoe is about twice as long as it is high). */
  size: number;
  colour: Rgb;
  accent: Rgb;
  /** Side the key light comes from. */
  light: -1 | 1;
  /** The backdrop's colours: parts on the silhouette's edge (caps, soles, rims, labels) stay distinct from them. */
  backdrop: readonly Rgb[];
}

export interface ProductDrawing {
  /** SVG elements, without fill, whose union is the product; drawn around the origin (0 = base line). */
  silhouette: string;
  defs: string;
  /** The product's look, drawn inside a clip of the silhouette. */
  paint: string;
  /** Bounds relative to the origin: x from left to right, y from top (negative) to 0. */
  left: number;
  right: number;
  top: number;
  /** Half width of the footprint, for the contact shadow. */
  footprint: number;
}

const n = (v: number) => v.toFixed(2);

/**
 * The first candidate (in random order) at least ΔE 25 from the backdrop: the photo guidance asks
 * for a distinct background, and a black cap on a charcoal sweep has no edge to find.
 */
function distinct(r: Random, candidates: readonly Rgb[], backdrop: readonly Rgb[]): Rgb {
  const contrast = (c: Rgb) => Math.min(...backdrop.map((b) => deltaE(c, b)));
  const order = candidates.map((c) => [r.next(), c] as const).sort((a, b) => a[0] - b[0]);
  for (const [, c] of order) if (contrast(c) >= 25) return c;
  return order.reduce((best, [, c]) => (contrast(c) > contrast(best) ? c : best), order[0]![1]);
}

/** Cylinder shading as a black/white overlay across the product, brightest a quarter in from the light. */
function cylinderShade(id: string, light: -1 | 1) {
  const stops: [number, string, number][] = [
    [0, "#000", 0.45],
    [0.1, "#000", 0.15],
    [0.28, "#fff", 0.16],
    [0.45, "#fff", 0],
    [0.78, "#000", 0.22],
    [1, "#000", 0.5],
  ];
  const ordered = light < 0 ? stops : stops.map(([o, c, a]) => [1 - o, c, a] as [number, string, number]).reverse();
  const s = ordered.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`).join("");
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">${s}</linearGradient>`;
}

const blur = (id: string, sd: number) =>
  `<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(sd)}"/></filter>`;

/** A vertical specular strip on the lit side. */
function highlightStrip(x0: number, width: number, top: number, bottom: number, light: -1 | 1, opacity: number) {
  const x = light < 0 ? x0 + width * 0.22 : x0 + width * 0.72;
  return `<rect x="${n(x)}" y="${n(top)}" width="${n(width * 0.06)}" height="${n(bottom - top)}" rx="${n(width * 0.03)}" fill="#fff" opacity="${opacity}" filter="url(#hlblur)"/>`;
}

/** A label with a few "text" bars. */
function label(r: Random, x: number, y: number, w: number, h: number, colour: Rgb, ink: Rgb) {
  let bars = "";
  const rows = r.int(2, 4);
  for (let i = 0; i < rows; i++) {
    const bw = w * r.range(0.3, 0.75);
    const by = y + h * (0.2 + (0.6 * i) / rows);
    bars += `<rect x="${n(x + (w - bw) / 2)}" y="${n(by)}" width="${n(bw)}" height="${n(h * 0.08)}" fill="${css(ink)}"/>`;
  }
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${css(colour)}"/>${bars}`;
}

function bottle(r: Random, s: ProductSpec): ProductDrawing {
  const h = s.size;
  const bw = h * r.range(0.3, 0.42);
  const bodyH = h * 0.6;
  const shoulder = h * 0.12;
  const nw = bw * r.range(0.3, 0.4);
  const neckH = h * 0.12;
  const capH = h - bodyH - shoulder - neckH;
  const cw = nw * 1.18;
  const rad = bw * 0.12;
  const x0 = -bw / 2;
  const y1 = -bodyH;
  const y2 = y1 - shoulder - neckH;
  const body =
    `<path d="M${n(x0)},${n(-rad)} Q${n(x0)},0 ${n(x0 + rad)},0 L${n(-x0 - rad)},0 Q${n(-x0)},0 ${n(-x0)},${n(-rad)} ` +
    `L${n(-x0)},${n(y1)} Q${n(-x0)},${n(y1 - shoulder)} ${n(nw / 2)},${n(y1 - shoulder)} L${n(nw / 2)},${n(y2 + 2)} ` +
    `L${n(-nw / 2)},${n(y2 + 2)} L${n(-nw / 2)},${n(y1 - shoulder)} Q${n(x0)},${n(y1 - shoulder)} ${n(x0)},${n(y1)} Z"/>`;
  const cap = `<rect x="${n(-cw / 2)}" y="${n(-h)}" width="${n(cw)}" height="${n(capH + 1)}" rx="${n(cw * 0.08)}"/>`;
  const capColour = distinct(r, [[40, 40, 44], s.accent, [225, 225, 228], [196, 160, 70]], s.backdrop);
  const labelColour = distinct(r, [mix(s.accent, [250, 250, 250], 0.6), s.accent, mix(s.accent, [0, 0, 0], 0.4)], s.backdrop);
  const lab = label(r, x0, -bodyH * 0.82, bw, bodyH * 0.5, labelColour, scale(s.accent, 0.5));
  const paint =
    `<rect x="${n(x0)}" y="${n(-h)}" width="${n(bw)}" height="${n(h)}" fill="${css(s.colour)}"/>` +
    (r.chance(0.7) ? lab : "") +
    `<rect x="${n(-cw / 2)}" y="${n(-h)}" width="${n(cw)}" height="${n(capH + 1)}" fill="${css(capColour)}"/>` +
    `<rect x="${n(x0)}" y="${n(-h)}" width="${n(bw)}" height="${n(h)}" fill="url(#shade)"/>` +
    highlightStrip(x0, bw, y1 + bw * 0.1, -bw * 0.15, s.light, 0.55);
  return { silhouette: body + cap, defs: cylinderShade("shade", s.light), paint, left: -bw / 2, right: bw / 2, top: -h, footprint: bw / 2 };
}

function can(r: Random, s: ProductSpec): ProductDrawing {
  const h = s.size;
  const w = h * r.range(0.5, 0.62);
  const ry = w * 0.09;
  const x0 = -w / 2;
  const body = `<path d="M${n(x0)},${n(-h + ry)} A${n(w / 2)},${n(ry)} 0 0 1 ${n(-x0)},${n(-h + ry)} L${n(-x0)},${n(-ry)} A${n(w / 2)},${n(ry)} 0 0 1 ${n(x0)},${n(-ry)} Z"/>`;
  const metal = distinct(r, [[200, 202, 206], [70, 72, 78], [196, 160, 70]], s.backdrop);
  const paint =
    `<rect x="${n(x0)}" y="${n(-h)}" width="${n(w)}" height="${n(h)}" fill="${css(s.colour)}"/>` +
    `<rect x="${n(x0)}" y="${n(-h)}" width="${n(w)}" height="${n(h * 0.09)}" fill="${css(metal)}"/>` +
    `<rect x="${n(x0)}" y="${n(-h * 0.07)}" width="${n(w)}" height="${n(h * 0.07)}" fill="${css(metal)}"/>` +
    label(r, x0, -h * 0.65, w, h * 0.3, distinct(r, [s.accent, mix(s.accent, [0, 0, 0], 0.5), mix(s.accent, [255, 255, 255], 0.5)], s.backdrop), mix(s.accent, [255, 255, 255], 0.7)) +
    `<rect x="${n(x0)}" y="${n(-h)}" width="${n(w)}" height="${n(h)}" fill="url(#shade)"/>` +
    highlightStrip(x0, w, -h * 0.85, -h * 0.12, s.light, 0.6);
  return { silhouette: body, defs: cylinderShade("shade", s.light), paint, left: x0, right: -x0, top: -h, footprint: w / 2 };
}

function box(r: Random, s: ProductSpec): ProductDrawing {
  const h = s.size;
  const w = h * r.range(0.55, 0.85);
  const dx = w * r.range(0.15, 0.28) * -s.light; // the side face turns away from the light
  const dy = h * 0.12;
  const fh = h - dy;
  const x0 = -w / 2 - dx / 2;
  const x1 = x0 + w;
  const sx = dx > 0 ? x1 : x0;
  const front = `${n(x0)},0 ${n(x1)},0 ${n(x1)},${n(-fh)} ${n(x0)},${n(-fh)}`;
  const top = `${n(x0)},${n(-fh)} ${n(x1)},${n(-fh)} ${n(x1 + dx)},${n(-h)} ${n(x0 + dx)},${n(-h)}`;
  const side = `${n(sx)},0 ${n(sx)},${n(-fh)} ${n(sx + dx)},${n(-h)} ${n(sx + dx)},${n(-dy)}`;
  const silhouette = `<polygon points="${front}"/><polygon points="${top}"/><polygon points="${side}"/>`;
  const paint =
    `<polygon points="${front}" fill="${css(s.colour)}"/>` +
    label(r, x0 + w * 0.12, -fh * 0.75, w * 0.76, fh * 0.45, s.accent, mix(s.accent, [20, 20, 20], 0.6)) +
    `<polygon points="${front}" fill="url(#boxshade)"/>` +
    `<polygon points="${top}" fill="${css(mix(s.colour, [255, 255, 255], 0.25))}"/>` +
    `<polygon points="${side}" fill="${css(scale(s.colour, 0.68))}"/>`;
  const defs = `<linearGradient id="boxshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient>`;
  return { silhouette, defs, paint, left: Math.min(x0, x0 + dx), right: Math.max(x1, x1 + dx), top: -h, footprint: w / 2 };
}

function mug(r: Random, s: ProductSpec): ProductDrawing {
  const h = s.size;
  const w = h * r.range(0.75, 0.9);
  const ry = w * 0.1;
  const rad = w * 0.1;
  const x0 = -w / 2;
  const side = r.chance(0.5) ? 1 : -1;
  const hrx = w * 0.3;
  const hry = h * 0.3;
  // The hole stays clear of the body, so the photo and the mask agree on it.
  const hx = side * (w / 2 + hrx * 0.6);
  const hy = -h * 0.5;
  const body =
    `<path d="M${n(x0)},${n(-h + ry)} A${n(w / 2)},${n(ry)} 0 0 1 ${n(-x0)},${n(-h + ry)} L${n(-x0)},${n(-rad)} Q${n(-x0)},0 ${n(-x0 - rad)},0 ` +
    `L${n(x0 + rad)},0 Q${n(x0)},0 ${n(x0)},${n(-rad)} Z"/>`;
  // The handle is a ring: the hole shows the background and is not product.
  const ring = (rx: number, ry2: number) =>
    `M${n(hx - rx)},${n(hy)} A${n(rx)},${n(ry2)} 0 1 0 ${n(hx + rx)},${n(hy)} A${n(rx)},${n(ry2)} 0 1 0 ${n(hx - rx)},${n(hy)} Z`;
  const handle = `<path fill-rule="evenodd" clip-rule="evenodd" d="${ring(hrx, hry)} ${ring(hrx * 0.5, hry * 0.62)}"/>`;
  const paint =
    `<rect x="${n(Math.min(x0, hx - hrx))}" y="${n(-h)}" width="${n(w + hrx * 2 + w * 0.2)}" height="${n(h)}" fill="${css(s.colour)}"/>` +
    (r.chance(0.6) ? label(r, x0 + w * 0.2, -h * 0.7, w * 0.6, h * 0.35, s.accent, scale(s.accent, 0.4)) : "") +
    `<rect x="${n(x0)}" y="${n(-h)}" width="${n(w)}" height="${n(h)}" fill="url(#shade)"/>` +
    `<ellipse cx="0" cy="${n(-h + ry)}" rx="${n(w / 2 - w * 0.04)}" ry="${n(ry * 0.75)}" fill="${css(scale(s.colour, 0.45))}"/>` +
    highlightStrip(x0, w, -h * 0.78, -h * 0.12, s.light, 0.45);
  const left = Math.min(x0, hx - hrx);
  const right = Math.max(-x0, hx + hrx);
  return { silhouette: body + handle, defs: cylinderShade("shade", s.light), paint, left, right, top: -h, footprint: w / 2 };
}

function sphere(r: Random, s: ProductSpec): ProductDrawing {
  const rad = s.size / 2;
  const fx = 0.5 + s.light * 0.18;
  const defs =
    `<radialGradient id="ball" cx="${fx}" cy="0.35" r="0.75" fx="${fx}" fy="0.3">` +
    `<stop offset="0" stop-color="${css(mix(s.colour, [255, 255, 255], 0.45))}"/>` +
    `<stop offset="0.55" stop-color="${css(s.colour)}"/>` +
    `<stop offset="1" stop-color="${css(scale(s.colour, 0.45))}"/></radialGradient>`;
  const spec = r.chance(0.7)
    ? `<ellipse cx="${n(s.light * rad * 0.35)}" cy="${n(-rad * 1.42)}" rx="${n(rad * 0.14)}" ry="${n(rad * 0.09)}" fill="#fff" opacity="0.75" filter="url(#hlblur)"/>`
    : "";
  return {
    silhouette: `<circle cx="0" cy="${n(-rad)}" r="${n(rad)}"/>`,
    defs,
    paint: `<circle cx="0" cy="${n(-rad)}" r="${n(rad)}" fill="url(#ball)"/>${spec}`,
    left: -rad,
    right: rad,
    top: -2 * rad,
    footprint: rad * 0.3,
  };
}

/** Catmull-Rom through closed points → cubic Bézier path. */
function smoothClosed(points: [number, number][]) {
  const p = (i: number) => points[(i + points.length) % points.length]!;
  let d = `M${n(p(0)[0])},${n(p(0)[1])}`;
  for (let i = 0; i < points.length; i++) {
    const [p0, p1, p2, p3] = [p(i - 1), p(i), p(i + 1), p(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${n(c1[0]!)},${n(c1[1]!)} ${n(c2[0]!)},${n(c2[1]!)} ${n(p2[0])},${n(p2[1])}`;
  }
  return d + " Z";
}

function shoe(r: Random, s: ProductSpec): ProductDrawing {
  const h = s.size * 0.55;
  const len = h * r.range(2.1, 2.5);
  const j = () => r.range(-0.025, 0.025);
  const dir = r.chance(0.5) ? 1 : -1; // toe to the right or left
  // Side view outline, x 0..1 heel→toe, y 0..1 up.
  const outline: [number, number][] = [
    [0.03, 0.0],
    [0.5, -0.01],
    [0.9, 0.0],
    [1.0, 0.12 + j()],
    [0.95, 0.3 + j()],
    [0.72, 0.45 + j()],
    [0.5, 0.68 + j()],
    [0.36, 0.8 + j()],
    [0.25, 0.72 + j()],
    [0.1, 0.98],
    [0.0, 0.55 + j()],
    [0.0, 0.15],
  ];
  const pts = outline.map(([x, y]) => [dir * (x - 0.5) * len, -y * h] as [number, number]);
  const path = smoothClosed(pts);
  const defs = `<linearGradient id="shoeshade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.2"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.3"/></linearGradient>`;
  const sole = distinct(r, [[238, 236, 230], [50, 48, 46], s.accent], s.backdrop);
  let laces = "";
  for (let i = 0; i < 4; i++) {
    const x = dir * (0.42 + i * 0.08 - 0.5) * len;
    const y = -h * (0.66 - i * 0.06);
    laces += `<rect x="${n(x - h * 0.04)}" y="${n(y)}" width="${n(h * 0.08)}" height="${n(h * 0.025)}" fill="${css(s.accent)}"/>`;
  }
  const paint =
    `<path d="${path}" fill="${css(s.colour)}"/>` +
    `<rect x="${n(-len)}" y="${n(-h * 0.13)}" width="${n(2 * len)}" height="${n(h * 0.2)}" fill="${css(sole)}"/>` +
    laces +
    `<rect x="${n(-len)}" y="${n(-h * 1.05)}" width="${n(2 * len)}" height="${n(h * 1.1)}" fill="url(#shoeshade)"/>`;
  return { silhouette: `<path d="${path}"/>`, defs, paint, left: -len / 2 - 2, right: len / 2 + 2, top: -h, footprint: len * 0.42 };
}

const DRAW: Record<ProductKind, (r: Random, s: ProductSpec) => ProductDrawing> = { bottle, box, mug, sphere, shoe, can };

export function drawProduct(r: Random, spec: ProductSpec): ProductDrawing {
  const d = DRAW[spec.kind](r, spec);
  return { ...d, defs: d.defs + blur("hlblur", spec.size * 0.012) };
}
