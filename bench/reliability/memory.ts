/**
 * Peak memory under a burst of maximum-size uploads: 20 clients post a 7000×7000 PNG (49 MP, under
 * the 50 MP cap, a few hundred KB on the wire) to Recommendations at once. The server's peak RSS
 * (VmHWM of its process tree) must stay under 1.5 GB; uploads past the image gate's queue are
 * answered 429 with Retry-After, in the contract's body.
 */
import { readFileSync, readdirSync } from "node:fs";
import sharp from "sharp";
import { judgeResponse } from "./contract-body";

export interface UploadCaller {
  baseUrl: string;
  applicationId: string;
  apiKey: string;
  apiSecret: string;
  accessToken: string;
}

export interface MemoryReport {
  uploads: number;
  pngBytes: number;
  byStatus: Record<string, number>;
  retryAfter: string[];
  nonContract: number;
  rssBeforeMb: number;
  peakRssMb: number;
  rssAfterMb: number;
  seconds: number;
}

/** A product on a light backdrop at 7000×7000: compresses to a small file, decodes to 147 MB of RGB. */
export async function maximumSizePng(): Promise<Buffer> {
  const size = 7000;
  const product = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect x="2200" y="1800" width="2600" height="3400" rx="300" fill="#b3402f"/><circle cx="3500" cy="2600" r="700" fill="#2f4fb3"/></svg>`,
  );
  return sharp({ create: { width: size, height: size, channels: 3, background: "#f4f4f2" } })
    .composite([{ input: product }])
    .png({ compressionLevel: 9 })
    .toBuffer();
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

export async function measureUploadMemory(caller: UploadCaller, serverPid: number, uploads = 20): Promise<MemoryReport> {
  const png = await maximumSizePng();
  const rssBeforeMb = statusKb(serverPid, "VmRSS") / 1024;
  let peakRssKb = 0;
  const sampler = setInterval(() => (peakRssKb = Math.max(peakRssKb, statusKb(serverPid, "VmRSS"))), 50);
  const started = Date.now();
  const results = await Promise.all(
    Array.from({ length: uploads }, async (_, i) => {
      const form = new FormData();
      form.set("applicationId", caller.applicationId);
      form.set("userId", crypto.randomUUID());
      form.set("productImage", new File([new Uint8Array(png)], `product-${i}.png`, { type: "image/png" }));
      const response = await fetch(`${caller.baseUrl}/api/v1/Image/ProductGeneration/Recommendations`, {
        method: "POST",
        headers: { "x-api-key": caller.apiKey, "x-api-secret": caller.apiSecret, authorization: `Bearer ${caller.accessToken}` },
        body: form,
      });
      const retryAfter = response.headers.get("retry-after");
      return { ...(await judgeResponse(response)), retryAfter };
    }),
  );
  clearInterval(sampler);
  const seconds = (Date.now() - started) / 1000;
  // VmHWM catches a peak between two samples.
  const peakRssMb = Math.max(peakRssKb, statusKb(serverPid, "VmHWM")) / 1024;
  const byStatus: Record<string, number> = {};
  for (const r of results) byStatus[r.status] = (byStatus[r.status] ?? 0) + 1;
  return {
    uploads,
    pngBytes: png.length,
    byStatus,
    retryAfter: [...new Set(results.filter((r) => r.status === 429).map((r) => r.retryAfter ?? "missing"))],
    nonContract: results.filter((r) => r.status >= 400 && !r.contract).length,
    rssBeforeMb: Math.round(rssBeforeMb),
    peakRssMb: Math.round(peakRssMb),
    rssAfterMb: Math.round(statusKb(serverPid, "VmRSS") / 1024),
    seconds,
  };
}
