import type { DecodedImage } from "@/lib/images/types";
import type { ProductKind } from "./product-shape";
import type { Silhouette } from "./silhouette";

/** How the product was photographed: laid flat and shot from above, or standing on a surface. */
export type ProductPose = "flatLay" | "standing";

/** The long side of the grid the backdrop is read on: shadows and floors are broad, so coarse is enough. */
const LONG_SIDE = 200;
/** A band below the product this much darker than the backdrop beside it is a contact shadow. */
const CONTACT_DARKENING = 0.035;
/** A backdrop whose top and bottom differ this much in lightness is a sweep with a floor, not a flat sheet. */
const FLOOR_GRADIENT = 0.06;

const GARMENTS: ReadonlySet<ProductKind> = new Set(["T-shirt", "trousers"]);
/** Kinds that are photographed standing whatever the backdrop shows (a ball from above is still a ball on a floor). */
const STANDING: ReadonlySet<ProductKind> = new Set(["bottle", "can", "box", "mug", "ball", "shoe"]);

interface Grid {
  width: number;
  height: number;
  /** Luma 0–255 per cell, and whether the cell is product (mask ≥ 128) or near it. */
  luma: Float32Array;
  product: Uint8Array;
}

/** The photo and its mask sampled on a coarse grid (nearest pixel: no resize of the full raster). */
function sampleGrid(image: DecodedImage, mask: Uint8Array): Grid {
  const step = Math.max(image.width, image.height) / LONG_SIDE;
  const width = Math.max(1, Math.floor(image.width / step)), height = Math.max(1, Math.floor(image.height / step));
  const luma = new Float32Array(width * height), product = new Uint8Array(width * height);
  for (let gy = 0; gy < height; gy++) {
    const y = Math.min(image.height - 1, Math.floor((gy + 0.5) * step));
    for (let gx = 0; gx < width; gx++) {
      const p = y * image.width + Math.min(image.width - 1, Math.floor((gx + 0.5) * step));
      luma[gy * width + gx] = 0.299 * image.rgb[3 * p]! + 0.587 * image.rgb[3 * p + 1]! + 0.114 * image.rgb[3 * p + 2]!;
      product[gy * width + gx] = mask[p]! >= 128 ? 1 : 0;
    }
  }
  return { width, height, luma, product };
}

/** Mean luma of the backdrop cells (not product, not next to it) in a rectangle, or NaN when there are none. */
function backdropMean(g: Grid, x0: number, x1: number, y0: number, y1: number): number {
  let sum = 0, n = 0;
  for (let y = Math.max(0, y0); y < Math.min(g.height, y1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(g.width, x1); x++) {
      const i = y * g.width + x;
      if (g.product[i] || (x > 0 && g.product[i - 1]) || (x < g.width - 1 && g.product[i + 1]) || (y > 0 && g.product[i - g.width]) || (y < g.height - 1 && g.product[i + g.width])) continue;
      sum += g.luma[i]!;
      n++;
    }
  }
  return n ? sum / n : NaN;
}

export interface PoseCues {
  /** How much darker the backdrop just under the product is than beside it (0 = none). */
  contactShadow: number;
  /** Relative lightness change of the backdrop from its top to its bottom (a sweep's floor and wall). */
  floorGradient: number;
  /** The silhouette ends on a flat base line (bottles, boxes, shoes stand on one). */
  flatBase: boolean;
  /** Share of the frame inside the product's bounding box. */
  frameFill: number;
}

export function poseCues(image: DecodedImage, mask: Uint8Array, silhouette: Silhouette): PoseCues {
  const g = sampleGrid(image, mask);
  let left = g.width, right = -1, top = g.height, bottom = -1;
  for (let i = 0; i < g.product.length; i++) {
    if (!g.product[i]) continue;
    const x = i % g.width, y = Math.floor(i / g.width);
    left = Math.min(left, x);
    right = Math.max(right, x);
    top = Math.min(top, y);
    bottom = Math.max(bottom, y);
  }
  const band = Math.max(2, Math.round(0.04 * g.height));
  const boxW = right - left + 1;
  // Under the base, against the same rows beside the product (the backdrop's own shading cancels out).
  const under = backdropMean(g, left, right + 1, bottom + 1, bottom + 1 + band);
  const besideRows = [bottom + 1 - band, bottom + 1 + band] as const;
  const beside = (backdropMean(g, left - boxW, left - 1, ...besideRows) + backdropMean(g, right + 2, right + 1 + boxW, ...besideRows)) / 2;
  const reference = Number.isFinite(beside) ? beside : backdropMean(g, 0, g.width, 0, g.height);
  const contactShadow = Number.isFinite(under) && reference > 0 ? Math.max(0, (reference - under) / reference) : 0;
  const topBand = backdropMean(g, 0, g.width, 0, Math.ceil(0.15 * g.height));
  const bottomBand = backdropMean(g, 0, g.width, Math.floor(0.85 * g.height), g.height);
  const floorGradient = Number.isFinite(topBand) && Number.isFinite(bottomBand) ? Math.abs(topBand - bottomBand) / Math.max(topBand, bottomBand, 1) : 0;

  const bottoms: number[] = [];
  for (let x = Math.floor(0.2 * silhouette.width); x < Math.ceil(0.8 * silhouette.width); x++) bottoms.push(silhouette.colBottom[x]!);
  const lowest = Math.max(...bottoms);
  const flatBase = bottoms.filter((b) => lowest - b <= 0.03 * silhouette.height).length >= 0.6 * bottoms.length;
  return { contactShadow, floorGradient, flatBase, frameFill: (boxW * (bottom - top + 1)) / (g.width * g.height) };
}

/**
 * Flat lay or standing, from what a flat lay lacks: a contact shadow under the base and a floor.
 * A garment with neither is a flat lay; a product of no kind the reader knows only when it also has
 * no base to stand on and spreads symmetrically over much of the frame. Standing is the default:
 * most product photos are.
 */
export function productPose(cues: PoseCues, silhouette: Silhouette, kind: ProductKind | null): ProductPose {
  if (cues.contactShadow >= CONTACT_DARKENING || cues.floorGradient >= FLOOR_GRADIENT) return "standing";
  if (kind && GARMENTS.has(kind)) return "flatLay";
  if (kind && STANDING.has(kind)) return "standing";
  return !cues.flatBase && silhouette.symmetry >= 0.85 && cues.frameFill >= 0.45 ? "flatLay" : "standing";
}
