/**
 * CPU time of the upload thread's work (processUpload: decode, segment, PNG encodes, analysis) on
 * the three 12 MP photos the Recommendations bench sends, in this process. The machine is shared:
 * wall time swings with the other sessions' load, the process's CPU time much less. Prints one
 * JSON line: CPU ms (user + system, every thread: libvips' included) and wall ms per call.
 *
 * "thread" is this thread's own CPU time (Linux's /proc/thread-self/schedstat): the part of the
 * work that nothing else overlaps, the critical path on an idle machine with a core to spare.
 *
 * Run: `node bin/run-ts.mjs ../bench/segmenter/upload-cpu.ts [rounds] [--helper]`; compare two
 * builds by running them alternately.
 */
import "server-only";
import { readFileSync } from "node:fs";
import { BuiltinSegmenter } from "@/lib/ai/segmenter/builtin-segmenter";
import { processUpload } from "@/lib/services/photoshoot/upload-work";
import { generateGroundTruth } from "./ground-truth";

const rounds = Number(process.argv[2] ?? 4);
const photos = await generateGroundTruth({ seed: 99, count: 3, megapixels: [12], backgrounds: ["plain", "gradient", "plain"], pngEvery: 0 });
// --helper: with the helper thread, as the upload thread runs it.
const segmenter = new BuiltinSegmenter(undefined, { helperThread: process.argv.includes("--helper") });
const cpu: number[] = [];
const wall: number[] = [];
const thread: number[] = [];
const threadMs = () => Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
for (let round = -1; round < rounds; round++) {
  for (const photo of photos) {
    const s0 = threadMs();
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await processUpload(segmenter, Buffer.from(photo.image));
    const c = process.cpuUsage(c0);
    const s1 = threadMs();
    if (round < 0) continue; // the first round warms the JIT up
    cpu.push((c.user + c.system) / 1000);
    wall.push(performance.now() - t0);
    thread.push(s1 - s0);
  }
}
const median = (v: number[]) => [...v].sort((a, b) => a - b)[v.length >> 1]!;
console.log(JSON.stringify({ cpuMin: Math.round(Math.min(...cpu)), cpuMedian: Math.round(median(cpu)), threadMin: Math.round(Math.min(...thread)), threadMedian: Math.round(median(thread)), wallMin: Math.round(Math.min(...wall)), wallMedian: Math.round(median(wall)), cpu: cpu.map(Math.round) }));
