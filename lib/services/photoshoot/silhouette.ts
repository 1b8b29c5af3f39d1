import type { Cutout } from "@/lib/ai/segmenter";

/** Cells on the silhouette's longer side: enough for a bottle's neck or a sleeve, small enough to be free. */
const GRID = 64;

/**
 * The product's outline on a coarse grid (the cutout's alpha ≥ 128, sampled at each cell's centre),
 * trimmed to the product, with the measurements the shape and pose readers share.
 */
export interface Silhouette {
  width: number;
  height: number;
  /** 1 = product, row-major. */
  cells: Uint8Array;
  /** Per row: leftmost and rightmost product cell (-1 when the row is empty), and the number of runs. */
  rowFirst: Int16Array;
  rowLast: Int16Array;
  rowRuns: Uint8Array;
  /** Per column: topmost and lowest product cell (-1 when empty). */
  colTop: Int16Array;
  colBottom: Int16Array;
  /** Product cells over the grid's cells. */
  fill: number;
  /** Height over width. */
  aspect: number;
  /** Share of product cells whose mirror image across the vertical centre line is product too. */
  symmetry: number;
  /** Background cells enclosed by the product (a mug's handle), over product cells; and their mean column (0–1). */
  holes: number;
  holeCentreX: number;
}

export function silhouetteOf(cutout: Cutout): Silhouette | null {
  const { width: cw, height: ch, data } = cutout;
  // The cutout is trimmed to the product plus a thin margin: walk in from each side to the first
  // product pixel instead of reading every pixel.
  const solid = (x: number, y: number) => data[(y * cw + x) * 4 + 3]! >= 128;
  const rowHas = (y: number) => {
    for (let x = 0; x < cw; x++) if (solid(x, y)) return true;
    return false;
  };
  let top = 0;
  while (top < ch && !rowHas(top)) top++;
  if (top === ch) return null;
  let bottom = ch - 1;
  while (!rowHas(bottom)) bottom--;
  const columnHas = (x: number) => {
    for (let y = top; y <= bottom; y++) if (solid(x, y)) return true;
    return false;
  };
  let left = 0;
  while (!columnHas(left)) left++;
  let right = cw - 1;
  while (!columnHas(right)) right--;
  const bw = right - left + 1, bh = bottom - top + 1;
  const cell = Math.max(bw, bh) / GRID;
  const width = Math.max(1, Math.round(bw / cell)), height = Math.max(1, Math.round(bh / cell));
  const cells = new Uint8Array(width * height);
  let area = 0;
  for (let gy = 0; gy < height; gy++) {
    const y = Math.min(ch - 1, Math.floor(top + (gy + 0.5) * (bh / height)));
    for (let gx = 0; gx < width; gx++) {
      const x = Math.min(cw - 1, Math.floor(left + (gx + 0.5) * (bw / width)));
      if (data[(y * cw + x) * 4 + 3]! >= 128) {
        cells[gy * width + gx] = 1;
        area++;
      }
    }
  }
  if (area < 8) return null;
  return measure(cells, width, height, area);
}

function measure(cells: Uint8Array, width: number, height: number, area: number): Silhouette {
  const rowFirst = new Int16Array(height).fill(-1), rowLast = new Int16Array(height).fill(-1), rowRuns = new Uint8Array(height);
  const colTop = new Int16Array(width).fill(-1), colBottom = new Int16Array(width).fill(-1);
  let mirrored = 0;
  for (let y = 0; y < height; y++) {
    let previous = 0;
    for (let x = 0; x < width; x++) {
      const v = cells[y * width + x]!;
      if (v) {
        if (rowFirst[y] === -1) rowFirst[y] = x;
        rowLast[y] = x;
        if (colTop[x] === -1) colTop[x] = y;
        colBottom[x] = y;
        if (!previous) rowRuns[y]!++;
        if (cells[y * width + (width - 1 - x)]) mirrored++;
      }
      previous = v;
    }
  }
  // Holes: background the border cannot reach (flood fill from every border cell).
  const reached = new Uint8Array(width * height);
  const stack: number[] = [];
  const push = (i: number) => {
    if (!cells[i] && !reached[i]) {
      reached[i] = 1;
      stack.push(i);
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
  while (stack.length) {
    const i = stack.pop()!;
    const x = i % width;
    if (x > 0) push(i - 1);
    if (x < width - 1) push(i + 1);
    if (i >= width) push(i - width);
    if (i < width * (height - 1)) push(i + width);
  }
  let holeCells = 0, holeX = 0;
  for (let i = 0; i < cells.length; i++) {
    if (!cells[i] && !reached[i]) {
      holeCells++;
      holeX += (i % width) + 0.5;
    }
  }
  return {
    width,
    height,
    cells,
    rowFirst,
    rowLast,
    rowRuns,
    colTop,
    colBottom,
    fill: area / (width * height),
    aspect: height / width,
    symmetry: mirrored / area,
    holes: holeCells / area,
    holeCentreX: holeCells ? holeX / holeCells / width : 0.5,
  };
}

/** Span (last − first + 1) of row y, 0 when empty. */
export const spanOf = (s: Silhouette, y: number) => (s.rowFirst[y]! < 0 ? 0 : s.rowLast[y]! - s.rowFirst[y]! + 1);

/** Spans of the rows between fractions `from` and `to` of the height. */
export function spans(s: Silhouette, from: number, to: number): number[] {
  const out: number[] = [];
  for (let y = Math.floor(from * s.height); y < Math.min(s.height, Math.ceil(to * s.height)); y++) out.push(spanOf(s, y));
  return out;
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : 0;
};
