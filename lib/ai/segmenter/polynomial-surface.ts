/**
 * A smooth background surface: per channel, c(u, v) = k0 + k1 u + k2 v + k3 u² + k4 uv + k5 v² over
 * normalised coordinates u, v ∈ [-1, 1]. Quadratic is enough for sweeps, gradients and vignettes,
 * and too stiff to follow a product.
 */
export const TERMS = 6;

export function basis(u: number, v: number, out: Float64Array): void {
  out[0] = 1;
  out[1] = u;
  out[2] = v;
  out[3] = u * u;
  out[4] = u * v;
  out[5] = v * v;
}

export function evaluate(k: Float64Array, u: number, v: number): number {
  return k[0]! + k[1]! * u + k[2]! * v + k[3]! * u * u + k[4]! * u * v + k[5]! * v * v;
}

/**
 * Weighted least squares for several channels sharing one design: `rows` holds TERMS values per
 * sample, `values[c]` the samples of channel c. Returns one coefficient vector per channel.
 */
export function fitWeighted(rows: Float64Array, values: Float64Array[], weights: Float64Array): Float64Array[] {
  const n = weights.length;
  const ata = new Float64Array(TERMS * TERMS);
  const atb = values.map(() => new Float64Array(TERMS));
  for (let s = 0; s < n; s++) {
    const w = weights[s]!;
    if (w === 0) continue;
    const o = s * TERMS;
    for (let i = 0; i < TERMS; i++) {
      const wi = w * rows[o + i]!;
      for (let j = i; j < TERMS; j++) ata[i * TERMS + j]! += wi * rows[o + j]!;
      for (let c = 0; c < values.length; c++) atb[c]![i]! += wi * values[c]![s]!;
    }
  }
  for (let i = 0; i < TERMS; i++) {
    for (let j = 0; j < i; j++) ata[i * TERMS + j] = ata[j * TERMS + i]!;
    ata[i * TERMS + i]! += 1e-6; // keeps a degenerate design (tiny image) solvable
  }
  return atb.map((b) => solve(ata, b));
}

/** Gaussian elimination with partial pivoting on a copy of the TERMS × TERMS system. */
function solve(matrix: Float64Array, rhs: Float64Array): Float64Array {
  const m = Float64Array.from(matrix);
  const x = Float64Array.from(rhs);
  for (let col = 0; col < TERMS; col++) {
    let pivot = col;
    for (let r = col + 1; r < TERMS; r++) if (Math.abs(m[r * TERMS + col]!) > Math.abs(m[pivot * TERMS + col]!)) pivot = r;
    if (pivot !== col) {
      for (let c = 0; c < TERMS; c++) {
        const t = m[col * TERMS + c]!;
        m[col * TERMS + c] = m[pivot * TERMS + c]!;
        m[pivot * TERMS + c] = t;
      }
      const t = x[col]!;
      x[col] = x[pivot]!;
      x[pivot] = t;
    }
    const d = m[col * TERMS + col]! || 1e-12;
    for (let r = col + 1; r < TERMS; r++) {
      const f = m[r * TERMS + col]! / d;
      if (f === 0) continue;
      for (let c = col; c < TERMS; c++) m[r * TERMS + c]! -= f * m[col * TERMS + c]!;
      x[r]! -= f * x[col]!;
    }
  }
  for (let r = TERMS - 1; r >= 0; r--) {
    let s = x[r]!;
    for (let c = r + 1; c < TERMS; c++) s -= m[r * TERMS + c]! * x[c]!;
    x[r] = s / (m[r * TERMS + r]! || 1e-12);
  }
  return x;
}
