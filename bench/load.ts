import { readFileSync } from "node:fs";
import os from "node:os";
import { percentile } from "./report";

export interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  throughput: number;
  p50: number;
  p99: number;
  /** Milliseconds of the server process's CPU (all its threads) per request. */
  serverCpuMs: number;
  latencies: number[];
}

type Send = (i: number) => Promise<Response>;

/** `concurrency` clients issue requests back to back for `seconds`; latencies in milliseconds. */
export async function runLoad(send: Send, options: { concurrency: number; seconds: number; serverPid: number }): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const cpuBefore = processCpuMs(options.serverPid);
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
  return summarize(latencies, errors, seconds, processCpuMs(options.serverPid) - cpuBefore);
}

/**
 * Routes measured in alternating rounds: a shared machine's speed drifts over a run (steal time),
 * and alternating lets every route see the same drift, so their ratio is what the code makes it.
 */
export async function runAlternating<K extends string>(
  routes: Record<K, Send>,
  options: { concurrency: number; rounds: number; secondsPerRound: number; serverPid: number },
): Promise<Record<K, LoadResult>> {
  const names = Object.keys(routes) as K[];
  const rounds = new Map<K, LoadResult[]>(names.map((name) => [name, []]));
  for (let round = 0; round < options.rounds; round++) {
    for (const name of names) rounds.get(name)!.push(await runLoad(routes[name], { ...options, seconds: options.secondsPerRound }));
  }
  return Object.fromEntries(names.map((name) => [name, combine(rounds.get(name)!)])) as Record<K, LoadResult>;
}

function combine(results: LoadResult[]): LoadResult {
  const sum = (pick: (r: LoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
  return summarize(results.flatMap((r) => r.latencies), sum((r) => r.errors), sum((r) => r.seconds), sum((r) => r.serverCpuMs * r.requests));
}

function summarize(latencies: number[], errors: number, seconds: number, serverCpuTotalMs: number): LoadResult {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    errors,
    seconds,
    throughput: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    serverCpuMs: sorted.length ? serverCpuTotalMs / sorted.length : NaN,
    latencies: sorted,
  };
}

/** User + system CPU of a process so far, from /proc (Linux); clock ticks are 1/100 s there. */
export function processCpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Sequential requests, timed one by one, with the server's CPU per request and the machine's load. */
export interface SequentialRun {
  /** the table row: requests, errors, p50, p99, min, max, server CPU ms per request */
  row: Array<string | number>;
  p50: number;
  /** the 1-minute load average before → after: wall-clock latency is only comparable on a quiet machine */
  load: string;
}

export const SEQUENTIAL_COLUMNS = ["requests", "errors", "p50 ms", "p99 ms", "min ms", "max ms", "server CPU ms / request"];

export async function runSequential(send: (i: number) => Promise<Response>, runs: number, serverPid: number): Promise<SequentialRun> {
  const latencies: number[] = [];
  let errors = 0;
  const cpuBefore = processCpuMs(serverPid);
  const loadBefore = os.loadavg()[0]!;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const response = await send(i);
    await response.arrayBuffer();
    latencies.push(performance.now() - t0);
    if (!response.ok) errors++;
  }
  // The server's CPU per request (all its threads): what a loaded machine inflates least.
  const serverCpu = (processCpuMs(serverPid) - cpuBefore) / runs;
  const load = `${loadBefore.toFixed(1)} → ${os.loadavg()[0]!.toFixed(1)}`;
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const row = [runs, errors, p50.toFixed(0), percentile(latencies, 99).toFixed(0), latencies[0]!.toFixed(0), latencies.at(-1)!.toFixed(0), serverCpu.toFixed(0)];
  return { row, p50, load };
}
