import { readFileSync } from "node:fs";
import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { findPreset } from "../presets";
import { sceneCtx } from "./context";
import { prepareCutout } from "./cutout";
import { backLayers } from "./layers";
import { PixelThreads, pixelThreads, startPixelThread } from "./pixel-threads";
import { finishSurroundings } from "./surroundings";
import { surroundingsOf } from "./surroundings-job";

// A real product: the repository's camera photo, its white background keyed out by brightness.
async function cameraCutout() {
  const { data, info } = await sharp(readFileSync("e2e/fixtures/photos/film-camera-on-white.jpg")).resize({ width: 500 }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let i = 0; i < data.length; i += 4) data[i + 3] = Math.min(data[i]!, data[i + 1]!, data[i + 2]!) > 235 ? 0 : 255;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } }).png().toBuffer();
}

/** The stage and its job for a preset at 1674x628, with the camera on it. */
async function sceneJob(presetId: string) {
  const c = sceneCtx(findPreset(presetId)!.recipe, 1674, 628, "tall", 3);
  const cutout = await prepareCutout({ image: await cameraCutout(), shapeClass: "tall" }, c.stage);
  return surroundingsOf(c, await backLayers(c), cutout);
}

describe("the pixel threads", () => {
  afterEach(() => vi.restoreAllMocks());

  // Presets that use every step: textures and props behind (podium), a gobo's fine air field and
  // particles (shadowy room), grain and a grade (concrete).
  it.each(["white_studio_podium_softbox", "gray_shadowy_room_sunlight_streaming_studio", "concrete_studio_spotlight"])(
    "finish the surroundings in bands, byte for byte as one thread does (%s)",
    async (id) => {
      const { stage, job } = await sceneJob(id);
      expect(job.overlays.length).toBeGreaterThan(0); // at least the ground shadows
      const inPlace = Buffer.from(stage);
      finishSurroundings(inPlace, job);
      const threaded = await pixelThreads().finish(stage, job);
      expect(threaded.buffer).toBeInstanceOf(SharedArrayBuffer); // the threads did it, not a fallback
      expect(Buffer.from(threaded).equals(inPlace)).toBe(true);
      expect(inPlace.equals(stage)).toBe(false); // and the job did change the stage
    },
  );

  it("write the finished scene's PNG a band per thread, with the scene's pixels", async () => {
    const { stage, job } = await sceneJob("concrete_studio_spotlight"); // grainy: Huffman-coded bands
    const scene = await pixelThreads().finish(stage, job);
    const png = await pixelThreads().encodePng(scene, job.width, job.height);
    const inOneBand = await new PixelThreads(1, startPixelThread).encodePng(scene, job.width, job.height);
    expect(png.equals(inOneBand)).toBe(false); // two streams joined, not one
    const rgb = await sharp(png).raw().toBuffer();
    expect(rgb.equals(await sharp(inOneBand).raw().toBuffer())).toBe(true);
    expect(rgb.equals(await sharp(Buffer.from(scene), { raw: { width: job.width, height: job.height, channels: 4 } }).removeAlpha().raw().toBuffer())).toBe(true);
  });

  it("work in the calling thread when a thread cannot start, with the same bytes", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const broken = new PixelThreads(2, () => new Worker("throw new Error('no such module')", { eval: true }));
    const { stage, job } = await sceneJob("concrete_studio_spotlight");
    const expected = Buffer.from(stage);
    finishSurroundings(expected, job);
    const done = await broken.finish(stage, job);
    expect(done).toBe(stage); // finished in place
    expect(Buffer.from(done).equals(expected)).toBe(true);
    const png = await broken.encodePng(done, job.width, job.height);
    expect((await sharp(png).raw().toBuffer()).equals(await sharp(Buffer.from(done), { raw: { width: job.width, height: job.height, channels: 4 } }).removeAlpha().raw().toBuffer())).toBe(true);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("no such module"));
  });

  it("work in the calling thread on one core", async () => {
    const start = vi.fn(() => new Worker("", { eval: true }));
    const { stage, job } = await sceneJob("white_background");
    expect(await new PixelThreads(1, start).finish(stage, job)).toBe(stage);
    expect(start).not.toHaveBeenCalled();
  });

  it("fail a render whose thread dies mid-band, and start afresh for the next", async () => {
    let starts = 0;
    // The first thread loads, then dies on its first band; later ones do the work.
    const threads = new PixelThreads(2, () => {
      starts += 1;
      if (starts === 1) return new Worker("const { parentPort } = require('node:worker_threads'); parentPort.on('message', () => process.exit(3)); parentPort.postMessage({ ready: true });", { eval: true });
      return startPixelThread();
    });
    const { stage, job } = await sceneJob("white_background");
    await expect(threads.finish(Buffer.from(stage), job)).rejects.toThrow(/exited with code 3/);
    const expected = Buffer.from(stage);
    finishSurroundings(expected, job);
    expect(Buffer.from(await threads.finish(stage, job)).equals(expected)).toBe(true);
    expect(starts).toBe(3); // the dead thread replaced, the live one kept
  });
});
