/**
 * A second hold-out, added on 27 Nov 2026 after the first (HOLD_OUT_PRODUCTS) had been scored twice
 * after tuning: nine more real product cutouts from the same Debian package (photos/README.md), in a
 * folder of their own so the tuning set's photos are drawn exactly as before. No tuning run draws
 * them; `npm run bench segmenter` scores them apart, as "fresh hold-out".
 */
import "server-only";
import { generateRealSet, type RealGroundTruthImage, type Trait } from "./real-set";

export const FRESH_HOLD_OUT_TRAITS: Record<string, readonly Trait[]> = {
  mushroom: ["pale"],
  clothespin: ["pale", "thin"],
  potato: ["pale"],
  "garbage-can": ["grey", "reflective"],
  "wrench-adjustable": ["grey", "reflective", "thin"],
  key: ["reflective", "thin"],
  "scissors-closed": ["reflective", "thin"],
  teapot: ["dark", "reflective"],
  almond: ["colourful"],
};

/** Every fresh hold-out cutout on every studio backdrop (and its own colour where its traits ask). */
export function generateFreshHoldOut(seed = 7): Promise<RealGroundTruthImage[]> {
  return generateRealSet({ seed, folder: { name: "cutouts-fresh", traits: FRESH_HOLD_OUT_TRAITS, holdOut: true } });
}
