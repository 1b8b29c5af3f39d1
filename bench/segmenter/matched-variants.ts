/**
 * More own-colour photos of the same cutouts ("shoot new cases before you tune"): each product that
 * the full set puts on a sweep of its own colour (real-set.ts, "matched") is shot again with other
 * draws — once standing on the sweep with a tight contact shadow, once floating above a soft shadow,
 * each under another exposure — and the pale and shiny ones again on a light grey sweep. The matched
 * set alone has one photo per product, too few to tune on without fitting those very photos. The
 * clear-thin groups put the see-through and thin products on off-white, light grey and their own colour.
 * Drawn from streams of their own, so the full set's photos stay as they were.
 */
import "server-only";
import path from "node:path";
import { readdir } from "node:fs/promises";
import { createRandom } from "./random";
import { compose, CUTOUT_TRAITS, drawLook, HOLD_OUT_PRODUCTS, loadCutout, MATCHED_TRAITS, PHOTOS_DIR, type RealGroundTruthImage } from "./real-set";

/** The variants: a group name for the report, the backdrop, the shadow, and how far the exposure moves from the backdrop's level. */
const VARIANTS = [
  { group: "matched-contact", backdrop: "matched", shadow: "contact", exposure: [0.97, 1.02] },
  { group: "matched-floating", backdrop: "matched", shadow: "floating", exposure: [0.93, 1.0] },
  { group: "grey-shiny", backdrop: "grey", shadow: "contact+cast", exposure: [0.95, 1.03] },
  // Grey, dark-ish and shiny products on their own colour over a dark, wide, soft contact shadow:
  // the hold-out kettle on its grey sweep came back with its shadow kept (IoU 0.65, confidence 0.70).
  { group: "matched-dark-shadow", backdrop: "matched", shadow: "dark-contact", exposure: [0.97, 1.02] },
  // Clear and thin products (glass, a thermometer, a spade's handle, tubes) on pale sweeps and their
  // own colour, standing with a contact shadow or floating without one: the hold-out's clear syringe
  // on off-white and light grey, a right cut, was refused as "thin with sharp outlines beside it".
  { group: "clear-thin-offwhite", backdrop: "offwhite", shadow: "contact", exposure: [0.96, 1.03] },
  { group: "clear-thin-offwhite", backdrop: "offwhite", shadow: "floating", exposure: [0.96, 1.03] },
  { group: "clear-thin-grey", backdrop: "grey", shadow: "contact", exposure: [0.96, 1.03] },
  { group: "clear-thin-grey", backdrop: "grey", shadow: "floating", exposure: [0.96, 1.03] },
  { group: "clear-thin-matched", backdrop: "matched", shadow: "contact", exposure: [0.97, 1.02] },
  { group: "clear-thin-matched", backdrop: "matched", shadow: "floating", exposure: [0.97, 1.02] },
] as const;

const clearThin = (v: (typeof VARIANTS)[number]) => v.group.startsWith("clear-thin");

export type MatchedVariantGroup = (typeof VARIANTS)[number]["group"];

export interface MatchedVariantImage extends RealGroundTruthImage {
  group: MatchedVariantGroup;
}

/** Pale and shiny products on grey: the hold-out's pitcher on light grey came back at IoU 0.82. */
const fitsVariant = (v: (typeof VARIANTS)[number], traits: readonly string[]) =>
  clearThin(v)
    ? (traits.includes("transparent") || traits.includes("thin")) && (v.backdrop !== "matched" || traits.some((t) => (MATCHED_TRAITS as readonly string[]).includes(t)))
    : v.shadow === "dark-contact"
    ? (traits.includes("grey") || traits.includes("reflective")) && !traits.includes("pale") && !traits.includes("transparent")
    : v.backdrop === "matched"
      ? traits.some((t) => (MATCHED_TRAITS as readonly string[]).includes(t))
      : traits.includes("pale") || traits.includes("reflective");

export async function generateMatchedVariants(options: { seed?: number; includeHoldOut?: boolean; products?: readonly string[] } = {}): Promise<MatchedVariantImage[]> {
  const { seed = 7, includeHoldOut = false, products } = options;
  const dir = path.join(PHOTOS_DIR, "cutouts");
  const files = (await readdir(dir)).filter((f) => f.endsWith(".png")).sort();
  const out: MatchedVariantImage[] = [];
  let index = 0;
  let darkIndex = 0;
  let clearIndex = 0;
  for (const file of files) {
    const product = path.basename(file, ".png");
    const traits = CUTOUT_TRAITS[product] ?? [];
    const holdOut = HOLD_OUT_PRODUCTS.includes(product);
    for (const v of VARIANTS) {
      if (!fitsVariant(v, traits)) continue;
      // The dark-shadow group came later: its own counter, so the older groups' photos stay as they were.
      const k = clearThin(v) ? 200_000 + clearIndex++ : v.shadow === "dark-contact" ? 100_000 + darkIndex++ : index++;
      if ((holdOut && !includeHoldOut) || (products && !products.includes(product))) continue;
      const r = createRandom(seed * 7919 + 500_000 + k);
      const lookRandom = createRandom(seed * 104729 + 500_000 + k);
      const look = drawLook(lookRandom, v.backdrop, traits);
      // Every pale product exposed for the backdrop here (the hard case), at the variant's exposure.
      const highKey = traits.includes("pale") && v.backdrop === "matched";
      const tuned = { ...look, highKey: highKey || look.highKey, highKeyLevel: lookRandom.range(v.exposure[0], v.exposure[1]) };
      const cut = await loadCutout(path.join(dir, file), r.int(380, 640));
      const photo = await compose(r, cut, v.backdrop, v.shadow, traits.includes("transparent"), tuned);
      const name = clearThin(v) ? `${product}-${v.group}-${v.shadow}` : `${product}-${v.group}`;
      out.push({ name, group: v.group, backdrop: v.backdrop, product, traits, shadow: v.shadow, highKey: tuned.highKey, holdOut, format: "jpeg", ...photo });
    }
  }
  return out;
}
