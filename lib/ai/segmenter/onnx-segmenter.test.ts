import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { iou } from "@/bench/segmenter/metrics";
import { AppError } from "@/lib/errors";
import { decodeUpload } from "@/lib/images/decode";
import { createSegmenter } from "./index";
import { tinySaliencyModel } from "./testing/tiny-onnx-model";

const WIDTH = 640;
const HEIGHT = 480;
const shape = `<rect x="180" y="110" width="260" height="250" rx="40" fill="rgb(150,30,40)"/>`;

/** A dark product on a light backdrop, and its exact mask. */
async function photoAndTruth() {
  const photo = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="rgb(236,236,232)"/>${shape}</svg>`))
    .jpeg({ quality: 92 })
    .toBuffer();
  const truth = await sharp(Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#000"/>${shape.replace(/fill="[^"]*"/, 'fill="#fff"')}</svg>`))
    .extractChannel(0)
    .raw()
    .toBuffer();
  return { photo, truth };
}

describe("ONNX segmenter (tiny hand-built model)", () => {
  let dir: string;
  let modelPath: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "adcraft-onnx-"));
    modelPath = path.join(dir, "tiny-saliency.onnx");
    await writeFile(modelPath, tinySaliencyModel({ size: 96 }));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("runs the model, thresholds its map and lifts it to a full-size mask", async () => {
    const { photo, truth } = await photoAndTruth();
    const segmenter = createSegmenter({ kind: "onnx", modelPath, inputSize: 96, mean: [0.5, 0.5, 0.5], std: [0.5, 0.5, 0.5], output: "none" });
    expect(segmenter.name).toBe("onnx");
    const result = await segmenter.segment(await decodeUpload(photo));
    expect([result.width, result.height, result.mask.length]).toEqual([WIDTH, HEIGHT, WIDTH * HEIGHT]);
    expect(iou(result.mask, truth)).toBeGreaterThanOrEqual(0.95);
    expect(result.bbox.left).toBeGreaterThanOrEqual(176);
    expect(result.bbox.left).toBeLessThanOrEqual(184);
    const cutout = await sharp(await result.cutoutPng()).metadata();
    expect(cutout.hasAlpha).toBe(true);
  });

  it("honours named tensors, a non-square [width, height] input and min-max output scaling", async () => {
    await writeFile(path.join(dir, "named.onnx"), tinySaliencyModel({ size: 80, height: 64, inputName: "img", outputName: "mask" }));
    const { photo, truth } = await photoAndTruth();
    const segmenter = createSegmenter({
      kind: "onnx",
      modelPath: path.join(dir, "named.onnx"),
      inputSize: [80, 64],
      mean: [0.5, 0.5, 0.5],
      std: [0.5, 0.5, 0.5],
      inputName: "img",
      outputName: "mask",
      output: "minmax",
    });
    const result = await segmenter.segment(await decodeUpload(photo));
    expect(iou(result.mask, truth)).toBeGreaterThanOrEqual(0.95);
  });

  it("refuses with 422 UnknownForeground when the model sees no product", async () => {
    await writeFile(path.join(dir, "blind.onnx"), tinySaliencyModel({ size: 64, weights: [0, 0, 0], bias: -8 }));
    const { photo } = await photoAndTruth();
    const segmenter = createSegmenter({ kind: "onnx", modelPath: path.join(dir, "blind.onnx"), inputSize: 64, output: "none" });
    const error = await segmenter.segment(await decodeUpload(photo)).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("UnknownForeground");
  });
});
