import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import os from "node:os";
import { pathToFileURL } from "node:url";
import sharp from "sharp";
import { builtInSceneRenderer } from "@/lib/ai/providers/built-in-renderer";
import { createSegmenter } from "@/lib/ai/segmenter";
import { decodeUpload } from "@/lib/images/decode";
import { findPreset } from "@/lib/ai/scene/presets";
import { adCreative, checkUserProgress, type ProgressRecord } from "@/lib/schemas/image-generation";
import { createWebHookConfiguration } from "@/lib/schemas/notifications";
import { getAssetCutout, recommendations } from "@/lib/schemas/photoshoot";
import { startWebhookReceiver } from "@/e2e/support/webhook-receiver";
import { withBenchServer } from "./bench-server";
import { markdownTable, percentile, type BenchResult } from "./report";

const RUNS = 6;
const PRESETS = ["white_background", "gray_shadowy_room_sunlight_streaming_studio", "natural_beige_background", "concrete_studio_spotlight", "light_blue_background", "white_studio_podium_softbox"];
const PHOTO = "e2e/fixtures/photos/film-camera-on-white.jpg";
const CANVAS = { width: 1674, height: 628 };

/**
 * A photoshoot end to end over HTTP (AdCreative → CheckUserProgress at 100 for 6 tasks on the
 * built-in renderer), then the per-task render beside its floor: sharp compositing the same cutout
 * onto a flat canvas of the same size and encoding it, measured in the same run.
 */
export async function benchPhotoshoot(): Promise<BenchResult> {
  const loadBefore = os.loadavg()[0]!;
  const hooks = await startWebhookReceiver([200]);
  try {
    return await withBenchServer(async ({ client, applicationId }) => {
      await client.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: hooks.url, isActive: true } });
      const userId = randomUUID();
      const photo = new File([new Uint8Array(readFileSync(PHOTO))], "film-camera.jpg", { type: "image/jpeg" });
      const { backgroundRemovedImageAssetId: assetId } = await client.call(recommendations, { body: { applicationId, userId, productImage: photo } });
      const cutout = Buffer.from(await (await client.send(getAssetCutout, { params: { assetId }, query: { applicationId } })).arrayBuffer());

      // Done when the process's Progress notification reaches the webhook: the moment a client
      // learns of it (the studio hears the same event on its stream). A poll every 250 ms only
      // watches for a failed task; polling every few milliseconds would load the server it measures.
      const progressAt = (processId: string) =>
        hooks.requests.find((r) => {
          const message = JSON.parse(r.body) as { MessageType?: string; ImageRenderProcessId?: string };
          return message.MessageType === "ImageGenerationProgress" && message.ImageRenderProcessId === processId;
        })?.at;
      const shoot = async () => {
        const t0 = Date.now();
        const created = (await (
          await client.send(adCreative, {
            body: { applicationId, userId, productImageAssetId: assetId, PromptObjectsString: JSON.stringify(PRESETS.map((preset) => ({ tag: "preset", preset }))) } as never,
          })
        ).json()) as ProgressRecord;
        const processId = created.imageProductGeneratorProcessId;
        for (let waited = 0; ; waited += 10) {
          const at = progressAt(processId);
          if (at) return at - t0;
          if (waited % 250 === 0) {
            const record = await client.call(checkUserProgress, { query: { userId, imageProductGeneratorProcessId: processId } });
            if (record.tasks.some((t) => t.renderState > 5)) throw new Error("a task failed");
          }
          await new Promise((r) => setTimeout(r, 10));
        }
      };
      await shoot(); // warm-up: fonts, SVG renderer, caches
      const totals: number[] = [];
      for (let i = 0; i < RUNS; i++) totals.push(await shoot());
      totals.sort((a, b) => a - b);

      const { task, floor, taskCpu, floorCpu } = await renderVersusFloor(cutout);
      const p50 = percentile(totals, 50);
      const ratio = task / floor;
      const table = markdownTable(
        ["measure", "value", "target"],
        [
          ["POST → progress 100, 6 tasks, p50", `${p50.toFixed(0)} ms`, "≤ 1500 ms"],
          ["same, min / max", `${totals[0]!.toFixed(0)} / ${totals.at(-1)!.toFixed(0)} ms`, ""],
          ["one task's render (mean of the 6 presets)", `${task.toFixed(0)} ms`, ""],
          ["floor: cutout onto a flat 1674×628 canvas + PNG", `${floor.toFixed(0)} ms`, ""],
          ["render ÷ floor", `${ratio.toFixed(2)}×`, "≤ 3×"],
          ["CPU time (all threads): render / floor", `${taskCpu.toFixed(0)} / ${floorCpu.toFixed(0)} ms = ${(taskCpu / floorCpu).toFixed(2)}×`, ""],
        ],
      );
      console.log(`\n${table}`);
      return {
        name: "photoshoot",
        title: "Photoshoot: AdCreative to progress 100 (built-in renderer)",
        markdown: `${RUNS} sequential photoshoots after one warm-up on a production server (PGlite, workers in-process), each six presets around the cutout of \`${PHOTO}\` at 1674×628, each timed from the POST to the arrival of its Progress notification at a webhook (what the studio hears on its stream; a poll every 250 ms only watches for failures). The per-task render and its floor are measured in the benchmark process on the same cutout, 5 rounds each (median), in wall time and in CPU time of the process (all threads; the machine is shared).\n\n${table}\n\nEnd to end **${p50.toFixed(0)} ms** (${p50 <= 1500 ? "met" : "NOT met"}); render **${ratio.toFixed(2)}×** the floor (${ratio <= 3 ? "met" : "NOT met"}).\n\nLoad average (1 min) ${loadBefore.toFixed(1)} when the run began and ${os.loadavg()[0]!.toFixed(1)} when it ended, on ${os.cpus().length} cores: above ~2 the wall times stretch with the other work on the machine, and the CPU row is the steadier comparison.`,
      };
    });
  } finally {
    await hooks.close();
  }
}

async function renderVersusFloor(cutout: Buffer) {
  const ROUNDS = 5;
  // Wall time, and CPU time of the whole process (all threads): the machine is shared, and CPU
  // time shows the work done whatever the contention.
  const cpuMs = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1000;
  };
  const timed = async (work: () => Promise<void>) => {
    const t0 = performance.now();
    const c0 = cpuMs();
    await work();
    return { wall: (performance.now() - t0) / PRESETS.length, cpu: (cpuMs() - c0) / PRESETS.length };
  };
  const renderOnce = () =>
    timed(async () => {
      for (const id of PRESETS) await builtInSceneRenderer.render({ recipe: findPreset(id)!.recipe, prompt: id, cutoutPng: cutout, shapeClass: "tall", sizes: [CANVAS], seed: 7 });
    });
  const floorOnce = () =>
    timed(async () => {
      for (let i = 0; i < PRESETS.length; i++) {
        const product = await sharp(cutout).resize({ height: 290 }).toBuffer();
        await sharp({ create: { ...CANVAS, channels: 4, background: "#f4f4f4" } })
          .composite([{ input: product, left: 760, top: 220 }])
          .png({ compressionLevel: 6 })
          .toBuffer();
      }
    });
  await renderOnce();
  await floorOnce();
  const task: Array<{ wall: number; cpu: number }> = [];
  const floor: Array<{ wall: number; cpu: number }> = [];
  for (let i = 0; i < ROUNDS; i++) {
    task.push(await renderOnce());
    floor.push(await floorOnce());
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    task: median(task.map((t) => t.wall)),
    floor: median(floor.map((t) => t.wall)),
    taskCpu: median(task.map((t) => t.cpu)),
    floorCpu: median(floor.map((t) => t.cpu)),
  };
}

/**
 * `node bin/run-ts.mjs ../bench/photoshoot.ts`: only the per-task render beside its floor, on the
 * cutout the built-in segmenter makes of the same photo, in this process (no server, no build, and
 * nothing recorded): for work on the scene renderer.
 */
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const segmenter = createSegmenter();
  const photo = await decodeUpload(readFileSync(PHOTO), { previewLongSide: segmenter.previewLongSide });
  const cutout = await (await segmenter.segment(photo)).cutoutPng();
  const { task, floor, taskCpu, floorCpu } = await renderVersusFloor(cutout);
  console.log(
    markdownTable(
      ["measure", "render", "floor", "render ÷ floor"],
      [
        ["wall ms per creative", task.toFixed(0), floor.toFixed(0), `${(task / floor).toFixed(2)}×`],
        ["CPU ms per creative (all threads)", taskCpu.toFixed(0), floorCpu.toFixed(0), `${(taskCpu / floorCpu).toFixed(2)}×`],
      ],
    ),
  );
}
