import "server-only";
// A scene's pixel work split over two threads, a band of rows each, in memory the threads share:
// the surroundings' passes (surroundings.ts: ~60-90 ms of JavaScript per 1674x628 creative) and
// the PNG (png-bands.ts). A creative is done in about half the time, and the thread that serves
// requests is free meanwhile instead of stalled. Where no thread can start (one core, or a runtime
// that cannot load the worker) the work runs in the calling thread: same functions, same pixels.
import os from "node:os";
import { Worker } from "node:worker_threads";
import type { BandWork } from "./band-work";
import type { RawLayer } from "./blend";
import { deflatePngBand, pngFromBands, type PngBand } from "./png-bands";
import type { Rows } from "./rows";
import { finishSurroundings, type SurroundingsJob } from "./surroundings";

export interface BandCall {
  id: number;
  work: BandWork;
}

export type BandReply = { ready: true; id?: undefined } | { id: number; result?: PngBand | null; error?: string };

/** A copy of `bytes` in shared memory (a view of it crosses to a thread without a copy). */
function shared(bytes: Uint8Array): Uint8Array {
  const copy = new Uint8Array(new SharedArrayBuffer(bytes.length));
  copy.set(bytes);
  return copy;
}

/** A full-canvas layer (particles, the props in front) would be copied to every thread: share it. */
const sharedLayer = (layer: RawLayer, job: SurroundingsJob): RawLayer =>
  layer.width * layer.height >= (job.width * job.height) / 4 ? { ...layer, data: shared(layer.data) } : layer;

class PixelThread {
  readonly ready: Promise<void>;
  private readonly pending = new Map<number, { resolve: (result: PngBand | null) => void; reject: (e: Error) => void }>();
  private readonly worker: Worker;
  dead = false;

  constructor(start: () => Worker) {
    this.worker = start();
    let loaded: () => void;
    let failed: (e: Error) => void;
    this.ready = new Promise<void>((resolve, reject) => ((loaded = resolve), (failed = reject)));
    this.ready.catch(() => {}); // a thread that never loads is handled where ready is awaited
    this.worker.on("message", (reply: BandReply) => {
      if (reply.id === undefined) {
        this.idle();
        return loaded();
      }
      const call = this.pending.get(reply.id);
      this.pending.delete(reply.id);
      this.idle();
      if (reply.error) call?.reject(new Error(`pixel thread: ${reply.error}`));
      else call?.resolve(reply.result ?? null);
    });
    const die = (error: Error) => {
      this.dead = true;
      failed(error);
      for (const call of this.pending.values()) call.reject(error);
      this.pending.clear();
    };
    this.worker.on("error", die);
    this.worker.on("exit", (code) => die(new Error(`pixel thread exited with code ${code}`)));
  }

  /**
   * An idle thread never keeps the process alive; a busy one does, or a script awaiting a render
   * would exit with the render half done. (A listener added after unref() refs the thread again,
   * so the listeners above come first.)
   */
  private idle() {
    if (this.pending.size === 0) this.worker.unref();
  }

  run(work: BandWork, id: number): Promise<PngBand | null> {
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.ref();
      this.worker.postMessage({ work, id } satisfies BandCall);
    });
  }
}

export class PixelThreads {
  private threads: PixelThread[] = [];
  private unavailable = false;
  private nextId = 0;

  constructor(
    private readonly count: number,
    private readonly start: () => Worker,
  ) {}

  /**
   * Finish `job` on `stage` (RGBA, job.width x job.height). Returns the finished raster: a shared
   * copy of `stage` when threads did the work, else `stage` itself, finished in place.
   */
  async finish(stage: Uint8Array, job: SurroundingsJob): Promise<Uint8Array> {
    const threads = await this.live();
    if (!threads) {
      finishSurroundings(stage, job);
      return stage;
    }
    const raster = shared(stage);
    const sharedJob: SurroundingsJob = {
      ...job,
      propsAlpha: job.propsAlpha && shared(job.propsAlpha),
      overlays: job.overlays.map((layer) => sharedLayer(layer, job)),
    };
    await this.inBands(threads, job.height, (rows) => ({ kind: "surroundings", stage: raster, job: sharedJob, rows }));
    return raster;
  }

  /** The PNG (RGB) of `scene`, an opaque RGBA raster of width x height, a band per thread. */
  async encodePng(scene: Uint8Array, width: number, height: number): Promise<Buffer> {
    const threads = await this.live();
    if (!threads) return pngFromBands(width, height, [deflatePngBand(scene, width, { y0: 0, y1: height }, true)]);
    const rgba = scene.buffer instanceof SharedArrayBuffer ? scene : shared(scene);
    const bands = await this.inBands(threads, height, (rows, last) => ({ kind: "png", scene: rgba, width, rows, last }));
    return pngFromBands(width, height, bands as PngBand[]);
  }

  /** `work` for a band of `height` rows on each thread, top to bottom; their results in that order. */
  private inBands(threads: PixelThread[], height: number, work: (rows: Rows, last: boolean) => BandWork): Promise<Array<PngBand | null>> {
    const band = Math.ceil(height / threads.length);
    return Promise.all(
      threads.map((thread, i) => {
        const rows = { y0: Math.min(height, i * band), y1: Math.min(height, (i + 1) * band) };
        return thread.run(work(rows, i === threads.length - 1), this.nextId++);
      }),
    );
  }

  /** The running threads, started on first use (a dead one replaced); null to work in place. */
  private async live(): Promise<PixelThread[] | null> {
    if (this.unavailable || this.count < 2) return null;
    if (this.threads.length === 0) this.threads = Array.from({ length: this.count }, () => new PixelThread(this.start));
    // Only the dead are replaced: the others may be doing another render's bands.
    else if (this.threads.some((t) => t.dead)) this.threads = this.threads.map((t) => (t.dead ? new PixelThread(this.start) : t));
    const threads = this.threads;
    try {
      await Promise.all(threads.map((t) => t.ready));
      return threads;
    } catch (error) {
      // A thread that cannot even load will not load next time either.
      this.unavailable = true;
      console.warn(`Scene pixel threads unavailable, rendering in one thread: ${(error as Error).message}`);
      return null;
    }
  }
}

/**
 * The thread's entry. In the Next server it is the bundler's JavaScript build of pixel.worker.ts
 * (the bundler looks for `new Worker(new URL(…, import.meta.url))`). Run from source (`npm run
 * worker` under tsx, vitest) it is TypeScript, which a worker cannot load by itself (Node 20 does
 * not run `--import` hooks before a worker's entry), so the thread first registers tsx.
 */
export function startPixelThread(): Worker {
  if (process.env.NEXT_RUNTIME) return new Worker(new URL("./pixel.worker.ts", import.meta.url));
  const entry = new URL("./pixel.worker.ts", import.meta.url).href;
  return new Worker(`import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`, { eval: true });
}

const holder = globalThis as typeof globalThis & { __adcraftPixelThreads?: PixelThreads };
/** Two threads on a machine with two cores or more (render jobs already run two at a time). */
export const pixelThreads = () => (holder.__adcraftPixelThreads ??= new PixelThreads(Math.min(2, os.availableParallelism()), startPixelThread));
