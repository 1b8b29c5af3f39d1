/**
 * The thread of the built-in text model (built-in.ts). The writers are pure CPU: run here, a
 * generation never holds up the server's request loop.
 */
import { parentPort } from "node:worker_threads";
import { builtInWriters, type WriterCall, type WriterReply } from "./built-in-writers";

parentPort!.on("message", async (call: WriterCall) => {
  let reply: WriterReply;
  try {
    const write = builtInWriters[call.operation] as (request: unknown) => unknown;
    reply = { id: call.id, result: await write(call.request) };
  } catch (error) {
    const { name, message, language } = error as Error & { language?: string };
    reply = { id: call.id, error: { name, message, language } };
  }
  parentPort!.postMessage(reply);
});
