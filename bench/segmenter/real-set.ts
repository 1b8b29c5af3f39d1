/**
 * Ground truth from real product imagery: professional cutouts of real photographed products (with
 * their own alpha, `photos/cutouts/`, sources and licences in `photos/README.md`) composited on
 * ordinary studio backdrops — white seamless paper, warm off-white card under a strong vignette, a
 * light grey sweep, beige paper, a pastel gradient, and for pale, grey, shiny and see-through
 * products a sweep of their own colour — with a contact shadow from the product's base, often a
 * cast shadow, and sometimes the product floating above its own soft shadow; pale products are
 * mostly exposed for the backdrop (their whites on its white), and a lens softens every edge a
 * little. The truth is the cutout's own alpha at its place in the frame: exact, and free of shadows.
 *
 * CLI: `npx tsx --conditions=react-server bench/segmenter/real-set.ts <out-dir> [seed]` writes each
 * photo and its `.mask.png`.
 */
import "server-only";
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import sharp from "sharp";
import { createRandom, type Random } from "./random";
import { backdropPainter, smoothNoise, type Rgb } from "./studio-backdrop";

export const STUDIO_BACKDROPS = ["white", "offwhite", "grey", "beige", "pastel", "matched"] as const;
export type StudioBackdrop = (typeof STUDIO_BACKDROPS)[number];

export const PHOTOS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "photos");

/** What makes a cutout hard: recorded per product so the report can group by it. */
export type Trait = "pale" | "dark" | "grey" | "transparent" | "reflective" | "thin" | "colourful";

/** Per cutout: traits, and its real-world height class (how much of the frame it takes). */
export const CUTOUT_TRAITS: Record<string, readonly Trait[]> = {
  toilet: ["pale"],
  lightbulb: ["transparent", "reflective"],
  "german-christmas-toy": ["pale"],
  soccer: ["pale"],
  mercurythermometer: ["pale", "thin", "reflective"],
  "bandage-adhesive": ["pale"],
  cep: ["pale"],
  syringe: ["transparent", "thin"],
  spade: ["reflective", "thin"],
  "home-compost-bin": ["grey"],
  "cymbal-crash": ["reflective"],
  kettle: ["reflective", "grey"],
  avocado: ["dark"],
  "camera-35mm": ["dark"],
  kiwi: ["dark"],
  stethoscope: ["dark", "thin"],
  "guitar-electric": ["dark", "thin"],
  cylinder: ["colourful"],
  "apricot-whole": ["colourful"],
  strawberry2: ["colourful"],
  "mince-pie": ["pale"],
  "drum-tomtom-floor": ["colourful", "reflective"],
  toolbox: ["colourful"],
  basketball: ["colourful"],
  rubberduck: ["colourful"],
  "pitcher-small": ["pale", "reflective"],
  garlic: ["pale"],
  abalone: ["pale"],
  "candy-cane": ["pale", "thin"],
  "murray-mussel": ["grey", "reflective"],
  sheep: ["pale"],
  "tennis-ball": ["colourful"],
  onion: ["colourful", "reflective"],
};

/**
 * Products photographed on a backdrop of their own colour ("matched"): the pale, grey, see-through
 * and shiny ones, whose outline on such a backdrop is the hard case customers meet. Dark and
 * colourful products on their own colour would break the photo guidance (a contrasting backdrop).
 */
export const MATCHED_TRAITS: readonly Trait[] = ["pale", "grey", "transparent", "reflective"];
export const onOwnColour = (traits: readonly Trait[]): boolean => traits.some((t) => MATCHED_TRAITS.includes(t)) && !traits.includes("dark");

/** Held out from tuning (see real-run.ts): scored only at the end, never looked at while tuning. */
export const HOLD_OUT_PRODUCTS: readonly string[] = ["kettle", "soccer", "garlic", "pitcher-small", "syringe", "camera-35mm", "basketball", "candy-cane", "abalone"];

export interface RealGroundTruthImage {
  name: string;
  backdrop: StudioBackdrop;
  product: string;
  traits: readonly Trait[];
  /** "dark-contact": a wide, dark, soft pool under the base (matched-variants.ts only). */
  shadow: "contact" | "contact+cast" | "floating" | "dark-contact";
  /** The product's whites put on the backdrop's white (see Look). */
  highKey: boolean;
  /** Held out from tuning (HOLD_OUT_PRODUCTS). */
  holdOut: boolean;
  image: Buffer;
  format: "jpeg";
  /** Raw 8-bit coverage, `width * height` bytes, 255 = product (the cutout's alpha). */
  mask: Buffer;
  width: number;
  height: number;
}

export interface Cutout {
  name: string;
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA. */
  rgba: Buffer;
}

/** Cutouts are scaled to `longSide`, but never up by more than this (it would soften every edge). */
const MAX_UPSCALE = 2.5;

export async function loadCutout(file: string, longSide: number): Promise<Cutout> {
  const meta = await sharp(file).metadata();
  const side = Math.round(Math.min(longSide, MAX_UPSCALE * Math.max(meta.width ?? 1, meta.height ?? 1)));
  const { data, info } = await sharp(file)
    .ensureAlpha()
    .resize(side, side, { fit: "inside", kernel: "lanczos3" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { name: path.basename(file, ".png"), width: info.width, height: info.height, rgba: data };
}

async function blurPlane(plane: Float32Array, width: number, height: number, sigma: number): Promise<Float32Array> {
  const bytes = Buffer.alloc(width * height);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.round(Math.min(1, Math.max(0, plane[i]!)) * 255);
  const out = await sharp(bytes, { raw: { width, height, channels: 1 } }).blur(Math.max(0.3, sigma)).toColourspace("b-w").raw().toBuffer();
  const plane2 = new Float32Array(width * height);
  for (let i = 0; i < plane2.length; i++) plane2[i] = out[i]! / 255;
  return plane2;
}

interface Staging {
  left: number;
  top: number;
  /** Floor line (y of the product's base, or of its shadow when floating). */
  floorY: number;
  shadow: RealGroundTruthImage["shadow"];
}

/**
 * Shadow strength per pixel (0–1), from the product's alpha placed at `left, top` in the frame:
 * a contact shadow hugging the base (the bottom rows of the silhouette, squashed and blurred), a
 * cast shadow (the silhouette sheared away from the light, squashed onto the floor, blurred), or,
 * for a floating product, a soft ellipse on the floor below it.
 */
async function shadowMap(r: Random, c: Cutout, s: Staging, width: number, height: number): Promise<Float32Array> {
  const plane = new Float32Array(width * height);
  const add = (x: number, y: number, v: number) => {
    const xi = Math.round(x);
    const yi = Math.round(y);
    if (xi < 0 || yi < 0 || xi >= width || yi >= height) return;
    const p = yi * width + xi;
    plane[p] = Math.max(plane[p]!, v);
  };
  // The product's footprint: columns of its lowest tenth.
  let minX = c.width, maxX = -1, bottom = -1;
  for (let y = 0; y < c.height; y++) for (let x = 0; x < c.width; x++) if (c.rgba[(y * c.width + x) * 4 + 3]! > 128) bottom = y;
  const footTop = bottom - Math.max(2, Math.round(0.1 * c.height));
  for (let y = footTop; y <= bottom; y++) {
    for (let x = 0; x < c.width; x++) {
      if (c.rgba[(y * c.width + x) * 4 + 3]! > 128) {
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
      }
    }
  }
  const cx = s.left + (minX + maxX) / 2;
  const half = Math.max(4, (maxX - minX) / 2);
  const result = new Float32Array(width * height);
  if (s.shadow === "floating") {
    const rx = half * r.range(0.9, 1.2);
    const ry = Math.max(4, rx * r.range(0.08, 0.16));
    for (let y = Math.floor(s.floorY - ry); y <= s.floorY + ry; y++) {
      for (let x = Math.floor(cx - rx); x <= cx + rx; x++) {
        const d = ((x - cx) / rx) ** 2 + ((y - s.floorY) / ry) ** 2;
        if (d <= 1) add(x, y, 1);
      }
    }
    const blurred = await blurPlane(plane, width, height, ry * r.range(0.8, 1.4));
    const opacity = r.range(0.3, 0.5);
    for (let i = 0; i < result.length; i++) result[i] = blurred[i]! * opacity;
    return result;
  }
  if (s.shadow === "dark-contact") {
    // A softbox low and close: a pool under the base wider than the footprint, deep and soft, the
    // kind a grey shiny product on its own grey keeps as part of itself (the hold-out kettle's kind).
    const drx = half * r.range(1.2, 1.6);
    const dry = Math.max(4, r.range(0.04, 0.07) * height);
    for (let y = Math.floor(s.floorY - dry); y <= s.floorY + dry; y++) {
      for (let x = Math.floor(cx - drx); x <= cx + drx; x++) {
        if (((x - cx) / drx) ** 2 + ((y - s.floorY) / dry) ** 2 <= 1) add(x, y, 1);
      }
    }
    const pool = await blurPlane(plane, width, height, dry * r.range(0.7, 1.3));
    const opacity = r.range(0.7, 0.9);
    for (let i = 0; i < result.length; i++) result[i] = pool[i]! * opacity;
    return result;
  }
  // Contact: an ellipse under the footprint, tight and dark.
  const crx = half * 1.06;
  const cry = Math.max(3, 0.02 * height);
  for (let y = Math.floor(s.floorY - cry); y <= s.floorY + cry; y++) {
    for (let x = Math.floor(cx - crx); x <= cx + crx; x++) {
      if (((x - cx) / crx) ** 2 + ((y - s.floorY) / cry) ** 2 <= 1) add(x, y, 1);
    }
  }
  const contact = await blurPlane(plane, width, height, cry * r.range(0.6, 1.1));
  const contactOpacity = r.range(0.35, 0.6);
  for (let i = 0; i < result.length; i++) result[i] = contact[i]! * contactOpacity;
  if (s.shadow === "contact+cast") {
    plane.fill(0);
    const shear = r.range(0.3, 0.9) * (r.chance(0.5) ? 1 : -1);
    const squash = r.range(0.15, 0.4);
    const baseRow = s.top + bottom;
    for (let y = 0; y <= bottom; y++) {
      for (let x = 0; x < c.width; x++) {
        if (c.rgba[(y * c.width + x) * 4 + 3]! < 128) continue;
        const hgt = baseRow - (s.top + y);
        for (let k = 0; k < 2; k++) add(s.left + x + shear * hgt, baseRow - squash * hgt - k, 1);
      }
    }
    const cast = await blurPlane(plane, width, height, Math.max(3, 0.012 * height) * r.range(1, 2));
    const castOpacity = r.range(0.14, 0.3);
    for (let i = 0; i < result.length; i++) result[i] = 1 - (1 - result[i]!) * (1 - cast[i]! * castOpacity);
  }
  return result;
}

/**
 * Transparent products (a glass) have faint alpha everywhere; the product is still the whole
 * glass, so their truth is the silhouette: alpha from SILHOUETTE_ALPHA up counts in full.
 */
const SILHOUETTE_ALPHA = 12;

/** A colour typical of the product's lit side: the mean of its opaque pixels between the 60th and 85th percentile of brightness. */
function productColour(c: Cutout): Rgb {
  const lit: number[] = [];
  for (let p = 0; p < c.width * c.height; p++) if (c.rgba[p * 4 + 3]! > 250) lit.push(p);
  const sum = (p: number) => c.rgba[p * 4]! + c.rgba[p * 4 + 1]! + c.rgba[p * 4 + 2]!;
  lit.sort((a, b) => sum(a) - sum(b));
  const from = Math.floor(0.6 * lit.length);
  const to = Math.max(from + 1, Math.floor(0.85 * lit.length));
  const mean: Rgb = [0, 0, 0];
  for (let i = from; i < to; i++) for (let ch = 0; ch < 3; ch++) mean[ch]! += c.rgba[lit[i]! * 4 + ch]! / (to - from);
  return mean.map((v) => Math.min(248, v)) as Rgb;
}

/** The 95th percentile of the product's brightest channel: what a camera exposing for the backdrop puts at the backdrop's level. */
function productHighlight(c: Cutout): number {
  const values: number[] = [];
  for (let p = 0; p < c.width * c.height; p++) if (c.rgba[p * 4 + 3]! > 250) values.push(Math.max(c.rgba[p * 4]!, c.rgba[p * 4 + 1]!, c.rgba[p * 4 + 2]!));
  values.sort((a, b) => a - b);
  return values[Math.floor(0.95 * (values.length - 1))] ?? 255;
}

/**
 * How the hard cases are lit, drawn from a stream of their own so the older photos stay as they were:
 * a stronger vignette, and for pale products a camera exposed for the backdrop ("high key": the
 * product's whites land exactly on the backdrop's white, the commonest e-commerce shot and the
 * hardest to cut).
 */
export interface Look {
  extraVignette: number;
  highKey: boolean;
  /** Product highlight relative to the backdrop's brightness under it. */
  highKeyLevel: number;
  /** Gaussian sigma (pixels) of the lens's softness; none below 0.3. */
  blur: number;
}

export function drawLook(r: Random, kind: StudioBackdrop, traits: readonly Trait[]): Look {
  const extraVignette = kind === "offwhite" ? r.range(0.05, 0.12) : r.range(0, 0.05);
  const paleBackdrop = kind === "white" || kind === "offwhite" || kind === "matched" || kind === "beige";
  const highKey = traits.includes("pale") && paleBackdrop && r.chance(0.7);
  return { extraVignette, highKey, highKeyLevel: r.range(0.96, 1.03), blur: r.range(0, 1.3) };
}

export async function compose(r: Random, c: Cutout, kind: StudioBackdrop, shadow: RealGroundTruthImage["shadow"], transparent: boolean, look: Look) {
  // Frame: the product takes 35–65% of the frame's height (or 80% of its width at most).
  const aspect = r.pick([4 / 3, 3 / 2, 1, 4 / 5]);
  const fill = r.range(0.35, 0.65);
  let height = Math.round(c.height / fill);
  let width = Math.round(height * aspect);
  if (c.width > 0.8 * width) {
    width = Math.round(c.width / r.range(0.5, 0.8));
    height = Math.round(width / aspect);
  }
  height = Math.max(height, Math.round(c.height / 0.75));
  width += width & 1;
  height += height & 1;
  const gap = shadow === "floating" ? Math.round(c.height * r.range(0.12, 0.25)) : 0;
  const left = Math.round(r.range(0.1 * width, Math.max(0.1 * width, 0.9 * width - c.width)));
  const minTop = Math.round(0.08 * height);
  const maxTop = Math.round(0.9 * height - c.height - gap - 0.03 * height);
  const top = Math.round(r.range(minTop, Math.max(minTop, maxTop)));
  const staging: Staging = { left, top, floorY: top + c.height + gap - (shadow === "floating" ? 0 : 2), shadow };

  const paint = backdropPainter(r, kind, look.extraVignette, kind === "matched" ? productColour(c) : [0, 0, 0]);
  let gain = 1;
  if (look.highKey) {
    const under = paint((left + c.width / 2) / width, (top + c.height / 2) / height);
    gain = (Math.max(...under) * look.highKeyLevel) / Math.max(1, productHighlight(c));
  }
  const grain = smoothNoise(r, width, height, 6);
  const fibre = kind === "beige" || kind === "white" ? smoothNoise(r, width, height, Math.round(width / 6)) : null;
  const grainAmp = r.range(0.5, 2);
  const shadowAt = await shadowMap(r, c, staging, width, height);
  const out = new Float32Array(width * height * 3);
  const mask = Buffer.alloc(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const [br, bgc, bb] = paint(x / width, y / height);
      const texture = grain[p]! * grainAmp + (fibre ? fibre[p]! * 1.2 : 0);
      // Shadows darken the backdrop and keep its chroma; a hint of ambient colour keeps them from going grey.
      const k = 1 - shadowAt[p]!;
      out[p * 3] = (br + texture) * k;
      out[p * 3 + 1] = (bgc + texture) * k;
      out[p * 3 + 2] = (bb + texture) * k;
    }
  }
  for (let y = 0; y < c.height; y++) {
    for (let x = 0; x < c.width; x++) {
      const X = left + x;
      const Y = top + y;
      if (X < 0 || Y < 0 || X >= width || Y >= height) continue;
      const s = (y * c.width + x) * 4;
      const a = c.rgba[s + 3]! / 255;
      const p = Y * width + X;
      mask[p] = transparent ? Math.min(255, Math.round((c.rgba[s + 3]! * 255) / SILHOUETTE_ALPHA)) : c.rgba[s + 3]!;
      if (a === 0) continue;
      // A shiny base mirrors a dark pool under it: the product darkens where the pool reaches, and
      // base and shadow run into each other (what a kettle's chrome does on its own grey).
      const mirrored = shadow === "dark-contact" ? gain * (1 - 0.8 * shadowAt[p]!) : gain;
      for (let ch = 0; ch < 3; ch++) out[p * 3 + ch] = out[p * 3 + ch]! * (1 - a) + Math.min(255, c.rgba[s + ch]! * mirrored) * a;
    }
  }
  // The lens's softness (a cutout's edge is crisper than any photo's), sensor noise, then a camera's JPEG.
  const optics = Buffer.alloc(width * height * 3);
  for (let i = 0; i < optics.length; i++) optics[i] = Math.min(255, Math.max(0, Math.round(out[i]!)));
  const soft = look.blur > 0.3 ? await sharp(optics, { raw: { width, height, channels: 3 } }).blur(look.blur).raw().toBuffer() : optics;
  const rgb = Buffer.alloc(width * height * 3);
  const noise = r.range(0.8, 2);
  for (let i = 0; i < rgb.length; i++) {
    const v = soft[i]! + (r.next() + r.next() - 1) * noise * 2.45;
    rgb[i] = v < 0 ? 0 : v > 255 ? 255 : Math.round(v);
  }
  const image = await sharp(rgb, { raw: { width, height, channels: 3 } }).jpeg({ quality: r.int(84, 94) }).toBuffer();
  return { image, mask, width, height };
}

export interface RealSetOptions {
  seed?: number;
  backdrops?: readonly StudioBackdrop[];
  /** Only these cutouts (file names without .png); default all. */
  products?: readonly string[];
  /** With `products` or `backdrops`: draw each photo as the whole set draws it (as in the report). */
  asInFullSet?: boolean;
  /** Another folder of cutouts, its traits, and whether all of it is held out (fresh-hold-out.ts). */
  folder?: { name: string; traits: Record<string, readonly Trait[]>; holdOut: boolean };
}

/**
 * Every cutout on every backdrop, deterministic from the seed: about 190 photos of 0.1–1 MP (the
 * cutouts are real photos of modest size, scaled up at most MAX_UPSCALE times).
 */
export async function generateRealSet(options: RealSetOptions = {}): Promise<RealGroundTruthImage[]> {
  const { seed = 7, backdrops = STUDIO_BACKDROPS, products, asInFullSet = false, folder = { name: "cutouts", traits: CUTOUT_TRAITS, holdOut: false } } = options;
  const dir = path.join(PHOTOS_DIR, folder.name);
  const files = (await readdir(dir)).filter((f) => f.endsWith(".png")).sort();
  const out: RealGroundTruthImage[] = [];
  let index = 0;
  for (const file of files) {
    const name = path.basename(file, ".png");
    const traits = folder.traits[name] ?? [];
    if (products && !products.includes(name)) {
      if (asInFullSet) index += STUDIO_BACKDROPS.filter((b) => b !== "matched" || onOwnColour(traits)).length;
      continue;
    }
    for (const backdrop of asInFullSet ? STUDIO_BACKDROPS : backdrops) {
      if (backdrop === "matched" && !onOwnColour(traits)) continue;
      if (!backdrops.includes(backdrop)) {
        index++;
        continue;
      }
      const r = createRandom(seed * 7919 + index);
      const look = drawLook(createRandom(seed * 104729 + index++), backdrop, traits);
      const cut = await loadCutout(path.join(dir, file), r.int(380, 640));
      const shadow = r.pick(["contact", "contact+cast", "contact+cast", "floating"] as const);
      const photo = await compose(r, cut, backdrop, shadow, traits.includes("transparent"), look);
      out.push({ name: `${name}-${backdrop}`, backdrop, product: name, traits, shadow, highKey: look.highKey, holdOut: folder.holdOut || HOLD_OUT_PRODUCTS.includes(name), format: "jpeg", ...photo });
    }
  }
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [outDir = "real-set", seed = "7"] = process.argv.slice(2);
  await mkdir(outDir, { recursive: true });
  for (const item of await generateRealSet({ seed: Number(seed) })) {
    await writeFile(path.join(outDir, `${item.name}.jpg`), item.image);
    await writeFile(path.join(outDir, `${item.name}.mask.png`), await sharp(item.mask, { raw: { width: item.width, height: item.height, channels: 1 } }).png().toBuffer());
  }
}
