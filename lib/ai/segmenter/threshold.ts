/** Otsu's threshold on a non-negative map, over a histogram of [0, range]. */
export function otsuThreshold(values: Float32Array, range: number, bins = 256): number {
  const hist = new Float64Array(bins);
  const k = (bins - 1) / range;
  for (let i = 0; i < values.length; i++) {
    const v = values[i]! * k;
    hist[v >= bins - 1 ? bins - 1 : v | 0]!++;
  }
  let total = 0;
  let sumAll = 0;
  for (let i = 0; i < bins; i++) {
    total += hist[i]!;
    sumAll += i * hist[i]!;
  }
  let wB = 0;
  let sumB = 0;
  let best = 0;
  let bestVar = -1;
  for (let t = 0; t < bins - 1; t++) {
    wB += hist[t]!;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * hist[t]!;
    const mB = sumB / wB;
    const mF = (sumAll - sumB) / wF;
    const between = wB * wF * (mB - mF) * (mB - mF);
    if (between > bestVar) {
      bestVar = between;
      best = t;
    }
  }
  return (best + 0.5) / k;
}
