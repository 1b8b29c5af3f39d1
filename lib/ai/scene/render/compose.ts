// A framed recipe laid out on one canvas: where the product goes (its size from the framing, kept
// inside the safe area), the camera's height, the podium resized under the product, and the props
// moved around the product (to the open side when it stands on a third), varied by the task's
// seed. Done per canvas, so a story and a leaderboard are the same shot recomposed, not cropped.
import type { Framing, Prop, SceneRecipe, ShapeClass } from "../recipe";
import { defaultGloss, ellipseRatio, fy, horizonY, safeAreaOf, SHAPE_ASPECT, stageOf, type Frame, type Rect, type Stage } from "./layout";
import { rng } from "./svg";

export interface Composed {
  recipe: SceneRecipe;
  stage: Stage;
}

/** Hero framing for recipes that carry none (a preset preview keeps its own layout: see stageOf). */
const HERO: Framing = { name: "hero", x: 0.5, fill: 0.62 };

/** Props that make no sense seen from above, or that a lying product cannot stand on. */
const STANDING_ONLY = new Set<Prop["kind"]>(["podium", "steps", "block", "column", "arch", "arch_wall", "fabric", "cloud", "candle", "palm"]);
/**
 * Greenery that may take a near kind per task, so one preset's six scenes are not six copies of
 * the same sprig. Spheres stay spheres: on a citrus set they are the fruit, on marble the gold.
 */
const KIN: Partial<Record<Prop["kind"], Prop["kind"][]>> = {
  leaf: ["leaf", "eucalyptus", "monstera"],
  eucalyptus: ["eucalyptus", "leaf"],
  monstera: ["monstera", "leaf"],
};

export function composeScene(recipe: SceneRecipe, f: Frame, shape: ShapeClass, seed: number, area?: Rect): Composed {
  if (!recipe.framing && !area) return { recipe, stage: stageOf(f, recipe, shape) };
  const framing = recipe.framing ?? HERO;
  const safe = safeAreaOf(f.W, f.H, area);
  const r: SceneRecipe = { ...recipe, floor: { ...recipe.floor }, light: { ...recipe.light }, props: recipe.props.map((p) => ({ ...p })) };
  if (framing.mirrorLight) r.light.azimuth = -r.light.azimuth;
  // Seen from above there is no horizon: the floor fills the picture, or (a plain sheet, top-view.ts) the backdrop does.
  if (framing.topView) r.floor = { ...r.floor, horizon: r.floor.horizon > 1 ? r.floor.horizon : -4, seamless: false, edge: undefined };
  else if (framing.horizon !== undefined) r.floor.horizon = framing.horizon;

  // The product's box as the framing asks, before its cutout is read: the shape class's aspect.
  const aspect = SHAPE_ASPECT[shape];
  const maxH = Math.min(framing.fill * f.H, safe.height);
  const maxW = Math.min(framing.fill * safe.width, safe.width);
  const estH = Math.min(maxH, maxW / aspect);
  const estW = estH * aspect;
  const cx = Math.min(Math.max(safe.left + framing.x * safe.width, safe.left + estW / 2), safe.left + safe.width - estW / 2);
  const rand = rng((seed >>> 0) % 2147483647 || 1);
  const productFx = (cx - f.x0) / f.s;
  const halfW = estW / 2 / f.s;
  const side = framing.x < 0.45 ? 1 : framing.x > 0.55 ? -1 : 0;

  if (framing.topView) {
    r.props = topViewProps(r.props, productFx, halfW, estH / f.s, side, f, safe, rand);
    r.light.elevation = Math.max(r.light.elevation, 62);
    const cy = safe.top + safe.height / 2;
    return { recipe: r, stage: { x: cx, y: cy, maxW, maxH, surface: r.floor.surface.kind, gloss: 0, safe, lying: true } };
  }

  const hz = horizonY(f, r);
  const floorBottom = r.floor.edge ? Math.min(f.H, f.y0 + r.floor.edge.at * f.s) : f.H;
  const lowest = Math.min(safe.top + safe.height, floorBottom - f.s * 0.02);
  // The base: on the floor below the horizon, low in the picture for a close crop, and low
  // enough that the product's top stays inside the safe area.
  let base = framing.low ? lowest : Math.min(hz + (floorBottom - hz) * 0.5, fy(f, 0.88));
  base = Math.min(lowest, Math.max(base, safe.top + estH, hz + f.s * 0.03));
  const podium = r.props.find((p) => p.stage);
  let top: Stage["top"];
  if (podium) {
    // The podium stands under the product: wider than it, its top where the product's base is,
    // reaching down to its own floor line (or past the bottom edge in a close crop).
    const bottomPx = Math.max(fy(f, podium.y), base + f.s * 0.08);
    podium.x = productFx;
    podium.anchor = undefined;
    podium.size = (bottomPx - base) / f.s;
    podium.y = (bottomPx - f.y0) / f.s;
    const rx = Math.max(estW * 0.68, podium.size * f.s * (podium.aspect ?? 1.6) * 0.5, f.s * 0.12);
    podium.aspect = (2 * rx) / (podium.size * f.s);
    const ryTop = rx * ellipseRatio(f, hz, base);
    top = { cx, cy: base, rx, ry: ryTop };
    base += ryTop * 0.25;
  }
  r.props = standingProps(r.props, productFx, halfW, side, f, r.floor.horizon, rand);
  const stage: Stage = {
    x: cx,
    y: base,
    maxW,
    maxH,
    surface: podium ? "matte" : r.floor.surface.kind,
    gloss: podium ? 0 : (r.floor.surface.gloss ?? defaultGloss(r.floor.surface.kind)),
    safe,
    top,
  };
  return { recipe: r, stage };
}

/** Where the canvas ends, in frame units: props are kept inside. */
function frameBounds(f: Frame): { left: number; right: number } {
  return { left: -f.x0 / f.s, right: (f.W - f.x0) / f.s };
}

function varied(p: Prop, rand: () => number): Prop {
  const kin = KIN[p.kind];
  const kind = kin && !p.stage ? kin[Math.floor(rand() * kin.length)]! : p.kind;
  return { ...p, kind, size: p.size * (0.85 + rand() * 0.3), flip: rand() < 0.5 ? !p.flip : p.flip };
}

/**
 * Standing scenes: props keep their distance from the product, which has grown and may have moved;
 * on a third they gather on the open side. Props behind the product's centre (an arch, a ring)
 * follow it; props anchored to a canvas edge stay there.
 */
function standingProps(props: Prop[], productFx: number, halfW: number, side: number, f: Frame, horizon: number, rand: () => number): Prop[] {
  const { left, right } = frameBounds(f);
  const out: Prop[] = [];
  const loose = props.filter((p) => !p.stage && p.anchor === undefined);
  // One decorative prop of three or more is left out at random: six scenes, not six copies.
  const drop = loose.length >= 3 && rand() < 0.5 ? loose[Math.floor(rand() * loose.length)] : undefined;
  for (const p0 of props) {
    if (p0 === drop) continue;
    if (p0.stage || p0.anchor !== undefined) {
      out.push(p0);
      continue;
    }
    const p = varied(p0, rand);
    const dx = p.x - 0.5;
    if (Math.abs(dx) < 0.06) {
      // Centred behind the product: it frames the product, so it follows and outgrows it.
      p.x = productFx + dx;
      if (p.layer === "back" || p.y <= horizon + 0.06) p.size = Math.max(p.size, halfW * 2.6);
    } else {
      const dir = side === 0 ? Math.sign(dx) : side;
      const gap = halfW + (p.size * (p.aspect ?? 1)) / 2 + 0.03;
      p.x = productFx + dir * Math.max(gap, Math.abs(dx) * (side === 0 ? 1 : 0.8) + halfW * 0.6) + (rand() - 0.5) * 0.05;
    }
    const half = (p.size * (p.aspect ?? 1)) / 2;
    p.x = Math.min(Math.max(p.x, left + half + 0.02), right - half - 0.02);
    if (!p.floating && p.layer !== "back" && p.y < horizon + 0.05) p.y = Math.min(0.97, horizon + 0.08);
    out.push(p);
  }
  return out;
}

/**
 * Flat lays: things that lie flat, scattered on the surface around the product (on the open side
 * when it lies on a third), all behind it in depth. Podiums, arches and drapes go.
 */
function topViewProps(props: Prop[], productFx: number, halfW: number, h: number, side: number, f: Frame, safe: Rect, rand: () => number): Prop[] {
  const { left, right } = frameBounds(f);
  const top = (safe.top - f.y0) / f.s;
  const bottom = (safe.top + safe.height - f.y0) / f.s;
  const cy = (top + bottom) / 2;
  const flat = props.filter((p) => !STANDING_ONLY.has(p.kind)).map((p) => varied(p, rand));
  if (flat.length < 2) {
    // A flat lay is styled: a sprig and a stone or two when the scene brought nothing that lies flat.
    flat.push({ kind: "eucalyptus", x: 0, y: 0, size: 0.34, color: "#7f9a7c" }, { kind: "pebble", x: 0, y: 0, size: 0.06, color: "#d8d2c8" });
  }
  // Each prop gets its own slot down the open side (alternating sides when the product is
  // centred), so they neither touch each other nor the product.
  const kept = flat.slice(0, 4);
  const perSide = side === 0 ? Math.ceil(kept.length / 2) : kept.length;
  return kept.map((p, i) => {
    const dir = side === 0 ? (i % 2 === 0 ? -1 : 1) : side;
    const slot = side === 0 ? Math.floor(i / 2) : i;
    const half = (p.size * (p.aspect ?? 1)) / 2;
    const x = Math.min(Math.max(productFx + dir * (halfW + half + 0.05 + rand() * 0.05), left + half + 0.02), right - half - 0.02);
    const span = Math.min(bottom - top, h * 1.2);
    const y = cy - span / 2 + ((slot + 0.5) / perSide) * span + p.size * 0.5 + (rand() - 0.5) * 0.04;
    return { ...p, x, y: Math.min(Math.max(y, top + p.size), bottom), layer: "back" as const, floating: false, anchor: undefined, rotate: (p.rotate ?? 0) + (rand() - 0.5) * 90, blur: undefined };
  });
}
