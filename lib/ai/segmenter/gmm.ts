/**
 * Gaussian mixtures over 3-channel colours (GrabCut's colour models): k-means to seed, then one
 * full-covariance Gaussian per cluster. Evaluated as the best component's log density, which is
 * what GrabCut uses and avoids a log-sum-exp per pixel.
 */
export interface Gmm {
  k: number;
  mean: Float64Array; // k × 3
  inv: Float64Array; // k × 9
  /** log(weight) - ½ log det Σ, per component. */
  bias: Float64Array;
}

/** Diagonal variance added to every covariance: keeps a flat colour from becoming a spike. */
const REGULARISE = 4;

/** `samples` is n × 3 interleaved. Deterministic (k-means++ with a fixed LCG). */
export function fitGmm(samples: Float32Array, k: number): Gmm {
  const n = Math.floor(samples.length / 3);
  k = Math.max(1, Math.min(k, n));
  const centres = new Float64Array(k * 3);
  let seed = 12345;
  const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296);
  const first = Math.floor(rand() * n);
  centres.set([samples[first * 3]!, samples[first * 3 + 1]!, samples[first * 3 + 2]!]);
  const nearest = new Float64Array(n).fill(Infinity);
  for (let c = 1; c < k; c++) {
    let total = 0;
    for (let i = 0; i < n; i++) {
      const d = dist2(samples, i, centres, c - 1);
      if (d < nearest[i]!) nearest[i] = d;
      total += nearest[i]!;
    }
    let target = rand() * total;
    let pick = n - 1;
    for (let i = 0; i < n; i++) {
      target -= nearest[i]!;
      if (target <= 0) {
        pick = i;
        break;
      }
    }
    centres.set([samples[pick * 3]!, samples[pick * 3 + 1]!, samples[pick * 3 + 2]!], c * 3);
  }
  const assign = new Int32Array(n);
  for (let iter = 0; iter < 6; iter++) {
    for (let i = 0; i < n; i++) {
      let best = 0;
      let bestD = Infinity;
      for (let c = 0; c < k; c++) {
        const d = dist2(samples, i, centres, c);
        if (d < bestD) [bestD, best] = [d, c];
      }
      assign[i] = best;
    }
    const sums = new Float64Array(k * 4);
    for (let i = 0; i < n; i++) {
      const c = assign[i]!;
      sums[c * 4]! += samples[i * 3]!;
      sums[c * 4 + 1]! += samples[i * 3 + 1]!;
      sums[c * 4 + 2]! += samples[i * 3 + 2]!;
      sums[c * 4 + 3]!++;
    }
    for (let c = 0; c < k; c++) {
      const cnt = sums[c * 4 + 3]!;
      if (cnt > 0) for (let j = 0; j < 3; j++) centres[c * 3 + j] = sums[c * 4 + j]! / cnt;
    }
  }
  return gaussians(samples, assign, centres, k, n);
}

function dist2(s: Float32Array, i: number, c: Float64Array, j: number) {
  const d0 = s[i * 3]! - c[j * 3]!;
  const d1 = s[i * 3 + 1]! - c[j * 3 + 1]!;
  const d2 = s[i * 3 + 2]! - c[j * 3 + 2]!;
  return d0 * d0 + d1 * d1 + d2 * d2;
}

function gaussians(samples: Float32Array, assign: Int32Array, centres: Float64Array, k: number, n: number): Gmm {
  const cov = new Float64Array(k * 9);
  const count = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    const c = assign[i]!;
    count[c]!++;
    const d = [samples[i * 3]! - centres[c * 3]!, samples[i * 3 + 1]! - centres[c * 3 + 1]!, samples[i * 3 + 2]! - centres[c * 3 + 2]!];
    for (let r = 0; r < 3; r++) for (let q = 0; q < 3; q++) cov[c * 9 + r * 3 + q]! += d[r]! * d[q]!;
  }
  const inv = new Float64Array(k * 9);
  const bias = new Float64Array(k);
  for (let c = 0; c < k; c++) {
    const cnt = Math.max(1, count[c]!);
    const m = Array.from({ length: 9 }, (_, j) => cov[c * 9 + j]! / cnt + (j % 4 === 0 ? REGULARISE : 0));
    const [a, b, cc, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
    const det = a * (e * i - f * h) - b * (d * i - f * g) + cc * (d * h - e * g);
    const adj = [e * i - f * h, cc * h - b * i, b * f - cc * e, f * g - d * i, a * i - cc * g, cc * d - a * f, d * h - e * g, b * g - a * h, a * e - b * d];
    for (let j = 0; j < 9; j++) inv[c * 9 + j] = adj[j]! / det;
    bias[c] = Math.log(Math.max(count[c]!, 1e-3) / n) - 0.5 * Math.log(det);
  }
  return { k, mean: centres, inv, bias };
}

/** Log density of the best component (up to a constant shared by every GMM). */
export function logDensity(g: Gmm, x0: number, x1: number, x2: number): number {
  let best = -Infinity;
  for (let c = 0; c < g.k; c++) {
    const d0 = x0 - g.mean[c * 3]!;
    const d1 = x1 - g.mean[c * 3 + 1]!;
    const d2 = x2 - g.mean[c * 3 + 2]!;
    const o = c * 9;
    const m =
      d0 * (g.inv[o]! * d0 + g.inv[o + 1]! * d1 + g.inv[o + 2]! * d2) +
      d1 * (g.inv[o + 3]! * d0 + g.inv[o + 4]! * d1 + g.inv[o + 5]! * d2) +
      d2 * (g.inv[o + 6]! * d0 + g.inv[o + 7]! * d1 + g.inv[o + 8]! * d2);
    const ll = g.bias[c]! - 0.5 * m;
    if (ll > best) best = ll;
  }
  return best;
}
