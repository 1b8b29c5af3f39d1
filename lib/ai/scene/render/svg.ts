// Small helpers for writing SVG text: one document's defs and ids, number formatting, a seeded RNG.
import type { PixelTexture } from "./texture-pixels";
import type { Fill, GradientStop } from "../recipe";

export { mulberry32 as rng } from "@/lib/random";

/** Numbers with at most two decimals keep the SVG short and deterministic. */
export const n = (v: number) => (Math.round(v * 100) / 100).toString();

/** A blurred group drawn apart from the document (see SvgDoc.blurLayer). */
export interface BlurLayer {
  /** stands in for the layer's image URI until it is rendered */
  token: string;
  /** blur in canvas pixels */
  std: number;
  /** the layer is drawn this many times smaller, blurred, and stretched back */
  scale: number;
  body: string;
  /** the canvas area the layer covers, pixels (its content plus the blur's reach) */
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A rectangle in canvas pixels. */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Canvases up to this many pixels blur with librsvg's filter, larger ones with blur layers. */
export const SMALL_CANVAS = 300_000;

/** A wide blur hides detail finer than itself: draw such layers smaller (1 = full size, up to 4). */
export const blurScale = (std: number) => Math.max(1, Math.min(4, Math.floor(std / 2)));

/** One SVG document under construction: collects defs and hands out unique ids. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly blurs = new Map<string, string>();
  /** blurred groups waiting to be rendered, in the order they were made (inner before outer) */
  readonly blurLayers: BlurLayer[] = [];
  private counter = 0;
  /**
   * When set, overlay-blended noise textures are collected here to be laid on in pixel code
   * (render/texture-pixels.ts) instead of being drawn; render/layers.ts decides when that is exact.
   */
  pixelTextures: PixelTexture[] | null = null;

  constructor(
    readonly width: number,
    readonly height: number,
  ) {}

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  def(markup: string): void {
    this.defs.push(markup);
  }

  /**
   * A Gaussian blur filter of `std` pixels, shared by everything that needs the same blur.
   * `pad` is the filter region's margin in percent of the element's box: a big blur on a small
   * element needs a wide margin, or its soft edge is cut off square.
   */
  blur(std: number, pad = 50): string {
    const key = `${n(std)}/${pad}`;
    const known = this.blurs.get(key);
    if (known) return known;
    const id = this.id("blur");
    this.def(
      `<filter id="${id}" x="-${pad}%" y="-${pad}%" width="${100 + 2 * pad}%" height="${100 + 2 * pad}%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
    );
    this.blurs.set(key, id);
    return id;
  }

  /** A blur whose region is the whole canvas: for thin or small shapes with a wide soft edge. */
  blurCanvasAttr(std: number): string {
    if (std < 0.3) return "";
    const key = `${n(std)}/canvas`;
    let id = this.blurs.get(key);
    if (!id) {
      id = this.id("blur");
      this.def(
        `<filter id="${id}" filterUnits="userSpaceOnUse" x="0" y="0" width="${this.width}" height="${this.height}" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`,
      );
      this.blurs.set(key, id);
    }
    return ` filter="url(#${id})"`;
  }

  /**
   * `body` blurred by `std` pixels, as an image with `attrs` (opacity, blend mode) applied to the
   * blurred result, as they would be on a filtered group. librsvg spends 200-500 ms on a
   * canvas-sized feGaussianBlur (and ~9 ms on any filter at all); this layer is rendered on its own,
   * blurred by sharp (a few ms) and embedded instead (render/blur-layers.ts). `within`, when known,
   * bounds the content and keeps the layer small; without it the layer covers the canvas.
   */
  blurLayer(std: number, body: string, attrs = "", within?: Box): string {
    if (std < 0.3) return attrs ? `<g${attrs}>${body}</g>` : body;
    // On a small canvas librsvg's own filter is cheaper than rendering a layer apart.
    if (this.width * this.height <= SMALL_CANVAS) return `<g${attrs}${this.blurAttr(std, 100)}>${body}</g>`;
    const scale = blurScale(std);
    // `within` bounds the unblurred content: the layer covers it plus the blur's reach.
    const reach = std * 3;
    // On the layer's own pixel grid (multiples of its scale), so a bounded layer samples the
    // content exactly as a whole-canvas one would.
    const x0 = Math.max(0, Math.floor(((within?.x ?? 0) - reach) / scale) * scale);
    const y0 = Math.max(0, Math.floor(((within?.y ?? 0) - reach) / scale) * scale);
    const x1 = Math.min(this.width, Math.ceil(within ? within.x + within.w + reach : this.width));
    const y1 = Math.min(this.height, Math.ceil(within ? within.y + within.h + reach : this.height));
    if (x1 <= x0 || y1 <= y0) return "";
    const w = Math.ceil((x1 - x0) / scale) * scale;
    const h = Math.ceil((y1 - y0) / scale) * scale;
    const token = `blur-layer:${this.id("bl")}:end`; // closed, so "bl3" is not a prefix of "bl31"
    this.blurLayers.push({ token, std, scale, body, x: x0, y: y0, w, h });
    const image = `<image x="${x0}" y="${y0}" width="${w}" height="${h}" preserveAspectRatio="none" href="${token}" xlink:href="${token}"${attrs}/>`;
    return attrs.includes("mix-blend-mode") ? this.clipped(image, { x: x0, y: y0, w, h }) : image;
  }

  /**
   * `markup` inside a group clipped to `box`. librsvg blends an element with a blend mode through
   * a layer as large as its clip: the whole canvas (~8 ms per blended element at 1674x628) unless
   * a clip bounds it. Clipping to the element's own box changes no pixel.
   */
  private clipped(markup: string, box: Box): string {
    if (box.x <= 0 && box.y <= 0 && box.w >= this.width && box.h >= this.height) return markup;
    const id = this.id("clip");
    this.def(`<clipPath id="${id}"><rect x="${n(box.x)}" y="${n(box.y)}" width="${n(box.w)}" height="${n(box.h)}"/></clipPath>`);
    return `<g clip-path="url(#${id})">${markup}</g>`;
  }

  /** The defs as they stand, for rendering a blur layer that refers to them. */
  defsMarkup(): string {
    return this.defs.join("");
  }

  /** Put a rendered layer's URI wherever its token stands (defs and layers not yet rendered). */
  resolve(token: string, uri: string): void {
    const swap = (s: string) => (s.includes(token) ? s.split(token).join(uri) : s);
    for (let i = 0; i < this.defs.length; i += 1) this.defs[i] = swap(this.defs[i] ?? "");
    for (const layer of this.blurLayers) layer.body = swap(layer.body);
  }

  /** `filter="url(#…)"` for a blur, or nothing when the blur is too small to see. */
  blurAttr(std: number, pad = 50): string {
    return std >= 0.3 ? ` filter="url(#${this.blur(std, pad)})"` : "";
  }

  stops(stops: GradientStop[]): string {
    return stops
      .map((s) => `<stop offset="${n(s.at)}" stop-color="${s.color}"${s.opacity === undefined ? "" : ` stop-opacity="${n(s.opacity)}"`}/>`)
      .join("");
  }

  /** A linear gradient along `angle` degrees (0 = top to bottom) over the element's box. */
  linear(angle: number, stops: GradientStop[], units: "box" | { x1: number; y1: number; x2: number; y2: number } = "box"): string {
    const id = this.id("lg");
    if (units === "box") {
      const r = (angle * Math.PI) / 180;
      const dx = Math.sin(r) / 2;
      const dy = Math.cos(r) / 2;
      this.def(
        `<linearGradient id="${id}" x1="${n(0.5 - dx)}" y1="${n(0.5 - dy)}" x2="${n(0.5 + dx)}" y2="${n(0.5 + dy)}">${this.stops(stops)}</linearGradient>`,
      );
    } else {
      this.def(
        `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(units.x1)}" y1="${n(units.y1)}" x2="${n(units.x2)}" y2="${n(units.y2)}">${this.stops(stops)}</linearGradient>`,
      );
    }
    return id;
  }

  /** A radial gradient in user space (pixels), optionally squashed to an ellipse. */
  radial(cx: number, cy: number, r: number, stops: GradientStop[], opts: { fx?: number; fy?: number; sy?: number } = {}): string {
    const id = this.id("rg");
    const sy = opts.sy ?? 1;
    const transform = sy === 1 ? "" : ` gradientTransform="translate(0 ${n(cy * (1 - sy))}) scale(1 ${n(sy)})"`;
    const focal = opts.fx === undefined ? "" : ` fx="${n(opts.fx)}" fy="${n(opts.fy ?? cy)}"`;
    this.def(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${focal}${transform}>${this.stops(stops)}</radialGradient>`,
    );
    return id;
  }

  /** Paint for a recipe Fill over the rectangle (x, y, w, h). */
  fill(fill: Fill, x: number, y: number, w: number, h: number): string {
    if (fill.kind === "solid") return fill.color;
    if (fill.kind === "linear") {
      const r = (fill.angle * Math.PI) / 180;
      const cx = x + w / 2;
      const cy = y + h / 2;
      // Span the box along the angle so the gradient reaches both corners.
      const half = (Math.abs(Math.sin(r)) * w + Math.abs(Math.cos(r)) * h) / 2;
      return `url(#${this.linear(fill.angle, fill.stops, {
        x1: cx - Math.sin(r) * half,
        y1: cy - Math.cos(r) * half,
        x2: cx + Math.sin(r) * half,
        y2: cy + Math.cos(r) * half,
      })})`;
    }
    const R = fill.r * Math.max(w, h);
    return `url(#${this.radial(x + fill.cx * w, y + fill.cy * h, R, fill.stops)})`;
  }

  /**
   * The document with only the defs `body` uses (directly or through other defs): a layer drawn
   * on its own need not make librsvg parse another layer's embedded images.
   */
  toStringUsing(body: string): string {
    const kept = new Set<number>();
    let uses = body;
    for (let grew = true; grew; ) {
      grew = false;
      this.defs.forEach((def, i) => {
        const id = kept.has(i) ? null : /id="([^"]+)"/.exec(def)?.[1];
        if (id && (uses.includes(`#${id}"`) || uses.includes(`#${id})`))) {
          kept.add(i);
          uses += def;
          grew = true;
        }
      });
    }
    const defs = this.defs.filter((_, i) => kept.has(i)).join("");
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${defs}</defs>${body}</svg>`;
  }

  toString(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}
