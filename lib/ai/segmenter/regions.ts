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

/** 8-connected components of the pixels where `mask[p] === value`. */
export function components(mask: Uint8Array, width: number, height: number, value = 1): Components {
  const labels = new Int32Array(width * height);
  const areas = [0];
  const stack = new Int32Array(width * height);
  for (let start = 0; start < mask.length; start++) {
    if (mask[start] !== value || labels[start] !== 0) continue;
    const id = areas.length;
    let area = 0;
    let top = 0;
    stack[top++] = start;
    labels[start] = id;
    while (top > 0) {
      const p = stack[--top]!;
      area++;
      const x = p % width;
      const y = (p - x) / width;
      for (let dy = -1; dy <= 1; dy++) {
        const yy = y + dy;
        if (yy < 0 || yy >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const xx = x + dx;
          if (xx < 0 || xx >= width || (dx === 0 && dy === 0)) continue;
          const q = yy * width + xx;
          if (mask[q] === value && labels[q] === 0) {
            labels[q] = id;
            stack[top++] = q;
          }
        }
      }
    }
    areas.push(area);
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
  const reached = new Uint8Array(mask.length);
  const stack = new Int32Array(mask.length);
  let top = 0;
  const push = (p: number) => {
    if (mask[p] === 0 && reached[p] === 0) {
      reached[p] = 1;
      stack[top++] = p;
    }
  };
  for (let x = 0; x < width; x++) {
    push(x);
    push((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    push(y * width);
    push(y * width + width - 1);
  }
  while (top > 0) {
    const p = stack[--top]!;
    const x = p % width;
    if (x > 0) push(p - 1);
    if (x < width - 1) push(p + 1);
    if (p >= width) push(p - width);
    if (p < mask.length - width) push(p + width);
  }
  // What is left unreached and outside the mask are holes; judge each one.
  const holeMask = new Uint8Array(mask.length);
  for (let p = 0; p < mask.length; p++) holeMask[p] = mask[p] === 0 && reached[p] === 0 ? 1 : 0;
  const { labels, areas } = components(holeMask, width, height, 1);
  if (areas.length <= 1) return out;
  const members = areas.map((a) => new Int32Array(a));
  const fill = new Int32Array(areas.length);
  for (let p = 0; p < mask.length; p++) {
    const id = labels[p]!;
    if (id > 0) members[id]![fill[id]!++] = p;
  }
  for (let id = 1; id < areas.length; id++) {
    if (isBackdrop(members[id]!)) continue;
    for (const p of members[id]!) out[p] = 1;
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

/**
 * Chessboard distance of every pixel to the mask's boundary (pixels whose 4-neighbour has the other
 * label are at 0), capped at `cap`. Two raster passes.
 */
export function boundaryDistance(mask: Uint8Array, width: number, height: number, cap: number): Uint8Array {
  const d = new Uint8Array(mask.length).fill(cap);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const m = mask[p];
      if ((x > 0 && mask[p - 1] !== m) || (x < width - 1 && mask[p + 1] !== m) || (y > 0 && mask[p - width] !== m) || (y < height - 1 && mask[p + width] !== m)) d[p] = 0;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
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
  for (let y = height - 1; y >= 0; y--) {
    for (let x = width - 1; x >= 0; x--) {
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
