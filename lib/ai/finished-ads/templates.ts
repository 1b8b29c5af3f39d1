import type { Rect } from "./contrast";

/** A canvas of the renderKind set. */
export interface AdSize {
  name: string;
  width: number;
  height: number;
}

export const TEMPLATE_IDS = ["overlay", "panel", "card"] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

/**
 * Where a template puts things on one canvas. The headline and punchline are set in `column`
 * (with the CTA under them, or in `cta` when the template gives it a slot of its own); `backing`
 * says what keeps the text legible: a scrim over the photo from one edge, a plate behind the
 * column, or a solid surface (`surface`, the brand's background colour) the text stands on.
 */
export interface Slots {
  image: Rect;
  surface: Rect | null;
  column: Rect;
  cta: Rect | null;
  logo: Rect | null;
  align: "left" | "center";
  vAlign: "top" | "center" | "bottom";
  backing: { kind: "scrim"; edge: "bottom" | "top" | "left" } | { kind: "plate" } | { kind: "surface" };
  maxLines: { headline: number; punchline: number };
  /**
   * Where the product must show whole (canvas pixels): the photo is scaled and shifted so the
   * product lands there instead of under the text. Null: the photo is cropped about its centre.
   */
  focus: Rect | null;
  /** A card's padding around its texts and button: the column is inset by it, so the card stays inside the safe zone. */
  platePad?: number;
}

/**
 * The part of the canvas a platform leaves alone: Stories keep their top and bottom 14% for the
 * app's own bars; every other size keeps a 5% margin (at least 4 px) so nothing touches the edge.
 */
export function safeZone(size: AdSize): Rect {
  const margin = Math.max(4, Math.round(Math.min(size.width, size.height) * 0.05));
  if (size.width === 1080 && size.height === 1920) {
    const band = Math.ceil(size.height * 0.14);
    const side = Math.round(size.width * 0.06);
    return { x: side, y: band, width: size.width - 2 * side, height: size.height - 2 * band };
  }
  return { x: margin, y: margin, width: size.width - 2 * margin, height: size.height - 2 * margin };
}

type Shape = "strip" | "tower" | "landscape" | "upright";

function shapeOf({ width, height }: AdSize): Shape {
  if (height <= 120) return "strip";
  if (width / height <= 0.55) return "tower";
  if (width / height >= 1.4) return "landscape";
  return "upright";
}

const full = (size: AdSize): Rect => ({ x: 0, y: 0, width: size.width, height: size.height });

/** A band of `rect` from `from` to `to` (fractions of its height). */
const rows = (rect: Rect, from: number, to: number): Rect => ({
  x: rect.x,
  y: rect.y + rect.height * from,
  width: rect.width,
  height: rect.height * (to - from),
});
const cols = (rect: Rect, from: number, to: number): Rect => ({
  x: rect.x + rect.width * from,
  y: rect.y,
  width: rect.width * (to - from),
  height: rect.height,
});
const intersect = (a: Rect, b: Rect): Rect => {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  return { x, y, width: Math.min(a.x + a.width, b.x + b.width) - x, height: Math.min(a.y + a.height, b.y + b.height) - y };
};
const inset = (rect: Rect, by: number): Rect => ({ x: rect.x + by, y: rect.y + by, width: rect.width - 2 * by, height: rect.height - 2 * by });

/** Strips (728×90, 970×90): [logo | text | CTA] over the photo or beside it. */
function stripSlots(template: TemplateId, size: AdSize, safe: Rect): Slots {
  const photoWidth = Math.round(size.height * 1.6);
  const withPhotoBeside = template === "panel";
  const left = withPhotoBeside ? photoWidth + safe.x : safe.x;
  const logoWidth = Math.round(safe.height * 1.4);
  const ctaWidth = Math.round(size.width * 0.2);
  const right = safe.x + safe.width;
  const logo = { x: right - logoWidth, y: safe.y, width: logoWidth, height: safe.height };
  const cta = { x: logo.x - ctaWidth - safe.x, y: safe.y, width: ctaWidth, height: safe.height };
  const column = { x: left, y: safe.y, width: cta.x - safe.x - left, height: safe.height };
  return {
    image: withPhotoBeside ? { x: 0, y: 0, width: photoWidth, height: size.height } : full(size),
    surface: withPhotoBeside ? { x: photoWidth, y: 0, width: size.width - photoWidth, height: size.height } : null,
    column,
    cta,
    logo,
    align: "left",
    vAlign: "center",
    backing: withPhotoBeside ? { kind: "surface" } : { kind: "plate" },
    maxLines: { headline: 3, punchline: 1 },
    focus: withPhotoBeside ? { x: 0, y: 0, width: photoWidth, height: size.height } : null,
  };
}

function overlaySlots(size: AdSize, safe: Rect, shape: Shape, textSide: TextSide): Slots {
  const logoHeight = safe.height * (shape === "tower" ? 0.06 : 0.1);
  const logo = { x: safe.x, y: safe.y, width: safe.width * 0.35, height: logoHeight };
  if (shape === "landscape") {
    const below = rows(safe, 0.2, 1);
    return {
      image: full(size),
      surface: null,
      column: cols(below, 0, 0.55),
      cta: null,
      logo: { ...logo, width: safe.width * 0.22, height: safe.height * 0.14 },
      align: "left",
      vAlign: "bottom",
      backing: { kind: "scrim", edge: "left" },
      maxLines: { headline: 4, punchline: 3 },
      focus: null,
    };
  }
  // A small banner has too few pixels above a product for a headline: it keeps the bottom.
  const top = textSide === "top" && shape === "upright" && size.height >= 400;
  return {
    image: full(size),
    surface: null,
    // Above a product that stands low: from under the logo down, fading out towards the product.
    column: top ? rows(safe, 0.14, 0.6) : rows(safe, 0.4, 1),
    cta: null,
    logo,
    align: shape === "tower" ? "center" : "left",
    vAlign: top ? "top" : "bottom",
    backing: { kind: "scrim", edge: top ? "top" : "bottom" },
    maxLines: { headline: shape === "tower" ? 7 : 4, punchline: 4 },
    focus: null,
  };
}

function panelSlots(size: AdSize, safe: Rect, shape: Shape): Slots {
  const pad = Math.max(6, Math.round(Math.min(size.width, size.height) * 0.04));
  if (shape === "landscape") {
    const surface = cols(full(size), 0, 0.46);
    const area = intersect(inset(surface, pad), safe);
    return {
      focus: cols(full(size), 0.46, 1),
      image: cols(full(size), 0.46, 1),
      surface,
      column: rows(area, 0.2, 1),
      cta: null,
      logo: { ...rows(area, 0, 0.14), width: area.width * 0.5 },
      align: "left",
      vAlign: "center",
      backing: { kind: "surface" },
      maxLines: { headline: 4, punchline: 3 },
    };
  }
  if (shape === "tower") {
    const surface = rows(full(size), 0, 0.5);
    const area = intersect(inset(surface, pad), safe);
    return {
      focus: rows(full(size), 0.5, 1),
      image: rows(full(size), 0.5, 1),
      surface,
      column: rows(area, 0.14, 1),
      cta: null,
      logo: { ...rows(area, 0, 0.1), x: area.x + area.width * 0.2, width: area.width * 0.6 },
      align: "center",
      vAlign: "center",
      backing: { kind: "surface" },
      maxLines: { headline: 7, punchline: 4 },
    };
  }
  const split = size.width === 1080 && size.height === 1920 ? 0.55 : size.height < 400 ? 0.46 : 0.58;
  const surface = rows(full(size), split, 1);
  const area = intersect(inset(surface, pad), safe);
  const logoSide = Math.min(safe.width * 0.3, safe.height * 0.1);
  return {
    // The product whole in the photo above the panel, not cut by it (the photo's centre is not always the product's).
    focus: rows(full(size), 0, split),
    image: rows(full(size), 0, split),
    surface,
    column: area,
    cta: null,
    logo: { x: safe.x, y: safe.y, width: logoSide * 2, height: logoSide },
    align: "center",
    vAlign: "center",
    backing: { kind: "surface" },
    maxLines: { headline: 4, punchline: 3 },
  };
}

/**
 * The photo fills the canvas; the text stands on an opaque card in the brand's background colour.
 * The card (its padding included) stays inside the safe zone, and the product is moved into the
 * part of the photo the card leaves free.
 */
function cardSlots(size: AdSize, safe: Rect, shape: Shape, textSide: TextSide): Slots {
  const small = size.height < 400;
  const top = textSide === "top" && shape === "upright" && !small; // as overlaySlots
  const base = overlaySlots(size, safe, shape, top ? "top" : "bottom");
  const platePad = Math.max(5, Math.round(Math.min(size.width, size.height) * (small ? 0.03 : 0.04)));
  // A banner's card needs a larger share of its few pixels for a long headline at 12 px. Above a
  // low product the card starts under the logo and the photo's free part is below it.
  const region = shape === "landscape" ? base.column : top ? rows(safe, 0.12, 0.56) : rows(safe, small ? 0.4 : 0.5, 1);
  const free =
    shape === "landscape"
      ? { x: region.x + region.width, y: 0, width: size.width - region.x - region.width, height: size.height }
      : top
        ? { x: 0, y: region.y + region.height, width: size.width, height: size.height - region.y - region.height }
        : { x: 0, y: 0, width: size.width, height: region.y };
  return { ...base, backing: { kind: "plate" }, align: "center", column: inset(region, platePad), platePad, focus: free };
}

/**
 * Where an upright overlay or card puts its text: at the bottom (the default), or at the top when
 * the product stands low in the photo, so the text does not cover it (render-ad.ts decides). Other
 * shapes and templates have one arrangement.
 */
export type TextSide = "bottom" | "top";

export function slotsFor(template: TemplateId, size: AdSize, textSide: TextSide = "bottom"): Slots {
  const safe = safeZone(size);
  const shape = shapeOf(size);
  if (shape === "strip") return stripSlots(template === "panel" ? "panel" : "overlay", size, safe);
  if (template === "panel") return panelSlots(size, safe, shape);
  if (template === "card") return cardSlots(size, safe, shape, textSide);
  return overlaySlots(size, safe, shape, textSide);
}
