/**
 * When no backdrop surface fits the border, tells the two honest reasons apart: a product so close
 * that it runs off three edges (one edge is still clean backdrop, the other three are mostly
 * something else), or a busy scene (no edge is clean).
 */
import { borderBand } from "./background-model";
import { colourDistance } from "./colour-distance";
import type { WorkingImage } from "./working-image";

/** A side is clean backdrop when three quarters of it is this close to its median colour. */
const CLEAN_SPREAD = 3;
/** Farther than this from the clean side's colour is not backdrop. */
const FOREIGN_DISTANCE = 12;
/** A side "taken" by the product is at least this much not-backdrop. */
const TAKEN_FRACTION = 0.4;

type Side = { L: number[]; a: number[]; b: number[] };

const median = (v: number[]) => [...v].sort((x, y) => x - y)[v.length >> 1] ?? 0;

function sides(work: WorkingImage): Side[] {
  const { width: w, height: h, lab } = work;
  const band = borderBand(w, h);
  const out: Side[] = [0, 1, 2, 3].map(() => ({ L: [], a: [], b: [] }));
  const add = (s: number, p: number) => {
    out[s]!.L.push(lab.L[p]!);
    out[s]!.a.push(lab.a[p]!);
    out[s]!.b.push(lab.b[p]!);
  };
  for (let d = 0; d < band; d += 2) {
    for (let x = 0; x < w; x += 2) {
      add(0, d * w + x);
      add(2, (h - 1 - d) * w + x);
    }
    for (let y = 0; y < h; y += 2) {
      add(3, y * w + d);
      add(1, y * w + w - 1 - d);
    }
  }
  return out;
}

export function explainUnclearBorder(work: WorkingImage): "cropped" | "busy" {
  const all = sides(work);
  const stats = all.map((s) => {
    const m = [median(s.L), median(s.a), median(s.b)] as const;
    const dist = s.L.map((_, i) => colourDistance(s.L[i]!, s.a[i]!, s.b[i]!, m[0], m[1], m[2]));
    const spread = [...dist].sort((x, y) => x - y)[Math.floor(dist.length * 0.75)] ?? 0;
    return { m, spread };
  });
  const clean = stats.reduce((best, s, i) => (s.spread < stats[best]!.spread ? i : best), 0);
  const { m, spread } = stats[clean]!;
  if (spread > CLEAN_SPREAD) return "busy";
  let taken = 0;
  all.forEach((s, i) => {
    if (i === clean) return;
    let foreign = 0;
    for (let k = 0; k < s.L.length; k++) if (colourDistance(s.L[k]!, s.a[k]!, s.b[k]!, m[0], m[1], m[2]) > FOREIGN_DISTANCE) foreign++;
    if (foreign / s.L.length >= TAKEN_FRACTION) taken++;
  });
  return taken >= 3 ? "cropped" : "busy";
}
