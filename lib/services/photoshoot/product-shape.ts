import { median, spanOf, spans, type Silhouette } from "./silhouette";

/**
 * What a silhouette alone can name with confidence. Anything else is left unnamed: a round orange
 * outline is an apricot as often as a ball, and a wrong name is worse than none.
 */
export const PRODUCT_KINDS = ["bottle", "can", "box", "mug", "ball", "shoe", "T-shirt", "trousers"] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

const within = (v: number, lo: number, hi: number) => v >= lo && v <= hi;
const max = (values: number[]) => values.reduce((m, v) => Math.max(m, v), 0);
const min = (values: number[]) => values.reduce((m, v) => Math.min(m, v), Infinity);
/** Largest relative deviation from the median: 0 for a straight-sided outline. */
const spread = (values: number[]) => {
  const m = median(values);
  return m ? max(values.map((v) => Math.abs(v - m))) / m : 1;
};

/** A disc: every row as wide as a circle of the silhouette's size would be there. */
function isBall(s: Silhouette): boolean {
  if (!within(s.aspect, 0.93, 1.07) || !within(s.fill, 0.74, 0.82) || s.symmetry < 0.96 || s.holes > 0.01) return false;
  const r = s.height / 2;
  let deviation = 0;
  for (let y = 0; y < s.height; y++) {
    const dy = y + 0.5 - r;
    deviation += Math.abs(spanOf(s, y) - 2 * Math.sqrt(Math.max(0, r * r - dy * dy)));
  }
  return deviation / s.height < 0.035 * s.width;
}

/** Upright, symmetric, a straight body and a neck well narrower than it at the top. */
function isBottle(s: Silhouette): boolean {
  if (s.aspect < 1.6 || s.symmetry < 0.85 || s.holes > 0.01) return false;
  if (s.rowRuns.some((runs) => runs > 1)) return false; // one solid outline, row by row
  const body = spans(s, 0.55, 0.95);
  const shoulders = spans(s, 0, 0.3);
  const bodyWidth = median(body);
  return spread(body) < 0.15 && min(shoulders) <= 0.6 * bodyWidth && median(shoulders) <= 0.8 * bodyWidth;
}

/** Upright, symmetric, straight-sided from top to bottom, with rounded (elliptical) ends. */
function isCan(s: Silhouette): boolean {
  if (!within(s.aspect, 1.1, 2.8) || s.symmetry < 0.9 || s.fill < 0.86 || s.holes > 0.01) return false;
  const sides = spans(s, 0.1, 0.9);
  // Rounded ends: the top and bottom rows narrower than the body and centred on it (a box seen at
  // three quarters has its narrower rows pushed to one side).
  const centred = (y: number) => spanOf(s, y) < 0.9 * median(sides) && Math.abs(s.rowFirst[y]! - (s.width - 1 - s.rowLast[y]!)) <= 0.08 * s.width;
  return spread(sides) < 0.08 && centred(0) && centred(s.height - 1);
}

/**
 * A box: straight sides filling its bounds, seen face on (a rectangle) or at three quarters (a
 * hexagon: two corners cut on a diagonal, so far less mirror-symmetric than a can).
 */
function isBox(s: Silhouette): boolean {
  if (!within(s.aspect, 0.45, 2.2) || s.holes > 0.01) return false;
  const w = s.width, top = 0, bottom = s.height - 1;
  if (s.fill > 0.95 && spanOf(s, top) >= 0.9 * w && spanOf(s, bottom) >= 0.9 * w) return true; // face on
  if (s.fill < 0.82) return false;
  // Three-quarter view: the top row starts late on one side and the bottom row ends early on the other.
  const cutTopLeft = s.rowFirst[top]! > 0.12 * w && s.rowLast[top]! > 0.9 * w;
  const cutTopRight = s.rowLast[top]! < 0.88 * w && s.rowFirst[top]! < 0.1 * w;
  const cutBottomRight = s.rowLast[bottom]! < 0.88 * w && s.rowFirst[bottom]! < 0.1 * w;
  const cutBottomLeft = s.rowFirst[bottom]! > 0.12 * w && s.rowLast[bottom]! > 0.9 * w;
  return (cutTopLeft && cutBottomRight) || (cutTopRight && cutBottomLeft);
}

/** A straight-sided body with a handle: an enclosed hole beside it, in the outer third of the outline. */
function isMug(s: Silhouette): boolean {
  if (!within(s.aspect, 0.6, 1.5) || s.holes < 0.015 || s.holes > 0.3) return false;
  if (within(s.holeCentreX, 0.3, 0.7)) return false;
  // The body is the widest run's side away from the handle: its rows keep one width.
  const handleLeft = s.holeCentreX < 0.5;
  const bodyEdge: number[] = [];
  for (let y = Math.floor(0.1 * s.height); y < Math.ceil(0.9 * s.height); y++) bodyEdge.push(handleLeft ? s.rowLast[y]! : s.rowFirst[y]!);
  return spread(bodyEdge.map((x) => (handleLeft ? x : s.width - x))) < 0.08;
}

/**
 * A shoe from the side: long and low, a flat sole (every column ends on one line), and high at the
 * heel, low at the toe.
 */
function isShoe(s: Silhouette): boolean {
  if (!within(s.aspect, 0.25, 0.62) || s.symmetry > 0.88) return false;
  const from = Math.floor(0.1 * s.width), to = Math.ceil(0.9 * s.width);
  const bottoms: number[] = [];
  const heights: number[] = [];
  for (let x = 0; x < s.width; x++) heights.push(s.colTop[x]! < 0 ? 0 : s.colBottom[x]! - s.colTop[x]! + 1);
  for (let x = from; x < to; x++) bottoms.push(s.colBottom[x]!);
  const flatSole = max(bottoms) - min(bottoms) <= 0.12 * s.height;
  const third = Math.floor(s.width / 3);
  const ends = [median(heights.slice(0, third)), median(heights.slice(-third))];
  return flatSole && min(ends) < 0.6 * max(ends);
}

/** A T-shirt laid flat or hung: symmetric, sleeves wider than the body, a neckline dipping between the shoulders. */
function isTShirt(s: Silhouette): boolean {
  if (!within(s.aspect, 0.65, 1.4) || s.symmetry < 0.85 || s.holes > 0.02) return false;
  const sleeves = max(spans(s, 0.1, 0.35));
  const body = median(spans(s, 0.6, 0.95));
  const centre = s.colTop[Math.floor(s.width / 2)]!;
  const shoulder = Math.min(s.colTop[Math.floor(0.35 * s.width)]!, s.colTop[Math.floor(0.65 * s.width)]!);
  return body > 0 && sleeves >= 1.3 * body && sleeves <= 2.6 * body && centre - shoulder >= 0.03 * s.height;
}

/** Trousers: symmetric, one waistband on top, two legs apart below. */
function isTrousers(s: Silhouette): boolean {
  if (s.aspect < 1.1 || s.symmetry < 0.85) return false;
  const waist = s.rowRuns.slice(0, Math.ceil(0.15 * s.height));
  const legs = s.rowRuns.slice(Math.floor(0.6 * s.height), Math.ceil(0.95 * s.height));
  return waist.every((r) => r === 1) && legs.filter((r) => r === 2).length >= 0.8 * legs.length;
}

const READERS: ReadonlyArray<readonly [ProductKind, (s: Silhouette) => boolean]> = [
  ["ball", isBall],
  ["mug", isMug],
  ["trousers", isTrousers],
  ["T-shirt", isTShirt],
  ["bottle", isBottle],
  ["can", isCan],
  ["shoe", isShoe],
  ["box", isBox],
];

/** The kind of product the silhouette shows, when exactly one reader recognises it; otherwise null. */
export function productKind(s: Silhouette): ProductKind | null {
  const matches = READERS.filter(([, reads]) => reads(s)).map(([kind]) => kind);
  return matches.length === 1 ? matches[0]! : null;
}

/** For the bench and tests: which readers recognised the silhouette. */
export const kindsRecognised = (s: Silhouette) => READERS.filter(([, reads]) => reads(s)).map(([kind]) => kind);
