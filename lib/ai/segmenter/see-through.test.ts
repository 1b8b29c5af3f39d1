/**
 * The backdrop seen through a thin dark part (see-through.ts), on a real photo: the e2e suite's film
 * camera hangs from its strap on a white wall, and the strap's two loops above the lugs enclose
 * wall in the strap's shadow. The cutout kept that wall as two white "ears" above the camera, and
 * every creative and finished ad repeated them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeUpload } from "@/lib/images/decode";
import { createSegmenter } from "./index";

const PHOTO = "e2e/fixtures/photos/film-camera-on-white.jpg"; // 800 × 800

describe("the backdrop seen through a strap's loop", () => {
  it("leaves the wall inside the camera strap's loops out of the cutout and keeps the camera whole", async () => {
    const result = await createSegmenter({ kind: "builtin" }).segment(await decodeUpload(readFileSync(PHOTO)));
    const alpha = (x: number, y: number) => result.mask[y * 800 + x]!;
    // Inside the left and the right loop [255 before see-through.ts].
    for (const [x, y] of [[241, 540], [242, 570], [558, 490], [562, 530], [565, 560]] as const) expect(alpha(x, y), `loop at ${x},${y}`).toBe(0);
    // The strap around them, the silver top plate, the body and the lens stay.
    for (const [x, y] of [[520, 600], [330, 620], [400, 700]] as const) expect(alpha(x, y), `camera at ${x},${y}`).toBe(255);
    expect(result.confidence).toBeGreaterThan(0.5);
  }, 30_000);
});
