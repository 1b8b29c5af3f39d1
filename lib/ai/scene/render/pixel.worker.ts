/**
 * A pixel thread (pixel-threads.ts): finishes a band of a scene's surroundings in the shared stage
 * raster. It says "ready" once its modules have loaded, so a thread that cannot start is known
 * before any pixel is given to it.
 */
import { parentPort } from "node:worker_threads";
import { finishSurroundings } from "./surroundings";
import type { BandCall, BandReply } from "./pixel-threads";

parentPort!.on("message", (call: BandCall) => {
  let reply: BandReply;
  try {
    finishSurroundings(call.stage, call.job, call.rows);
    reply = { id: call.id };
  } catch (error) {
    reply = { id: call.id, error: String((error as Error)?.stack ?? error) };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ ready: true } satisfies BandReply);
