import { percentile } from "./report";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  throughput: number;
  p50: number;
  p99: number;
}

/** `concurrency` clients issue requests back to back for `seconds`; latencies in milliseconds. */
export async function runLoad(send: (i: number) => Promise<Response>, options: { concurrency: number; seconds: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const started = performance.now();
  const deadline = started + options.seconds * 1000;
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const response = await send(counter++);
        await response.arrayBuffer();
        latencies.push(performance.now() - t0);
        if (!response.ok) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { requests: latencies.length, errors, seconds, throughput: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
}
