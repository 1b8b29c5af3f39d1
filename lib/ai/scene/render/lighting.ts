// The key light's effect on wall and floor: falloff across the room, a pool of light on the stage,
// shapes thrown by a window or leaves (gobos), beams in hazy air, and a spotlight's dark surround.
import type { GoboKind } from "../recipe";
import type { SceneCtx } from "./context";
import { n, rng, type SvgDoc } from "./svg";

export function lightLayer(doc: SvgDoc, c: SceneCtx): string {
  const L = c.recipe.light;
  const S = c.f.s;
  const out: string[] = [];
  const side = -c.light.dirX; // -1 light on the left, 1 on the right
  // Light side of the room glows in the light's colour; the far side falls off.
  const glow = doc.radial(c.W / 2 + side * c.W * 0.42, -c.H * 0.15, Math.max(c.W, c.H) * 1.05, [
    { at: 0, color: c.light.tint, opacity: 0.38 * L.intensity },
    { at: 0.6, color: c.light.tint, opacity: 0.1 * L.intensity },
    { at: 1, color: c.light.tint, opacity: 0 },
  ]);
  out.push(`<rect width="${c.W}" height="${c.H}" fill="url(#${glow})" style="mix-blend-mode:screen"/>`);
  const fall = doc.linear(side < 0 ? 90 : -90, [
    { at: 0, color: "#000000", opacity: 0 },
    { at: 0.55, color: "#000000", opacity: 0.04 * L.intensity },
    { at: 1, color: "#000000", opacity: (0.1 + 0.22 * (1 - L.softness)) * L.intensity * Math.abs(side) },
  ]);
  out.push(`<rect width="${c.W}" height="${c.H}" fill="url(#${fall})"/>`);
  // A pool of light where the product stands.
  const pool = doc.radial(c.stage.x, c.stage.y, S * 0.55, [
    { at: 0, color: c.light.tint, opacity: 0.22 * L.intensity },
    { at: 1, color: c.light.tint, opacity: 0 },
  ], { sy: 0.45 });
  // On a seamless sweep there is no seam to stop the pool; elsewhere the wall is not lit by it.
  const floorTop = c.recipe.floor.seamless ? 0 : c.hz;
  out.push(`<rect x="0" y="${n(floorTop)}" width="${c.W}" height="${n(c.H - floorTop)}" fill="url(#${pool})" style="mix-blend-mode:screen"/>`);
  if (L.gobo) out.push(gobo(doc, c, L.gobo.kind, L.gobo.opacity ?? 0.5, L.gobo.scale ?? 1));
  return out.join("");
}

/** Light that sits in front of the props: a spotlight's dark surround and beams in the air. */
export function airLightLayer(doc: SvgDoc, c: SceneCtx): string {
  const L = c.recipe.light;
  return (L.spot ? spot(doc, c) : "") + (L.beams ? beams(doc, c) : "");
}

function spot(doc: SvgDoc, c: SceneCtx): string {
  const S = c.f.s;
  const x = c.stage.x;
  const wall = doc.radial(x, c.stage.y - S * 0.3, S * 0.62, [
    { at: 0, color: "#000000", opacity: 0 },
    { at: 0.45, color: "#000000", opacity: 0.15 },
    { at: 1, color: "#000000", opacity: 0.72 },
  ], { sy: 1.1 });
  const floorPool = doc.radial(x, c.stage.y, S * 0.4, [
    { at: 0, color: c.light.tint, opacity: 0.45 },
    { at: 1, color: c.light.tint, opacity: 0 },
  ], { sy: 0.3 });
  const floorTop = c.recipe.floor.seamless ? 0 : c.hz;
  return `<rect width="${c.W}" height="${c.H}" fill="url(#${wall})"/><rect x="0" y="${n(floorTop)}" width="${c.W}" height="${n(c.H - floorTop)}" fill="url(#${floorPool})" style="mix-blend-mode:screen"/>`;
}

/** Shapes of light (window, blinds) or of shadow (leaves) thrown across the wall and floor. */
function gobo(doc: SvgDoc, c: SceneCtx, kind: GoboKind, opacity: number, scale: number): string {
  const S = c.f.s * scale;
  const side = -c.light.dirX;
  const soft = c.f.s * (0.004 + 0.02 * c.recipe.light.softness);
  const shear = side * 0.35;
  // Light falls on the wall on the side away from the light source.
  const cx = c.W / 2 - side * c.f.s * 0.18;
  if (kind === "leaves" || kind === "palm") {
    const rand = rng(c.seed + 101);
    const leaves: string[] = [];
    const count = kind === "palm" ? 5 : 9;
    for (let i = 0; i < count; i += 1) {
      const x = cx + side * S * 0.1 + (rand() - 0.5) * S * 1.2;
      const y = c.hz - S * (0.15 + rand() * 0.55);
      const len = S * (kind === "palm" ? 0.5 : 0.22 + rand() * 0.12);
      const rot = (rand() - 0.5) * 140 + (kind === "palm" ? side * 30 : 0);
      leaves.push(kind === "palm" ? palmFrond(x, y, len, rot) : leafSprig(x, y, len, rot));
    }
    return doc.blurLayer(soft, `<g fill="${c.light.shadow}">${leaves.join("")}</g>`, ` opacity="${n(opacity)}" style="mix-blend-mode:multiply"`);
  }
  const shapes: string[] = [];
  const top = c.hz - S * 0.62;
  if (kind === "blinds") {
    for (let i = 0; i < 9; i += 1) {
      const y = top + i * S * 0.085;
      shapes.push(`<rect x="${n(cx - S * 0.5)}" y="${n(y)}" width="${n(S)}" height="${n(S * 0.045)}"/>`);
    }
  } else if (kind === "window") {
    const pw = S * 0.17;
    const ph = S * 0.22;
    const gap = S * 0.025;
    for (let r = 0; r < 2; r += 1) for (let k = 0; k < 2; k += 1) shapes.push(`<rect x="${n(cx - pw - gap / 2 + k * (pw + gap))}" y="${n(top + r * (ph + gap))}" width="${n(pw)}" height="${n(ph)}"/>`);
  } else {
    const w = S * 0.34;
    const h = S * 0.5;
    shapes.push(`<path d="M${n(cx - w / 2)} ${n(top + h)} V${n(top + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(cx + w / 2)} ${n(top + w / 2)} V${n(top + h)} Z"/>`);
  }
  // Skewed as if the window were off to the side; on the floor the same shapes are flipped toward
  // the camera, squashed by perspective and pushed away from the light.
  const hz = c.hz;
  const onWall = `<g transform="matrix(1 0 ${n(shear)} 1 ${n(-shear * hz)} 0)">${shapes.join("")}</g>`;
  const k = side * 0.9;
  const onFloor = `<g transform="matrix(1 0 ${n(k)} -0.45 ${n(-k * hz)} ${n(1.45 * hz)})">${shapes.join("")}</g>`;
  const clip = doc.id("cp");
  doc.def(`<clipPath id="${clip}"><rect x="0" y="${n(c.hz)}" width="${c.W}" height="${n(c.H - c.hz)}"/></clipPath>`);
  const wallClip = doc.id("cp");
  doc.def(`<clipPath id="${wallClip}"><rect x="0" y="0" width="${c.W}" height="${n(c.hz)}"/></clipPath>`);
  return doc.blurLayer(
    soft,
    `<g fill="${c.light.tint}"><g clip-path="url(#${wallClip})">${onWall}</g><g clip-path="url(#${clip})" fill-opacity="0.8">${onFloor}</g></g>`,
    ` opacity="${n(opacity)}" style="mix-blend-mode:screen"`,
  );
}

/** A twig with a few pointed leaves: reads as foliage even when blurred. */
function leafSprig(x: number, y: number, len: number, rot: number): string {
  const leafAt = (t: number, side: number, size: number) => {
    const l = len * size;
    const w = l * 0.32;
    return `<path transform="translate(${n(len * t)} 0) rotate(${side * 50})" d="M0 0 C${n(l * 0.3)} ${n(-w)} ${n(l * 0.7)} ${n(-w)} ${n(l)} 0 C${n(l * 0.7)} ${n(w)} ${n(l * 0.3)} ${n(w)} 0 0 Z"/>`;
  };
  const parts = [`<path d="M0 0 L${n(len)} 0" stroke="#000" stroke-width="${n(len * 0.03)}"/>`, leafAt(0.25, -1, 0.5), leafAt(0.45, 1, 0.55), leafAt(0.65, -1, 0.5), leafAt(0.85, 1, 0.42), leafAt(1, 0, 0.45)];
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${parts.join("")}</g>`;
}

function palmFrond(x: number, y: number, len: number, rot: number): string {
  const parts = [`<path d="M0 0 Q${n(len * 0.5)} ${n(-len * 0.08)} ${n(len)} ${n(len * 0.05)}" stroke="#000" stroke-width="${n(len * 0.015)}" fill="none"/>`];
  for (let i = 1; i < 14; i += 1) {
    const t = i / 14;
    const px = len * t;
    const py = -len * 0.06 * Math.sin(t * Math.PI);
    const l = len * 0.28 * Math.sin(t * Math.PI * 0.9 + 0.2);
    for (const dir of [-1, 1]) parts.push(`<ellipse cx="${n(px + l * 0.3)}" cy="${n(py + dir * l * 0.45)}" rx="${n(l * 0.55)}" ry="${n(len * 0.018)}" transform="rotate(${n(dir * 55)} ${n(px + l * 0.3)} ${n(py + dir * l * 0.45)})"/>`);
  }
  return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(rot)})">${parts.join("")}</g>`;
}

/** God rays: pale wedges from the light's side through the air. */
function beams(doc: SvgDoc, c: SceneCtx): string {
  const S = c.f.s;
  const side = -c.light.dirX || 1;
  const ox = c.W / 2 + side * (c.W / 2 + S * 0.1);
  const oy = -S * 0.1;
  const rays: string[] = [];
  const g = doc.linear(0, [
    { at: 0, color: c.light.tint, opacity: 0.75 },
    { at: 1, color: c.light.tint, opacity: 0.05 },
  ], { x1: ox, y1: oy, x2: c.W / 2 - side * S * 0.2, y2: c.H });
  for (const [a, w] of [
    [0.35, 0.05],
    [0.5, 0.08],
    [0.68, 0.04],
    [0.8, 0.07],
  ] as const) {
    const tx = c.W / 2 - side * S * (a - 0.4) * 1.4;
    rays.push(`<polygon points="${n(ox)},${n(oy)} ${n(tx - S * w)},${n(c.H)} ${n(tx + S * w)},${n(c.H)}"/>`);
  }
  return doc.blurLayer(S * 0.018, `<g fill="url(#${g})">${rays.join("")}</g>`, ` opacity="0.5" style="mix-blend-mode:screen"`);
}
