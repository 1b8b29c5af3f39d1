// A scene recipe is data, not code: everything the renderer needs to build a product scene.
// Positions of staged things (props, stage) are in the "frame": a square of side min(width, height)
// centred on the canvas, so wide and tall canvases recompose around the product instead of cropping.
// Whole-canvas things (backdrop, bokeh, particles) use fractions of the full canvas.

/** A colour as "#rrggbb". */
export type Color = string;

export interface GradientStop {
  /** 0..1 along the gradient. */
  at: number;
  color: Color;
  opacity?: number;
}

export type Fill =
  | { kind: "solid"; color: Color }
  /** angle in degrees: 0 = top to bottom, 90 = left to right. */
  | { kind: "linear"; angle: number; stops: GradientStop[] }
  /** centre and radius as fractions of the canvas. */
  | { kind: "radial"; cx: number; cy: number; r: number; stops: GradientStop[] };

/** A large soft colour field laid over the backdrop (mesh-gradient look, sky glow, sun). */
export interface ColorBlob {
  x: number;
  y: number;
  /** radius as a fraction of the canvas's longer side */
  r: number;
  color: Color;
  opacity?: number;
}

export type TextureKind = "noise" | "plaster" | "concrete" | "paper" | "linen" | "stucco";

export interface Texture {
  kind: TextureKind;
  /** 0..1 visibility */
  amount: number;
  /** 1 = natural grain size; larger is coarser */
  scale?: number;
}

export type WallPatternKind = "brick" | "subway_tile" | "square_tile" | "panels" | "stripes" | "fluted";

export interface WallPattern {
  kind: WallPatternKind;
  /** grout, mortar or seam colour */
  color: Color;
  /** 1 = default module size */
  scale?: number;
  opacity?: number;
  /** brick faces vary around the wall colour by this much (0..1) */
  variation?: number;
}

export type SceneryKind = "sea" | "hills" | "dunes" | "mountains" | "skyline" | "forest" | "window_city" | "waterfall" | "lake";

/** Out-of-focus distant scenery standing on the horizon, drawn behind the floor. */
export interface Scenery {
  kind: SceneryKind;
  /** far to near */
  colors: Color[];
  /** depth-of-field blur, fraction of the frame */
  blur?: number;
  /** lit windows and lights for skylines */
  lights?: Color[];
  seed?: number;
}

export interface Backdrop {
  fill: Fill;
  blobs?: ColorBlob[];
  pattern?: WallPattern;
  texture?: Texture;
  scenery?: Scenery;
}

export type SurfaceKind =
  | "matte"
  | "glossy"
  | "water"
  | "sand"
  | "marble"
  | "wood"
  | "concrete"
  | "tile"
  | "terrazzo"
  | "grass"
  | "snow"
  | "fabric"
  | "stone";

export interface Surface {
  kind: SurfaceKind;
  /** secondary colour: marble veins, wood grain, grout, terrazzo chips, fabric shade */
  color2?: Color;
  /** extra colours (terrazzo chips, flowers in grass) */
  accents?: Color[];
  /** 0..1: how mirror-like; drives the product's reflection */
  gloss?: number;
  /** 1 = default pattern size */
  scale?: number;
}

export interface Floor {
  /** where the wall meets the floor, fraction of the frame height (0 top, 1 bottom) */
  horizon: number;
  /** colour just below the horizon */
  color: Color;
  /** colour at the bottom edge; defaults to a shade of `color` */
  colorNear?: Color;
  surface: Surface;
  /** studio sweep (cyclorama): no visible line between wall and floor */
  seamless?: boolean;
  /** front edge of a counter or table, fraction of the frame height, with its face colour */
  edge?: { at: number; color: Color };
}

export type GoboKind = "window" | "blinds" | "leaves" | "palm" | "arch_window";

export interface Light {
  /** where the key light comes from, degrees: -90 left, 0 front, 90 right */
  azimuth: number;
  /** degrees above the floor, 10..90; low light casts long shadows */
  elevation: number;
  /** 0 hard sun .. 1 overcast or big softbox */
  softness: number;
  /** colour temperature in Kelvin (2700 warm tungsten .. 7500 cool shade) */
  temperature: number;
  /** 0..1 how much the light shapes the scene (falloff, highlights) */
  intensity: number;
  /** a shape the light passes through before reaching the wall (window light, leaf shadows) */
  gobo?: { kind: GoboKind; opacity?: number; scale?: number };
  /** visible beams in hazy air */
  beams?: boolean;
  /** a pool of light on the stage with a darker surround */
  spot?: boolean;
}

export type PropKind =
  | "podium"
  | "steps"
  | "block"
  | "column"
  | "arch"
  | "arch_wall"
  | "sphere"
  | "ring"
  | "pebble"
  | "fabric"
  | "leaf"
  | "monstera"
  | "palm"
  | "eucalyptus"
  | "pine"
  | "flower"
  | "cloud"
  | "heart"
  | "egg"
  | "pumpkin"
  | "ornament"
  | "gift"
  | "candle"
  | "shell"
  | "star"
  | "rock"
  | "books"
  | "laptop"
  | "croissant"
  | "plant"
  | "cup";

export interface Prop {
  kind: PropKind;
  /** frame fractions; for grounded props this is the bottom centre */
  x: number;
  y: number;
  /** height as a fraction of the frame */
  size: number;
  color: Color;
  color2?: Color;
  /** width / height for podiums, blocks, steps, arches, fabric */
  aspect?: number;
  /** degrees, for leaves, stars, branches */
  rotate?: number;
  /** mirror horizontally */
  flip?: boolean;
  /** depth of field blur, fraction of the frame (foreground leaves, far props) */
  blur?: number;
  opacity?: number;
  /** "front" props pass in front of the product; default from depth (y below the stage base) */
  layer?: "back" | "front";
  /** the product stands on this prop's top */
  stage?: boolean;
  /** props that float or hang cast no floor shadow */
  floating?: boolean;
  /** keep the prop at this canvas edge on wide canvases (leaves entering the frame) */
  anchor?: "left" | "right";
}

export type ParticleKind = "snow" | "confetti" | "sparkle" | "petals" | "bubbles" | "dust";

/**
 * A colour grade over the scene around the product (never over the product's own pixels). All
 * parts are optional and 0 means "leave as is".
 */
export interface Grade {
  /** -1..1: darker .. brighter mid-tones */
  exposure?: number;
  /** -1..1: flatter .. punchier tones */
  contrast?: number;
  /** -1..1: muted .. vivid colour */
  saturation?: number;
  /** 0..1: highlights take the key light's colour and shadows the shadow colour; default from the light */
  toning?: number;
}

export interface Atmosphere {
  /** coloured air that thickens toward the horizon */
  haze?: { color: Color; amount: number };
  /** out-of-focus light discs behind the product */
  bokeh?: { count: number; colors: Color[]; size: number; opacity?: number; seed?: number; area?: "top" | "all" };
  /** 0..1 darkening of the corners */
  vignette?: number;
  /** 0..1 film grain */
  grain?: number;
  particles?: { kind: ParticleKind; count: number; colors: Color[]; seed?: number; size?: number };
  grade?: Grade;
}

/** The scene's colours by role; the recommender compares `primary` with the product. */
export interface Palette {
  primary: Color;
  secondary: Color;
  accent: Color;
}

/**
 * How the shot is framed, as a product photographer would: where the product stands, how much of
 * the picture it fills, the camera's height (the horizon). Set per task (compositions.ts); a
 * recipe without it is framed as the centred hero shot.
 */
export interface Framing {
  /** a short name for reports and tests ("hero", "thirds", …) */
  name: string;
  /** the product's centre across the safe area: 0 its left edge, 0.5 centred, 1 its right edge */
  x: number;
  /** the product's larger extent: a fraction of the canvas height, or of the safe area's width for wide products (0.5..0.8) */
  fill: number;
  /** the camera's height: where the floor meets the wall (frame fraction), replacing the recipe's */
  horizon?: number;
  /** the product stands low in the picture, cut close to the bottom edge (a closer crop) */
  low?: boolean;
  /** seen from straight above (flat-lay products): no horizon, the product lies on the surface */
  topView?: boolean;
  /** the key light comes from the other side than the recipe says */
  mirrorLight?: boolean;
}

export interface SceneRecipe {
  framing?: Framing;
  backdrop: Backdrop;
  floor: Floor;
  light: Light;
  props: Prop[];
  atmosphere: Atmosphere;
  palette: Palette;
}

export type ShapeClass = "tall" | "wide" | "square" | "round";
