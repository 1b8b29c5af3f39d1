// Decorative props: draped fabric, clouds, hearts, pumpkins, ornaments, shells, stars.
import { darken, lighten } from "../../color";
import type { Prop } from "../../recipe";
import type { SceneCtx } from "../context";
import { n, rng, type SvgDoc } from "../svg";
import { ballShade, floorShadow, propPx } from "./shade";
import type { Drawn } from "./solids";

/** A hanging drape (curtain, velvet backdrop): vertical folds with a wavy hem. */
export function fabric(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, w } = propPx(c, p);
  const rand = rng(Math.round(p.x * 997 + p.size * 131));
  const folds = Math.max(4, Math.round(w / (c.f.s * 0.07)));
  const stops = [];
  for (let i = 0; i <= folds * 2; i += 1) {
    const t = i / (folds * 2);
    const lit = i % 2 === 0;
    stops.push({ at: t, color: lit ? lighten(p.color, 0.16 + rand() * 0.1) : darken(p.color, 0.35 + rand() * 0.15) });
  }
  const g = doc.linear(90, stops);
  const left = x - w / 2;
  const top = y - h;
  let hem = `M${n(left)} ${n(top)} L${n(left + w)} ${n(top)} L${n(left + w)} ${n(y)}`;
  for (let i = folds * 2; i > 0; i -= 1) {
    const x1 = left + (w * (i - 0.5)) / (folds * 2);
    const x2 = left + (w * (i - 1)) / (folds * 2);
    hem += ` Q${n(x1)} ${n(y + (i % 2 ? 1 : -1) * h * 0.015)} ${n(x2)} ${n(y)}`;
  }
  const sheen = doc.linear(0, [
    { at: 0, color: "#000000", opacity: 0.25 },
    { at: 0.35, color: "#000000", opacity: 0 },
    { at: 1, color: "#000000", opacity: 0.2 },
  ]);
  return {
    body: `<path d="${hem} Z" fill="url(#${g})"/><rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="url(#${sheen})"/>`,
    shadow: floorShadow(doc, c, x, y, w, h * 0.2),
  };
}

export function cloud(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const w = h * (p.aspect ?? 2.2);
  const lobes = [
    [-0.32, -0.32, 0.3],
    [-0.08, -0.5, 0.36],
    [0.22, -0.4, 0.32],
    [0.38, -0.22, 0.22],
    [-0.42, -0.15, 0.18],
  ] as const;
  const fill = doc.linear(0, [
    { at: 0, color: lighten(p.color, 0.5) },
    { at: 1, color: darken(p.color, 0.08) },
  ]);
  const body = lobes.map(([dx, dy, r]) => `<circle cx="${n(x + dx * w)}" cy="${n(y + dy * h * 1.4)}" r="${n(r * w * 0.6)}"/>`).join("");
  const base = `<rect x="${n(x - w * 0.45)}" y="${n(y - h * 0.3)}" width="${n(w * 0.9)}" height="${n(h * 0.3)}" rx="${n(h * 0.15)}"/>`;
  return {
    body: `<g fill="url(#${fill})"${doc.blurAttr(c.f.s * 0.002)}>${body}${base}</g>` + `<ellipse cx="${n(x - side * w * 0.1)}" cy="${n(y - h * 0.05)}" rx="${n(w * 0.4)}" ry="${n(h * 0.1)}" fill="${darken(p.color, 0.15)}" fill-opacity="0.35"${doc.blurAttr(c.f.s * 0.01)}/>`,
    shadow: p.floating ? undefined : floorShadow(doc, c, x, y, w * 0.8, h),
  };
}

export function heart(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const w = h * 1.1;
  const top = y - h;
  const d = `M${n(x)} ${n(y)} C${n(x - w * 0.9)} ${n(y - h * 0.45)} ${n(x - w * 0.55)} ${n(top - h * 0.15)} ${n(x)} ${n(top + h * 0.25)} C${n(x + w * 0.55)} ${n(top - h * 0.15)} ${n(x + w * 0.9)} ${n(y - h * 0.45)} ${n(x)} ${n(y)} Z`;
  const fill = ballShade(doc, x, y - h * 0.55, h * 0.7, p.color, side, 0.45);
  return { body: `<path d="${d}" fill="url(#${fill})" transform="rotate(${n(p.rotate ?? 0)} ${n(x)} ${n(y - h / 2)})"/>`, shadow: p.floating ? undefined : floorShadow(doc, c, x, y, w * 0.6, h) };
}

export function pumpkin(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const w = h * 1.35;
  const cy = y - h * 0.5;
  const ribs = [-0.36, 0.36, -0.2, 0.2, 0].map((dx) => {
    const rx = w * (0.32 - Math.abs(dx) * 0.25);
    const fill = ballShade(doc, x + dx * w, cy, rx * 1.4, dx === 0 ? lighten(p.color, 0.05) : p.color, side, 0.2);
    return `<ellipse cx="${n(x + dx * w)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(h * 0.5)}" fill="url(#${fill})" stroke="${darken(p.color, 0.3)}" stroke-width="${n(Math.max(0.5, h * 0.008))}"/>`;
  });
  const stem = `<path d="M${n(x - h * 0.04)} ${n(y - h * 0.95)} Q${n(x)} ${n(y - h * 1.2)} ${n(x + h * 0.12)} ${n(y - h * 1.22)} L${n(x + h * 0.12)} ${n(y - h * 1.12)} Q${n(x + h * 0.05)} ${n(y - h * 1.08)} ${n(x + h * 0.05)} ${n(y - h * 0.95)} Z" fill="${p.color2 ?? "#4d5a2b"}"/>`;
  return { body: ribs.join("") + stem, shadow: floorShadow(doc, c, x, y, w, h) };
}

/** A glossy bauble hanging on a string, or resting on the floor. */
export function ornament(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const r = h / 2;
  const cy = y - r;
  const fill = ballShade(doc, x, cy, r, p.color, side, 0.8);
  const cap = `<rect x="${n(x - r * 0.18)}" y="${n(cy - r * 1.12)}" width="${n(r * 0.36)}" height="${n(r * 0.2)}" fill="${p.color2 ?? "#c9a54a"}"/>`;
  const string = p.floating ? `<line x1="${n(x)}" y1="${n(cy - r * 1.1)}" x2="${n(x)}" y2="${n(cy - r * 6)}" stroke="${p.color2 ?? "#c9a54a"}" stroke-width="${n(Math.max(0.6, r * 0.03))}"/>` : "";
  const spec = `<ellipse cx="${n(x + side * r * 0.35)}" cy="${n(cy - r * 0.4)}" rx="${n(r * 0.18)}" ry="${n(r * 0.1)}" fill="#ffffff" fill-opacity="0.9" transform="rotate(${n(-side * 35)} ${n(x + side * r * 0.35)} ${n(cy - r * 0.4)})"/>`;
  return { body: string + cap + `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${fill})"/>` + spec, shadow: p.floating ? undefined : floorShadow(doc, c, x, y, r * 1.5, h) };
}

export function shell(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const w = h * 1.2;
  const fill = ballShade(doc, x, y - h * 0.6, h, p.color, side, 0.2);
  const ribs: string[] = [];
  for (let i = 0; i <= 8; i += 1) {
    const a = Math.PI * (0.12 + (i / 8) * 0.76);
    ribs.push(`<line x1="${n(x)}" y1="${n(y)}" x2="${n(x - Math.cos(a) * w * 0.5)}" y2="${n(y - Math.sin(a) * h)}" stroke="${darken(p.color, 0.2)}" stroke-width="${n(Math.max(0.6, h * 0.025))}"/>`);
  }
  const d = `M${n(x)} ${n(y)} L${n(x - w * 0.45)} ${n(y - h * 0.35)} Q${n(x - w * 0.4)} ${n(y - h * 1.1)} ${n(x)} ${n(y - h)} Q${n(x + w * 0.4)} ${n(y - h * 1.1)} ${n(x + w * 0.45)} ${n(y - h * 0.35)} Z`;
  const clip = doc.id("cp");
  doc.def(`<clipPath id="${clip}"><path d="${d}"/></clipPath>`);
  return { body: `<path d="${d}" fill="url(#${fill})"/><g clip-path="url(#${clip})">${ribs.join("")}</g>`, shadow: floorShadow(doc, c, x, y, w * 0.8, h * 0.5) };
}

export function star(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h } = propPx(c, p);
  const r = h / 2;
  const pts: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const a = (i / 10) * Math.PI * 2 - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    pts.push(`${n(x + Math.cos(a) * rr)},${n(y - r + Math.sin(a) * rr)}`);
  }
  const fill = doc.linear(135, [
    { at: 0, color: lighten(p.color, 0.4) },
    { at: 0.5, color: p.color },
    { at: 1, color: darken(p.color, 0.3) },
  ]);
  return { body: `<polygon points="${pts.join(" ")}" fill="url(#${fill})" transform="rotate(${n(p.rotate ?? 0)} ${n(x)} ${n(y - r)})"/>` };
}
