// Studio solids: podiums and columns, blocks, arches, spheres, rings, pebbles, eggs, gifts, candles.
import { darken, lighten, mix } from "../../color";
import type { Prop } from "../../recipe";
import type { SceneCtx } from "../context";
import { podiumGeom } from "../layout";
import { n, type SvgDoc } from "../svg";
import { ballShade, floorShadow, propPx, sideShade, type FloorShadow } from "./shade";

export interface Drawn {
  body: string;
  shadow?: FloorShadow;
}

export function podium(doc: SvgDoc, c: SceneCtx, p: Prop, fluted = false): Drawn {
  const g = podiumGeom(c.f, c.hz, p);
  const side = -c.light.dirX;
  const body = sideShade(doc, p.color, side, 0.32);
  const topFill = doc.radial(g.cx + side * g.rx * 0.3, g.top, g.rx * 1.1, [
    { at: 0, color: lighten(p.color, 0.22) },
    { at: 1, color: lighten(p.color, 0.06) },
  ], { sy: Math.max(0.05, g.ryTop / g.rx) });
  const left = g.cx - g.rx;
  const right = g.cx + g.rx;
  const parts = [
    `<path d="M${n(left)} ${n(g.top)} L${n(left)} ${n(g.bottom)} A${n(g.rx)} ${n(g.ryBottom)} 0 0 0 ${n(right)} ${n(g.bottom)} L${n(right)} ${n(g.top)} Z" fill="url(#${body})"/>`,
  ];
  if (fluted) {
    for (let i = 1; i < 10; i += 1) {
      const t = i / 10;
      const x = g.cx - g.rx * Math.cos(t * Math.PI);
      parts.push(`<line x1="${n(x)}" y1="${n(g.top + g.ryTop)}" x2="${n(x)}" y2="${n(g.bottom + g.ryBottom * Math.sin(t * Math.PI))}" stroke="${darken(p.color, 0.18)}" stroke-width="${n(Math.max(0.6, g.rx * 0.02))}" stroke-opacity="0.6"/>`);
    }
  }
  if (p.color2) {
    // An accent band (gold or brass rim) at the top edge.
    const band = Math.max(1.5, (g.bottom - g.top) * 0.06);
    const bandFill = sideShade(doc, p.color2, side, 0.4);
    parts.push(`<path d="M${n(left)} ${n(g.top)} L${n(left)} ${n(g.top + band)} A${n(g.rx)} ${n(g.ryTop)} 0 0 0 ${n(right)} ${n(g.top + band)} L${n(right)} ${n(g.top)} Z" fill="url(#${bandFill})"/>`);
  }
  parts.push(`<ellipse cx="${n(g.cx)}" cy="${n(g.top)}" rx="${n(g.rx)}" ry="${n(g.ryTop)}" fill="url(#${topFill})"/>`);
  // The front lip catches light: a thin bright arc on the near edge of the top.
  parts.push(`<path d="M${n(left)} ${n(g.top)} A${n(g.rx)} ${n(g.ryTop)} 0 0 0 ${n(right)} ${n(g.top)}" fill="none" stroke="${lighten(p.color2 ?? p.color, 0.45)}" stroke-width="${n(Math.max(0.8, g.rx * 0.012))}" stroke-opacity="0.8"/>`);
  return { body: parts.join(""), shadow: floorShadow(doc, c, g.cx, g.bottom, g.rx * 2, g.bottom - g.top) };
}

export function block(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const g = podiumGeom(c.f, c.hz, p);
  const side = -c.light.dirX;
  const left = g.cx - g.rx;
  const right = g.cx + g.rx;
  const d = g.ryTop;
  const inset = d * 0.5;
  const front = doc.linear(0, [
    { at: 0, color: mix(p.color, side === 0 ? p.color : darken(p.color, 0.06), 0.5) },
    { at: 1, color: darken(p.color, 0.16) },
  ]);
  const top = doc.linear(side <= 0 ? 90 : -90, [
    { at: 0, color: lighten(p.color, 0.26) },
    { at: 1, color: lighten(p.color, 0.1) },
  ]);
  return {
    body:
      `<rect x="${n(left)}" y="${n(g.top + d)}" width="${n(g.rx * 2)}" height="${n(g.bottom - g.top)}" fill="url(#${front})"/>` +
      `<polygon points="${n(left)},${n(g.top + d)} ${n(right)},${n(g.top + d)} ${n(right - inset)},${n(g.top - d)} ${n(left + inset)},${n(g.top - d)}" fill="url(#${top})"/>` +
      `<line x1="${n(left)}" y1="${n(g.top + d)}" x2="${n(right)}" y2="${n(g.top + d)}" stroke="${lighten(p.color, 0.4)}" stroke-width="${n(Math.max(0.8, g.rx * 0.012))}"/>`,
    shadow: floorShadow(doc, c, g.cx, g.bottom + d, g.rx * 2.05, g.bottom - g.top),
  };
}

function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${n(x - r)} ${n(y)} V${n(y - h + r)} A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y - h + r)} V${n(y)} Z`;
}

/** A free-standing arch panel with a visible thickness and a shadow on the wall behind it. */
export function arch(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, w, side } = propPx(c, p);
  const t = w * 0.07;
  const face = doc.linear(side <= 0 ? 120 : -120, [
    { at: 0, color: lighten(p.color, 0.12) },
    { at: 1, color: darken(p.color, 0.08) },
  ]);
  const wallShadow = doc.blurLayer(
    c.f.s * (0.01 + 0.02 * c.recipe.light.softness),
    `<path d="${archPath(x + c.light.dirX * w * 0.12, y - h * 0.01, w, h)}" fill="${c.light.shadow}" fill-opacity="${n(0.3 * c.light.shadowStrength)}"/>`,
    ` style="mix-blend-mode:multiply"`,
    { x: x + c.light.dirX * w * 0.12 - w / 2, y: y - h * 1.01, w, h },
  );
  return {
    body:
      wallShadow +
      `<path d="${archPath(x - side * t, y, w, h)}" fill="${darken(p.color, 0.22)}"/>` +
      `<path d="${archPath(x, y, w, h)}" fill="url(#${face})"/>`,
    shadow: floorShadow(doc, c, x, y, w * 1.05, h * 0.3),
  };
}

/** An arch recessed into the wall: the recess is a shade darker, its lit inner edge brighter. */
export function archWall(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, w, side } = propPx(c, p);
  const inner = doc.linear(0, [
    { at: 0, color: darken(p.color, 0.1) },
    { at: 1, color: p.color },
  ]);
  const lip = Math.max(1, w * 0.035);
  return {
    body:
      `<path d="${archPath(x, y, w, h)}" fill="url(#${inner})"/>` +
      doc.blurLayer(lip, `<path d="${archPath(x, y, w, h)}" fill="none" stroke="${darken(p.color, 0.25)}" stroke-width="${n(lip * 2)}" stroke-opacity="0.35" transform="translate(${n(side * lip)} ${n(lip * 0.6)})"/>`, "", { x: x - w / 2 - lip * 2, y: y - h - lip * 2, w: w + lip * 4, h: h + lip * 4 }) +
      `<path d="${archPath(x, y, w, h)}" fill="none" stroke="${lighten(p.color, 0.35)}" stroke-width="${n(lip * 0.5)}" stroke-opacity="0.7" transform="translate(${n(-side * lip * 0.5)} 0)"/>`,
  };
}

export function sphere(doc: SvgDoc, c: SceneCtx, p: Prop, gloss = 0.3): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const r = h / 2;
  const cy = p.floating ? y : y - r;
  const fill = ballShade(doc, x, cy, r, p.color, side, gloss);
  const spec = gloss > 0.5 ? `<ellipse cx="${n(x + side * r * 0.38)}" cy="${n(cy - r * 0.45)}" rx="${n(r * 0.16)}" ry="${n(r * 0.1)}" fill="#ffffff" fill-opacity="0.85" transform="rotate(${n(side * -35)} ${n(x + side * r * 0.38)} ${n(cy - r * 0.45)})"/>` : "";
  return { body: `<circle cx="${n(x)}" cy="${n(cy)}" r="${n(r)}" fill="url(#${fill})"/>${spec}`, shadow: p.floating ? undefined : floorShadow(doc, c, x, y, r * 1.5, h) };
}

export function ring(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const r = h / 2;
  const t = r * 0.12;
  const g = doc.linear(side <= 0 ? 135 : -135, [
    { at: 0, color: lighten(p.color, 0.45) },
    { at: 0.5, color: p.color },
    { at: 1, color: darken(p.color, 0.35) },
  ]);
  return { body: `<circle cx="${n(x)}" cy="${n(y - r)}" r="${n(r - t / 2)}" fill="none" stroke="url(#${g})" stroke-width="${n(t)}"/>`, shadow: p.floating ? undefined : floorShadow(doc, c, x, y, t * 3, h * 0.4) };
}

export function pebble(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, w, side } = propPx(c, p);
  const rx = (w * (p.aspect ? 1 : 1.9)) / 2;
  const ry = h / 2;
  const fill = doc.radial(x, y - ry, rx, [
    { at: 0, color: lighten(p.color, 0.25) },
    { at: 0.6, color: p.color },
    { at: 1, color: darken(p.color, 0.3) },
  ], { fx: x + side * rx * 0.3, fy: y - ry * 1.6, sy: ry / rx });
  return { body: `<ellipse cx="${n(x)}" cy="${n(y - ry)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${fill})"/>`, shadow: floorShadow(doc, c, x, y, rx * 2, h) };
}

export function egg(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const w = h * 0.74;
  const fill = ballShade(doc, x, y - h * 0.45, h * 0.55, p.color, side, 0.2);
  const d = `M${n(x)} ${n(y)} C${n(x - w * 0.68)} ${n(y)} ${n(x - w * 0.55)} ${n(y - h)} ${n(x)} ${n(y - h)} C${n(x + w * 0.55)} ${n(y - h)} ${n(x + w * 0.68)} ${n(y)} ${n(x)} ${n(y)} Z`;
  const speckles = p.color2 ? `<path d="${d}" fill="none" stroke="${p.color2}" stroke-width="${n(h * 0.08)}" stroke-dasharray="${n(h * 0.02)} ${n(h * 0.09)}" stroke-opacity="0.5" transform="translate(${n(x)} ${n(y - h * 0.5)}) scale(0.6) translate(${n(-x)} ${n(-(y - h * 0.5))})"/>` : "";
  return { body: `<path d="${d}" fill="url(#${fill})"/>${speckles}`, shadow: floorShadow(doc, c, x, y, w * 0.9, h) };
}

export function gift(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const drawn = block(doc, c, p);
  const g = podiumGeom(c.f, c.hz, p);
  const ribbon = p.color2 ?? "#d4af37";
  const rw = Math.max(1.5, g.rx * 0.16);
  const d = g.ryTop;
  const bow = `<g fill="${ribbon}"><ellipse cx="${n(g.cx - rw * 1.6)}" cy="${n(g.top - d * 0.2 - rw)}" rx="${n(rw * 1.8)}" ry="${n(rw)}" transform="rotate(-25 ${n(g.cx - rw * 1.6)} ${n(g.top - rw)})"/><ellipse cx="${n(g.cx + rw * 1.6)}" cy="${n(g.top - d * 0.2 - rw)}" rx="${n(rw * 1.8)}" ry="${n(rw)}" transform="rotate(25 ${n(g.cx + rw * 1.6)} ${n(g.top - rw)})"/></g>`;
  const bands = `<rect x="${n(g.cx - rw / 2)}" y="${n(g.top + d)}" width="${n(rw)}" height="${n(g.bottom - g.top)}" fill="${ribbon}"/><polygon points="${n(g.cx - rw / 2)},${n(g.top + d)} ${n(g.cx + rw / 2)},${n(g.top + d)} ${n(g.cx + rw / 2)},${n(g.top - d)} ${n(g.cx - rw / 2)},${n(g.top - d)}" fill="${lighten(ribbon, 0.2)}"/>`;
  return { body: drawn.body + bands + bow, shadow: drawn.shadow };
}

export function candle(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const drawn = podium(doc, c, { ...p, aspect: p.aspect ?? 0.45 });
  const g = podiumGeom(c.f, c.hz, { ...p, aspect: p.aspect ?? 0.45 });
  const fh = g.rx * 0.9;
  const glow = doc.radial(g.cx, g.top - fh * 0.6, fh * 3, [
    { at: 0, color: "#ffd27a", opacity: 0.55 },
    { at: 1, color: "#ffb347", opacity: 0 },
  ]);
  const flame = `<path d="M${n(g.cx)} ${n(g.top - fh * 1.4)} C${n(g.cx + fh * 0.35)} ${n(g.top - fh * 0.6)} ${n(g.cx + fh * 0.25)} ${n(g.top - fh * 0.15)} ${n(g.cx)} ${n(g.top - fh * 0.1)} C${n(g.cx - fh * 0.25)} ${n(g.top - fh * 0.15)} ${n(g.cx - fh * 0.35)} ${n(g.top - fh * 0.6)} ${n(g.cx)} ${n(g.top - fh * 1.4)} Z" fill="#fff3c4"/>`;
  return { body: drawn.body + `<circle cx="${n(g.cx)}" cy="${n(g.top - fh * 0.6)}" r="${n(fh * 3)}" fill="url(#${glow})"/>` + flame, shadow: drawn.shadow };
}
