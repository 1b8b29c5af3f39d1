/**
 * Segmenter benchmark: quality of the built-in segmenter on generated product photos (mean IoU and
 * boundary F-score per background kind) and the time to decode + segment a 12 MP JPEG.
 *
 * Run: `npx tsx --conditions=react-server bench/segmenter/run.ts`
 */
import "server-only";
import { segmentOnce } from "./segment-once";
import os from "node:os";
import { pathToFileURL } from "node:url";
import { createSegmenter } from "@/lib/ai/segmenter";
import { decodeUpload, decodeUploadStaged } from "@/lib/images/decode";
import { generateGroundTruth, type BackgroundKind } from "./ground-truth";
import { boundaryF, iou } from "./metrics";

export interface SegmenterBenchRow {
  name: string;
  background: BackgroundKind;
  megapixels: number;
  iou: number;
  boundaryF: number;
  /** decode + segment, milliseconds. */
  ms: number;
  /** Set when the segmenter refused the photo. */
  refused?: string;
}

export interface SegmenterBenchSummary {
  byBackground: Record<BackgroundKind, { images: number; meanIoU: number; meanBoundaryF: number }>;
  timing12mp: {
    runs: number;
    width: number;
    height: number;
    decodeP50: number;
    segmentP50: number;
    /** decode + segment, wall clock. */
    p50: number;
    p99: number;
    /** decode + segment, CPU time of this process (all threads): what a busy shared machine cannot inflate. */
    cpuP50: number;
    /** decode + segment as the route runs them: deciding on the preview while the full size decodes. */
    stagedP50: number;
    /** Machine load average (1 min) during the timing. */
    load: number;
    cutoutPngP50: number;
    maskPngP50: number;
  };
}

const percentile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] ?? 0;
};

export async function benchSegmenter(options: { count?: number; timingRuns?: number; seed?: number } = {}): Promise<{ rows: SegmenterBenchRow[]; summary: SegmenterBenchSummary }> {
  const { count = 24, timingRuns = 9, seed = 1 } = options;
  const segmenter = createSegmenter({ kind: "builtin" });
  const set = await generateGroundTruth({ count, seed });
  const rows: SegmenterBenchRow[] = [];
  for (const item of set) {
    const { predicted, refused, ms } = await segmentOnce(segmenter, item.image, item);
    rows.push({
      name: item.name,
      background: item.background,
      megapixels: (item.width * item.height) / 1e6,
      iou: iou(predicted, item.mask),
      boundaryF: boundaryF(predicted, item.mask, item.width, item.height, 2),
      ms,
      ...(refused ? { refused } : {}),
    });
  }
  const kinds: BackgroundKind[] = ["plain", "gradient", "textured"];
  const byBackground = Object.fromEntries(
    kinds.map((k) => {
      const r = rows.filter((row) => row.background === k);
      const mean = (f: (row: SegmenterBenchRow) => number) => (r.length ? r.reduce((s, row) => s + f(row), 0) / r.length : 0);
      return [k, { images: r.length, meanIoU: mean((row) => row.iou), meanBoundaryF: mean((row) => row.boundaryF) }];
    }),
  ) as SegmenterBenchSummary["byBackground"];

  // Timing: the largest JPEG in the set (12 MP), decode + segment, then the two asset encodings.
  const big = [...set].filter((i) => i.format === "jpeg").sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
  const decodeMs: number[] = [];
  const segmentMs: number[] = [];
  const totalMs: number[] = [];
  const cutoutMs: number[] = [];
  const maskMs: number[] = [];
  const cpuMs: number[] = [];
  const stagedMs: number[] = [];
  const load = os.loadavg()[0]!;
  for (let i = 0; i < timingRuns + 1; i++) {
    const cpu = process.cpuUsage();
    const t0 = performance.now();
    const decoded = await decodeUpload(big.image, { previewLongSide: segmenter.previewLongSide });
    const t1 = performance.now();
    const result = await segmenter.segment(decoded);
    const t2 = performance.now();
    const used = process.cpuUsage(cpu);
    await result.cutoutPng();
    const t3 = performance.now();
    await result.maskPng();
    const t4 = performance.now();
    const staged = segmenter.segmentStaged?.bind(segmenter);
    if (staged) await staged(await decodeUploadStaged(big.image, { previewLongSide: segmenter.previewLongSide }));
    const t5 = performance.now();
    if (i === 0) continue; // warm-up: JIT and sharp's first-call costs
    if (staged) stagedMs.push(t5 - t4);
    decodeMs.push(t1 - t0);
    segmentMs.push(t2 - t1);
    totalMs.push(t2 - t0);
    cpuMs.push((used.user + used.system) / 1000);
    cutoutMs.push(t3 - t2);
    maskMs.push(t4 - t3);
  }
  const summary: SegmenterBenchSummary = {
    byBackground,
    timing12mp: {
      runs: timingRuns,
      width: big.width,
      height: big.height,
      decodeP50: percentile(decodeMs, 0.5),
      segmentP50: percentile(segmentMs, 0.5),
      p50: percentile(totalMs, 0.5),
      p99: percentile(totalMs, 0.99),
      cpuP50: percentile(cpuMs, 0.5),
      stagedP50: stagedMs.length ? percentile(stagedMs, 0.5) : NaN,
      load: (load + os.loadavg()[0]!) / 2,
      cutoutPngP50: percentile(cutoutMs, 0.5),
      maskPngP50: percentile(maskMs, 0.5),
    },
  };
  return { rows, summary };
}

export function formatSegmenterBench({ rows, summary }: { rows: SegmenterBenchRow[]; summary: SegmenterBenchSummary }): string {
  const f = (v: number, d = 3) => v.toFixed(d);
  const lines = ["| image | MP | IoU | boundary F (2 px) | ms |", "|---|---:|---:|---:|---:|"];
  for (const r of rows) lines.push(`| ${r.name}${r.refused ? " (refused)" : ""} | ${f(r.megapixels, 1)} | ${f(r.iou)} | ${f(r.boundaryF)} | ${f(r.ms, 0)} |`);
  lines.push("", "| background | images | mean IoU | mean boundary F |", "|---|---:|---:|---:|");
  for (const [k, v] of Object.entries(summary.byBackground)) lines.push(`| ${k} | ${v.images} | ${f(v.meanIoU)} | ${f(v.meanBoundaryF)} |`);
  const t = summary.timing12mp;
  lines.push(
    "",
    `12 MP JPEG (${t.width}×${t.height}), ${t.runs} runs: decode p50 ${f(t.decodeP50, 0)} ms, segment p50 ${f(t.segmentP50, 0)} ms, ` +
      `decode+segment p50 ${f(t.p50, 0)} ms / p99 ${f(t.p99, 0)} ms (CPU p50 ${f(t.cpuP50, 0)} ms); ` +
      `staged as the route runs it (deciding on the preview while the full size decodes) p50 ${f(t.stagedP50, 0)} ms; ` +
      `cutout PNG p50 ${f(t.cutoutPngP50, 0)} ms, mask PNG p50 ${f(t.maskPngP50, 0)} ms; machine load average ${f(t.load, 1)} on ${os.cpus().length} cores`,
  );
  return lines.join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(formatSegmenterBench(await benchSegmenter()));
}
