/**
 * A pixel thread (pixel-threads.ts): does its band of a scene's pixel work in the shared raster.
 * It says "ready" once its modules have loaded, so a thread that cannot start is known before any
 * pixel is given to it.
 */
import { parentPort } from "node:worker_threads";
import { doBand, type BandCall, type BandReply } from "./band-work";

parentPort!.on("message", (call: BandCall) => {
  let reply: BandReply;
  try {
    reply = { id: call.id, packed: doBand(call) };
  } catch (error) {
    reply = { id: call.id, error: String((error as Error)?.stack ?? error) };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ ready: true } satisfies BandReply);
