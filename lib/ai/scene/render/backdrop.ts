// The wall behind the product: base fill, soft colour fields, a wall pattern and grain.
import { darken, hexToRgb, lighten, mix, rgbToHex } from "../color";
import type { WallPattern } from "../recipe";
import type { SceneCtx } from "./context";
import { sceneryLayer } from "./scenery";
import { n, rng, type SvgDoc } from "./svg";
import { textureLayer } from "./texture";

export function backdropLayer(doc: SvgDoc, c: SceneCtx): string {
  const { backdrop } = c.recipe;
  const parts = [`<rect width="${c.W}" height="${c.H}" fill="${doc.fill(backdrop.fill, 0, 0, c.W, c.H)}"/>`];
  const long = Math.max(c.W, c.H);
  for (const b of backdrop.blobs ?? []) {
    const gid = doc.radial(b.x * c.W, b.y * c.H, b.r * long, [
      { at: 0, color: b.color, opacity: b.opacity ?? 0.9 },
      { at: 0.55, color: b.color, opacity: (b.opacity ?? 0.9) * 0.45 },
      { at: 1, color: b.color, opacity: 0 },
    ]);
    parts.push(`<rect width="${c.W}" height="${c.H}" fill="url(#${gid})"/>`);
  }
  if (backdrop.scenery) parts.push(sceneryLayer(doc, c, backdrop.scenery));
  // Floors reflect this cheap part of the wall; patterns and grain would double the cost unseen.
  // It is a def so that a blur layer rendered apart (the reflection) can use it too.
  doc.def(`<g id="wallbase">${parts.join("")}</g>`);
  parts.length = 0;
  parts.push(`<use href="#wallbase" xlink:href="#wallbase"/>`);
  const wallH = c.recipe.floor.seamless ? c.H : Math.min(c.H, c.hz + 2);
  if (backdrop.pattern) parts.push(patternLayer(doc, c, backdrop.pattern, wallH));
  if (backdrop.texture) parts.push(textureLayer(doc, backdrop.texture, { x: 0, y: 0, w: c.W, h: wallH }, c.k, c.seed + 3));
  return `<g id="wall">${parts.join("")}</g>`;
}

/** The wall's own colour near the horizon, for patterns drawn in its tone. */
export function wallColor(c: SceneCtx): string {
  const fill = c.recipe.backdrop.fill;
  if (fill.kind === "solid") return fill.color;
  return fill.stops[Math.floor(fill.stops.length / 2)]?.color ?? c.recipe.palette.primary;
}

function patternLayer(doc: SvgDoc, c: SceneCtx, p: WallPattern, wallH: number): string {
  const u = c.f.s * (p.scale ?? 1);
  const base = wallColor(c);
  const opacity = p.opacity ?? 1;
  // Walls sit behind the focus plane, but a blur over the whole wall costs more than it shows.
  const soft = "";
  switch (p.kind) {
    case "brick":
      return `<g opacity="${n(opacity)}"${soft}>${bricks(c, u, base, p, wallH)}</g>`;
    case "subway_tile":
    case "square_tile": {
      const th = u * (p.kind === "subway_tile" ? 0.045 : 0.075);
      const tw = p.kind === "subway_tile" ? th * 2 : th;
      const gap = Math.max(1, th * 0.07);
      const pid = doc.id("pt");
      const bevel = doc.linear(0, [
        { at: 0, color: lighten(base, 0.35) },
        { at: 0.2, color: base },
        { at: 0.85, color: base },
        { at: 1, color: darken(base, 0.08) },
      ]);
      const offset = p.kind === "subway_tile" ? tw / 2 : 0;
      doc.def(
        `<pattern id="${pid}" patternUnits="userSpaceOnUse" width="${n(tw)}" height="${n(th * 2)}" x="${n(c.W / 2)}" y="${n(c.hz)}">` +
          `<rect width="${n(tw)}" height="${n(th * 2)}" fill="${p.color}"/>` +
          `<rect x="${n(gap / 2)}" y="${n(gap / 2)}" width="${n(tw - gap)}" height="${n(th - gap)}" rx="${n(gap)}" fill="url(#${bevel})"/>` +
          `<rect x="${n(offset + gap / 2)}" y="${n(th + gap / 2)}" width="${n(tw - gap)}" height="${n(th - gap)}" rx="${n(gap)}" fill="url(#${bevel})"/>` +
          (offset ? `<rect x="${n(offset - tw + gap / 2)}" y="${n(th + gap / 2)}" width="${n(tw - gap)}" height="${n(th - gap)}" rx="${n(gap)}" fill="url(#${bevel})"/>` : "") +
          `</pattern>`,
      );
      return `<rect width="${c.W}" height="${n(wallH)}" fill="url(#${pid})" opacity="${n(opacity)}"${soft}/>`;
    }
    case "fluted": {
      // One flute's shading repeated across the wall: a repeating gradient costs librsvg a tenth
      // of a pattern tile drawn hundreds of times.
      const w = u * 0.035;
      const gid = doc.id("lg");
      doc.def(
        `<linearGradient id="${gid}" gradientUnits="userSpaceOnUse" x1="${n(c.W / 2)}" y1="0" x2="${n(c.W / 2 + w)}" y2="0" spreadMethod="repeat">` +
          doc.stops([
            { at: 0, color: darken(base, 0.16) },
            { at: 0.3, color: lighten(base, 0.12) },
            { at: 0.7, color: base },
            { at: 1, color: darken(base, 0.2) },
          ]) +
          `</linearGradient>`,
      );
      return `<rect width="${c.W}" height="${n(wallH)}" fill="url(#${gid})"${opacity < 1 ? ` opacity="${n(opacity)}"` : ""}/>`;
    }
    case "panels":
    case "stripes": {
      const w = u * (p.kind === "panels" ? 0.16 : 0.07);
      const pid = doc.id("pt");
      const inner =
        p.kind === "stripes"
            ? `<rect width="${n(w / 2)}" height="10" fill="${p.color}"/>`
            : `<rect width="${n(Math.max(1, w * 0.02))}" height="10" fill="${p.color}"/><rect x="${n(Math.max(1, w * 0.02))}" width="${n(Math.max(1, w * 0.015))}" height="10" fill="${lighten(base, 0.3)}"/>`;
      doc.def(`<pattern id="${pid}" patternUnits="userSpaceOnUse" width="${n(w)}" height="10" x="${n(c.W / 2)}">${inner}</pattern>`);
      return `<rect width="${c.W}" height="${n(wallH)}" fill="url(#${pid})" opacity="${n(opacity)}"${soft}/>`;
    }
  }
}

function bricks(c: SceneCtx, u: number, base: string, p: WallPattern, wallH: number): string {
  const bh = u * 0.05;
  const bw = bh * 2.3;
  const gap = Math.max(1, bh * 0.12);
  const rand = rng(c.seed * 31 + 7);
  const variation = p.variation ?? 0.25;
  const { r, g, b } = hexToRgb(base);
  const out = [`<rect width="${c.W}" height="${n(wallH)}" fill="${p.color}"/>`];
  // Rows are laid from the horizon up, so the bottom course meets the floor cleanly.
  for (let row = 0, y = wallH - bh; y > -bh; row += 1, y -= bh) {
    const shift = row % 2 ? bw / 2 : 0;
    for (let x = -bw + shift; x < c.W; x += bw) {
      const t = (rand() - 0.5) * variation;
      const warm = (rand() - 0.5) * variation * 40;
      const face = rgbToHex({ r: r * (1 + t) + warm, g: g * (1 + t), b: b * (1 + t) - warm / 2 });
      out.push(`<rect x="${n(x + gap / 2)}" y="${n(y + gap / 2)}" width="${n(bw - gap)}" height="${n(bh - gap)}" fill="${face}"/>`);
    }
  }
  // A thin top highlight on each course reads as depth without a per-brick gradient.
  out.push(`<rect width="${c.W}" height="${n(wallH)}" fill="${mix(base, "#000000", 0.3)}" fill-opacity="0.06"/>`);
  return out.join("");
}
