/**
 * Region operations on binary masks (1 = product) at working size: connected components, holes,
 * edges touched, and the distance to the mask's boundary. Flood fills use an explicit Int32Array
 * stack: no recursion, no per-pixel objects.
 */

export interface Components {
  /** 0 for pixels outside the mask, else the component id (1-based). */
  labels: Int32Array;
  /** areas[id] = pixel count; areas[0] is unused. */
  areas: number[];
}

/**
 * Labels the component holding `start` with `id` by scanline spans: each popped seed is widened to
 * its whole run in one tight loop, and only run starts in the rows above and below are pushed, so
 * the cost follows runs rather than pixels. Returns the area.
 */
class SeedStack {
  data = new Int32Array(1024);
  top = 0;
  push(p: number) {
    if (this.top === this.data.length) {
      const grown = new Int32Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.top++] = p;
  }
}

function fillSpans(mask: Uint8Array, value: number, labels: Int32Array, id: number, start: number, width: number, height: number, eight: boolean, stack: SeedStack): number {
  let area = 0;
  stack.push(start);
  while (stack.top > 0) {
    const seed = stack.data[--stack.top]!;
    if (labels[seed] !== 0) continue;
    const row = seed - (seed % width);
    const rowEnd = row + width;
    let a = seed;
    while (a > row && mask[a - 1] === value && labels[a - 1] === 0) a--;
    let b = seed;
    while (b + 1 < rowEnd && mask[b + 1] === value && labels[b + 1] === 0) b++;
    for (let p = a; p <= b; p++) labels[p] = id;
    area += b - a + 1;
    // Neighbouring rows: with 8-connectivity the run reaches one pixel further on each side.
    const lo = eight && a > row ? a - 1 : a;
    const hi = eight && b + 1 < rowEnd ? b + 1 : b;
    for (let side = 0; side < 2; side++) {
      const offset = side === 0 ? -width : width;
      const r = row + offset;
      if (r < 0 || r >= width * height) continue;
      let inRun = false;
      for (let p = lo + offset; p <= hi + offset; p++) {
        const open = mask[p] === value && labels[p] === 0;
        if (open && !inRun) stack.push(p);
        inRun = open;
      }
    }
  }
  return area;
}

/** Connected components (8-connected by default) of the pixels where `mask[p] === value`. */
export function components(mask: Uint8Array, width: number, height: number, value = 1, eight = true): Components {
  const labels = new Int32Array(width * height);
  const areas = [0];
  const stack = new SeedStack();
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || labels[start] !== 0) continue;
    areas.push(fillSpans(mask, value, labels, areas.length, start, width, height, eight, stack));
  }
  return { labels, areas };
}

/**
 * Keeps the largest component and any other at least `minRatio` of its size (a product shot as a set);
 * specks of texture or noise go.
 */
export function keepMainComponents(mask: Uint8Array, width: number, height: number, minRatio: number): Uint8Array {
  const { labels, areas } = components(mask, width, height, 1);
  const largest = Math.max(0, ...areas.slice(1));
  const keep = areas.map((a, id) => id > 0 && a >= largest * minRatio);
  const out = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) out[p] = keep[labels[p]!] ? 1 : 0;
  return out;
}

/**
 * Fills holes: backdrop pixels the frame's edge cannot reach through backdrop (4-connected). A hole
 * stays open only when `isBackdrop` says it shows the backdrop (a mug's handle); a label printed in
 * a colour close to the backdrop is product and gets filled.
 */
export function fillHoles(mask: Uint8Array, width: number, height: number, isBackdrop: (pixels: Int32Array) => boolean): Uint8Array {
  const out = Uint8Array.from(mask);
  // Backdrop regions (4-connected, so a diagonal gap in the product's outline does not leak).
  const { labels, areas } = components(mask, width, height, 0, false);
  const reachesEdge = new Uint8Array(areas.length);
  for (let x = 0; x < width; x++) {
    reachesEdge[labels[x]!] = 1;
    reachesEdge[labels[(height - 1) * width + x]!] = 1;
  }
  for (let y = 0; y < height; y++) {
    reachesEdge[labels[y * width]!] = 1;
    reachesEdge[labels[y * width + width - 1]!] = 1;
  }
  // What the edge cannot reach are holes; judge each one.
  const members = areas.map((a, id) => (id > 0 && !reachesEdge[id] ? new Int32Array(a) : null));
  if (!members.some(Boolean)) return out;
  const fill = new Int32Array(areas.length);
  for (let p = 0; p < mask.length; p++) {
    const id = labels[p]!;
    const list = members[id];
    if (list) list[fill[id]!++] = p;
  }
  for (const list of members) {
    if (!list || isBackdrop(list)) continue;
    for (let i = 0; i < list.length; i++) out[list[i]!] = 1;
  }
  return out;
}

/**
 * How many of the four frame edges the mask runs along, over more than `minFraction` of the edge.
 * The outer two rows and columns count: the rim pixel itself may have been left undecided.
 */
export function touchedSides(mask: Uint8Array, width: number, height: number, minFraction: number): number {
  const depth = Math.min(2, width, height);
  const run = (length: number, at: (i: number, d: number) => number) => {
    let count = 0;
    for (let i = 0; i < length; i++) {
      for (let d = 0; d < depth; d++) {
        if (mask[at(i, d)]) {
          count++;
          break;
        }
      }
    }
    return count > Math.max(2, minFraction * length) ? 1 : 0;
  };
  return (
    run(width, (x, d) => d * width + x) +
    run(width, (x, d) => (height - 1 - d) * width + x) +
    run(height, (y, d) => y * width + d) +
    run(height, (y, d) => y * width + width - 1 - d)
  );
}

/** A rectangle of pixels, [x0, x1) × [y0, y1). */
export interface PixelRect {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * Chessboard distance of every pixel to the mask's boundary (pixels whose 4-neighbour has the other
 * label are at 0), capped at `cap`. Two raster passes. With `within` (a rectangle holding every
 * pixel of one label), only that rectangle grown by the cap is visited: everything beyond is at the cap.
 */
export function boundaryDistance(mask: Uint8Array, width: number, height: number, cap: number, within?: PixelRect): Uint8Array {
  const d = new Uint8Array(mask.length).fill(cap);
  const x0 = within ? Math.max(0, within.x0 - cap - 1) : 0;
  const y0 = within ? Math.max(0, within.y0 - cap - 1) : 0;
  const x1 = within ? Math.min(width, within.x1 + cap + 1) : width;
  const y1 = within ? Math.min(height, within.y1 + cap + 1) : height;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const p = y * width + x;
      const m = mask[p];
      if ((x > 0 && mask[p - 1] !== m) || (x < width - 1 && mask[p + 1] !== m) || (y > 0 && mask[p - width] !== m) || (y < height - 1 && mask[p + width] !== m)) d[p] = 0;
    }
  }
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++) {
      const p = y * width + x;
      let v = d[p]!;
      if (v === 0) continue;
      if (x > 0) v = Math.min(v, d[p - 1]! + 1);
      if (y > 0) {
        v = Math.min(v, d[p - width]! + 1);
        if (x > 0) v = Math.min(v, d[p - width - 1]! + 1);
        if (x < width - 1) v = Math.min(v, d[p - width + 1]! + 1);
      }
      d[p] = v;
    }
  }
  for (let y = y1 - 1; y >= y0; y--) {
    for (let x = x1 - 1; x >= x0; x--) {
      const p = y * width + x;
      let v = d[p]!;
      if (v === 0) continue;
      if (x < width - 1) v = Math.min(v, d[p + 1]! + 1);
      if (y < height - 1) {
        v = Math.min(v, d[p + width]! + 1);
        if (x < width - 1) v = Math.min(v, d[p + width + 1]! + 1);
        if (x > 0) v = Math.min(v, d[p + width - 1]! + 1);
      }
      d[p] = v;
    }
  }
  return d;
}
