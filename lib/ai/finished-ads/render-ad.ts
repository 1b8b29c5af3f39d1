import "server-only";
import sharp, { type OverlayOptions } from "sharp";
import type { RawImage, Rect } from "./contrast";
import { loadPair, type FontPairId } from "./fonts";
import { FOCUS_FILL, LEAST_COVER, placeInSlot, resizeKernel, subjectBox, type RelativeBox } from "./placement";
import { textPath } from "./glyph-runs";
import { hyphenatorFor } from "./hyphenation";
import { layoutAd, pad, stackBounds, stackTexts, type AdColours, type AdLayout, type AdTexts, type TextStack } from "./layout";
import { slotsFor, type AdSize, type Slots, type TemplateId, type TextSide } from "./templates";
import { textBoxesOf, type TextBox } from "./text-boxes";

export interface AdBrand {
  colours: AdColours;
  fontPair: FontPairId;
  /** A PNG, or an SVG already sanitised; drawn inside the template's logo slot. */
  logo: Buffer | null;
}

export interface RenderAdInput {
  creative: Buffer;
  size: AdSize;
  template: TemplateId;
  texts: AdTexts;
  brand: AdBrand;
  /** BCP 47 language of the texts: picks the hyphenation patterns, if any. */
  language: string;
  /** Where the product is on `creative` (a photoshoot records it); found from the pixels when absent. */
  productBox?: RelativeBox | null;
}

export interface RenderedAd {
  png: Buffer;
  layout: AdLayout;
  /** Where each text landed, in whole pixels (recorded with the task, so a client can edit a text where it is drawn). */
  textBoxes: TextBox[];
}

/**
 * The photo in its slot, the rest of the canvas in the brand's background colour. Where the
 * template names a focus (the part the text leaves free), the product is placed in it; else the
 * photo is cropped about its centre.
 */
async function backdropOf(input: PreparedInput, image: Rect, focus: Rect | null): Promise<RawImage> {
  const { width, height } = input.size;
  const left = Math.round(image.x);
  const top = Math.round(image.y);
  const slotWidth = Math.round(image.width);
  const slotHeight = Math.round(image.height);
  if (focus && input.productBox) {
    const inSlot = { x: focus.x - left, y: focus.y - top, width: focus.width, height: focus.height };
    const placed = await placeInSlot(input.creative, { width: slotWidth, height: slotHeight }, inSlot, input.productBox);
    return onCanvas(placed, { left, top }, input.size, input.brand.colours.background);
  }
  // One pipeline: resize into the slot, then extend it to the canvas (no second decode, no composite).
  const scale = Math.max(slotWidth / input.photo.width, slotHeight / input.photo.height);
  const { data, info } = await sharp(input.creative)
    .rotate()
    .resize(slotWidth, slotHeight, { fit: "cover", position: "centre", kernel: resizeKernel(scale) })
    .removeAlpha()
    .extend({ top, left, bottom: height - top - slotHeight, right: width - left - slotWidth, background: input.brand.colours.background })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels };
}

/** A slot's pixels on the canvas, the rest in the background colour (row copies, no second sharp pipeline). */
function onCanvas(slot: RawImage, at: { left: number; top: number }, size: AdSize, background: string): RawImage {
  if (slot.width === size.width && slot.height === size.height) return slot;
  const canvas = Buffer.alloc(size.width * size.height * 3);
  canvas.fill(Buffer.from(background.slice(1), "hex"));
  for (let y = 0; y < slot.height; y++) canvas.set(slot.data.subarray(y * slot.width * 3, (y + 1) * slot.width * 3), ((at.top + y) * size.width + at.left) * 3);
  return { data: canvas, width: size.width, height: size.height, channels: 3 };
}

const n = (value: number) => Math.round(value * 100) / 100;

/** Everything drawn over the backdrop: backing, button and (unless left out) the texts' outlines. */
function overlaySvg(layout: AdLayout, withText: boolean): { svg: Buffer; left: number; top: number } {
  const { width, height } = layout.size;
  const parts: string[] = [];
  const { backing } = layout;
  if (backing && backing.opacity > 0) {
    const { rect } = backing;
    if (backing.kind === "scrim") {
      // Opaque enough where the text is; fading out over `feather` towards the open side of the photo.
      const { edge } = backing;
      const start = edge === "bottom" ? rect.y - backing.feather : edge === "top" ? rect.y + rect.height + backing.feather : rect.x + rect.width + backing.feather;
      const end = edge === "bottom" ? rect.y : edge === "top" ? rect.y + rect.height : rect.x + rect.width;
      const [x1, y1, x2, y2] = edge === "left" ? [start, 0, end, 0] : [0, start, 0, end];
      parts.push(
        `<linearGradient id="scrim" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"><stop offset="0" stop-color="${backing.colour}" stop-opacity="0"/><stop offset="1" stop-color="${backing.colour}" stop-opacity="${backing.opacity}"/></linearGradient>`,
        edge === "bottom"
          ? `<rect x="0" y="${n(start)}" width="${width}" height="${n(height - start)}" fill="url(#scrim)"/>`
          : edge === "top"
            ? `<rect x="0" y="0" width="${width}" height="${n(start)}" fill="url(#scrim)"/>`
            : `<rect x="0" y="0" width="${n(start)}" height="${height}" fill="url(#scrim)"/>`,
      );
    } else {
      parts.push(`<rect x="${n(rect.x)}" y="${n(rect.y)}" width="${n(rect.width)}" height="${n(rect.height)}" rx="${n(backing.radius)}" fill="${backing.colour}" fill-opacity="${backing.opacity}"/>`);
    }
  }
  const { button } = layout;
  parts.push(`<rect x="${n(button.rect.x)}" y="${n(button.rect.y)}" width="${n(button.rect.width)}" height="${n(button.rect.height)}" rx="${n(button.radius)}" fill="${button.colour}"/>`);
  if (withText) {
    for (const text of layout.texts) {
      const d = text.fitted.lines.map((line, index) => textPath(text.face, line, text.baselines[index]!.x, text.baselines[index]!.y, text.fitted.size)).join("");
      parts.push(`<path d="${d}" fill="${text.colour}"/>`);
    }
  }
  // Only the part of the canvas something is drawn on is rasterised and blended: a third of the
  // CPU of a full-canvas overlay on the large sizes.
  const box = drawnBox(layout);
  return {
    svg: Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${box.width}" height="${box.height}" viewBox="${box.x} ${box.y} ${box.width} ${box.height}">${parts.join("")}</svg>`),
    left: box.x,
    top: box.y,
  };
}

/** The whole-pixel box around the backing, the button and the texts, clipped to the canvas. */
function drawnBox(layout: AdLayout): { x: number; y: number; width: number; height: number } {
  const rects: Rect[] = [layout.button.rect, ...layout.texts.map((text) => pad(text.box, text.fitted.size * 0.5))];
  const { backing } = layout;
  if (backing && backing.opacity > 0) {
    const { rect } = backing;
    if (backing.kind !== "scrim") rects.push(rect);
    else if (backing.edge === "bottom") rects.push({ x: 0, y: rect.y - backing.feather, width: layout.size.width, height: layout.size.height });
    else if (backing.edge === "top") rects.push({ x: 0, y: 0, width: layout.size.width, height: rect.y + rect.height + backing.feather });
    else rects.push({ x: 0, y: 0, width: rect.x + rect.width + backing.feather, height: layout.size.height });
  }
  const x = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.x))));
  const y = Math.max(0, Math.floor(Math.min(...rects.map((r) => r.y))));
  const right = Math.min(layout.size.width, Math.ceil(Math.max(...rects.map((r) => r.x + r.width))));
  const bottom = Math.min(layout.size.height, Math.ceil(Math.max(...rects.map((r) => r.y + r.height))));
  return { x, y, width: Math.max(1, right - x), height: Math.max(1, bottom - y) };
}

async function logoLayer(logo: Buffer, slot: Rect, align: "left" | "center"): Promise<OverlayOptions> {
  const fitted = await sharp(logo, { density: 288 })
    .resize(Math.max(1, Math.floor(slot.width)), Math.max(1, Math.floor(slot.height)), { fit: "inside" })
    .png()
    .toBuffer({ resolveWithObject: true });
  const left = align === "center" ? slot.x + (slot.width - fitted.info.width) / 2 : slot.x;
  return { input: fitted.data, left: Math.round(left), top: Math.round(slot.y + (slot.height - fitted.info.height) / 2) };
}

/** A product whose box (the photo cropped about its centre) lies more than this share under the text is moved clear of it. */
const UNDER_TEXT = 0.12;
/** The part of the canvas left for the product must be at least this share of the canvas's height (or width). */
const LEAST_ROOM = 0.3;

/**
 * Where an overlay's photo must show the product so the text does not cover it: the side of the
 * canvas the text leaves free, beyond the scrim's fade. Null when the photo cropped about its
 * centre already keeps the product clear (or its place is unknown, or too little room is left):
 * the photo is then not shrunk for nothing.
 */
function clearOfText(input: PreparedInput, slots: Slots, stack: TextStack): Rect | null {
  const product = input.productBox;
  if (!product || slots.backing.kind !== "scrim") return null;
  const { width: W, height: H } = input.photo;
  const { width, height } = input.size;
  const scale = Math.max(width / W, height / H);
  const onCanvas = {
    x: product.x * W * scale - (W * scale - width) / 2,
    y: product.y * H * scale - (H * scale - height) / 2,
    width: product.width * W * scale,
    height: product.height * H * scale,
  };
  const text = pad(stackBounds(stack), stack.headlineSize * 0.8);
  const overlapWidth = Math.max(0, Math.min(onCanvas.x + onCanvas.width, text.x + text.width) - Math.max(onCanvas.x, text.x));
  const overlapHeight = Math.max(0, Math.min(onCanvas.y + onCanvas.height, text.y + text.height) - Math.max(onCanvas.y, text.y));
  if (overlapWidth * overlapHeight <= UNDER_TEXT * onCanvas.width * onCanvas.height) return null;
  const free =
    slots.backing.edge === "bottom"
      ? { x: 0, y: 0, width, height: text.y }
      : slots.backing.edge === "top"
        ? { x: 0, y: text.y + text.height, width, height: height - text.y - text.height }
        : { x: text.x + text.width, y: 0, width: width - text.x - text.width, height };
  const room = slots.backing.edge === "left" ? free.width / width : free.height / height;
  // placeInSlot shrinks the photo to LEAST_COVER at most: a product that would still not fit the
  // free part is better left large behind the scrim than small and still under the text.
  const fits = Math.min((free.width * FOCUS_FILL) / onCanvas.width, (free.height * FOCUS_FILL) / onCanvas.height) >= LEAST_COVER;
  return room >= LEAST_ROOM && fits ? free : null;
}

/** A product whose centre lies below this share of the canvas (the photo covering it) stands low. */
const LOW_PRODUCT = 0.55;

/**
 * Where an upright overlay or card puts its text: above a product that stands low in the photo
 * (a photoshoot's Story often has it on the table in the lower half), else at the bottom. The photo
 * covers the canvas cropped about its centre, so the product's place on the canvas follows from
 * its box on the photo.
 */
function textSideFor(input: PreparedInput): TextSide {
  const product = input.productBox;
  if (input.template === "panel" || !product) return "bottom";
  const { width, height } = input.photo;
  const scale = Math.max(input.size.width / width, input.size.height / height);
  const centre = ((product.y + product.height / 2) * height * scale - (height * scale - input.size.height) / 2) / input.size.height;
  return centre > LOW_PRODUCT ? "top" : "bottom";
}

/** The input with what placing the photo needs read once: the product's box (found when not given) and the photo's upright size. */
interface PreparedInput extends RenderAdInput {
  productBox: RelativeBox | null;
  photo: { width: number; height: number };
}

async function prepare(given: RenderAdInput) {
  const meta = await sharp(given.creative).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const input: PreparedInput = {
    ...given,
    productBox: given.productBox !== undefined ? given.productBox : await subjectBox(given.creative),
    photo: { width: (turned ? meta.height : meta.width) ?? given.size.width, height: (turned ? meta.width : meta.height) ?? given.size.height },
  };
  const slots = slotsFor(input.template, input.size, textSideFor(input));
  const setting = { size: input.size, slots, texts: input.texts, faces: loadPair(input.brand.fontPair), hyphenate: await hyphenatorFor(input.language) };
  const stack = stackTexts(setting);
  const backdrop = await backdropOf(input, slots.image, slots.focus ?? clearOfText(input, slots, stack));
  const layout = layoutAd({ ...setting, colours: input.brand.colours, backdrop }, stack);
  return { slots, backdrop, layout };
}

const rawInput = (image: RawImage) => ({ raw: { width: image.width, height: image.height, channels: image.channels as 3 } });

/**
 * One finished ad: the photo in the template's slot, the texts fitted and made legible, the button
 * and the logo, as a PNG. Same input, same bytes: the fonts are outlines from the packaged files.
 * Throws AdLayoutError when the headline or the call to action cannot fit.
 */
export async function renderAd(input: RenderAdInput): Promise<RenderedAd> {
  const { slots, backdrop, layout } = await prepare(input);
  const overlay = overlaySvg(layout, true);
  const layers: OverlayOptions[] = [{ input: overlay.svg, left: overlay.left, top: overlay.top }];
  if (input.brand.logo && layout.logo) layers.push(await logoLayer(input.brand.logo, layout.logo, slots.align));
  const png = await sharp(backdrop.data, rawInput(backdrop)).composite(layers).png({ compressionLevel: 3, adaptiveFiltering: false }).toBuffer();
  return { png, layout, textBoxes: textBoxesOf(layout) };
}

/**
 * What each text stands on, as the rasteriser draws it: the ad without its texts and logo. The
 * tests measure contrast on these pixels, not on the layout's own arithmetic.
 */
export async function renderAdWithoutText(input: RenderAdInput): Promise<{ raw: RawImage; layout: AdLayout }> {
  const { backdrop, layout } = await prepare(input);
  const overlay = overlaySvg(layout, false);
  const { data, info } = await sharp(backdrop.data, rawInput(backdrop))
    .composite([{ input: overlay.svg, left: overlay.left, top: overlay.top }])
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { raw: { data, width: info.width, height: info.height, channels: info.channels }, layout };
}
