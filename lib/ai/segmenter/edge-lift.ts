/**
 * Lifts the working-size decision to a full-size feathered alpha, revisiting only the edge band at
 * full resolution (the "fast guided filter": a colour-guided filter's linear coefficients are
 * solved at working size, then applied to the full-size pixels). Outside the band the mask is the
 * working decision scaled up. Along the way it records each edge pixel's colour with the
 * backdrop's tint removed, for the cutout.
 */
import { boundaryDistance, type PixelRect } from "./regions";

export interface EdgeLiftInput {
  /** Working size: interleaved RGB and the 0/1 decision. */
  work: { width: number; height: number; rgb: Uint8Array };
  labels: Uint8Array;
  /** Full size: interleaved RGB. */
  full: { width: number; height: number; rgb: Uint8Array };
}

export interface EdgeLift {
  /** Full-size alpha, 255 = product. */
  alpha: Buffer;
  /** Full-size indices of partly transparent pixels and their decontaminated RGB (3 bytes each). */
  edgeIndex: Int32Array;
  edgeColour: Uint8Array;
}

/** Working pixels within this distance of the decided boundary are revisited at full size. */
const BAND = 2;
/** Guided filter window radius (working pixels) and regulariser (on 0–1 intensities). */
const RADIUS = 2;
const EPS = 3e-3;
/** Alpha within this many levels of 0 or 255 is snapped there. */
const SNAP = 6;

/** Reused result of `decontaminate`: the caller copies it at once, and edge pixels number in the 100 000s. */
const out3: [number, number, number] = [0, 0, 0];

/**
 * The product's own colour at a partly covered pixel: with F and B the local product and backdrop
 * colours, the pixel's coverage along the line B→F is α', and F' = B + (I − B) / α' keeps the
 * pixel's detail while removing the backdrop's share. Where α' is small that solve is noise, so it
 * leans on F instead. (The filter's α shapes the edge; α' is only for colour.)
 */
function decontaminate(r: number, g: number, b: number, fg: Float32Array, bg: Float32Array, c: number): [number, number, number] {
  const fr = fg[c]!, fgG = fg[c + 1]!, fb = fg[c + 2]!;
  const br = bg[c]!, bgG = bg[c + 1]!, bb = bg[c + 2]!;
  const dr = fr - br, dg = fgG - bgG, db = fb - bb;
  const len2 = dr * dr + dg * dg + db * db;
  if (len2 < 1e-3) {
    out3[0] = r;
    out3[1] = g;
    out3[2] = b;
    return out3;
  }
  let ap = ((r - br) * dr + (g - bgG) * dg + (b - bb) * db) / len2;
  ap = ap < 0.02 ? 0.02 : ap > 1 ? 1 : ap;
  const t = ap >= 0.4 ? 1 : ap <= 0.1 ? 0 : (ap - 0.1) / 0.3;
  out3[0] = (br + (r - br) / ap) * t + fr * (1 - t);
  out3[1] = (bgG + (g - bgG) / ap) * t + fgG * (1 - t);
  out3[2] = (bb + (b - bb) / ap) * t + fb * (1 - t);
  return out3;
}

export function liftEdges({ work, labels, full }: EdgeLiftInput): EdgeLift {
  const { width: w, height: h } = work;
  const { width: W, height: H } = full;
  // Away from the product nothing is near a boundary: the passes below visit its box (+ margins) only.
  const box = productRect(labels, w, h);
  const dist = boundaryDistance(labels, w, h, BAND + 2 * RADIUS + 4, box);
  const alpha = Buffer.alloc(W * H);
  const sx = w / W;
  const sy = h / H;
  // Full-size columns covered by working column x (nearest): [colStart[x], colStart[x + 1]).
  const colStart = new Int32Array(w + 1);
  for (let x = 0; x <= w; x++) colStart[x] = Math.min(W, Math.max(0, Math.ceil(x / sx - 0.5)));
  fillNearest(alpha, labels, w, h, W, H, sy, colStart);

  // Each stage is a function of its own, so that V8 optimizes it (see structure.ts).
  const { slot, at } = bandSlots(dist, w, box);
  if (at.length === 0) return { alpha, edgeIndex: new Int32Array(0), edgeColour: new Uint8Array(0) };
  const window = windowStatistics(work, labels, at);
  const mean = averagedCoefficients(window, at, slot, dist, w, h);
  const edges = applyAtFullSize({ ...full, alpha }, work, dist, slot, colStart, mean, window);
  return { alpha, ...edges.finish() };
}

/** The rectangle holding every product pixel (undefined when there is none). */
function productRect(labels: Uint8Array, w: number, h: number): PixelRect | undefined {
  let x0 = w, y0 = h, x1 = 0, y1 = 0;
  for (let y = 0; y < h; y++) {
    const o = y * w;
    const first = labels.indexOf(1, o);
    if (first < 0) break;
    const row = (first / w) | 0;
    if (row > y) {
      y = row - 1; // straight on to the next row with product
      continue;
    }
    let last = o + w - 1;
    while (!labels[last]) last--;
    if (y0 === h) y0 = y;
    y1 = y + 1;
    x0 = Math.min(x0, first - o);
    x1 = Math.max(x1, last - o + 1);
  }
  return y1 > y0 ? { x0, y0, x1, y1 } : undefined;
}

/**
 * Compact storage for the pixels near the boundary: slot[p] is p's place in the per-pixel arrays,
 * at[i] the pixel in place i. Coefficients are needed at the band, +1 for bilinear lookups, + the
 * window radius. Only `box` grown by that reach can hold such pixels.
 */
function bandSlots(dist: Uint8Array, w: number, box: PixelRect | undefined): { slot: Int32Array; at: Int32Array } {
  const slot = new Int32Array(dist.length).fill(-1);
  const h = dist.length / w;
  const reach = BAND + 1 + RADIUS + 1;
  const x0 = box ? Math.max(0, box.x0 - reach) : 0, x1 = box ? Math.min(w, box.x1 + reach) : w;
  const y0 = box ? Math.max(0, box.y0 - reach) : 0, y1 = box ? Math.min(h, box.y1 + reach) : h;
  let n = 0;
  for (let y = y0; y < y1; y++) for (let p = y * w + x0, end = y * w + x1; p < end; p++) if (dist[p]! <= BAND + 1 + RADIUS) slot[p] = n++;
  const at = new Int32Array(n);
  for (let y = y0; y < y1; y++) for (let p = y * w + x0, end = y * w + x1; p < end; p++) if (slot[p]! >= 0) at[slot[p]!] = p;
  return { slot, at };
}

/** Per band pixel: the guided filter's coefficients over its window, and the window's product and backdrop colours. */
interface WindowStatistics {
  A0: Float32Array;
  A1: Float32Array;
  A2: Float32Array;
  B0: Float32Array;
  fgColour: Float32Array;
  bgColour: Float32Array;
}

function windowStatistics(work: EdgeLiftInput["work"], labels: Uint8Array, at: Int32Array): WindowStatistics {
  const { width: w, height: h, rgb } = work;
  const n = at.length;
  // 1–2. Per pixel, over its window: alpha ≈ a·I + b (colour-guided filter), and the mean colour
  //      of the window's product part and backdrop part, for decontamination. Windows are summed
  //      directly: the band is thin, so this beats summed-area tables over the whole frame.
  const A0 = new Float32Array(n), A1 = new Float32Array(n), A2 = new Float32Array(n), B0 = new Float32Array(n);
  const fgColour = new Float32Array(n * 3);
  const bgColour = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) {
    const p = at[i]!;
    const x = p % w;
    const y = (p - x) / w;
    const xa = x > RADIUS ? x - RADIUS : 0, xb = x + RADIUS < w ? x + RADIUS : w - 1;
    const ya = y > RADIUS ? y - RADIUS : 0, yb = y + RADIUS < h ? y + RADIUS : h - 1;
    let sr = 0, sg = 0, sb = 0, sp = 0, srr = 0, srg = 0, srb = 0, sgg = 0, sgb = 0, sbb = 0, srp = 0, sgp = 0, sbp = 0;
    for (let yy = ya; yy <= yb; yy++) {
      for (let q = yy * w + xa, end = yy * w + xb; q <= end; q++) {
        const r = rgb[q * 3]! / 255, g = rgb[q * 3 + 1]! / 255, b = rgb[q * 3 + 2]! / 255;
        sr += r; sg += g; sb += b;
        srr += r * r; srg += r * g; srb += r * b; sgg += g * g; sgb += g * b; sbb += b * b;
        if (labels[q]) {
          sp++; srp += r; sgp += g; sbp += b;
        }
      }
    }
    const k = 1 / ((xb - xa + 1) * (yb - ya + 1));
    const r0 = sr * k, g0 = sg * k, b0 = sb * k, p0 = sp * k;
    const s00 = srr * k - r0 * r0 + EPS, s01 = srg * k - r0 * g0, s02 = srb * k - r0 * b0;
    const s11 = sgg * k - g0 * g0 + EPS, s12 = sgb * k - g0 * b0, s22 = sbb * k - b0 * b0 + EPS;
    const c0 = srp * k - r0 * p0, c1 = sgp * k - g0 * p0, c2 = sbp * k - b0 * p0;
    // Symmetric 3×3 inverse by cofactors.
    const i00 = s11 * s22 - s12 * s12, i01 = s02 * s12 - s01 * s22, i02 = s01 * s12 - s02 * s11;
    const i11 = s00 * s22 - s02 * s02, i12 = s01 * s02 - s00 * s12, i22 = s00 * s11 - s01 * s01;
    const det = s00 * i00 + s01 * i01 + s02 * i02;
    const a0 = (i00 * c0 + i01 * c1 + i02 * c2) / det;
    const a1 = (i01 * c0 + i11 * c1 + i12 * c2) / det;
    const a2 = (i02 * c0 + i12 * c1 + i22 * c2) / det;
    A0[i] = a0;
    A1[i] = a1;
    A2[i] = a2;
    B0[i] = p0 - a0 * r0 - a1 * g0 - a2 * b0;
    // A window without product marks its colour -1: nothing there can be product.
    const nf = sp, nb = 1 / k - sp;
    fgColour[i * 3] = nf > 0 ? srp / nf : -1;
    fgColour[i * 3 + 1] = nf > 0 ? sgp / nf : -1;
    fgColour[i * 3 + 2] = nf > 0 ? sbp / nf : -1;
    bgColour[i * 3] = nb > 0 ? (sr - srp) / nb : r0;
    bgColour[i * 3 + 1] = nb > 0 ? (sg - sgp) / nb : g0;
    bgColour[i * 3 + 2] = nb > 0 ? (sb - sbp) / nb : b0;
  }
  return { A0, A1, A2, B0, fgColour, bgColour };
}

/** The coefficients averaged over windows, at the band +1 (the guided filter's second step). */
function averagedCoefficients(s: WindowStatistics, at: Int32Array, slot: Int32Array, dist: Uint8Array, w: number, h: number) {
  const { A0, A1, A2, B0 } = s;
  const n = at.length;
  // 3. Coefficients averaged over windows, at the band +1 (the guided filter's second step).
  const MA0 = new Float32Array(n), MA1 = new Float32Array(n), MA2 = new Float32Array(n), MB = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const p = at[i]!;
    if (dist[p]! > BAND + 1) continue;
    const x = p % w;
    const y = (p - x) / w;
    const xa = x > RADIUS ? x - RADIUS : 0, xb = x + RADIUS < w ? x + RADIUS : w - 1;
    const ya = y > RADIUS ? y - RADIUS : 0, yb = y + RADIUS < h ? y + RADIUS : h - 1;
    let s0 = 0, s1 = 0, s2 = 0, s3 = 0;
    for (let yy = ya; yy <= yb; yy++) {
      for (let q = yy * w + xa, end = yy * w + xb; q <= end; q++) {
        const j = slot[q]!;
        s0 += A0[j]!; s1 += A1[j]!; s2 += A2[j]!; s3 += B0[j]!;
      }
    }
    const k = 1 / ((xb - xa + 1) * (yb - ya + 1));
    MA0[i] = s0 * k;
    MA1[i] = s1 * k;
    MA2[i] = s2 * k;
    MB[i] = s3 * k;
  }
  return { MA0, MA1, MA2, MB };
}

/** Full size: alpha = a·I + b from full-size colours, in the band only (written into `full.alpha`); the partly covered pixels' colours. */
function applyAtFullSize(
  full: EdgeLiftInput["full"] & { alpha: Buffer },
  work: EdgeLiftInput["work"],
  dist: Uint8Array,
  slot: Int32Array,
  colStart: Int32Array,
  mean: ReturnType<typeof averagedCoefficients>,
  window: WindowStatistics,
): EdgeCollector {
  const { width: w, height: h } = work;
  const { width: W, height: H, alpha } = full;
  const sx = w / W;
  const sy = h / H;
  const { MA0, MA1, MA2, MB } = mean;
  const { fgColour, bgColour } = window;
  // 4. Full size: alpha = a·I + b from full-size colours, in the band only.
  const edges = new EdgeCollector();
  const frgb = full.rgb;
  const bandX = new Int32Array(w);
  let count = 0;
  let bandRow = -1;
  for (let Y = 0; Y < H; Y++) {
    const yw = Math.min(h - 1, Math.floor((Y + 0.5) * sy));
    if (yw !== bandRow) {
      // Band columns of this working row (shared by the full-size rows that map to it).
      bandRow = yw;
      count = 0;
      for (let x = 0, o = yw * w; x < w; x++) if (dist[o + x]! <= BAND) bandX[count++] = x;
    }
    if (count === 0) continue;
    const fy = Math.min(h - 1, Math.max(0, (Y + 0.5) * sy - 0.5));
    const y0 = Math.min(Math.floor(fy), Math.max(0, h - 2));
    const y1 = Math.min(y0 + 1, h - 1);
    const ty = fy - y0;
    for (let i = 0; i < count; i++) {
      const x = bandX[i]!;
      const sc = slot[yw * w + x]!;
      for (let X = colStart[x]!; X < colStart[x + 1]!; X++) {
        const fx = Math.min(w - 1, Math.max(0, (X + 0.5) * sx - 0.5));
        const x0 = Math.min(Math.floor(fx), Math.max(0, w - 2));
        const x1 = Math.min(x0 + 1, w - 1);
        const tx = fx - x0;
        const k00 = (1 - tx) * (1 - ty), k01 = tx * (1 - ty), k10 = (1 - tx) * ty, k11 = tx * ty;
        // Bilinear neighbours are within one pixel of a band pixel, so they all have slots.
        const j00 = slot[y0 * w + x0]!, j01 = slot[y0 * w + x1]!, j10 = slot[y1 * w + x0]!, j11 = slot[y1 * w + x1]!;
        const Pf = Y * W + X;
        const r = frgb[Pf * 3]! / 255, g = frgb[Pf * 3 + 1]! / 255, b = frgb[Pf * 3 + 2]! / 255;
        let a =
          (MA0[j00]! * k00 + MA0[j01]! * k01 + MA0[j10]! * k10 + MA0[j11]! * k11) * r +
          (MA1[j00]! * k00 + MA1[j01]! * k01 + MA1[j10]! * k10 + MA1[j11]! * k11) * g +
          (MA2[j00]! * k00 + MA2[j01]! * k01 + MA2[j10]! * k10 + MA2[j11]! * k11) * b +
          (MB[j00]! * k00 + MB[j01]! * k01 + MB[j10]! * k10 + MB[j11]! * k11);
        a = a < 0 ? 0 : a > 1 ? 1 : a;
        let a8 = Math.round(a * 255);
        // The filter's faint tails are noise, not coverage: snap them, and never grow product where
        // the window held none.
        const c = sc * 3;
        if (a8 < SNAP || fgColour[c]! < 0) a8 = 0;
        else if (a8 > 255 - SNAP) a8 = 255;
        alpha[Pf] = a8;
        if (a8 === 0 || a8 === 255) continue;
        edges.push(Pf, decontaminate(r, g, b, fgColour, bgColour, c));
      }
    }
  }
  return edges;
}


/** Growable typed arrays for the edge pixels: no per-pixel objects. */
class EdgeCollector {
  private index = new Int32Array(1 << 16);
  private colour = new Uint8Array(3 << 16);
  private n = 0;

  push(p: number, [r, g, b]: readonly [number, number, number]) {
    if (this.n === this.index.length) {
      const index = new Int32Array(this.n * 2);
      index.set(this.index);
      this.index = index;
      const colour = new Uint8Array(this.n * 6);
      colour.set(this.colour);
      this.colour = colour;
    }
    this.index[this.n] = p;
    const c = this.n * 3;
    this.colour[c] = r <= 0 ? 0 : r >= 1 ? 255 : r * 255 + 0.5;
    this.colour[c + 1] = g <= 0 ? 0 : g >= 1 ? 255 : g * 255 + 0.5;
    this.colour[c + 2] = b <= 0 ? 0 : b >= 1 ? 255 : b * 255 + 0.5;
    this.n++;
  }

  finish() {
    return { edgeIndex: this.index.slice(0, this.n), edgeColour: this.colour.slice(0, this.n * 3) };
  }
}

/**
 * Nearest-neighbour scale-up of the 0/1 decision to 0/255 into a zeroed `alpha`: runs of product
 * are filled with memset, and rows that share a working row are copied.
 */
function fillNearest(alpha: Buffer, labels: Uint8Array, w: number, h: number, W: number, H: number, sy: number, colStart: Int32Array) {
  let previous = -1;
  for (let Y = 0; Y < H; Y++) {
    const yw = Math.min(h - 1, Math.floor((Y + 0.5) * sy));
    const o = Y * W;
    if (yw === previous) {
      alpha.copyWithin(o, o - W, o);
      continue;
    }
    previous = yw;
    const lo = yw * w;
    for (let x = 0; x < w; x++) {
      if (!labels[lo + x]) continue;
      let end = x + 1;
      while (end < w && labels[lo + end]) end++;
      alpha.fill(255, o + colStart[x]!, o + colStart[end]!);
      x = end;
    }
  }
}
