import { AppError } from "@/lib/errors";

/**
 * Bounds the memory that image work holds at once. Each piece of work costs its pixel count (read
 * from the header before anything is decoded); work runs while the pixels in flight fit the budget,
 * one piece always runs, and the rest waits in a short first-come queue. When the queue is full the
 * caller gets a 429 with Retry-After instead of a place: a burst of uploads is refused, not
 * decoded all at once (six 49-megapixel PNGs decoded together once took a server to 2.7 GB).
 */
export class WorkGate {
  private inFlight = 0;
  private running = 0;
  private readonly waiting: Array<{ weight: number; start: () => void }> = [];

  constructor(
    readonly budget: number,
    readonly maxWaiting: number,
    /** What a refused caller is told to wait, in seconds. */
    readonly retryAfterSeconds: number,
  ) {}

  async run<T>(weight: number, work: () => Promise<T>): Promise<T> {
    const cost = Math.min(Math.max(weight, 1), this.budget);
    if (!this.fits(cost) || this.waiting.length) {
      if (this.waiting.length >= this.maxWaiting) {
        throw new AppError("RateLimited", "The server is busy with other images. Retry after the time in Retry-After.", { retryAfterSeconds: this.retryAfterSeconds });
      }
      await new Promise<void>((start) => this.waiting.push({ weight: cost, start }));
    } else {
      this.take(cost);
    }
    try {
      return await work();
    } finally {
      this.inFlight -= cost;
      this.running -= 1;
      this.startWaiting();
    }
  }

  /** Pixels and pieces of work in flight, and pieces waiting (for tests and figures). */
  get load() {
    return { inFlight: this.inFlight, running: this.running, waiting: this.waiting.length };
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
