// The work a pixel thread (pixel.worker.ts) does on one band of rows. Where no thread can start,
// pixel-threads.ts calls the same functions on the whole canvas: the pixels are the same.
import { deflatePngBand, type PngBand } from "./png-bands";
import type { Rows } from "./rows";
import { finishSurroundings, type SurroundingsJob } from "./surroundings";

export type BandWork =
  /** finish the surroundings on `rows` of `stage`, in place */
  | { kind: "surroundings"; stage: Uint8Array; job: SurroundingsJob; rows: Rows }
  /** `rows` of the finished scene as a band of its PNG */
  | { kind: "png"; scene: Uint8Array; width: number; rows: Rows; last: boolean };

export function doBandWork(work: BandWork): PngBand | null {
  if (work.kind === "png") return deflatePngBand(work.scene, work.width, work.rows, work.last);
  finishSurroundings(work.stage, work.job, work.rows);
  return null;
}
