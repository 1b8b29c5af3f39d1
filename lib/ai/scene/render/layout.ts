// Where things go on a canvas of any size: the square frame, the horizon, the stage the product
// stands on, and the box the product is fitted into. Pure geometry shared by every layer.
import { darken, kelvinToHex, mix } from "../color";
import type { Prop, SceneRecipe, ShapeClass, SurfaceKind } from "../recipe";

export interface Frame {
  W: number;
  H: number;
  /** top-left of the square frame and its side */
  x0: number;
  y0: number;
  s: number;
}

export function frameOf(W: number, H: number): Frame {
  const s = Math.min(W, H);
  // Tall canvases keep more air above the scene than below it, like a portrait product shot.
  return { W, H, s, x0: (W - s) / 2, y0: (H - s) * 0.62 };
}

export const fx = (f: Frame, x: number) => f.x0 + x * f.s;
export const fy = (f: Frame, y: number) => f.y0 + y * f.s;

/** A prop's x in pixels: frame-relative, or measured from the canvas edge it is anchored to. */
export function propX(f: Frame, p: Pick<Prop, "x" | "anchor">): number {
  if (p.anchor === "left") return p.x * f.s;
  if (p.anchor === "right") return f.W - (1 - p.x) * f.s;
  return fx(f, p.x);
}

/** The eye line: a flat floor's vanishing line, and the reference for how much of a top we see. */
export const horizonY = (f: Frame, recipe: SceneRecipe) => fy(f, recipe.floor.horizon);

/** Vertical squash of a horizontal circle seen at `y` (0.04 edge-on .. 0.34 from well above). */
export function ellipseRatio(f: Frame, horizon: number, y: number): number {
  return Math.min(0.34, Math.max(0.04, ((y - horizon) / f.s) * 0.75));
}

export interface LightModel {
  /** unit vector on screen pointing from the light toward the scene (x: right, y: down) */
  dirX: number;
  /** light colour */
  tint: string;
  /** colour of shadows on the floor */
  shadow: string;
  /** shadow length per unit of object height (0.15 overhead .. 1.4 low sun) */
  shadowLength: number;
  /** 0..1 how dark shadows get */
  shadowStrength: number;
}

export function lightModel(recipe: SceneRecipe): LightModel {
  const { light, floor } = recipe;
  const az = (light.azimuth * Math.PI) / 180;
  const elev = (Math.max(10, Math.min(88, light.elevation)) * Math.PI) / 180;
  const tint = kelvinToHex(light.temperature);
  // Shadows take the floor's colour, darker, and lean to the complement of the light (warm light, cool shade).
  const cool = light.temperature < 5000 ? "#1d2a44" : "#3a2a1c";
  return {
    dirX: -Math.sin(az),
    tint,
    shadow: mix(darken(floor.color, 0.62), cool, 0.25),
    shadowLength: Math.min(1.4, Math.max(0.15, 0.55 / Math.tan(elev))),
    shadowStrength: 0.35 + 0.5 * (1 - light.softness) * light.intensity + 0.15 * (1 - light.softness),
  };
}

/** Geometry of a cylinder-like prop (podium, step, column) in pixels. */
export interface PodiumGeom {
  cx: number;
  bottom: number;
  top: number;
  rx: number;
  /** squash of the top ellipse */
  ryTop: number;
  ryBottom: number;
}

export function podiumGeom(f: Frame, horizon: number, p: Prop): PodiumGeom {
  const h = p.size * f.s;
  const rx = (h * (p.aspect ?? 1.6)) / 2;
  const bottom = fy(f, p.y);
  const top = bottom - h;
  return { cx: propX(f, p), bottom, top, rx, ryTop: rx * ellipseRatio(f, horizon, top), ryBottom: rx * ellipseRatio(f, horizon, bottom) };
}

export interface Stage {
  /** bottom centre of the product, pixels (its centre across, and its base) */
  x: number;
  y: number;
  /** the largest box the product may fill */
  maxW: number;
  maxH: number;
  surface: SurfaceKind;
  /** the top of the prop the product stands on, when it stands on one */
  top?: { cx: number; cy: number; rx: number; ry: number };
  gloss: number;
  /** the product must stay inside this box (pixels); absent: anywhere on the canvas */
  safe?: Rect;
  /** seen from above: the product is centred on `y` instead of standing on it */
  lying?: boolean;
}

export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The part of a canvas the product must stay inside: the canvas, or the area the caller names
 * (the contract's 1674×628 keeps its 1200×628 middle), less a margin of 5% of the shorter side
 * so a platform's rounded corners or overlays never cut the product.
 */
export function safeAreaOf(W: number, H: number, area?: Rect): Rect {
  const a = area ?? { left: 0, top: 0, width: W, height: H };
  const m = 0.05 * Math.min(W, H);
  return { left: a.left + m, top: a.top + m, width: Math.max(1, a.width - 2 * m), height: Math.max(1, a.height - 2 * m) };
}

/** Width / height a product of each shape class is assumed to have before its cutout is read. */
export const SHAPE_ASPECT: Record<ShapeClass, number> = { tall: 0.55, square: 1, wide: 2.2, round: 1 };

const SIZE: Record<ShapeClass, { h: number; w: number }> = {
  tall: { h: 0.46, w: 0.3 },
  square: { h: 0.36, w: 0.4 },
  wide: { h: 0.3, w: 0.58 },
  round: { h: 0.38, w: 0.42 },
};

/** The stage of an unframed recipe (previews): the product centred on the floor or its podium. */
export function stageOf(f: Frame, recipe: SceneRecipe, shape: ShapeClass = "tall"): Stage {
  const hz = horizonY(f, recipe);
  const size = SIZE[shape];
  const podium = recipe.props.find((p) => p.stage);
  if (podium) {
    const g = podiumGeom(f, hz, podium);
    // On a podium the product must leave some of the top visible on both sides.
    const scale = Math.min(1, (g.rx * 2 * 0.82) / (size.w * f.s));
    return {
      x: g.cx,
      y: g.top + g.ryTop * 0.25,
      maxW: size.w * f.s * scale,
      maxH: size.h * f.s * Math.max(0.82, scale),
      surface: "matte",
      top: { cx: g.cx, cy: g.top, rx: g.rx, ry: g.ryTop },
      gloss: 0,
    };
  }
  const floorDepth = f.H - hz;
  return {
    x: fx(f, 0.5),
    y: Math.min(hz + floorDepth * 0.5, fy(f, 0.86)),
    maxW: size.w * f.s,
    maxH: size.h * f.s,
    surface: recipe.floor.surface.kind,
    gloss: recipe.floor.surface.gloss ?? defaultGloss(recipe.floor.surface.kind),
  };
}

export function defaultGloss(kind: SurfaceKind): number {
  switch (kind) {
    case "glossy":
      return 0.45;
    case "water":
      return 0.5;
    case "marble":
      return 0.18;
    case "tile":
      return 0.12;
    default:
      return 0;
  }
}

/**
 * Fit a product of natural size (w, h) into the stage; returns its pixel box. A framed stage keeps
 * the box inside its safe area: moved along the floor (or up from the bottom edge) when the
 * framing would push it out, never cut.
 */
export function productBox(stage: Stage, w: number, h: number): Rect {
  const safe = stage.safe;
  let k = Math.min(stage.maxW / w, stage.maxH / h);
  if (safe) k = Math.min(k, safe.width / w, safe.height / h);
  const width = Math.max(1, Math.round(w * k));
  const height = Math.max(1, Math.round(h * k));
  let left = Math.round(stage.x - width / 2);
  let top = Math.round(stage.lying ? stage.y - height / 2 : stage.y - height);
  if (safe) {
    left = Math.round(Math.min(Math.max(left, safe.left), safe.left + safe.width - width));
    top = Math.round(Math.min(Math.max(top, safe.top), safe.top + safe.height - height));
  }
  return { left, top, width, height };
}
