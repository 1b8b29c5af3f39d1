// A recipe's colours by the part of the scene they paint, so that prompt reading and style
// referencing can recolour a scene by role ("the wall", "the props") without knowing every field.
import type { Color, SceneRecipe } from "./recipe";

export type ColorRole =
  /** wall fill, colour fields and wall pattern */
  | "wall"
  /** floor, its near shade, surface detail colours and counter edge */
  | "floor"
  /** the prop the product stands on */
  | "stage"
  /** every other prop */
  | "props"
  /** distant scenery on the horizon */
  | "scenery"
  /** things that glow: bokeh, scenery lights, particles */
  | "lights"
  /** coloured air */
  | "air";

export const ALL_ROLES: readonly ColorRole[] = ["wall", "floor", "stage", "props", "scenery", "lights", "air"];

type Mapper = (hex: Color, role: ColorRole) => Color;

/** Replace, in place, every colour of the given roles by `f(colour)`. */
export function mapColors(r: SceneRecipe, roles: readonly ColorRole[], f: Mapper): void {
  const has = (role: ColorRole) => roles.includes(role);
  const list = (cs: Color[] | undefined, role: ColorRole) => cs?.map((c) => f(c, role));
  if (has("wall")) {
    const fill = r.backdrop.fill;
    if (fill.kind === "solid") fill.color = f(fill.color, "wall");
    else fill.stops = fill.stops.map((s) => ({ ...s, color: f(s.color, "wall") }));
    r.backdrop.blobs = r.backdrop.blobs?.map((b) => ({ ...b, color: f(b.color, "wall") }));
    if (r.backdrop.pattern) r.backdrop.pattern.color = f(r.backdrop.pattern.color, "wall");
  }
  if (r.backdrop.scenery) {
    if (has("scenery")) r.backdrop.scenery.colors = r.backdrop.scenery.colors.map((c) => f(c, "scenery"));
    if (has("lights") && r.backdrop.scenery.lights) r.backdrop.scenery.lights = list(r.backdrop.scenery.lights, "lights");
  }
  if (has("floor")) {
    const fl = r.floor;
    fl.color = f(fl.color, "floor");
    if (fl.colorNear) fl.colorNear = f(fl.colorNear, "floor");
    if (fl.surface.color2) fl.surface.color2 = f(fl.surface.color2, "floor");
    if (fl.surface.accents) fl.surface.accents = list(fl.surface.accents, "floor");
    if (fl.edge) fl.edge = { ...fl.edge, color: f(fl.edge.color, "floor") };
  }
  for (const p of r.props) {
    const role: ColorRole = p.stage ? "stage" : "props";
    if (has(role)) p.color = f(p.color, role);
  }
  const a = r.atmosphere;
  if (has("air") && a.haze) a.haze = { ...a.haze, color: f(a.haze.color, "air") };
  if (has("lights")) {
    if (a.bokeh) a.bokeh = { ...a.bokeh, colors: a.bokeh.colors.map((c) => f(c, "lights")) };
    if (a.particles) a.particles = { ...a.particles, colors: a.particles.colors.map((c) => f(c, "lights")) };
  }
}

/** The colour that stands for a role: the wall's middle, the floor's own colour, the stage's. */
export function mainColor(r: SceneRecipe, role: "wall" | "floor" | "stage" | "props"): Color | undefined {
  switch (role) {
    case "wall": {
      const fill = r.backdrop.fill;
      if (fill.kind === "solid") return fill.color;
      const sorted = [...fill.stops].sort((x, y) => x.at - y.at);
      return sorted[Math.floor((sorted.length - 1) / 2)]?.color;
    }
    case "floor":
      return r.floor.color;
    case "stage":
      return r.props.find((p) => p.stage)?.color;
    case "props":
      return r.props.find((p) => !p.stage)?.color;
  }
}

/** Every colour of the given roles, in recipe order (duplicates kept). */
export function colorsOf(r: SceneRecipe, roles: readonly ColorRole[]): Color[] {
  const out: Color[] = [];
  mapColors(structuredClone(r), roles, (c) => {
    out.push(c);
    return c;
  });
  return out;
}
