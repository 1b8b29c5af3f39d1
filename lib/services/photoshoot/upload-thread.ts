import "server-only";
import { Worker } from "node:worker_threads";
import type { SegmenterConfig } from "@/lib/ai/segmenter";
import { AppError, type ErrorCode, type ErrorDetails } from "@/lib/errors";
import type { UploadWork } from "./upload-work";

export interface UploadCall {
  id: number;
  bytes: Uint8Array;
  segmenter: SegmenterConfig;
}

export type UploadReply =
  | { id: number; result: UploadWork }
  | { id: number; error: { name: string; message: string; code?: ErrorCode; details?: ErrorDetails } };

type Pending = { resolve: (work: UploadWork) => void; reject: (error: Error) => void };

/**
 * Runs processUpload (upload-work.ts) on a thread of its own, started on first use. Segmenting a
 * 12 MP photo is a few hundred milliseconds of JavaScript and allocates ~150 MB of buffers: on the
 * request thread it stalls every other request, and each collection it provokes has to mark the
 * whole server's heap. A thread that dies fails the calls it held; the next call starts a new one.
 */
export class UploadThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly start: () => Worker) {}

  /**
   * `handOver`: the photo's memory moves to the thread instead of being copied there (12 MB less
   * per upload in flight); `bytes` is empty afterwards. Only for bytes that own their whole
   * ArrayBuffer (a Buffer sliced from a shared pool is copied as before).
   */
  process(bytes: Uint8Array, segmenter: SegmenterConfig, { handOver = false } = {}): Promise<UploadWork> {
    const id = this.nextId++;
    const ownsBuffer = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength && bytes.buffer instanceof ArrayBuffer;
    const transfer = handOver && ownsBuffer ? [bytes.buffer as ArrayBuffer] : [];
    return new Promise<UploadWork>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.thread().postMessage({ id, bytes, segmenter } satisfies UploadCall, transfer);
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.unref(); // an idle upload thread never keeps the process alive
    worker.on("message", (reply: UploadReply) => this.settle(reply));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The upload thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: UploadReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if ("result" in reply) {
      // Buffers arrive as plain Uint8Arrays: give them back their Buffer methods (no copy).
      const asBuffer = (u: Uint8Array) => Buffer.from(u.buffer, u.byteOffset, u.byteLength);
      return pending.resolve({ ...reply.result, cutoutPng: asBuffer(reply.result.cutoutPng), maskPng: asBuffer(reply.result.maskPng) });
    }
    const { name, message, code, details } = reply.error;
    pending.reject(name === "AppError" && code ? new AppError(code, message, details) : Object.assign(new Error(message), { name }));
  }
}

const holder = globalThis as typeof globalThis & { __adcraftUploadThread?: UploadThread };
export const uploadThread = () => (holder.__adcraftUploadThread ??= new UploadThread(() => new Worker(new URL("./upload.worker.ts", import.meta.url))));
