// UseSameStyleReferenceImage: the chosen preset's look is the style guide, and its palette is
// blended with the product's dominant colours. The scene's hues turn toward the nearest harmony with
// the product's key colour (analogous or complementary, whichever keeps the preset closest to
// itself); lightness stays, so the scene keeps its tonal style and the product its contrast; props
// echo the product; natural materials (wood, sand, grass, a sky with scenery) keep their colours.
// No wall, floor or stage colour ends within TOO_CLOSE of a product colour, except a seamless
// white or black set, which stays what its name says. Pure: returns a new
// recipe, the input is not touched. When the flag is false the caller uses the preset's recipe as is.
import { deltaE2000, hexToLab, hueDistance, labToLch, labToRgb, rgbToHex, type Lab } from "./color";
import { productColors, TOO_CLOSE, type DominantColor, type ProductColors } from "./harmony";
import type { Color, SceneRecipe, SurfaceKind } from "./recipe";
import { mainColor, mapColors } from "./recipe-colors";

/** How far the scene's hues go toward the harmony, and at most how many degrees: a blend, not a repaint. */
const BLEND = 0.75;
const MAX_TURN = 30;
/** Below this chroma a colour is a neutral: it takes a tint, not a turn. */
const NEUTRAL_C = 8;
/** Neutrals in a scene for a colourful product take on this much of the harmony hue. */
const TINT_C = 6;
/** And every scene colour leans this far toward the product's own colour (tone on tone). */
const PULL = 0.18;
/** Floors whose colour is the material's own: turning wood or sand purple would break the style. */
const NATURAL: SurfaceKind[] = ["wood", "sand", "grass", "snow", "stone", "marble", "concrete", "water"];

const wrap = (h: number) => ((h % 360) + 360) % 360;
const signedTurn = (from: number, to: number) => ((wrap(to - from) + 540) % 360) - 180;
const toHex = (lab: Lab) => rgbToHex(labToRgb(lab));
const lch = (hex: Color) => labToLch(hexToLab(hex));

function fromLch(L: number, C: number, h: number): Color {
  const r = (h * Math.PI) / 180;
  return toHex({ L, a: C * Math.cos(r), b: C * Math.sin(r) });
}

/** The hue the scene turns to: of the product's harmonies, the one nearest the scene's own hue. */
function harmonyHue(keyHue: number, sceneHue: number | null): number {
  const options = [30, -30, 180, 150, -150].map((d) => wrap(keyHue + d));
  // A neutral scene takes a quiet analogous tint of the product.
  if (sceneHue === null) return wrap(keyHue + 20);
  return options.reduce((best, h) => (hueDistance(h, sceneHue) < hueDistance(best, sceneHue) ? h : best));
}

/** Turn a colour by `turn` degrees (chromatic) or tint it toward `hue` (neutral), keeping its lightness. */
function turned(hex: Color, turn: number, hue: number, tint: number): Color {
  const c = lch(hex);
  if (c.C >= NEUTRAL_C) return fromLch(c.L, c.C, c.h + turn);
  // Near-white and near-black stay clean: tint fades out toward the ends of the lightness range.
  const room = Math.min(1, Math.min(c.L, 100 - c.L) / 12);
  return fromLch(c.L, c.C + tint * room, hue);
}

type Guarded = "wall" | "floor" | "stage";

/** The colours right behind and under the product: the wall's fill, the floor, the stage. */
function guarded(r: SceneRecipe, role: Guarded): Color[] {
  if (role === "floor") return [r.floor.color, r.floor.colorNear ?? r.floor.color];
  if (role === "stage") return r.props.filter((p) => p.stage).map((p) => p.color);
  const fill = r.backdrop.fill;
  return fill.kind === "solid" ? [fill.color] : fill.stops.map((s) => s.color);
}

/**
 * The product's colour as a shopper names it (the key colour) and the colour covering most of it.
 * A small white label does not count: keeping a white wall away from every label would grey it.
 */
function productLooks(product: ProductColors): Lab[] {
  return product.labs[0] ? [product.key, product.labs[0]] : [product.key];
}

const distance = (looks: Lab[], hex: Color) => Math.min(...looks.map((p) => deltaE2000(p, hexToLab(hex))));

/** Lean a colour toward the product's hue at a moderate chroma; whites and blacks stay clean. */
function pulled(hex: Color, key: { C: number; h: number }, amount: number): Color {
  const lab = hexToLab(hex);
  const room = Math.min(1, Math.min(lab.L, 100 - lab.L) / 15);
  const r = (key.h * Math.PI) / 180;
  const C = Math.min(key.C, 40);
  const k = amount * room;
  return toHex({ L: lab.L, a: lab.a + (C * Math.cos(r) - lab.a) * k, b: lab.b + (C * Math.sin(r) - lab.b) * k });
}

/**
 * A seamless white or black set is the picture the customer asked for, whatever the product's
 * colour: white on white is the standard shop photo, and the product is parted from it by its
 * contact shadow and edges, never by greying the backdrop (a white product once turned "White
 * Background" mid-grey).
 */
export function isSeamlessWhiteOrBlack(colors: Color[]): boolean {
  return colors.every((c) => {
    const x = lch(c);
    return x.C < 4 && (x.L >= 90 || x.L <= 20);
  });
}

/** Shift a role's lightness as a whole until none of its guarded colours is too close to the product. */
function keepApart(r: SceneRecipe, role: Guarded, product: ProductColors): void {
  const looks = productLooks(product);
  const worst = () => Math.min(...guarded(r, role).map((c) => distance(looks, c)));
  if (!guarded(r, role).length || worst() >= TOO_CLOSE + 1) return;
  if (role !== "stage" && isSeamlessWhiteOrBlack(guarded(r, role))) return;
  const startL = hexToLab(mainColor(r, role) ?? guarded(r, role)[0]!).L;
  const productL = product.key.L;
  const dirs = productL >= startL ? [-1, 1] : [1, -1];
  const original = structuredClone(r);
  for (const dir of dirs) {
    for (let step = 4; step <= 60; step += 4) {
      Object.assign(r, structuredClone(original));
      mapColors(r, [role], (c) => {
        const lab = hexToLab(c);
        return toHex({ ...lab, L: Math.min(98, Math.max(2, lab.L + dir * step)) });
      });
      if (worst() >= TOO_CLOSE + 1) return;
    }
  }
  // Lightness alone cannot part them (a mid-grey product on a mid-grey set): turn the hue away too.
  Object.assign(r, structuredClone(original));
  mapColors(r, [role], (c) => {
    const x = lch(c);
    return fromLch(x.L > 50 ? Math.max(2, x.L - 30) : Math.min(98, x.L + 30), Math.max(x.C, 20), wrap(labToLch(product.key).h + 180));
  });
}

export function styleReferenced(recipe: SceneRecipe, productColorList: DominantColor[]): SceneRecipe {
  const r: SceneRecipe = structuredClone(recipe);
  const product = productColors(productColorList);
  const key = labToLch(product.key);

  if (product.neutral) {
    // A black, white or grey product: the scene's colour quiets down a little to match it.
    mapColors(r, ["wall", "floor", "stage", "props"], (c) => {
      const x = lch(c);
      return x.C < NEUTRAL_C ? c : fromLch(x.L, x.C * 0.75, x.h);
    });
  } else {
    const wall = lch(mainColor(r, "wall") ?? r.palette.primary);
    const floor = lch(r.floor.color);
    const sceneHue = wall.C >= NEUTRAL_C ? wall.h : floor.C >= NEUTRAL_C && !NATURAL.includes(r.floor.surface.kind) ? floor.h : null;
    const target = harmonyHue(key.h, sceneHue);
    const turn = sceneHue === null ? 0 : Math.max(-MAX_TURN, Math.min(MAX_TURN, signedTurn(sceneHue, target) * BLEND));
    // Leaning toward an opposite hue only muddies a colour: a complementary scene leans less.
    const pull = sceneHue !== null && hueDistance(sceneHue, key.h) > 90 ? PULL * 0.3 : PULL;
    // A sky above scenery turns only half as far: a sky is still a sky.
    const wallTurn = r.backdrop.scenery ? turn * 0.5 : turn;
    mapColors(r, ["wall"], (c) => turned(c, wallTurn, target, r.backdrop.scenery ? 0 : TINT_C));
    if (!NATURAL.includes(r.floor.surface.kind)) mapColors(r, ["floor"], (c) => turned(c, turn, target, TINT_C));
    mapColors(r, ["stage"], (c) => turned(c, turn, target, TINT_C * 0.5));
    mapColors(r, ["lights", "air"], (c) => turned(c, turn * 0.5, target, 0));
    // The product's own colour enters the palette: walls and sets lean toward it.
    mapColors(r, ["wall"], (c) => pulled(c, key, r.backdrop.scenery ? pull * 0.4 : pull));
    if (!NATURAL.includes(r.floor.surface.kind)) mapColors(r, ["floor"], (c) => pulled(c, key, pull));
    mapColors(r, ["stage"], (c) => pulled(c, key, pull));
    // Props echo the product: each takes the analogous hue of the product nearest its own.
    mapColors(r, ["props"], (c) => {
      const x = lch(c);
      if (x.C < NEUTRAL_C) return c;
      const echo = [wrap(key.h + 25), wrap(key.h - 25)].reduce((best, h) => (hueDistance(h, x.h) < hueDistance(best, x.h) ? h : best));
      return fromLch(x.L, Math.max(x.C, Math.min(key.C, 45) * 0.6), x.h + signedTurn(x.h, echo) * 0.85);
    });
  }

  // The product must stand out from what is right behind and under it.
  for (const role of ["wall", "floor", "stage"] as const) keepApart(r, role, product);

  r.palette = {
    primary: mainColor(r, "wall") ?? r.palette.primary,
    secondary: r.floor.color,
    accent: mainColor(r, "props") ?? mainColor(r, "stage") ?? r.palette.accent,
  };
  return r;
}

/**
 * Smallest CIEDE2000 distance between the product's colour (its key and its most covering colour)
 * and the wall, floor and stage behind it; styleReferenced keeps it at TOO_CLOSE or more.
 */
export function productSceneDistance(recipe: SceneRecipe, productColorList: DominantColor[]): number {
  const looks = productLooks(productColors(productColorList));
  return Math.min(...(["wall", "floor", "stage"] as const).flatMap((role) => guarded(recipe, role)).map((c) => distance(looks, c)));
}
