import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { finishSvg } from "./blur-layers";
import { SMALL_CANVAS, SvgDoc } from "./svg";

// Above SMALL_CANVAS, where blurs go through layers.
const W = 800;
const H = 400;

async function raster(svg: Buffer | string): Promise<Buffer> {
  return sharp(typeof svg === "string" ? Buffer.from(svg) : svg).removeAlpha().raw().toBuffer();
}

function diff(a: Buffer, b: Buffer): { mean: number; max: number } {
  let sum = 0;
  let max = 0;
  for (let i = 0; i < a.length; i += 1) {
    const d = Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    sum += d;
    max = Math.max(max, d);
  }
  return { mean: sum / a.length, max };
}

const shapes = `<rect x="120" y="60" width="160" height="120" fill="#c0392b"/><circle cx="90" cy="170" r="30" fill="#2e86de" fill-opacity="0.7"/>`;
const ground = `<rect width="${W}" height="${H}" fill="#f1e9dc"/>`;

describe("blur layers", () => {
  it("are used on large canvases only", () => {
    expect(W * H).toBeGreaterThan(SMALL_CANVAS);
    const small = new SvgDoc(300, 250);
    expect(small.blurLayer(4, shapes)).toContain("filter=");
    expect(small.blurLayers).toHaveLength(0);
  });

  it("look like the feGaussianBlur they replace, blend mode and opacity included", async () => {
    for (const std of [1.5, 4, 9]) {
      const filtered = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><defs><filter id="f" x="-100%" y="-100%" width="300%" height="300%" color-interpolation-filters="sRGB"><feGaussianBlur stdDeviation="${std}"/></filter></defs>${ground}<g opacity="0.8" style="mix-blend-mode:multiply" filter="url(#f)">${shapes}</g></svg>`;
      const doc = new SvgDoc(W, H);
      const layered = await finishSvg(doc, ground + doc.blurLayer(std, shapes, ` opacity="0.8" style="mix-blend-mode:multiply"`));
      const d = diff(await raster(filtered), await raster(layered));
      // Wide blurs are drawn smaller and stretched back: still within a few levels (0..255).
      expect(d.mean, `std ${std}`).toBeLessThan(1);
      expect(d.max, `std ${std}`).toBeLessThanOrEqual(12);
    }
  });

  it("bounded to the content's area, draws the same as over the whole canvas", async () => {
    const a = new SvgDoc(W, H);
    const whole = await finishSvg(a, ground + a.blurLayer(5, shapes));
    const b = new SvgDoc(W, H);
    const bounded = await finishSvg(b, ground + b.blurLayer(5, shapes, "", { x: 60, y: 60, w: 220, h: 140 }));
    expect(diff(await raster(whole), await raster(bounded)).max).toBeLessThanOrEqual(2);
  });

  it("blended, are clipped to their own box (librsvg then blends that box, not the canvas), with the same pixels", async () => {
    const multiply = ` style="mix-blend-mode:multiply"`;
    const doc = new SvgDoc(W, H);
    const markup = doc.blurLayer(5, shapes, multiply, { x: 60, y: 60, w: 220, h: 140 });
    const image = /<image x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/.exec(markup)!;
    const clip = /<clipPath id="([^"]+)"><rect x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"\/><\/clipPath>/.exec(doc.defsMarkup())!;
    expect(markup.startsWith(`<g clip-path="url(#${clip[1]})">`)).toBe(true);
    expect(clip.slice(2)).toEqual(image.slice(1));
    const clipped = await raster(await finishSvg(doc, ground + markup));
    const unclipped = await raster(await finishSvg(doc, ground + markup.replace(/^<g clip-path="[^"]+">|<\/g>$/g, "")));
    expect(clipped.equals(unclipped)).toBe(true);
    // Unblended, or covering the whole canvas, there is nothing to bound.
    expect(doc.blurLayer(5, shapes, "", { x: 60, y: 60, w: 220, h: 140 })).not.toContain("clip-path");
    expect(doc.blurLayer(5, shapes, multiply)).not.toContain("clip-path");
  });

  it("renders every layer of a document, nested ones included, with none left behind", async () => {
    const doc = new SvgDoc(W, H);
    const parts: string[] = [];
    // More than ten layers: "bl3" must not be taken for the start of "bl31".
    for (let i = 0; i < 34; i += 1) parts.push(doc.blurLayer(2 + (i % 3), `<circle cx="${10 + i * 11}" cy="120" r="5" fill="#000"/>`, "", { x: 5 + i * 11, y: 115, w: 10, h: 10 }));
    doc.def(`<g id="inner">${doc.blurLayer(3, `<rect x="20" y="20" width="40" height="40" fill="#0a0"/>`)}</g>`);
    parts.push(doc.blurLayer(6, `<use href="#inner" xlink:href="#inner" transform="translate(200 0)"/>`));
    const svg = (await finishSvg(doc, ground + parts.join(""))).toString();
    expect(svg).not.toContain("blur-layer:");
    const px = await raster(svg);
    const at = (x: number, y: number) => px.subarray((y * W + x) * 3, (y * W + x) * 3 + 3);
    // The last circle and the reused inner layer both show.
    expect(at(10 + 33 * 11, 120)[0]!).toBeLessThan(200);
    expect(at(240, 40)[1]! - at(240, 40)[0]!).toBeGreaterThan(10);
  });
});
