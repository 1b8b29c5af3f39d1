import { randomUUID } from "node:crypto";
import os from "node:os";
import { recommendations, refineAsset } from "@/lib/schemas/photoshoot";
import { generateGroundTruth } from "./segmenter/ground-truth";
import { withBenchServer } from "./bench-server";
import { runSequential, SEQUENTIAL_COLUMNS } from "./load";
import { markdownTable, type BenchResult } from "./report";

const RUNS = 15;
type Stroke = { mode: "keep" | "remove"; radius: number; points: Array<[number, number]> };

/**
 * The refine brush on a 12 MP photo's asset, end to end over HTTP: two touch-up strokes a user
 * makes with a finger-sized brush (radius 60 px, 150 points each) along the product's outline,
 * one keep and one remove, answered as a new stored asset.
 */
export async function benchRefine(): Promise<BenchResult> {
  const [photo] = await generateGroundTruth({ seed: 99, count: 1, megapixels: [12], backgrounds: ["plain"], pngEvery: 0 });
  const { width, height, mask } = photo!;
  // The product's box from its truth, for strokes along its top and right side.
  let [x0, y0, x1, y1] = [width, height, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (mask[y * width + x]! < 128) continue;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
    }
  }
  const line = (from: [number, number], to: [number, number]) =>
    Array.from({ length: 150 }, (_, i): [number, number] => [from[0] + ((to[0] - from[0]) * i) / 149, from[1] + ((to[1] - from[1]) * i) / 149]);
  const strokes: Stroke[] = [
    { mode: "keep", radius: 60, points: line([x0 + (x1 - x0) * 0.3, y0 + 20], [x0 + (x1 - x0) * 0.7, y0 + 20]) },
    { mode: "remove", radius: 60, points: line([x1 + 10, y0 + (y1 - y0) * 0.4], [x1 + 10, y0 + (y1 - y0) * 0.7]) },
  ];

  return withBenchServer(async ({ client, applicationId, serverPid }) => {
    const upload = await client.call(recommendations, {
      body: { applicationId, userId: randomUUID(), productImage: new File([new Uint8Array(photo!.image)], "product.jpg", { type: "image/jpeg" }) },
    });
    const assetId = upload.backgroundRemovedImageAssetId;
    const send = () => client.send(refineAsset, { params: { assetId }, query: { applicationId }, body: { strokes } });
    await (await send()).arrayBuffer(); // warm-up
    const { row, p50, load } = await runSequential(send, RUNS, serverPid);
    const table = markdownTable(SEQUENTIAL_COLUMNS, [row]);
    console.log(`\nRefine, 12 MP photo's asset, ${RUNS} sequential requests\n${table}\np50 ${p50.toFixed(0)} ms (target ≤ 300 ms); load average ${load} on ${os.cpus().length} cores`);
    return {
      name: "refine",
      title: "POST Image/Assets/{assetId}/Refine latency (12 MP photo's asset)",
      markdown: `${RUNS} sequential requests after one warm-up, each refining the asset of a generated ${width}×${height} JPEG with two strokes (keep along the product's top, remove along its right side; radius 60 px, 150 points each) on a production server on PGlite. The time covers decoding the strokes' region of the stored photo and the stored mask and cutout, the brush's decision, encoding and storing the new mask and cutout, and the new asset's row. Server CPU is the server process's user + system time (all threads) per request. Machine load average (1 min) over the run: ${load} on ${os.cpus().length} cores.\n\n${table}\n\n**p50 ${p50.toFixed(0)} ms** (target ≤ 300 ms) — ${p50 <= 300 ? "met" : "NOT met"}.`,
    };
  });
}
