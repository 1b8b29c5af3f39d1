/**
 * Brush strokes of the refine brush, drawn onto a pixel grid: which pixels a stroke covers (its
 * footprint, later strokes over earlier ones) and which lie on its centre line (its sure seeds).
 */
export type BrushMode = "keep" | "remove";

export interface BrushStroke {
  mode: BrushMode;
  /** brush radius in photo pixels */
  radius: number;
  /** the polyline in photo pixels, x to the right and y down from the top-left corner */
  points: ReadonlyArray<readonly [number, number]>;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A grid over part of the photo: cell (x, y) is centred on photo pixel `left + (x + 0.5) / scale`. */
export interface Grid extends Rect {
  scale: number;
}

/** Values of `StrokeRaster.mode` and `.core`. */
export const NONE = 0;
export const KEEP = 1;
export const REMOVE = 2;

export interface StrokeRaster {
  /** per cell: NONE outside every footprint, else the mode of the last stroke covering it */
  mode: Uint8Array;
  /** per cell: the mode when the cell is on that last stroke's centre line, else NONE */
  core: Uint8Array;
}

/**
 * The centre line's half-width in cells: the line is the stroke's sure seed, the rest of the
 * footprint is decided by the photo's edges (a thicker core on a sloppy stroke would reach across
 * the product's outline and paint the backdrop).
 */
const CORE = 0.75;

/** Every stroke's footprint grown by `margin` photo pixels, inside the frame (whole pixels). */
export function strokeRegion(strokes: readonly BrushStroke[], width: number, height: number, margin: number): Rect {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  for (const { radius, points } of strokes) {
    for (const [x, y] of points) {
      x0 = Math.min(x0, x - radius);
      y0 = Math.min(y0, y - radius);
      x1 = Math.max(x1, x + radius);
      y1 = Math.max(y1, y + radius);
    }
  }
  const left = Math.max(0, Math.floor(x0 - margin));
  const top = Math.max(0, Math.floor(y0 - margin));
  const right = Math.min(width, Math.ceil(x1 + margin));
  const bottom = Math.min(height, Math.ceil(y1 + margin));
  return { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
}

/**
 * Draws the strokes in order as capsules (a disc swept along each segment). Points closer than a
 * quarter radius to the last drawn one are skipped: a pointer's polyline is dense, and every
 * segment costs its whole box.
 */
export function rasteriseStrokes(strokes: readonly BrushStroke[], grid: Grid): StrokeRaster {
  const { width: w, height: h, scale } = grid;
  const mode = new Uint8Array(w * h);
  const core = new Uint8Array(w * h);
  const owner = new Int32Array(w * h).fill(-1);
  strokes.forEach((stroke, index) => {
    const value = stroke.mode === "keep" ? KEEP : REMOVE;
    // At least the nearest cell centre is covered, however small the brush at this scale.
    const r = Math.max(0.75, stroke.radius * scale);
    const rc = Math.min(r, CORE);
    const cells = stroke.points.map(([x, y]) => [(x - grid.left) * scale - 0.5, (y - grid.top) * scale - 0.5] as const);
    const kept = [cells[0]!];
    for (const c of cells.slice(1)) {
      const last = kept.at(-1)!;
      if (Math.hypot(c[0] - last[0], c[1] - last[1]) >= r / 4) kept.push(c);
    }
    if (kept.length > 1 && kept.at(-1) !== cells.at(-1)) kept.push(cells.at(-1)!);
    const canvas = { mode, core, owner, value, index, w, h };
    if (kept.length === 1) drawCapsule(kept[0]!, kept[0]!, r, rc, canvas);
    for (let i = 0; i + 1 < kept.length; i++) drawCapsule(kept[i]!, kept[i + 1]!, r, rc, canvas);
  });
  return { mode, core };
}

interface Canvas {
  mode: Uint8Array;
  core: Uint8Array;
  owner: Int32Array;
  value: number;
  index: number;
  w: number;
  h: number;
}

function drawCapsule(a: readonly [number, number], b: readonly [number, number], r: number, rc: number, c: Canvas) {
  const [ax, ay] = a;
  const dx = b[0] - ax, dy = b[1] - ay;
  const length2 = dx * dx + dy * dy;
  const x0 = Math.max(0, Math.floor(Math.min(ax, b[0]) - r)), x1 = Math.min(c.w - 1, Math.ceil(Math.max(ax, b[0]) + r));
  const y0 = Math.max(0, Math.floor(Math.min(ay, b[1]) - r)), y1 = Math.min(c.h - 1, Math.ceil(Math.max(ay, b[1]) + r));
  const r2 = r * r, rc2 = rc * rc;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0, p = y * c.w + x0; x <= x1; x++, p++) {
      // Squared distance from the cell centre to the segment.
      let t = length2 > 0 ? ((x - ax) * dx + (y - ay) * dy) / length2 : 0;
      t = t < 0 ? 0 : t > 1 ? 1 : t;
      const ex = x - ax - t * dx, ey = y - ay - t * dy;
      const d2 = ex * ex + ey * ey;
      if (d2 > r2) continue;
      if (c.owner[p] !== c.index) {
        // A later stroke replaces what earlier ones said here.
        c.owner[p] = c.index;
        c.mode[p] = c.value;
        c.core[p] = 0;
      }
      if (d2 <= rc2) c.core[p] = c.value;
    }
  }
}
