/**
 * A pixel thread (pixel-threads.ts): does one band of a scene's work (band-work.ts) in memory it
 * shares with the calling thread. It says "ready" once its modules have loaded, so a thread that
 * cannot start is known before any pixel is given to it.
 */
import { parentPort } from "node:worker_threads";
import { doBandWork } from "./band-work";
import type { BandCall, BandReply } from "./pixel-threads";

parentPort!.on("message", (call: BandCall) => {
  let reply: BandReply;
  try {
    reply = { id: call.id, result: doBandWork(call.work) };
  } catch (error) {
    reply = { id: call.id, error: String((error as Error)?.stack ?? error) };
  }
  parentPort!.postMessage(reply);
});
parentPort!.postMessage({ ready: true } satisfies BandReply);
