/**
 * Peak memory under bursts of maximum-size uploads to Recommendations, 20 at once:
 * - bytes: photos of ~12 MB (the upload limit; an 8 MP photo whose backdrop carries sensor-like
 *   noise, so it does not compress), which the upload body gate (lib/http/body-gate.ts) bounds;
 * - pixels: 7000×7000 PNGs (49 MP, under the 50 MP cap, a few hundred KB on the wire), which the
 *   pixel gate (lib/images/work-gate.ts) bounds.
 * The server's peak RSS (its process tree) must stay under 1.5 GB, and its RSS must come back to
 * within 150 MB of where it stood before the burst; uploads past a gate's queue are answered 429
 * with Retry-After, in the contract's body, never 5xx.
 */
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import sharp from "sharp";
import { judgeResponse } from "./contract-body";

export interface UploadCaller {
  baseUrl: string;
  applicationId: string;
  apiKey: string;
  apiSecret: string;
  accessToken: string;
}

export interface UploadPhoto {
  label: string;
  png: Buffer;
}

export interface MemoryReport {
  photo: string;
  uploads: number;
  pngBytes: number;
  byStatus: Record<string, number>;
  retryAfter: string[];
  nonContract: number;
  /** RSS of a settled server before the burst (after one warm-up upload) */
  rssBeforeMb: number;
  peakRssMb: number;
  /** RSS once it came back within the allowance, or when the wait for that ran out */
  rssAfterMb: number;
  /** seconds from the last answer until rssAfterMb */
  settleSeconds: number;
  seconds: number;
}

/** The peak the service promises (docs/reliability.md) and how close to its start memory must come back. */
export const PEAK_LIMIT_MB = 1536;
export const RETURN_ALLOWANCE_MB = 150;
const SETTLE_MS = 30_000;

/** A product on a light backdrop at 7000×7000: compresses to a small file, decodes to 147 MB of RGB. */
export async function maximumPixelsPng(): Promise<UploadPhoto> {
  const size = 7000;
  const product = productSvg(size, size);
  const png = await sharp({ create: { width: size, height: size, channels: 3, background: "#f4f4f2" } })
    .composite([{ input: product }])
    .png({ compressionLevel: 9 })
    .toBuffer();
  return { label: "7000×7000 PNG", png };
}

/**
 * A product on a noisy light backdrop at 3168×2376 (7.5 MP): noise does not compress, so the PNG
 * is ~11.8 MB, just under the 12 MB (12 MiB) limit with its form fields. The noise is seeded: the
 * same file every run.
 */
export async function maximumBytesPng(): Promise<UploadPhoto> {
  const [width, height] = [3168, 2376];
  const raw = Buffer.alloc(width * height * 3);
  let state = 17;
  for (let i = 0; i < raw.length; i++) {
    // xorshift32: cheap, and random enough that PNG's filters find nothing to predict
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    raw[i] = 236 + ((state >>> 0) % 16);
  }
  const png = await sharp(raw, { raw: { width, height, channels: 3 } })
    .composite([{ input: productSvg(width, height) }])
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { label: `${width}×${height} noisy PNG`, png };
}

function productSvg(width: number, height: number) {
  const [w, h] = [width / 7000, height / 7000];
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="${2200 * w}" y="${1800 * h}" width="${2600 * w}" height="${3400 * h}" rx="${300 * w}" fill="#b3402f"/><circle cx="${3500 * w}" cy="${2600 * h}" r="${700 * w}" fill="#2f4fb3"/></svg>`,
  );
}

function treeOf(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i++) {
    try {
      for (const task of readdirSync(`/proc/${pids[i]}/task`)) {
        const children = readFileSync(`/proc/${pids[i]}/task/${task}/children`, "utf8").trim();
        if (children) pids.push(...children.split(/\s+/).map(Number));
      }
    } catch {
      // the process ended
    }
  }
  return pids;
}

/** kB of a /proc status field summed over the process tree. */
function statusKb(pid: number, field: "VmRSS" | "VmHWM"): number {
  let total = 0;
  for (const p of treeOf(pid)) {
    try {
      const match = new RegExp(`^${field}:\\s+(\\d+)`, "m").exec(readFileSync(`/proc/${p}/status`, "utf8"));
      total += Number(match?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return total;
}

/** Starts VmHWM afresh (Linux: "5" to clear_refs), so the peak is this burst's, not an earlier one's. */
function resetPeaks(pid: number) {
  for (const p of treeOf(pid)) {
    try {
      writeFileSync(`/proc/${p}/clear_refs`, "5");
    } catch {
      // not ours to reset, or gone: the 50 ms samples still count
    }
  }
}

const rssMb = (pid: number) => statusKb(pid, "VmRSS") / 1024;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function post(caller: UploadCaller, photo: UploadPhoto, name: string) {
  const form = new FormData();
  form.set("applicationId", caller.applicationId);
  form.set("userId", crypto.randomUUID());
  form.set("productImage", new File([new Uint8Array(photo.png)], name, { type: "image/png" }));
  const response = await fetch(`${caller.baseUrl}/api/v1/Image/ProductGeneration/Recommendations`, {
    method: "POST",
    headers: { "x-api-key": caller.apiKey, "x-api-secret": caller.apiSecret, authorization: `Bearer ${caller.accessToken}` },
    body: form,
  });
  const retryAfter = response.headers.get("retry-after");
  return { ...(await judgeResponse(response)), retryAfter };
}

/** RSS once it is back within the allowance of `baselineMb` (sampled every 500 ms), or after SETTLE_MS. */
async function settledRss(serverPid: number, baselineMb: number) {
  const started = Date.now();
  let rss = rssMb(serverPid);
  while (rss > baselineMb + RETURN_ALLOWANCE_MB && Date.now() - started < SETTLE_MS) {
    await sleep(500);
    rss = rssMb(serverPid);
  }
  return { rss, seconds: (Date.now() - started) / 1000 };
}

export async function measureUploadMemory(caller: UploadCaller, serverPid: number, photo: UploadPhoto, uploads = 20): Promise<MemoryReport> {
  // One upload first: the upload thread, the segmenter and sharp are loaded once, and belong to
  // the baseline a burst must come back to.
  await post(caller, photo, "warm-up.png");
  await sleep(2000);
  const rssBeforeMb = rssMb(serverPid);
  resetPeaks(serverPid);
  let peakRssKb = 0;
  const sampler = setInterval(() => (peakRssKb = Math.max(peakRssKb, statusKb(serverPid, "VmRSS"))), 50);
  const started = Date.now();
  const results = await Promise.all(Array.from({ length: uploads }, (_, i) => post(caller, photo, `product-${i}.png`)));
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  // VmHWM catches a peak between two samples.
  const peakRssMb = Math.max(peakRssKb, statusKb(serverPid, "VmHWM")) / 1024;
  const after = await settledRss(serverPid, rssBeforeMb);
  const byStatus: Record<string, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return {
    photo: photo.label,
    uploads,
    pngBytes: photo.png.length,
    byStatus,
    retryAfter: [...new Set(results.filter((r) => r.status === 429).map((r) => r.retryAfter ?? "missing"))],
    nonContract: results.filter((r) => r.status >= 400 && !r.contract).length,
    rssBeforeMb: Math.round(rssBeforeMb),
    peakRssMb: Math.round(peakRssMb),
    rssAfterMb: Math.round(after.rss),
    settleSeconds: after.seconds,
    seconds,
  };
}

/** Whether a burst kept the promise: peak under the limit, back near its start, no 5xx, every error in the contract's body. */
export function memoryHeld(report: MemoryReport) {
  const serverErrors = Object.keys(report.byStatus).some((status) => Number(status) >= 500);
  return report.peakRssMb < PEAK_LIMIT_MB && report.rssAfterMb <= report.rssBeforeMb + RETURN_ALLOWANCE_MB && !serverErrors && !report.nonContract;
}
