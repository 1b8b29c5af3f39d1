// Distant scenery on the horizon (sea, hills, dunes, mountains, skyline, forest), drawn out of focus
// the way a product photographer's shallow depth of field would show it.
import { darken, lighten } from "../color";
import type { Scenery } from "../recipe";
import type { SceneCtx } from "./context";
import { n, rng, type SvgDoc } from "./svg";

export function sceneryLayer(doc: SvgDoc, c: SceneCtx, s: Scenery): string {
  const rand = rng((s.seed ?? 5) * 97 + c.seed);
  // Scenery stands on the horizon, at most ~0.45 of the frame tall (the skyline's towers).
  const band = { x: 0, y: c.hz - c.f.s * 0.46, w: c.W, h: c.f.s * 0.46 + 3 };
  const blurred = (body: string) => doc.blurLayer((s.blur ?? 0.006) * c.f.s, body, "", band);
  const colors = s.colors.length ? s.colors : ["#888888"];
  const col = (i: number) => colors[Math.min(colors.length - 1, i)] ?? "#888888";
  const base = c.hz;
  const S = c.f.s;
  switch (s.kind) {
    case "sea": {
      const top = base - S * 0.11;
      const g = doc.linear(0, [
        { at: 0, color: col(0) },
        { at: 1, color: col(1) },
      ]);
      const glints: string[] = [];
      for (let i = 0; i < 46; i += 1) {
        const y = top + (base - top) * rand() ** 1.6;
        const w = S * (0.01 + rand() * 0.05) * (0.4 + (y - top) / (base - top));
        glints.push(`<rect x="${n(rand() * c.W)}" y="${n(y)}" width="${n(w)}" height="${n(Math.max(1, S * 0.0025))}" fill="#ffffff" fill-opacity="${n(0.25 + rand() * 0.4)}"/>`);
      }
      return blurred(`<rect x="0" y="${n(top)}" width="${c.W}" height="${n(base - top + 2)}" fill="url(#${g})"/>${glints.join("")}`);
    }
    case "lake": {
      // Still water to a far shore of trees: a tree line, its blurred mirror image, the water's sheen.
      const shore = base - S * 0.1;
      const trees = ridge(c, rand, "forest", shore, S * 0.12, col(0), 0.6);
      const water = doc.linear(0, [
        { at: 0, color: lighten(col(1), 0.1) },
        { at: 1, color: col(1) },
      ]);
      const glints: string[] = [];
      for (let i = 0; i < 30; i += 1) {
        const y = shore + (base - shore) * rand();
        glints.push(`<rect x="${n(rand() * c.W)}" y="${n(y)}" width="${n(S * (0.02 + rand() * 0.06))}" height="${n(Math.max(1, S * 0.002))}" fill="#ffffff" fill-opacity="${n(0.2 + rand() * 0.3)}"/>`);
      }
      return blurred(`${trees}<rect x="0" y="${n(shore)}" width="${c.W}" height="${n(base - shore + 2)}" fill="url(#${water})"/><g transform="matrix(1 0 0 -0.5 0 ${n(shore * 1.5)})" opacity="0.35">${trees}</g>${glints.join("")}`);
    }
    case "waterfall": {
      // A rock face across the back with white water falling down it into spray: the falls stand
      // a little off centre so the product does not hide them.
      const top = base - S * 0.44;
      const face = ridge(c, rand, "mountains", base, S * 0.44, col(0), 0.3);
      const green = ridge(c, rand, "forest", top + S * 0.1, S * 0.08, col(2), 0.5);
      const fallX = c.f.x0 + S * (0.72 + rand() * 0.1);
      const fw = S * 0.12;
      const streaks: string[] = [];
      for (let i = 0; i < 14; i += 1) {
        const sx = fallX - fw / 2 + rand() * fw;
        streaks.push(`<rect x="${n(sx)}" y="${n(top + S * 0.05)}" width="${n(Math.max(1, S * (0.004 + rand() * 0.01)))}" height="${n(base - top)}" fill="#ffffff" fill-opacity="${n(0.5 + rand() * 0.4)}"/>`);
      }
      const fall = `<path d="M${n(fallX - fw / 2)} ${n(top + S * 0.05)} L${n(fallX + fw / 2)} ${n(top + S * 0.05)} L${n(fallX + fw * 0.75)} ${n(base)} L${n(fallX - fw * 0.75)} ${n(base)} Z" fill="${lighten(col(1), 0.55)}"/>`;
      const spray = `<ellipse cx="${n(fallX)}" cy="${n(base)}" rx="${n(fw * 1.6)}" ry="${n(S * 0.05)}" fill="#ffffff" fill-opacity="0.7"/>`;
      // Falls elsewhere along a wide canvas: one each side of the frame.
      const far = `<g transform="translate(${n(-S * 1.1)} 0)" opacity="0.8">${fall}${streaks.join("")}${spray}</g>`;
      return blurred(`${face}${green}${c.W > S * 1.6 ? far : ""}${fall}${streaks.join("")}${spray}`);
    }
    case "hills":
    case "dunes":
    case "mountains":
    case "forest": {
      const layers: string[] = [];
      colors.forEach((color, i) => {
        const depth = (i + 1) / colors.length;
        const height = S * (s.kind === "mountains" ? 0.26 - depth * 0.1 : s.kind === "forest" ? 0.32 - depth * 0.06 : 0.12 - depth * 0.04);
        layers.push(ridge(c, rand, s.kind, base, height, color, depth));
      });
      return blurred(layers.join(""));
    }
    case "skyline":
    case "window_city": {
      const out: string[] = [];
      const lights = s.lights ?? ["#ffd27a"];
      colors.forEach((color, layer) => {
        let x = -S * 0.05;
        while (x < c.W) {
          const w = S * (0.05 + rand() * 0.09);
          const h = S * (0.1 + rand() * (0.35 - layer * 0.1));
          out.push(`<rect x="${n(x)}" y="${n(base - h)}" width="${n(w)}" height="${n(h + 2)}" fill="${color}"/>`);
          const win = S * 0.012;
          for (let wy = base - h + win; wy < base - win; wy += win * 2.2) {
            for (let wx = x + win * 0.6; wx < x + w - win; wx += win * 1.8) {
              if (rand() < 0.28) out.push(`<rect x="${n(wx)}" y="${n(wy)}" width="${n(win)}" height="${n(win * 1.2)}" fill="${lights[Math.floor(rand() * lights.length)] ?? "#ffd27a"}" fill-opacity="${n(0.5 + rand() * 0.5)}"/>`);
            }
          }
          x += w + S * rand() * 0.01;
        }
      });
      const city = doc.blurLayer((s.blur ?? 0.008) * S, out.join(""), "", band);
      if (s.kind === "skyline") return city;
      return windowFrame(doc, c, city);
    }
  }
}

/** A silhouette ridge from the horizon up: smooth for hills and dunes, jagged for mountains, trees for forest. */
function ridge(c: SceneCtx, rand: () => number, kind: Scenery["kind"], base: number, height: number, color: string, depth: number): string {
  const S = c.f.s;
  const pts: string[] = [];
  const step = kind === "mountains" ? S * 0.06 : kind === "forest" ? S * 0.025 : S * 0.18;
  const phase = rand() * 10;
  let first = true;
  for (let x = -step; x <= c.W + step; x += step) {
    const wave = Math.sin(x / (S * (0.35 + depth * 0.2)) + phase) * 0.5 + 0.5;
    const jitter = kind === "mountains" ? rand() * 0.6 : kind === "forest" ? rand() * 0.5 : 0;
    const y = base - height * (0.45 + 0.55 * wave) * (1 - jitter * 0.5);
    pts.push(`${first ? "M" : kind === "hills" || kind === "dunes" ? "T" : "L"}${n(x)} ${n(y)}`);
    first = false;
  }
  const body = `<path d="${pts.join(" ")} L${n(c.W + step)} ${n(base + 2)} L${n(-step)} ${n(base + 2)} Z" fill="${color}"/>`;
  if (kind !== "dunes") return body;
  // Dunes: a lit crest fading down their face.
  return `${body}<path d="${pts.join(" ")}" fill="none" stroke="${lighten(color, 0.25)}" stroke-width="${n(S * 0.01)}" stroke-opacity="0.6"/>`;
}

function windowFrame(doc: SvgDoc, c: SceneCtx, city: string): string {
  const S = c.f.s;
  const x0 = c.f.x0 - S * 0.1;
  const x1 = c.f.x0 + S * 1.1;
  const top = Math.max(0, c.f.y0 - S);
  const bottom = c.hz - S * 0.06;
  const clip = doc.id("cp");
  doc.def(`<clipPath id="${clip}"><rect x="${n(x0)}" y="${n(top)}" width="${n(x1 - x0)}" height="${n(bottom - top)}"/></clipPath>`);
  const mull = Math.max(2, S * 0.018);
  const frameColor = darken(c.recipe.palette.secondary, 0.35);
  const bars: string[] = [];
  for (let i = 0; i <= 4; i += 1) bars.push(`<rect x="${n(x0 + ((x1 - x0) * i) / 4 - mull / 2)}" y="${n(top)}" width="${n(mull)}" height="${n(bottom - top)}" fill="${frameColor}"/>`);
  for (const t of [0.35, 0.7]) bars.push(`<rect x="${n(x0)}" y="${n(top + (bottom - top) * t)}" width="${n(x1 - x0)}" height="${n(mull * 0.7)}" fill="${frameColor}"/>`);
  bars.push(`<rect x="${n(x0 - mull)}" y="${n(bottom)}" width="${n(x1 - x0 + mull * 2)}" height="${n(mull * 1.2)}" fill="${frameColor}"/>`);
  const sky = doc.linear(0, [
    { at: 0, color: lighten(c.recipe.palette.primary, 0.2) },
    { at: 1, color: c.recipe.palette.primary },
  ]);
  // The city is seen through the window, but its base sits at the sill rather than the floor.
  return `<g clip-path="url(#${clip})"><rect x="${n(x0)}" y="${n(top)}" width="${n(x1 - x0)}" height="${n(bottom - top)}" fill="url(#${sky})"/><g transform="translate(0 ${n(bottom - c.hz + S * 0.02)})">${city}</g></g>${bars.join("")}`;
}
