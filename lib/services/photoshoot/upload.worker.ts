/**
 * The upload thread (upload-thread.ts): decodes, segments and encodes product photos off the
 * request thread. Its heap holds little besides the photo in hand, so the collections that the
 * photo's large buffers set off are short, and the server's requests never wait on them.
 */
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { parentPort } from "node:worker_threads";
import { createSegmenter, type Segmenter, type SegmenterConfig } from "@/lib/ai/segmenter";
import { AppError } from "@/lib/errors";
import { processUpload } from "./upload-work";
import type { UploadCall, UploadReply } from "./upload-thread";

// A photo leaves hundreds of megabytes of buffers behind (a 49 MP one ~600 MB), and this thread's
// small heap gives V8 little reason to collect them soon: maximum-size uploads in a row stacked up
// ~450 MB more peak memory than on the request thread. So the thread collects in full once photos
// of ~48 MP in all have passed since its last collection: after every maximum-size photo, after
// every fourth 12 MP one (a collection costs tens of milliseconds of CPU; each photo need not pay).
setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;
const PIXELS_BETWEEN_COLLECTIONS = 48_000_000;
let pixelsSinceCollection = 0;

const segmenters = new Map<string, Segmenter>();
const segmenterFor = (config: SegmenterConfig) => {
  const key = JSON.stringify(config);
  let segmenter = segmenters.get(key);
  // The built-in segmenter runs part of its work on a helper thread of its own (lib/ai/segmenter/helper-thread.ts).
  if (!segmenter) segmenters.set(key, (segmenter = createSegmenter(config, { helperThread: true })));
  return segmenter;
};

parentPort!.on("message", async (call: UploadCall) => {
  let reply: UploadReply;
  try {
    const result = await processUpload(segmenterFor(call.segmenter), Buffer.from(call.bytes.buffer, call.bytes.byteOffset, call.bytes.byteLength));
    pixelsSinceCollection += result.width * result.height;
    reply = { id: call.id, result };
  } catch (error) {
    const { name, message } = error as Error;
    reply = { id: call.id, error: error instanceof AppError ? { name: "AppError", message, code: error.code, details: error.details } : { name, message } };
  }
  parentPort!.postMessage(reply);
  if (pixelsSinceCollection >= PIXELS_BETWEEN_COLLECTIONS) {
    pixelsSinceCollection = 0;
    collectGarbage();
  }
});
