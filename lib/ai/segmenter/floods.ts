// Raster steps the segmenter's structure analysis is built of: square dilation and breadth-first
// floods from the frame's edge or from a front. Pure functions of flat one-byte planes.

/** Square dilation by `r` (separable running max). */
export function dilate(src: Uint8Array, w: number, h: number, r: number): Uint8Array {
  const tmp = new Uint8Array(src.length);
  const out = new Uint8Array(src.length);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    // Two passes: distance to the nearest set pixel on the left and on the right.
    let last = -1 << 30;
    for (let x = 0; x < w; x++) {
      if (src[o + x]) last = x;
      if (x - last <= r) tmp[o + x] = 1;
    }
    last = 1 << 30;
    for (let x = w - 1; x >= 0; x--) {
      if (src[o + x]) last = x;
      if (last - x <= r) tmp[o + x] = 1;
    }
  }
  // Columns row by row (a running "last set row" per column), so memory is read in order.
  const last = new Int32Array(w).fill(-1 << 30);
  for (let y = 0; y < h; y++) {
    const o = y * w;
    for (let x = 0; x < w; x++) {
      if (tmp[o + x]) last[x] = y;
      if (y - last[x]! <= r) out[o + x] = 1;
    }
  }
  last.fill(1 << 30);
  for (let y = h - 1; y >= 0; y--) {
    const o = y * w;
    for (let x = 0; x < w; x++) {
      if (tmp[o + x]) last[x] = y;
      if (last[x]! - y <= r) out[o + x] = 1;
    }
  }
  return out;
}

/**
 * Breadth-first flood (4-connected) from `queue[0, tail)` through `through`, marking `reached`.
 * With `limit` > 0 a pixel may be at most that many steps from the queued ones.
 */
export function flood(queue: Int32Array, tail: number, reached: Uint8Array, depth: Uint8Array, through: Uint8Array, limit: number, w: number, n: number): void {
  let head = 0;
  while (head < tail) {
    const p = queue[head++]!;
    const d = limit === 0 ? 0 : depth[p]! + 1;
    if (limit !== 0 && d > limit) continue;
    const x = p % w;
    for (let k = 0; k < 4; k++) {
      const q = k === 0 ? (x > 0 ? p - 1 : -1) : k === 1 ? (x < w - 1 ? p + 1 : -1) : k === 2 ? p - w : p + w;
      if (q < 0 || q >= n || !through[q] || reached[q]) continue;
      reached[q] = 1;
      depth[q] = d;
      queue[tail++] = q;
    }
  }
}

/** Queues every passable pixel of the frame's edge; returns the queue's length. */
export function seedFrame(through: Uint8Array, reached: Uint8Array, queue: Int32Array, w: number, h: number): number {
  let tail = 0;
  const seed = (p: number) => {
    if (through[p] && !reached[p]) {
      reached[p] = 1;
      queue[tail++] = p;
    }
  };
  for (let x = 0; x < w; x++) {
    seed(x);
    seed((h - 1) * w + x);
  }
  for (let y = 0; y < h; y++) {
    seed(y * w);
    seed(y * w + w - 1);
  }
  return tail;
}

/** Queues the reached pixels next to a passable one not reached yet (where the closing stopped the flood); returns the queue's length. */
export function seedFront(reached: Uint8Array, passable: Uint8Array, queue: Int32Array, w: number): number {
  const n = reached.length;
  let tail = 0;
  for (let p = w; p < n - w; p++) {
    if (!reached[p]) continue;
    if ((!reached[p - 1] && passable[p - 1]) || (!reached[p + 1] && passable[p + 1]) || (!reached[p - w] && passable[p - w]) || (!reached[p + w] && passable[p + w])) queue[tail++] = p;
  }
  return tail;
}
