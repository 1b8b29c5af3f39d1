// The work a pixel thread does on its band of rows (pixel-threads.ts), and the messages that carry
// it. Pure: the thread imports it without the server's modules.
import { blendInto, type RawLayer } from "./blend";
import { packBand, type PackedBand } from "./png-bands";
import type { Rows } from "./rows";
import { finishSurroundings, type SurroundingsJob } from "./surroundings";

/** The last layers over the finished scene (light wrap, product) and the PNG, a band at a time. */
export interface PackJob {
  width: number;
  height: number;
  layers: RawLayer[];
}

export type BandWork = { op: "finish"; stage: Uint8Array; job: SurroundingsJob; rows: Rows } | { op: "pack"; canvas: Uint8Array; job: PackJob; rows: Rows; last: boolean };
export type BandCall = BandWork & { id: number };
export type BandReply = { ready: true; id?: undefined } | { id: number; error?: string; packed?: PackedBand };

/** What a band call does, in a pixel thread or in the calling thread. */
export function doBand(work: BandWork): PackedBand | undefined {
  if (work.op === "finish") {
    finishSurroundings(work.stage, work.job, work.rows);
    return undefined;
  }
  const { width, height, layers } = work.job;
  for (const layer of layers) blendInto(work.canvas, width, height, layer, work.rows);
  return packBand(work.canvas, width, work.rows, work.last);
}

/** `height` rows in `count` bands of (nearly) equal height, top to bottom. */
export function bands(height: number, count: number): Rows[] {
  const band = Math.ceil(height / count);
  return Array.from({ length: count }, (_, i) => ({ y0: Math.min(height, i * band), y1: Math.min(height, (i + 1) * band) }));
}
