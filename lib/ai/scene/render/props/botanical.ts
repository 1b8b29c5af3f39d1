// Plants: single leaves, monstera, palm fronds, eucalyptus sprigs, pine branches, flowers.
// Drawn around their anchor (x, y) pointing up, then rotated; `size` is the plant's length.
import { darken, lighten } from "../../color";
import type { Prop } from "../../recipe";
import type { SceneCtx } from "../context";
import { ellipseRatio } from "../layout";
import { n, rng, type SvgDoc } from "../svg";
import type { Drawn } from "./solids";
import { propPx } from "./shade";

/** Where a plant's drawing reaches around its anchor, in plant lengths, before rotation. */
interface Reach {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
}

/**
 * A plant whose anchor lies on the floor rests on it: the drawing is flattened by the floor's
 * perspective (no part may rise above the horizon, where it would hang in the air against the
 * wall) and lays its own soft silhouette on the floor as a contact shadow. A plant anchored off
 * the canvas enters the frame from a plant outside it, and one marked floating hangs: both are
 * drawn upright as they are.
 */
function place(c: SceneCtx, p: Prop, x: number, y: number, h: number, inner: string, reach: Reach): Drawn {
  const rot = p.rotate ?? 0;
  const upright = `translate(${n(x)} ${n(y)}) rotate(${n(rot)})${p.flip ? " scale(-1 1)" : ""}`;
  if (!restsOnFloor(c, p, x, y)) return { body: `<g transform="${upright}">${inner}</g>` };
  const a = (rot * Math.PI) / 180;
  const flip = p.flip ? -1 : 1;
  const corners = [
    [reach.x0, reach.y0],
    [reach.x1, reach.y0],
    [reach.x0, reach.y1],
    [reach.x1, reach.y1],
  ].map(([u = 0, v = 0]) => ({ x: (u * flip * Math.cos(a) - v * Math.sin(a)) * h, y: (u * flip * Math.sin(a) + v * Math.cos(a)) * h }));
  const up = Math.max(0, -Math.min(...corners.map((q) => q.y)));
  // A leaf lying on a counter is seen at a glance angle: squashed like a circle on the floor there
  // (a little less, so it still reads as a leaf), and never past the horizon.
  const natural = Math.min(0.55, Math.max(0.22, ellipseRatio(c.f, c.hz, y) * 2.5));
  const room = y - c.hz - c.f.s * 0.015;
  const k = up > 0 ? Math.max(0.06, Math.min(natural, room / up)) : natural;
  const flat = `translate(${n(x)} ${n(y)}) scale(1 ${n(k)}) rotate(${n(rot)})${p.flip ? " scale(-1 1)" : ""}`;
  const L = c.light;
  const silhouette = inner.replace(/(fill|stroke)="(?!none)[^"]*"/g, `$1="${L.shadow}"`);
  const dx = L.dirX * c.f.s * 0.006;
  const dy = c.f.s * 0.003;
  const xs = corners.map((q) => x + q.x);
  const ys = corners.map((q) => y + q.y * k);
  const box = { x: Math.min(...xs) + dx, y: Math.min(...ys) + dy, w: Math.max(...xs) - Math.min(...xs), h: Math.max(...ys) - Math.min(...ys) };
  return {
    body: `<g transform="${flat}">${inner}</g>`,
    shadow: { cast: "", contact: `<g opacity="${n(0.5 * L.shadowStrength)}" transform="translate(${n(dx)} ${n(dy)})"><g transform="${flat}">${silhouette}</g></g>`, box },
  };
}

/** A grounded plant whose anchor is on the canvas and on the floor (below the horizon). */
export function restsOnFloor(c: SceneCtx, p: Prop, x: number, y: number): boolean {
  return !p.floating && x >= 0 && x <= c.W && y <= c.H && y > c.hz;
}

function leafGradient(doc: SvgDoc, color: string): string {
  return doc.linear(90, [
    { at: 0, color: darken(color, 0.18) },
    { at: 0.5, color: lighten(color, 0.12) },
    { at: 1, color: darken(color, 0.1) },
  ]);
}

/** One lanceolate leaf with a lighter midrib. */
function leafShape(len: number, width: number, fill: string, rib: string): string {
  return (
    `<path d="M0 0 C${n(width)} ${n(-len * 0.25)} ${n(width * 0.8)} ${n(-len * 0.75)} 0 ${n(-len)} C${n(-width * 0.8)} ${n(-len * 0.75)} ${n(-width)} ${n(-len * 0.25)} 0 0 Z" fill="${fill}"/>` +
    `<path d="M0 0 L0 ${n(-len * 0.95)}" stroke="${rib}" stroke-width="${n(Math.max(0.5, width * 0.06))}" stroke-opacity="0.6"/>`
  );
}

export function leaf(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h } = propPx(c, p);
  const g = leafGradient(doc, p.color);
  return place(c, p, x, y, h, leafShape(h, h * 0.22, `url(#${g})`, lighten(p.color, 0.4)), { x0: -0.2, x1: 0.2, y0: -1, y1: 0 });
}

/** A monstera leaf: heart-shaped blade with slits cut from the edge toward the midrib. */
export function monstera(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h } = propPx(c, p);
  const w = h * 0.46;
  const g = leafGradient(doc, p.color);
  const blade = `M0 0 C${n(w * 1.25)} ${n(-h * 0.15)} ${n(w * 1.1)} ${n(-h * 0.9)} 0 ${n(-h)} C${n(-w * 1.1)} ${n(-h * 0.9)} ${n(-w * 1.25)} ${n(-h * 0.15)} 0 0 Z`;
  // Slits are cut with a mask (black wedges), so they end exactly at the blade's edge.
  const slits: string[] = [];
  for (let i = 1; i <= 4; i += 1) {
    const t = 0.18 + i * 0.16;
    const yy = -h * t;
    for (const s of [-1, 1]) {
      slits.push(`<path d="M${n(s * w * 0.22)} ${n(yy)} L${n(s * w * 1.4)} ${n(yy - h * 0.09)} L${n(s * w * 1.4)} ${n(yy - h * 0.03)} Z" fill="#000"/>`);
    }
  }
  const mask = doc.id("lm");
  doc.def(`<mask id="${mask}" maskUnits="userSpaceOnUse" x="${n(-w * 2)}" y="${n(-h * 1.2)}" width="${n(w * 4)}" height="${n(h * 1.7)}"><path d="${blade}" fill="#fff"/>${slits.join("")}</mask>`);
  const stem = `<path d="M0 ${n(h * 0.35)} Q${n(w * 0.1)} ${n(h * 0.15)} 0 0" stroke="${darken(p.color, 0.1)}" stroke-width="${n(h * 0.025)}" fill="none"/>`;
  const rib = `<path d="M0 0 Q${n(w * 0.05)} ${n(-h * 0.5)} 0 ${n(-h * 0.95)}" stroke="${lighten(p.color, 0.35)}" stroke-width="${n(h * 0.012)}" fill="none" stroke-opacity="0.7"/>`;
  return place(c, p, x, y, h, `${stem}<g mask="url(#${mask})"><path d="${blade}" fill="url(#${g})"/>${rib}</g>`, { x0: -0.5, x1: 0.5, y0: -1, y1: 0.35 });
}

/** A palm frond: a curved rib with leaflets on both sides. */
export function palm(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h } = propPx(c, p);
  const parts = [`<path d="M0 0 Q${n(h * 0.08)} ${n(-h * 0.5)} 0 ${n(-h)}" stroke="${darken(p.color, 0.2)}" stroke-width="${n(h * 0.015)}" fill="none"/>`];
  const g = leafGradient(doc, p.color);
  for (let i = 2; i < 18; i += 1) {
    const t = i / 18;
    const py = -h * t;
    const px = h * 0.08 * Math.sin(t * Math.PI) * 0.5;
    const len = h * 0.3 * Math.sin(t * Math.PI * 0.95 + 0.15);
    for (const s of [-1, 1]) parts.push(`<g transform="translate(${n(px)} ${n(py)}) rotate(${n(s * (55 + t * 20))})">${leafShape(len, len * 0.09, `url(#${g})`, lighten(p.color, 0.3))}</g>`);
  }
  return place(c, p, x, y, h, parts.join(""), { x0: -0.32, x1: 0.36, y0: -1.05, y1: 0 });
}

/** Eucalyptus: a thin arching stem with round silvery leaves in pairs. */
export function eucalyptus(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h } = propPx(c, p);
  const parts = [`<path d="M0 0 Q${n(h * 0.15)} ${n(-h * 0.5)} ${n(h * 0.05)} ${n(-h)}" stroke="${darken(p.color, 0.35)}" stroke-width="${n(h * 0.012)}" fill="none"/>`];
  for (let i = 1; i < 9; i += 1) {
    const t = i / 9;
    const px = h * 0.15 * 2 * t * (1 - t) + h * 0.05 * t * t;
    const py = -h * t;
    const r = h * 0.075 * (1.1 - t * 0.5);
    for (const s of [-1, 1]) {
      const cx = px + s * r * 0.9;
      const fill = doc.radial(cx - r * 0.3, py - r * 0.3, r * 1.2, [
        { at: 0, color: lighten(p.color, 0.25) },
        { at: 1, color: darken(p.color, 0.12) },
      ]);
      parts.push(`<ellipse cx="${n(cx)}" cy="${n(py)}" rx="${n(r)}" ry="${n(r * 0.85)}" fill="url(#${fill})"/>`);
    }
  }
  return place(c, p, x, y, h, parts.join(""), { x0: -0.1, x1: 0.3, y0: -1.05, y1: 0 });
}

/** A pine branch: a woody stem and dense short needles. */
export function pine(_doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h } = propPx(c, p);
  const rand = rng(Math.round(p.x * 1000 + p.y * 77));
  const parts = [`<path d="M0 0 L0 ${n(-h)}" stroke="${p.color2 ?? "#5b3a22"}" stroke-width="${n(h * 0.02)}"/>`];
  const needleW = Math.max(0.8, h * 0.014);
  // Dense needles, longer toward the branch's base, in three tones for depth.
  for (let i = 0; i < 170; i += 1) {
    const t = rand();
    const py = -h * t;
    const len = h * (0.13 + 0.1 * (1 - t)) * (0.7 + rand() * 0.3);
    const s = rand() < 0.5 ? -1 : 1;
    const a = ((55 + rand() * 25) * Math.PI) / 180;
    const color = rand() < 0.5 ? p.color : rand() < 0.5 ? darken(p.color, 0.25) : lighten(p.color, 0.15);
    parts.push(`<line x1="0" y1="${n(py)}" x2="${n(s * Math.sin(a) * len)}" y2="${n(py - Math.cos(a) * len)}" stroke="${color}" stroke-width="${n(needleW)}" stroke-linecap="round"/>`);
  }
  return place(c, p, x, y, h, parts.join(""), { x0: -0.25, x1: 0.25, y0: -1.1, y1: 0 });
}

export function flower(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h } = propPx(c, p);
  const r = h / 2;
  const petal = doc.radial(0, -r * 0.1, r * 0.7, [
    { at: 0, color: lighten(p.color, 0.3) },
    { at: 1, color: p.color },
  ]);
  const parts: string[] = [];
  for (let i = 0; i < 6; i += 1) parts.push(`<ellipse cx="0" cy="${n(-r * 0.5)}" rx="${n(r * 0.3)}" ry="${n(r * 0.5)}" fill="url(#${petal})" transform="rotate(${i * 60})"/>`);
  parts.push(`<circle r="${n(r * 0.22)}" fill="${p.color2 ?? "#f2c14e"}"/>`);
  // A flower head stands in the grass facing the camera: drawn upright.
  return { body: `<g transform="translate(${n(x)} ${n(y - r)}) rotate(${n(p.rotate ?? 0)})">${parts.join("")}</g>` };
}
