/**
 * The upload thread (upload-thread.ts): decodes, segments and encodes product photos off the
 * request thread. Its heap holds little besides the photo in hand, so the collections that the
 * photo's large buffers set off are short, and the server's requests never wait on them.
 */
import { parentPort } from "node:worker_threads";
import { createSegmenter, type Segmenter, type SegmenterConfig } from "@/lib/ai/segmenter";
import { AppError } from "@/lib/errors";
import { processUpload } from "./upload-work";
import type { UploadCall, UploadReply } from "./upload-thread";

const segmenters = new Map<string, Segmenter>();
const segmenterFor = (config: SegmenterConfig) => {
  const key = JSON.stringify(config);
  let segmenter = segmenters.get(key);
  if (!segmenter) segmenters.set(key, (segmenter = createSegmenter(config)));
  return segmenter;
};

parentPort!.on("message", async (call: UploadCall) => {
  let reply: UploadReply;
  try {
    reply = { id: call.id, result: await processUpload(segmenterFor(call.segmenter), Buffer.from(call.bytes.buffer, call.bytes.byteOffset, call.bytes.byteLength)) };
  } catch (error) {
    const { name, message } = error as Error;
    reply = { id: call.id, error: error instanceof AppError ? { name: "AppError", message, code: error.code, details: error.details } : { name, message } };
  }
  parentPort!.postMessage(reply);
});
