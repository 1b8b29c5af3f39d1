import { AppError } from "@/lib/errors";

/** How a gate answers a caller it has no room for. */
export interface GateRefusal {
  /** What a refused caller is told to wait, in seconds. */
  retryAfterSeconds: number;
  message: string;
}

export interface EnterOptions {
  /** Give up the place in line after this long (a 429 like a full queue); unlimited if not given. */
  maxWaitMs?: number;
  /** A caller that goes away while waiting leaves the line (its promise rejects with the reason). */
  signal?: AbortSignal;
}

interface Waiter {
  weight: number;
  start: () => void;
}

/**
 * Bounds the memory that work holds at once. Each piece of work costs a weight (the pixels of an
 * image read from its header, the bytes of a request body); work runs while the weight in flight
 * fits the budget, one piece always runs, and the rest waits in a short first-come queue. When the
 * queue is full (or a caller has waited its longest) the caller gets a 429 with Retry-After instead
 * of a place: a burst is refused, not taken into memory all at once (six 49-megapixel PNGs decoded
 * together once took a server to 2.7 GB).
 */
export class WorkGate {
  private inFlight = 0;
  private running = 0;
  private readonly waiting: Waiter[] = [];
  private readonly refusal: GateRefusal;

  constructor(
    readonly budget: number,
    readonly maxWaiting: number,
    refusal: number | GateRefusal,
  ) {
    this.refusal = typeof refusal === "number" ? { retryAfterSeconds: refusal, message: "The server is busy with other images. Retry after the time in Retry-After." } : refusal;
  }

  get retryAfterSeconds() {
    return this.refusal.retryAfterSeconds;
  }

  async run<T>(weight: number, work: () => Promise<T>): Promise<T> {
    const leave = await this.enter(weight);
    try {
      return await work();
    } finally {
      leave();
    }
  }

  /**
   * Waits for room for `weight` and takes it; the function returned gives it back (once: calling
   * it again does nothing), so a place can be held across steps that `run` cannot wrap.
   */
  async enter(weight: number, options: EnterOptions = {}): Promise<() => void> {
    const cost = Math.min(Math.max(weight, 1), this.budget);
    options.signal?.throwIfAborted();
    if (this.fits(cost) && !this.waiting.length) {
      this.take(cost);
    } else {
      if (this.waiting.length >= this.maxWaiting) throw this.refuse();
      await this.waitInLine(cost, options);
    }
    let held = true;
    return () => {
      if (!held) return;
      held = false;
      this.inFlight -= cost;
      this.running -= 1;
      this.startWaiting();
    };
  }

  /** Weight and pieces of work in flight, and pieces waiting (for tests and figures). */
  get load() {
    return { inFlight: this.inFlight, running: this.running, waiting: this.waiting.length };
  }

  private waitInLine(cost: number, { maxWaitMs, signal }: EnterOptions) {
    return new Promise<void>((resolve, reject) => {
      let timer: NodeJS.Timeout | undefined;
      const done = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", onAbort);
      };
      const waiter: Waiter = {
        weight: cost,
        start: () => {
          done();
          resolve();
        },
      };
      const leaveLine = (reason: unknown) => {
        const at = this.waiting.indexOf(waiter);
        if (at < 0) return; // already started
        this.waiting.splice(at, 1);
        done();
        reject(reason);
        // The one that left may have been first in line, holding back smaller ones that fit.
        this.startWaiting();
      };
      const onAbort = () => leaveLine(signal!.reason);
      signal?.addEventListener("abort", onAbort, { once: true });
      if (maxWaitMs !== undefined) timer = setTimeout(() => leaveLine(this.refuse()), maxWaitMs);
      this.waiting.push(waiter);
    });
  }

  private refuse() {
    return new AppError("RateLimited", this.refusal.message, { retryAfterSeconds: this.refusal.retryAfterSeconds });
  }

  private fits(cost: number) {
    return this.running === 0 || this.inFlight + cost <= this.budget;
  }

  private take(cost: number) {
    this.inFlight += cost;
    this.running += 1;
  }

  private startWaiting() {
    while (this.waiting.length && this.fits(this.waiting[0]!.weight)) {
      const next = this.waiting.shift()!;
      this.take(next.weight);
      next.start();
    }
  }
}

/**
 * Uploads being decoded and segmented in this process: 64 megapixels in flight (one maximum-size
 * 50 MP photo, or five 12 MP phone photos), and at most 8 more waiting.
 */
export const UPLOAD_PIXEL_BUDGET = 64_000_000;
const holder = globalThis as typeof globalThis & { __adcraftUploadGate?: WorkGate };
export function uploadGate(): WorkGate {
  return (holder.__adcraftUploadGate ??= new WorkGate(UPLOAD_PIXEL_BUDGET, 8, 5));
}
