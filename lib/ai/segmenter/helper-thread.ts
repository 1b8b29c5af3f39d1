/**
 * A second thread for the built-in segmenter (helper-tasks.ts): the GrabCut-style labels are
 * worked out there while the structure analysis runs here, and the honesty checks while the cut is
 * lifted to full size here. On the upload thread of a two-core server that is ~50 ms less per
 * 12 MP photo before the answer (docs/benchmarks.md, "fifth round"). Where no thread can be
 * started (or one dies), the tasks run inline, with the same results.
 */
import { Worker } from "node:worker_threads";
import { helperTasks, type HelperTask, type HelperTasks } from "./helper-tasks";

type Input<K extends HelperTask> = Parameters<HelperTasks[K]>[0];
type Output<K extends HelperTask> = ReturnType<HelperTasks[K]>;
type Pending = { task: HelperTask; input: never; resolve: (result: unknown) => void; reject: (error: Error) => void };

/** Runs a task at once, on the calling thread. */
export function runInline<K extends HelperTask>(task: K, input: Input<K>): Promise<Output<K>> {
  return new Promise((resolve) => resolve(helperTasks[task](input as never) as Output<K>));
}

export class HelperThread {
  private worker: Worker | undefined;
  private unavailable = false;
  private nextId = 0;
  private readonly pending = new Map<number, Pending>();

  constructor(private readonly start: () => Worker = startHelperThread) {}

  /** The task on the helper thread; its result arrives once this thread next turns to its event loop. */
  run<K extends HelperTask>(task: K, input: Input<K>): Promise<Output<K>> {
    const worker = this.thread();
    if (!worker) return runInline(task, input);
    const id = this.nextId++;
    // A task under way keeps the process alive (its caller is waiting on it); an idle helper does not.
    if (this.pending.size === 0) worker.ref();
    return new Promise<Output<K>>((resolve, reject) => {
      this.pending.set(id, { task, input: input as never, resolve: resolve as (result: unknown) => void, reject });
      worker.postMessage({ id, task, input });
    });
  }

  private thread(): Worker | undefined {
    if (this.worker || this.unavailable) return this.worker;
    let worker: Worker;
    try {
      worker = this.start();
    } catch {
      this.unavailable = true;
      return undefined;
    }
    let ready = false;
    worker.on("message", (reply: { ready: true } | { id: number; result?: unknown; error?: { name: string; message: string } }) => {
      if ("ready" in reply) return void (ready = true);
      const pending = this.pending.get(reply.id);
      if (!pending) return;
      this.pending.delete(reply.id);
      if (this.pending.size === 0) worker.unref();
      if (reply.error) pending.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name }));
      else pending.resolve(reply.result);
    });
    const fail = () => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      // A thread that cannot even load will not load next time either; one that died is started again.
      if (!ready) {
        this.unavailable = true;
        console.warn("Segmenter helper thread unavailable: its tasks run on the segmenting thread.");
      }
      // What it held is worked out here instead.
      const held = [...this.pending.values()];
      this.pending.clear();
      for (const { task, input, resolve, reject } of held) runInline(task, input).then(resolve, reject);
    };
    worker.on("error", fail);
    worker.on("exit", fail);
    worker.unref(); // idle until a task is sent (after the listeners: a "message" listener refs it again)
    this.worker = worker;
    return worker;
  }
}

/**
 * The thread's entry: in the Next server the bundler's build of helper.worker.ts (it looks for
 * `new Worker(new URL(…, import.meta.url))`); run from source (tsx, vitest) TypeScript, which a
 * worker cannot load by itself, so the thread registers tsx first (as scene/render/pixel-threads.ts).
 */
export function startHelperThread(): Worker {
  if (process.env.NEXT_RUNTIME) return new Worker(new URL("./helper.worker.ts", import.meta.url));
  const entry = new URL("./helper.worker.ts", import.meta.url).href;
  return new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, { eval: true });
}
