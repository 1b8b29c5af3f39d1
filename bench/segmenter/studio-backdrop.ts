// The studio backdrops the real-imagery set composites its cutouts on (real-set.ts): seamless
// paper, card under a vignette, sweeps, a pastel gradient or the product's own colour, with paper
// fibre and uneven light.
import type { Random } from "./random";
import type { StudioBackdrop } from "./real-set";

export type Rgb = [number, number, number];

/** The backdrop's colour at (u, v) ∈ [0, 1]², before texture and noise. */
export function backdropPainter(r: Random, kind: StudioBackdrop, extraVignette: number, matched: Rgb): (u: number, v: number) => Rgb {
  const vignette = r.range(0.03, 0.08) + extraVignette;
  const vig = (u: number, v: number) => 1 - vignette * ((u - 0.5) ** 2 + (v - 0.55) ** 2) * 2.5;
  switch (kind) {
    case "white": {
      // Seamless white paper: never pure white, slightly warm or cool, the top a little darker.
      const base: Rgb = [r.range(240, 250), 0, 0];
      base[1] = base[0] - r.range(0, 3);
      base[2] = base[0] - r.range(-2, 7);
      const fall = r.range(0.02, 0.06);
      return (u, v) => {
        const k = vig(u, v) * (1 - fall * (1 - v));
        return [base[0] * k, base[1] * k, base[2] * k];
      };
    }
    case "offwhite": {
      // Warm off-white card under a stronger vignette: the corners fall off by 10–25%.
      const base: Rgb = [r.range(228, 240), 0, 0];
      base[1] = base[0] - r.range(3, 8);
      base[2] = base[0] - r.range(8, 18);
      return (u, v) => {
        const k = vig(u, v);
        return [base[0] * k, base[1] * k, base[2] * k];
      };
    }
    case "matched": {
      // A sweep of the product's own colour (a white jug on white, a grey mussel on grey), lit from above.
      const fall = r.range(0.02, 0.06);
      return (u, v) => {
        const k = vig(u, v) * (1 - fall * (1 - v));
        return [matched[0] * k, matched[1] * k, matched[2] * k];
      };
    }
    case "grey": {
      // A light grey sweep: darker at the top, curving into a brighter floor.
      const top = r.range(178, 200);
      const floor = r.range(212, 232);
      const tint = r.range(-3, 3);
      return (u, v) => {
        const t = 1 / (1 + Math.exp(-(v - 0.55) * 7));
        const g = (top + (floor - top) * t) * vig(u, v);
        return [g - tint, g, g + tint];
      };
    }
    case "beige": {
      const base: Rgb = [r.range(226, 240), r.range(212, 224), r.range(186, 204)];
      const fall = r.range(0.03, 0.07);
      return (u, v) => {
        const k = vig(u, v) * (1 - fall * (1 - v));
        return [base[0] * k, base[1] * k, base[2] * k];
      };
    }
    case "pastel": {
      const pastels: Rgb[] = [
        [246, 214, 222],
        [206, 226, 246],
        [214, 240, 222],
        [232, 220, 246],
        [250, 236, 206],
      ];
      const i = r.int(0, pastels.length - 1);
      const a = pastels[i]!;
      const b = pastels[(i + r.int(1, pastels.length - 1)) % pastels.length]!;
      const angle = r.range(0, Math.PI);
      const [cx, cy] = [Math.cos(angle), Math.sin(angle)];
      return (u, v) => {
        const t = Math.min(1, Math.max(0, 0.5 + ((u - 0.5) * cx + (v - 0.5) * cy) * 1.2));
        const k = vig(u, v);
        return [(a[0] + (b[0] - a[0]) * t) * k, (a[1] + (b[1] - a[1]) * t) * k, (a[2] + (b[2] - a[2]) * t) * k];
      };
    }
  }
}

/** Smooth random field in about [-1, 1] (paper fibre, uneven light): bilinear over a coarse grid. */
export function smoothNoise(r: Random, width: number, height: number, cells: number): Float32Array {
  const gw = cells + 2;
  const gh = Math.ceil((cells * height) / width) + 2;
  const grid = Float32Array.from({ length: gw * gh }, () => r.range(-1, 1));
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const fy = (y / height) * (gh - 2);
    const y0 = Math.floor(fy);
    const ty = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = (x / width) * (gw - 2);
      const x0 = Math.floor(fx);
      const tx = fx - x0;
      const o = y0 * gw + x0;
      out[y * width + x] = (grid[o]! * (1 - tx) + grid[o + 1]! * tx) * (1 - ty) + (grid[o + gw]! * (1 - tx) + grid[o + gw + 1]! * tx) * ty;
    }
  }
  return out;
}
