import "server-only";
import { Worker } from "node:worker_threads";
import { UnsupportedLanguageError } from "@/lib/ai/language";
import type { TextModel } from "@/lib/ai/text-model";
import type { WriterCall, WriterName, WriterReply } from "./built-in-writers";

type Pending = { resolve: (result: never) => void; reject: (error: Error) => void };

/**
 * Calls into a writer thread, started on first use. A thread that dies fails the calls it held;
 * the next call starts a new one.
 */
export class WriterThread {
  private worker: Worker | undefined;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly start: () => Worker) {}

  call<R>(operation: WriterName, request: unknown): Promise<R> {
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as Pending["resolve"], reject });
      this.thread().postMessage({ id, operation, request } as WriterCall);
    });
  }

  private thread(): Worker {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.unref(); // an idle writer thread never keeps the process alive
    worker.on("message", (reply: WriterReply) => this.settle(reply));
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    worker.on("error", fail);
    worker.on("exit", (code) => fail(new Error(`The built-in writer thread exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  private settle(reply: WriterReply) {
    const pending = this.pending.get(reply.id);
    if (!pending) return;
    this.pending.delete(reply.id);
    if ("result" in reply) return pending.resolve(reply.result as never);
    const { name, message, language } = reply.error;
    pending.reject(name === "UnsupportedLanguageError" ? new UnsupportedLanguageError(language ?? "") : Object.assign(new Error(message), { name }));
  }
}

const holder = globalThis as typeof globalThis & { __adcraftWriterThread?: WriterThread };
const writers = () => (holder.__adcraftWriterThread ??= new WriterThread(() => new Worker(new URL("./built-in.worker.ts", import.meta.url))));

/**
 * The deterministic copy engine and text-operation writers: no network, no model weights, no
 * summarizer. They run on a thread of their own (built-in.worker.ts): a generation is
 * milliseconds of pure CPU that would otherwise stall every other request of the server.
 */
export const builtInTextModel: TextModel = {
  name: "built-in copy engine",
  writeAdTexts: (request) => writers().call("writeAdTexts", request),
  adStrategies: (request) => writers().call("adStrategies", request),
  adCopies: (request) => writers().call("adCopies", request),
  rewriteHeadline: (request) => writers().call("rewriteHeadline", request),
};
