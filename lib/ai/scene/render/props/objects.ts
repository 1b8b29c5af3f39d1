// Everyday things customers' prompts name: rocks, a stack of books, a laptop, a croissant, a potted
// plant, a coffee cup. Simple shapes lit from the scene's side, made to read at thumbnail size.
import { darken, lighten, mix } from "../../color";
import type { Prop } from "../../recipe";
import type { SceneCtx } from "../context";
import { n, rng, type SvgDoc } from "../svg";
import { floorShadow, propPx, sideShade } from "./shade";
import type { Drawn } from "./solids";

/** A boulder: an irregular rounded polygon with a lit face, a shaded face and a few cracks. */
export function rock(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const w = h * (p.aspect ?? 1.7);
  const rand = rng(Math.round(p.x * 7919 + p.y * 104729 + p.size * 1e4) || 7);
  const pts: string[] = [];
  const N = 9;
  for (let i = 0; i <= N; i += 1) {
    const t = Math.PI + (i / N) * Math.PI;
    const r = 0.82 + rand() * 0.22;
    pts.push(`${n(x + Math.cos(t) * (w / 2) * r)} ${n(y - 2 - Math.abs(Math.sin(t)) * h * r)}`);
  }
  const outline = `M${n(x - w / 2)} ${n(y)} L${pts.join(" L")} L${n(x + w / 2)} ${n(y)} Z`;
  const fill = doc.linear(side <= 0 ? 70 : -70, [
    { at: 0, color: lighten(p.color, 0.28) },
    { at: 0.5, color: p.color },
    { at: 1, color: darken(p.color, 0.4) },
  ]);
  const crack = `<path d="M${n(x - w * 0.1)} ${n(y - h * 0.7)} q${n(w * 0.06)} ${n(h * 0.2)} ${n(w * 0.02)} ${n(h * 0.45)}" stroke="${darken(p.color, 0.45)}" stroke-width="${n(Math.max(0.8, h * 0.025))}" fill="none" stroke-opacity="0.6"/>`;
  const moss = p.color2 ? `<path d="${outline}" fill="${p.color2}" fill-opacity="0.55" transform="translate(0 ${n(-h * 0.55)}) scale(1 0.45) translate(0 ${n(h * 0.55 * 1.2)})"/>` : "";
  const sheen = `<path d="${outline}" fill="#ffffff" fill-opacity="0.12" transform="translate(${n(side * w * 0.06)} ${n(-h * 0.05)}) scale(0.8 0.75) translate(${n(x * 0.25)} ${n(y * 0.25)})"/>`;
  return { body: `<path d="${outline}" fill="url(#${fill})"/>${moss}${sheen}${crack}`, shadow: floorShadow(doc, c, x, y, w, h) };
}

/** A stack of two or three closed books, spines to the camera, each a different cover colour. */
export function books(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h } = propPx(c, p);
  const w = h * (p.aspect ?? 2.6);
  const covers = [p.color, p.color2 ?? "#2f4f6f", mix(p.color, "#c8b48a", 0.6)];
  const out: string[] = [];
  let top = y;
  const count = 3;
  for (let i = 0; i < count; i += 1) {
    const bh = (h / count) * (0.85 + (i % 2) * 0.2);
    const bw = w * (1 - i * 0.08);
    const bx = x - bw / 2 + (i % 2 ? 1 : -1) * w * 0.03;
    const cover = covers[i % covers.length]!;
    const pages = Math.max(1, bh * 0.18);
    out.push(
      `<rect x="${n(bx)}" y="${n(top - bh)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh * 0.12)}" fill="${cover}"/>`,
      `<rect x="${n(bx + bw * 0.03)}" y="${n(top - bh + pages)}" width="${n(bw * 0.94)}" height="${n(bh - pages * 2)}" fill="#f4efe4"/>`,
      `<rect x="${n(bx)}" y="${n(top - bh)}" width="${n(bw * 0.12)}" height="${n(bh)}" rx="${n(bh * 0.12)}" fill="${darken(cover, 0.15)}"/>`,
      `<rect x="${n(bx + bw * 0.03)}" y="${n(top - bh * 0.55)}" width="${n(bw * 0.06)}" height="${n(bh * 0.1)}" fill="${lighten(cover, 0.45)}" fill-opacity="0.8"/>`,
    );
    top -= bh;
  }
  return { body: out.join(""), shadow: floorShadow(doc, c, x, y, w, h * 0.5) };
}

/** An open laptop seen from the front-side: the lid's back with a soft sheen, the base's edge below. */
export function laptop(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const w = h * (p.aspect ?? 1.5);
  const lid = doc.linear(side <= 0 ? 100 : -100, [
    { at: 0, color: lighten(p.color, 0.22) },
    { at: 1, color: darken(p.color, 0.18) },
  ]);
  const baseH = Math.max(2, h * 0.07);
  const screen = mix(p.color2 ?? "#2a3440", "#7fa8d8", 0.35);
  const tilt = w * 0.06;
  return {
    body:
      // The screen seen at an angle from one side: its lit face, a bezel, the lid's edge.
      `<path d="M${n(x - w / 2 + tilt)} ${n(y - h)} L${n(x + w / 2 - tilt)} ${n(y - h)} L${n(x + w / 2)} ${n(y - baseH)} L${n(x - w / 2)} ${n(y - baseH)} Z" fill="#1d2126"/>` +
      `<path d="M${n(x - w / 2 + tilt + w * 0.03)} ${n(y - h + h * 0.05)} L${n(x + w / 2 - tilt - w * 0.03)} ${n(y - h + h * 0.05)} L${n(x + w / 2 - w * 0.035)} ${n(y - baseH - h * 0.05)} L${n(x - w / 2 + w * 0.035)} ${n(y - baseH - h * 0.05)} Z" fill="${screen}"/>` +
      `<path d="M${n(x - w / 2 + tilt + w * 0.03)} ${n(y - h + h * 0.05)} L${n(x - w * 0.05)} ${n(y - h + h * 0.05)} L${n(x - w * 0.3)} ${n(y - baseH - h * 0.05)} L${n(x - w / 2 + w * 0.035)} ${n(y - baseH - h * 0.05)} Z" fill="#ffffff" fill-opacity="0.12"/>` +
      `<rect x="${n(x - w * 0.56)}" y="${n(y - baseH)}" width="${n(w * 1.12)}" height="${n(baseH)}" rx="${n(baseH * 0.4)}" fill="url(#${lid})"/>`,
    shadow: floorShadow(doc, c, x, y, w * 1.1, h * 0.3),
  };
}

/** A croissant: a crescent of golden rolled segments, fattest in the middle, tips curling down. */
export function croissant(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const w = h * (p.aspect ?? 2.4);
  const out: string[] = [];
  const N = 7;
  for (let i = 0; i < N; i += 1) {
    const t = i / (N - 1);
    // Along an arch: the tips lower and thinner than the middle.
    const fat = Math.sin(t * Math.PI) * 0.6 + 0.4;
    const cx2 = x - w * 0.5 + t * w;
    const cy = y - h * 0.45 * fat - Math.sin(t * Math.PI) * h * 0.15;
    const rx = (w / N) * 0.75 * (0.7 + fat * 0.4);
    const ry = h * 0.5 * fat;
    const color = i % 2 ? darken(p.color, 0.1) : p.color;
    const fill = doc.radial(cx2, cy, Math.max(rx, ry), [
      { at: 0, color: lighten(color, 0.3) },
      { at: 0.65, color },
      { at: 1, color: darken(color, 0.35) },
    ], { fx: cx2 + side * rx * 0.3, fy: cy - ry * 0.5 });
    out.push(`<ellipse cx="${n(cx2)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#${fill})" stroke="${darken(p.color, 0.45)}" stroke-width="${n(Math.max(0.6, h * 0.025))}" stroke-opacity="0.55"/>`);
  }
  // The middle segment on top of its neighbours.
  const order = [0, 6, 1, 5, 2, 4, 3].map((i) => out[i]!);
  return { body: order.join(""), shadow: floorShadow(doc, c, x, y, w * 0.9, h * 0.6) };
}

/** A potted plant: a terracotta (or the prop's colour) pot with a spray of leaves. */
export function plant(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const potH = h * 0.32;
  const potW = h * 0.3;
  const pot = sideShade(doc, p.color2 ?? "#c4704a", side, 0.35);
  const rand = rng(Math.round(p.x * 1000 + p.size * 777) || 3);
  const leaves: string[] = [];
  for (let i = 0; i < 9; i += 1) {
    const a = -Math.PI / 2 + (i / 8 - 0.5) * 2.4 + (rand() - 0.5) * 0.2;
    const len = h * (0.45 + rand() * 0.25);
    const bx = x;
    const by = y - potH;
    const tx = bx + Math.cos(a) * len;
    const ty = by + Math.sin(a) * len;
    const mx = (bx + tx) / 2 + Math.cos(a + 1.57) * len * 0.16;
    const my = (by + ty) / 2 + Math.sin(a + 1.57) * len * 0.16;
    const col = i % 2 ? p.color : darken(p.color, 0.2);
    leaves.push(`<path d="M${n(bx)} ${n(by)} Q${n(mx)} ${n(my)} ${n(tx)} ${n(ty)} Q${n(2 * (bx + tx) / 2 - mx)} ${n(2 * (by + ty) / 2 - my)} ${n(bx)} ${n(by)} Z" fill="${col}"/>`);
  }
  return {
    body: `${leaves.join("")}<path d="M${n(x - potW / 2)} ${n(y - potH)} L${n(x + potW / 2)} ${n(y - potH)} L${n(x + potW * 0.38)} ${n(y)} L${n(x - potW * 0.38)} ${n(y)} Z" fill="url(#${pot})"/><rect x="${n(x - potW * 0.54)}" y="${n(y - potH)}" width="${n(potW * 1.08)}" height="${n(potH * 0.16)}" fill="${darken(p.color2 ?? "#c4704a", 0.08)}"/>`,
    shadow: floorShadow(doc, c, x, y, potW, h * 0.6),
  };
}

/** A coffee cup on its saucer. */
export function cup(doc: SvgDoc, c: SceneCtx, p: Prop): Drawn {
  const { x, y, h, side } = propPx(c, p);
  const w = h * 1.1;
  const body = sideShade(doc, p.color, side, 0.3);
  const saucerRy = h * 0.08;
  return {
    body:
      `<ellipse cx="${n(x)}" cy="${n(y - saucerRy)}" rx="${n(w * 0.85)}" ry="${n(saucerRy)}" fill="${darken(p.color, 0.08)}"/>` +
      `<path d="M${n(x + w * 0.45)} ${n(y - h * 0.75)} q${n(w * 0.3)} ${n(h * 0.05)} ${n(w * 0.05)} ${n(h * 0.4)}" stroke="${darken(p.color, 0.12)}" stroke-width="${n(h * 0.08)}" fill="none"/>` +
      `<path d="M${n(x - w / 2)} ${n(y - h)} L${n(x + w / 2)} ${n(y - h)} Q${n(x + w * 0.48)} ${n(y - saucerRy * 1.5)} ${n(x)} ${n(y - saucerRy * 1.5)} Q${n(x - w * 0.48)} ${n(y - saucerRy * 1.5)} ${n(x - w / 2)} ${n(y - h)} Z" fill="url(#${body})"/>` +
      `<ellipse cx="${n(x)}" cy="${n(y - h)}" rx="${n(w / 2)}" ry="${n(h * 0.1)}" fill="${p.color2 ?? "#5a3a22"}"/>`,
    shadow: floorShadow(doc, c, x, y, w * 1.5, h),
  };
}
