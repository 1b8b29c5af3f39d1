import "server-only";
// Rasterises what the layers (layers.ts) drew as SVG and gathers it into the job that finishes the
// surroundings in pixel code (surroundings.ts). librsvg's rasters and the ground's are made
// concurrently: sharp works off this thread.
import sharp from "sharp";
import { airField, airScale, grainTable } from "./air";
import { grainOf } from "./atmosphere";
import type { RawLayer } from "./blend";
import type { SceneCtx } from "./context";
import type { PreparedCutout } from "./cutout";
import { resolveGrade } from "./grade";
import { groundOverlays } from "./ground";
import { frontLayer, type BackLayers } from "./layers";
import type { SurroundingsJob } from "./surroundings";

/** The stage raster (RGBA) and the job that finishes it, for the scene `c` around `cutout`. */
export async function surroundingsOf(c: SceneCtx, back: BackLayers, cutout: PreparedCutout | null): Promise<{ stage: Buffer; job: SurroundingsJob }> {
  const { W: width, H: height } = c;
  const grain = grainOf(c);
  const [stage, air, underLight, propsAlpha, grainBlend, particles, front, ground] = await Promise.all([
    sharp(back.stage).raw().toBuffer(),
    back.air ? airField(back.air, width, height, airScale(c)) : null,
    back.underLight ? airField(back.underLight, width, height, airScale(c)) : null,
    back.props ? sharp(back.props).extractChannel(3).raw().toBuffer() : null,
    grain ? grainTable(grain.alpha) : null,
    back.particles ? sharp(back.particles).raw().toBuffer() : null,
    c.recipe.props.length ? frontLayer(c).then((svg) => sharp(svg).raw().toBuffer()) : null,
    cutout ? groundOverlays(c, cutout) : [],
  ]);
  // Blended after the air, in this order: particles, ground shadows, the props in front.
  const overlays: RawLayer[] = [];
  const canvas = { width, height, left: 0, top: 0, blend: "over" as const };
  if (particles) overlays.push({ ...canvas, data: particles });
  overlays.push(...ground);
  if (front) overlays.push({ ...canvas, data: front });
  const job: SurroundingsJob = {
    width,
    height,
    textures: back.textures,
    propsAlpha,
    underLight,
    air,
    grain: grain && grainBlend ? { ...grain, table: grainBlend } : null,
    overlays,
    grade: resolveGrade(c.recipe),
  };
  return { stage, job };
}
