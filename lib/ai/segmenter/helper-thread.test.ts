import { Worker } from "node:worker_threads";
import { describe, expect, it } from "vitest";
import { HelperThread, runInline } from "./helper-thread";
import type { RefineTask } from "./helper-tasks";

/** A small photo's worth of planes: a dark disc on a pale ground, with a soft ring the labels must settle. */
function refineTask(): RefineTask {
  const w = 64, h = 48;
  const L = new Float32Array(w * h), a = new Float32Array(w * h), b = new Float32Array(w * h), distance = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const p = y * w + x;
      const r = Math.hypot(x - 30, y - 22);
      const t = Math.min(1, Math.max(0, (18 - r) / 6));
      L[p] = 92 - 60 * t + ((x * 7 + y * 13) % 5);
      a[p] = 20 * t;
      b[p] = -10 * t;
      distance[p] = 25 * t + ((x * 3 + y * 5) % 3);
    }
  }
  return { lab: { L, a, b }, distance, w, h, options: { low: 6, high: 14 } };
}

describe("HelperThread", () => {
  it("answers on its thread exactly what the task answers inline", async () => {
    const inline = await runInline("refine", refineTask());
    const onThread = await new HelperThread().run("refine", refineTask());
    expect(onThread).toBeInstanceOf(Uint8Array);
    expect(Buffer.from(onThread).equals(Buffer.from(inline))).toBe(true);
    expect(inline.reduce((s, v) => s + v, 0)).toBeGreaterThan(0);
  });

  it("works inline when its thread cannot load, and does not try again", async () => {
    let starts = 0;
    const helper = new HelperThread(() => {
      starts++;
      return new Worker("throw new Error('no such module')", { eval: true });
    });
    const inline = await runInline("refine", refineTask());
    const first = await helper.run("refine", refineTask());
    const second = await helper.run("refine", refineTask());
    expect(Buffer.from(first).equals(Buffer.from(inline)) && Buffer.from(second).equals(Buffer.from(inline))).toBe(true);
    expect(starts).toBe(1);
  });

  it("works out inline what a dying thread held, and starts a new thread for the next task", async () => {
    let starts = 0;
    const helper = new HelperThread(() => {
      starts++;
      return new Worker("const { parentPort } = require('node:worker_threads'); parentPort.postMessage({ ready: true }); parentPort.on('message', () => process.exit(3));", { eval: true });
    });
    const inline = await runInline("refine", refineTask());
    const held = await helper.run("refine", refineTask());
    expect(Buffer.from(held).equals(Buffer.from(inline))).toBe(true);
    await helper.run("refine", refineTask());
    expect(starts).toBe(2);
  });
});
