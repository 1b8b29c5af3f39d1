// Small helpers for writing SVG text: one document's defs and ids, number formatting, a seeded RNG.
import type { Fill, GradientStop } from "../recipe";

export { rng } from "../random";

/** Numbers with at most two decimals keep the SVG short and deterministic. */
export const n = (v: number) => (Math.round(v * 100) / 100).toString();

/** One SVG document under construction: collects defs and hands out unique ids. */
export class SvgDoc {
  private readonly defs: string[] = [];
  private readonly blurs = new Map<string, string>();
  private counter = 0;

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

  toString(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join("")}</defs>${body}</svg>`;
  }
}
