/**
 * Settles the pixels the distance map leaves ambiguous, GrabCut-style: colour models (Gaussian
 * mixtures in Lab) of the product and of the backdrop as currently labelled, a data term from those
 * models plus the distance itself, and a neighbourhood term solved by a few mean-field sweeps (a
 * cheap stand-in for a graph cut that only visits the ambiguous pixels). Sure pixels (distance
 * outside [low, high]) never change; the models are re-learnt from the new labels and the sweep
 * repeated.
 */
import { fitGmm, logDensity, type Gmm } from "./gmm";
import type { LabPlanes } from "./lab";

export interface RefineOptions {
  /** Distance at or below which a pixel is surely backdrop, and at or above which surely product. */
  low: number;
  high: number;
  iterations?: number;
}

const COMPONENTS = 5;
const MAX_SAMPLES = 6000;
/** Weight of the neighbours' agreement against the colour evidence. */
const SMOOTHNESS = 2.5;
/** Weight of the distance map as evidence in its own right. */
const DISTANCE_PRIOR = 3;
/** Colour evidence is clipped so that one model's blind spot cannot outvote the distance. */
const EVIDENCE_CLIP = 12;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Up to MAX_SAMPLES Lab colours each of the pixels currently product (q > 0.5) and backdrop. The
 * backdrop side includes the undecided pixels leaning that way: that is how soft shadows, which the
 * distance map leaves in between, teach the backdrop model their colours.
 */
function sampleColours(lab: LabPlanes, q: Float32Array): { fg: Float32Array; bg: Float32Array } {
  const pixels = q.length;
  let fgCount = 0;
  for (let p = 0; p < pixels; p++) if (q[p]! > 0.5) fgCount++;
  const bgCount = pixels - fgCount;
  const fgStride = Math.max(1, Math.floor(fgCount / MAX_SAMPLES));
  const bgStride = Math.max(1, Math.floor(bgCount / MAX_SAMPLES));
  const fg = new Float32Array((Math.floor(fgCount / fgStride) + 1) * 3);
  const bg = new Float32Array((Math.floor(bgCount / bgStride) + 1) * 3);
  let nf = 0, nb = 0, sf = 0, sb = 0;
  for (let p = 0; p < pixels; p++) {
    if (q[p]! > 0.5) {
      if (sf++ % fgStride !== 0) continue;
      fg[nf++] = lab.L[p]!;
      fg[nf++] = lab.a[p]!;
      fg[nf++] = lab.b[p]!;
    } else {
      if (sb++ % bgStride !== 0) continue;
      bg[nb++] = lab.L[p]!;
      bg[nb++] = lab.a[p]!;
      bg[nb++] = lab.b[p]!;
    }
  }
  return { fg: fg.subarray(0, nf), bg: bg.subarray(0, nb) };
}

/** Returns 1 for product, 0 for backdrop, per working pixel. */
export function refineLabels(lab: LabPlanes, distance: Float32Array, width: number, height: number, options: RefineOptions): Uint8Array {
  const { low, high, iterations = 2 } = options;
  const pixels = width * height;
  const q = new Float32Array(pixels); // probability of product
  const unknownAt = new Int32Array(pixels);
  let count = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0, p = y * width; x < width; x++, p++) {
      const d = distance[p]!;
      if (d >= high) q[p] = 1;
      // Ambiguous pixels on the frame's edge stay backdrop: the neighbourhood sweep skips the rim.
      else if (d > low && x > 0 && y > 0 && x < width - 1 && y < height - 1) unknownAt[count++] = p;
    }
  }
  const unknown = unknownAt.subarray(0, count);
  const labels = new Uint8Array(pixels);
  if (unknown.length > 0) {
    const mid = (low + high) / 2;
    const span = Math.max(1, (high - low) / 2);
    const evidence = new Float32Array(unknown.length);
    for (let u = 0; u < unknown.length; u++) q[unknown[u]!] = sigmoid((DISTANCE_PRIOR * (distance[unknown[u]!]! - mid)) / span);
    for (let iter = 0; iter < iterations; iter++) {
      const samples = sampleColours(lab, q);
      const fg: Gmm = fitGmm(samples.fg, COMPONENTS);
      const bg: Gmm = fitGmm(samples.bg, COMPONENTS);
      for (let u = 0; u < unknown.length; u++) {
        const p = unknown[u]!;
        const L = lab.L[p]!;
        const a = lab.a[p]!;
        const b = lab.b[p]!;
        const colour = logDensity(fg, L, a, b) - logDensity(bg, L, a, b);
        const prior = (DISTANCE_PRIOR * (distance[p]! - mid)) / span;
        evidence[u] = Math.max(-EVIDENCE_CLIP, Math.min(EVIDENCE_CLIP, colour)) + prior;
      }
      for (let sweep = 0; sweep < 4; sweep++) {
        for (let u = 0; u < unknown.length; u++) {
          const p = unknown[u]!;
          const nb =
            (q[p - 1]! + q[p + 1]! + q[p - width]! + q[p + width]! + q[p - width - 1]! + q[p - width + 1]! + q[p + width - 1]! + q[p + width + 1]!) / 8;
          q[p] = sigmoid(evidence[u]! + SMOOTHNESS * 4 * (nb - 0.5));
        }
      }
    }
  }
  for (let p = 0; p < pixels; p++) labels[p] = q[p]! > 0.5 ? 1 : 0;
  return labels;
}
