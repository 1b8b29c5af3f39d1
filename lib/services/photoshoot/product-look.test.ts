/**
 * Names and poses read from real image files. Every expected name was written by hand from looking
 * at the picture (docs/photoshoot.md shows the sample), never from this reader's own output; where a
 * person could say either of two words ("navy" or "blue"), both are accepted, and where the picture
 * shows a kind of product the reader does not know, only no name is right.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { flatLayPhoto } from "@/bench/segmenter/flat-lay";
import { generateGroundTruth, type GroundTruthImage } from "@/bench/segmenter/ground-truth";
import { generateRealSet, PHOTOS_DIR } from "@/bench/segmenter/real-set";
import { createSegmenter } from "@/lib/ai/segmenter";
import { AppError } from "@/lib/errors";
import { productColour } from "./product-colour";
import { suggestProductInfo } from "./product-info";
import { productKind } from "./product-shape";
import { silhouetteOf } from "./silhouette";
import { processUpload } from "./upload-work";

const segmenter = createSegmenter({ kind: "builtin" });

/** The suggested name for an uploaded photo, through the upload's own work (segmenter included); undefined when refused. */
async function nameOf(bytes: Buffer) {
  try {
    const { analysis } = await processUpload(segmenter, bytes);
    return { name: suggestProductInfo(analysis.look!).productName, pose: analysis.look!.pose };
  } catch (error) {
    if (error instanceof AppError && error.code === "UnknownForeground") return undefined; // the segmenter's call, not ours
    throw error;
  }
}

describe("colour and kind of real photographed products (their own exact cutouts)", () => {
  // bench/segmenter/photos/cutouts: [colour words accepted, kinds accepted]. Left out as no single
  // colour by eye: the mushroom (brown cap, white stem), the cymbal and kettle (metal mirroring the
  // room), the nutcracker toy, the thermometer, syringe and spade (glass, metal), the mince pie.
  const LABELS: Record<string, [colours: string[], kinds: Array<string | null>]> = {
    "apricot-whole": [["orange"], [null]], // round, but no ball
    avocado: [["green", "black"], [null]],
    "bandage-adhesive": [["beige"], [null]],
    basketball: [["orange"], ["ball"]],
    "camera-35mm": [["black"], [null]],
    cylinder: [["red"], [null, "bottle"]], // a gas bottle
    "drum-tomtom-floor": [["red"], [null]],
    "guitar-electric": [["black"], [null]],
    "home-compost-bin": [["grey"], [null]],
    kiwi: [["brown"], [null]],
    lightbulb: [["white", "grey"], [null]],
    rubberduck: [["yellow"], [null]],
    soccer: [["white"], ["ball"]],
    stethoscope: [["black"], [null]],
    strawberry2: [["red"], [null]],
    toilet: [["white"], [null]],
    toolbox: [["red"], [null, "box"]],
  };

  it.each(Object.entries(LABELS))("%s", async (file, [colours, kinds]) => {
    const { data, info } = await sharp(path.join(PHOTOS_DIR, "cutouts", `${file}.png`)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const cutout = { data, width: info.width, height: info.height, left: 0, top: 0 };
    expect(colours).toContain(productColour(cutout)?.name);
    expect(kinds).toContain(productKind(silhouetteOf(cutout)!));
  });
});

describe("names of uploaded photos (segmented as an upload is)", () => {
  let generated: GroundTruthImage[];
  beforeAll(async () => {
    generated = await generateGroundTruth({ seed: 1, count: 24, megapixels: [1] });
  }, 60_000);

  // bench/segmenter/ground-truth.ts, seed 1: drawn products with shading, labels, shadows. Named by
  // looking at each photo (the generator's colour is random: it has no name to copy).
  const GENERATED: string[][] = [
    ["Green bottle"],
    ["Grey bottle", "Brown bottle", "Black bottle", "Bottle"], // a dark brownish grey
    ["Blue bottle"],
    ["Teal box", "Green box"], // turquoise
    ["Blue box"],
    ["Green box"],
    ["Purple mug"],
    ["Purple mug"],
    ["Red mug", "Pink mug"], // a dusky rose red
    ["Blue ball", "Purple ball"], // periwinkle
    ["Blue ball", "Purple ball"],
    ["Purple ball"],
    ["Green shoe"],
    ["Green shoe"], // olive
    ["Brown shoe"],
    ["White can", "Beige can", "Can"], // cream, with a pink label and gold rims
    ["Green can", "Can"], // with a magenta label
    ["Green can", "White can", "Can"], // a very pale mint
    ["Blue bottle", "Navy bottle"],
    ["Beige bottle"],
    ["Purple bottle", "Bottle"], // violet, at the edge of blue
    ["Purple box"], // plum
    ["Brown box", "Orange box"], // terracotta
    ["Pink box"],
  ];

  it("names 24 generated product photos by kind and colour, all standing", async () => {
    const wrong: string[] = [];
    let named = 0;
    for (const [i, photo] of generated.entries()) {
      const read = await nameOf(photo.image);
      if (!read) continue;
      named++;
      if (!GENERATED[i]!.includes(read.name ?? "") || read.pose !== "standing") wrong.push(`${photo.name}: ${read.name} ${read.pose}`);
    }
    expect(wrong).toEqual([]);
    expect(named).toBeGreaterThanOrEqual(22);
  }, 120_000);

  it.each([
    ["basketball", "Orange ball"],
    ["soccer", "White ball"],
    ["apricot-whole", null],
    ["rubberduck", null],
  ] as const)("real %s composited on studio backdrops: %s, standing", async (product, expected) => {
    for (const photo of await generateRealSet({ seed: 3, products: [product], backdrops: ["white", "grey"] })) {
      const read = await nameOf(photo.image);
      if (read) expect(read).toEqual({ name: expected, pose: "standing" });
    }
  }, 60_000);

  it("gives the film camera photo no name: a camera is no kind it knows", async () => {
    const read = await nameOf(await readFile(path.join(process.cwd(), "e2e/fixtures/photos/film-camera-on-white.jpg")));
    expect(read).toEqual({ name: null, pose: "standing" });
  }, 30_000);
});

describe("flat lays told from standing products", () => {
  // bench/segmenter/flat-lay.ts: garment outlines tinted and laid on a plain sheet seen from above
  // (made for these tests: none of the real photos is a flat lay). The colours are the tints chosen.
  const FLAT_LAYS = [
    [{ garment: "t-shirt", colour: [30, 30, 34], backdrop: [236, 232, 226] }, ["Black T-shirt"]],
    [{ garment: "t-shirt", colour: [250, 250, 250], backdrop: [205, 205, 208] }, ["White T-shirt"]],
    [{ garment: "t-shirt", colour: [240, 120, 20], backdrop: [225, 225, 225] }, ["Orange T-shirt"]],
    [{ garment: "polo-shirt", colour: [200, 30, 40], backdrop: [240, 240, 240] }, ["Red T-shirt"]],
    [{ garment: "polo-shirt", colour: [60, 140, 70], backdrop: [238, 226, 232] }, ["Green T-shirt"]],
    [{ garment: "trousers", colour: [40, 60, 120], backdrop: [235, 230, 220] }, ["Navy trousers", "Blue trousers"]],
    [{ garment: "trousers", colour: [200, 185, 150], backdrop: [110, 110, 115] }, ["Beige trousers"]],
  ] as const;

  it.each(FLAT_LAYS)("%o is a flat lay named %o", async (spec, names) => {
    const read = await nameOf(await flatLayPhoto(spec));
    expect(read?.pose).toBe("flatLay");
    expect(names).toContain(read?.name);
  }, 30_000);
});
