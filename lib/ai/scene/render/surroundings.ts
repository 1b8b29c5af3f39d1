// Everything drawn on the stage raster between librsvg and the light wrap, as one job that can be
// done a band of rows at a time: textures, the light under the props, the air and grain, the
// particles, ground shadows and front props, then the colour grade. Every step is pointwise (a
// pixel's result depends on that pixel alone), so bands done apart give the same picture, byte for
// byte, as the whole canvas done at once. Pure arithmetic, no native modules: the pixel threads
// (pixel-threads.ts) import it.
import type { Grain } from "./atmosphere";
import { applyAir, type AirField } from "./air-pixels";
import { blendInto, type RawLayer } from "./blend";
import { gradePixels, type ResolvedGrade } from "./grade";
import type { Rows } from "./rows";
import { applyTextures, type PixelTexture } from "./texture-pixels";

export interface SurroundingsJob {
  width: number;
  height: number;
  textures: PixelTexture[];
  /** the props behind the product, one alpha byte per pixel: textures and the light under them stay off */
  propsAlpha: Uint8Array | null;
  /** the room's light under the props, laid on where propsAlpha lets it */
  underLight: AirField | null;
  air: AirField | null;
  grain: (Grain & { table: Uint8Array }) | null;
  /** blended in order after the air: particles, ground shadows, the props in front */
  overlays: RawLayer[];
  grade: ResolvedGrade | null;
}

/** Do `job` on `rows` of `stage` (RGBA, width x height), in place. */
export function finishSurroundings(stage: Uint8Array, job: SurroundingsJob, rows: Rows = { y0: 0, y1: job.height }): void {
  const { width: W, height: H } = job;
  applyTextures(stage, W, H, job.textures, job.propsAlpha, rows);
  if (job.underLight) applyAir(stage, W, H, job.underLight, null, job.propsAlpha, rows);
  applyAir(stage, W, H, job.air, job.grain, null, rows);
  for (const layer of job.overlays) blendInto(stage, W, H, layer, rows);
  if (job.grade) gradePixels(stage.subarray(rows.y0 * W * 4, rows.y1 * W * 4), 4, job.grade);
}
