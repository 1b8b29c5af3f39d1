// The floor plane: its colour falling off toward the camera, the seam with the wall, the surface
// material, and a counter edge when the recipe has one.
import { darken, lighten } from "../color";
import type { SceneCtx } from "./context";
import { surfaceLayer } from "./surfaces";
import { n, type SvgDoc } from "./svg";

/** Bottom of the walkable surface: the counter edge when there is one. */
export const floorBottom = (c: SceneCtx) => (c.recipe.floor.edge ? Math.min(c.H, c.f.y0 + c.recipe.floor.edge.at * c.f.s) : c.H);

export function floorLayer(doc: SvgDoc, c: SceneCtx): string {
  const { floor } = c.recipe;
  const S = c.f.s;
  const bottom = floorBottom(c);
  const near = floor.colorNear ?? darken(floor.color, 0.14);
  const out: string[] = [];
  if (floor.seamless) {
    // A sweep: the floor colour rises into the wall over a wide band, with no seam.
    const top = Math.max(0, c.hz - S * 0.16);
    const span = bottom - top;
    const at = (y: number) => Math.min(1, Math.max(0, (y - top) / span));
    const g = doc.linear(
      0,
      [
        { at: 0, color: floor.color, opacity: 0 },
        { at: at(c.hz + S * 0.08), color: floor.color, opacity: 1 },
        { at: 1, color: near, opacity: 1 },
      ],
      { x1: 0, y1: top, x2: 0, y2: bottom },
    );
    out.push(`<rect x="0" y="${n(top)}" width="${c.W}" height="${n(bottom - top)}" fill="url(#${g})"/>`);
  } else {
    const g = doc.linear(0, [
      { at: 0, color: floor.color },
      { at: 1, color: near },
    ]);
    out.push(`<rect x="0" y="${n(c.hz)}" width="${c.W}" height="${n(bottom - c.hz)}" fill="url(#${g})"/>`);
  }
  out.push(surfaceLayer(doc, c, bottom));
  if (!floor.seamless) out.push(seam(doc, c));
  if (floor.edge) out.push(counterEdge(doc, c, bottom));
  return `<g id="floor">${out.join("")}</g>`;
}

/** Where wall meets floor the corner collects shadow; a soft band sells the corner. */
function seam(doc: SvgDoc, c: SceneCtx): string {
  const S = c.f.s;
  const g = doc.linear(0, [
    { at: 0, color: "#000000", opacity: 0 },
    { at: 1, color: "#000000", opacity: 0.14 },
  ]);
  const g2 = doc.linear(0, [
    { at: 0, color: "#000000", opacity: 0.12 },
    { at: 1, color: "#000000", opacity: 0 },
  ]);
  return (
    `<rect x="0" y="${n(c.hz - S * 0.05)}" width="${c.W}" height="${n(S * 0.05)}" fill="url(#${g})"/>` +
    `<rect x="0" y="${n(c.hz)}" width="${c.W}" height="${n(S * 0.03)}" fill="url(#${g2})"/>`
  );
}

function counterEdge(doc: SvgDoc, c: SceneCtx, top: number): string {
  const edge = c.recipe.floor.edge;
  if (!edge) return "";
  const S = c.f.s;
  const g = doc.linear(0, [
    { at: 0, color: darken(edge.color, 0.05) },
    { at: 1, color: darken(edge.color, 0.35) },
  ]);
  return (
    `<rect x="0" y="${n(top)}" width="${c.W}" height="${n(c.H - top)}" fill="url(#${g})"/>` +
    `<rect x="0" y="${n(top - Math.max(1, S * 0.003))}" width="${c.W}" height="${n(Math.max(1.5, S * 0.006))}" fill="${lighten(c.recipe.floor.color, 0.35)}" fill-opacity="0.8"/>` +
    `<rect x="0" y="${n(top + S * 0.004)}" width="${c.W}" height="${n(S * 0.02)}" fill="#000000" fill-opacity="0.12"/>`
  );
}
