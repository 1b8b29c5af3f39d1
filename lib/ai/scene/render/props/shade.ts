// Shading shared by the props: every solid is lit from the recipe's light side, so a scene's
// props and the product agree on where the light is.
import { darken, lighten, mix } from "../../color";
import type { Prop } from "../../recipe";
import type { SceneCtx } from "../context";
import { ellipseRatio, fy, propX } from "../layout";
import { n, type Box, type SvgDoc } from "../svg";

export interface PropPx {
  /** bottom centre in pixels */
  x: number;
  y: number;
  /** height and width in pixels */
  h: number;
  w: number;
  /** -1 light from the left, 1 from the right */
  side: number;
}

export function propPx(c: SceneCtx, p: Prop): PropPx {
  const h = p.size * c.f.s;
  return { x: propX(c.f, p), y: fy(c.f, p.y), h, w: h * (p.aspect ?? 1), side: -c.light.dirX };
}

/** Left-to-right shading of a curved side (cylinder, egg): lit edge, body, turning away into shade. */
export function sideShade(doc: SvgDoc, color: string, side: number, depth = 0.3): string {
  const stops = [
    { at: 0, color: lighten(color, 0.12) },
    { at: 0.22, color: lighten(color, 0.2) },
    { at: 0.55, color },
    { at: 0.85, color: darken(color, depth * 0.7) },
    { at: 1, color: darken(color, depth * 0.45) },
  ];
  return doc.linear(side <= 0 ? 90 : -90, stops);
}

/** A sphere's radial shading with the highlight toward the light and a soft bounce at the rim. */
export function ballShade(doc: SvgDoc, cx: number, cy: number, r: number, color: string, side: number, gloss = 0.3): string {
  return doc.radial(cx, cy, r, [
    { at: 0, color: lighten(color, 0.35 + gloss * 0.4) },
    { at: 0.35, color: lighten(color, 0.08) },
    { at: 0.8, color: darken(color, 0.22) },
    { at: 1, color: mix(darken(color, 0.3), color, 0.4) },
  ], { fx: cx + side * r * 0.4, fy: cy - r * 0.45 });
}

/** A grounded prop's shadow in two parts, each blurred by its own amount (floorShadowBlur). */
export interface FloorShadow {
  cast: string;
  contact: string;
  /** where both parts lie, unblurred */
  box: Box;
}

/** Blur of the cast and contact parts of every prop's floor shadow, in pixels. */
export const floorShadowBlur = (c: SceneCtx) => ({ cast: c.f.s * (0.012 + 0.02 * c.recipe.light.softness), contact: c.f.s * 0.006 });

/**
 * Soft shadow on the floor under and beside a grounded prop, unblurred: the props layer blurs all
 * props' shadows together and multiplies them onto the floor (one blur instead of two per prop).
 */
export function floorShadow(_doc: SvgDoc, c: SceneCtx, x: number, y: number, w: number, h: number): FloorShadow {
  const L = c.light;
  const ry = Math.max(1, (w / 2) * ellipseRatio(c.f, c.hz, y) * 1.3);
  const strength = L.shadowStrength;
  const contact = `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(w * 0.52)}" ry="${n(ry)}" fill="${L.shadow}" fill-opacity="${n(0.55 * strength)}"/>`;
  // The cast part leans away from the light and toward the wall, longer for a low light.
  const len = h * L.shadowLength * 0.55;
  const cx = x + L.dirX * len * 0.6;
  const rx = w * 0.5 + len * 0.5;
  const cast = `<ellipse cx="${n(cx)}" cy="${n(y - ry * 0.4)}" rx="${n(rx)}" ry="${n(ry * 1.2)}" fill="${L.shadow}" fill-opacity="${n(0.35 * strength)}"/>`;
  const x0 = Math.min(x - w * 0.52, cx - rx);
  const x1 = Math.max(x + w * 0.52, cx + rx);
  return { cast, contact, box: { x: x0, y: y - ry * 1.6, w: x1 - x0, h: ry * 2.6 } };
}
