import "server-only";
import sharp from "sharp";
import type { RawImage, Rect } from "./contrast";

/**
 * The resampling kernel for a resize by `scale`: Lanczos when shrinking or enlarging a little, and
 * bilinear from 1.5× up. An enlarged creative (a size its photoshoot did not render, up to 3× from
 * its landscape) has no detail for Lanczos to keep, and bilinear costs half as much (~30 ms of a
 * Story ad's CPU); side by side the two are the same picture.
 */
export function resizeKernel(scale: number): "lanczos3" | "linear" {
  return scale >= 1.5 ? "linear" : "lanczos3";
}

/** A box as fractions (0 to 1) of an image's width and height. */
export interface RelativeBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

const THUMB = 48;

/**
 * Where the product is on a photo without a recorded product box: the pixels that differ from the
 * photo's border colour (a studio backdrop), on a 48 px thumbnail. Null when there is no such
 * subject (a busy photo, the product filling most of it): the photo is then cropped about its centre.
 */
export async function subjectBox(photo: Buffer): Promise<RelativeBox | null> {
  const { data } = await sharp(photo).rotate().resize(THUMB, THUMB, { fit: "fill" }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => (y * THUMB + x) * 3;
  const border: number[][] = [[], [], []];
  for (let i = 0; i < THUMB; i++) {
    for (const [x, y] of [[i, 0], [i, THUMB - 1], [0, i], [THUMB - 1, i]] as const) for (let c = 0; c < 3; c++) border[c]!.push(data[at(x, y) + c]!);
  }
  const ground = border.map((values) => values.sort((a, b) => a - b)[values.length >> 1]!);
  // The border must be one colour for the rest to stand out from it.
  const spread = border[0]!.filter((v, i) => Math.abs(v - ground[0]!) + Math.abs(border[1]![i]! - ground[1]!) + Math.abs(border[2]![i]! - ground[2]!) > 60).length / border[0]!.length;
  if (spread > 0.35) return null;
  const rowsHit = new Array<number>(THUMB).fill(0);
  const colsHit = new Array<number>(THUMB).fill(0);
  let hits = 0;
  for (let y = 0; y < THUMB; y++)
    for (let x = 0; x < THUMB; x++) {
      const p = at(x, y);
      if (Math.abs(data[p]! - ground[0]!) + Math.abs(data[p + 1]! - ground[1]!) + Math.abs(data[p + 2]! - ground[2]!) > 60) {
        rowsHit[y]!++;
        colsHit[x]!++;
        hits++;
      }
    }
  if (hits < 4 || hits > THUMB * THUMB * 0.6) return null;
  // A row or column counts with two pixels of the subject: a stray speck does not stretch the box.
  const first = (counts: number[]) => counts.findIndex((n) => n >= 2);
  const last = (counts: number[]) => counts.length - 1 - [...counts].reverse().findIndex((n) => n >= 2);
  const [x0, x1, y0, y1] = [first(colsHit), last(colsHit), first(rowsHit), last(rowsHit)];
  if (x0 < 0 || y0 < 0) return null;
  return { x: x0 / THUMB, y: y0 / THUMB, width: (x1 - x0 + 1) / THUMB, height: (y1 - y0 + 1) / THUMB };
}

/** The share of the focus a product placed in it may fill. */
export const FOCUS_FILL = 0.92;
/** The photo is never shrunk below this share of the scale that covers its slot. */
export const LEAST_COVER = 0.5;

/**
 * The photo in its slot with the product inside `focus` (slot pixels): scaled to cover the slot,
 * or less when the product would not fit the focus whole (never under half the cover scale), and
 * shifted so the product is centred in the focus as far as the photo reaches (or further, see
 * offset). A part of the slot the photo does not reach continues the photo's edge, softened as it
 * goes (see softenBeyond).
 */
export async function placeInSlot(photo: Buffer, slot: { width: number; height: number }, focus: Rect, product: RelativeBox): Promise<RawImage> {
  const meta = await sharp(photo).metadata();
  const turned = (meta.orientation ?? 1) >= 5;
  const W = turned ? meta.height! : meta.width!;
  const H = turned ? meta.width! : meta.height!;
  const { width: w, height: h } = slot;
  const cover = Math.max(w / W, h / H);
  const fit = Math.min((focus.width * FOCUS_FILL) / (product.width * W), (focus.height * FOCUS_FILL) / (product.height * H));
  const scale = Math.min(cover, Math.max(fit, cover * LEAST_COVER));
  const sw = Math.max(1, Math.round(W * scale));
  const sh = Math.max(1, Math.round(H * scale));
  // Along one axis, where the scaled photo starts in the slot: as far towards the product centred in
  // the focus as the photo reaches. Where that still leaves part of a product that would fit outside
  // the focus (a centred product under a bottom text), the photo moves on past its own edge: the
  // product clear of the text matters more than a photo that reaches every edge.
  const offset = (focusStart: number, focusSize: number, productStart: number, productSize: number, size: number, room: number) => {
    const want = focusStart + focusSize / 2 - (productStart + productSize / 2) * size;
    const reached = Math.round(size >= room ? Math.min(0, Math.max(room - size, want)) : Math.min(room - size, Math.max(0, want)));
    const [from, to] = [reached + productStart * size, reached + (productStart + productSize) * size];
    const inFocus = from >= focusStart - 1 && to <= focusStart + focusSize + 1;
    return inFocus || productSize * size > focusSize ? reached : Math.round(want);
  };
  const ox = offset(focus.x, focus.width, product.x, product.width, sw, w);
  const oy = offset(focus.y, focus.height, product.y, product.height, sh, h);
  // The part of the scaled photo inside the slot.
  const left = Math.max(0, -ox);
  const top = Math.max(0, -oy);
  const pw = Math.min(sw - left, w - Math.max(0, ox));
  const ph = Math.min(sh - top, h - Math.max(0, oy));
  const { data: piece } = await sharp(photo).rotate().resize(sw, sh, { fit: "fill", kernel: resizeKernel(scale) }).extract({ left, top, width: pw, height: ph }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  if (pw === w && ph === h) return { data: piece, width: w, height: h, channels: 3 };
  const out = Buffer.alloc(w * h * 3);
  const px = Math.max(0, ox);
  const py = Math.max(0, oy);
  for (let y = 0; y < h; y++) {
    const sy = Math.min(ph - 1, Math.max(0, y - py));
    const row = y * w * 3;
    piece.copy(out, row + px * 3, sy * pw * 3, (sy + 1) * pw * 3);
    if (px > 0) out.fill(piece.subarray(sy * pw * 3, sy * pw * 3 + 3), row, row + px * 3);
    if (px + pw < w) out.fill(piece.subarray((sy + 1) * pw * 3 - 3, (sy + 1) * pw * 3), row + (px + pw) * 3, row + w * 3);
  }
  await softenBeyond(out, w, h, { x: px, y: py, width: pw, height: ph });
  return { data: out, width: w, height: h, channels: 3 };
}

/** How far past the photo's edge (a share of the slot's shorter side) its repeated edge has faded into the blur. */
const SOFTEN_BAND = 0.05;
/** The blur is taken at 1/SOFTEN_SHRINK of the slot's size: a wide blur for little work. */
const SOFTEN_SHRINK = 8;

/**
 * Repeated edge pixels streak: every pixel of the photo's edge row becomes a line across the
 * uncovered strip (a wall's texture turned into pinstripes above a card). Past the edge the repeat
 * fades, over SOFTEN_BAND of the slot, into a wide blur of itself: the backdrop's colours carry
 * on, its texture does not. `out` is changed in place; `photo` is where the photo lies in it.
 */
async function softenBeyond(out: Buffer, w: number, h: number, photo: Rect): Promise<void> {
  const { data: small, info } = await sharp(out, { raw: { width: w, height: h, channels: 3 } })
    .resize(Math.max(1, Math.round(w / SOFTEN_SHRINK)), Math.max(1, Math.round(h / SOFTEN_SHRINK)), { fit: "fill" })
    .blur(3)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sw = info.width;
  const sh = info.height;
  const band = Math.max(4, SOFTEN_BAND * Math.min(w, h));
  const [x0, x1, y0, y1] = [photo.x, photo.x + photo.width - 1, photo.y, photo.y + photo.height - 1];
  for (let y = 0; y < h; y++) {
    const dy = y < y0 ? y0 - y : y > y1 ? y - y1 : 0;
    // The blur is read back bilinearly, only where it is used.
    const fy = Math.min(sh - 1, Math.max(0, ((y + 0.5) * sh) / h - 0.5));
    const r0 = Math.floor(fy);
    const r1 = Math.min(sh - 1, r0 + 1);
    const ty = fy - r0;
    for (let x = 0; x < w; x++) {
      // Rows the photo covers are visited only beside it.
      if (dy === 0 && x === x0) x = x1 + 1;
      if (x >= w) break;
      const t = Math.min(1, Math.max(dy, x < x0 ? x0 - x : x > x1 ? x - x1 : 0) / band);
      const fx = Math.min(sw - 1, Math.max(0, ((x + 0.5) * sw) / w - 0.5));
      const c0 = Math.floor(fx);
      const c1 = Math.min(sw - 1, c0 + 1);
      const tx = fx - c0;
      const upLeft = (r0 * sw + c0) * 3, upRight = (r0 * sw + c1) * 3, downLeft = (r1 * sw + c0) * 3, downRight = (r1 * sw + c1) * 3;
      for (let k = 0, i = (y * w + x) * 3; k < 3; k++, i++) {
        const top = small[upLeft + k]! + (small[upRight + k]! - small[upLeft + k]!) * tx;
        const bottom = small[downLeft + k]! + (small[downRight + k]! - small[downLeft + k]!) * tx;
        const blurred = top + (bottom - top) * ty;
        out[i] = Math.round(out[i]! + (blurred - out[i]!) * t);
      }
    }
  }
}
