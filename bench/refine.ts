import { randomUUID } from "node:crypto";
import os from "node:os";
import { recommendations, refineAsset } from "@/lib/schemas/photoshoot";
import { refineBenchCase } from "./refine-case";
import { withBenchServer } from "./bench-server";
import { runSequential, SEQUENTIAL_COLUMNS } from "./load";
import { markdownTable, type BenchResult } from "./report";

const RUNS = 15;

/**
 * The refine brush on a 12 MP photo's asset, end to end over HTTP: two touch-up strokes a user
 * makes with a finger-sized brush (radius 60 px, 150 points each) along the product's outline,
 * one keep and one remove, answered as a new stored asset.
 */
export async function benchRefine(): Promise<BenchResult> {
  const { photo, width, height, strokes } = await refineBenchCase();

  return withBenchServer(async ({ client, applicationId, serverPid }) => {
    const upload = await client.call(recommendations, {
      body: { applicationId, userId: randomUUID(), productImage: new File([new Uint8Array(photo.image)], "product.jpg", { type: "image/jpeg" }) },
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
