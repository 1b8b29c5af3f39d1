import { randomUUID } from "node:crypto";
import os from "node:os";
import { recommendations } from "@/lib/schemas/photoshoot";
import { generateGroundTruth } from "./segmenter/ground-truth";
import { withBenchServer } from "./bench-server";
import { runSequential, SEQUENTIAL_COLUMNS } from "./load";
import { markdownTable, type BenchResult } from "./report";

const RUNS = 15;

/** Recommendations for a 12 MP JPEG, end to end over HTTP: upload, decode, segment, store, recommend. */
export async function benchRecommendations(): Promise<BenchResult> {
  const photos = await generateGroundTruth({ seed: 99, count: 3, megapixels: [12], backgrounds: ["plain", "gradient", "plain"], pngEvery: 0 });
  return withBenchServer(async ({ client, applicationId, serverPid }) => {
    const send = (i: number) => {
      const photo = photos[i % photos.length]!;
      return client.send(recommendations, {
        body: { applicationId, userId: randomUUID(), productImage: new File([new Uint8Array(photo.image)], "product.jpg", { type: "image/jpeg" }) },
      });
    };
    await (await send(0)).arrayBuffer(); // warm-up
    const { row, p50, load } = await runSequential(send, RUNS, serverPid);
    const sizes = photos.map((p) => `${p.width}×${p.height} (${(p.image.length / 2 ** 20).toFixed(1)} MB)`).join(", ");
    const table = markdownTable(SEQUENTIAL_COLUMNS, [row]);
    console.log(`\nRecommendations, 12 MP JPEG, ${RUNS} sequential requests\n${table}\np50 ${p50.toFixed(0)} ms (target ≤ 400 ms); load average ${load} on ${os.cpus().length} cores`);
    return {
      name: "recommendations",
      title: "POST Image/ProductGeneration/Recommendations latency (12 MP JPEG)",
      markdown: `${RUNS} sequential requests after one warm-up, each uploading a generated 12 MP product photo (${sizes}) to a production server on PGlite; the time covers upload, decode, background removal, storing cutout and mask, and recommendations. Server CPU is the server process's user + system time (all threads) per request. Machine load average (1 min) over the run: ${load} on ${os.cpus().length} cores.\n\n${table}\n\n**p50 ${p50.toFixed(0)} ms** (target ≤ 400 ms) — ${p50 <= 400 ? "met" : "NOT met"}.`,
    };
  });
}
