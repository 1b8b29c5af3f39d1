import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodePng } from "./png";
import { noiseImage, noiseUri } from "./noise";
import { SvgDoc } from "./svg";

const decode = async (uri: string) => sharp(Buffer.from(uri.slice(uri.indexOf(",") + 1), "base64")).raw().toBuffer({ resolveWithObject: true });

describe("png and noise", () => {
  it("encodes PNGs that sharp reads back pixel for pixel", async () => {
    const px = Uint8Array.from([255, 0, 0, 255, 0, 255, 0, 128, 0, 0, 255, 0, 10, 20, 30, 40]);
    const { data, info } = await sharp(encodePng(px, 2, 2, 4)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([2, 2, 4]);
    expect([...data]).toEqual([...px]);
  });

  it("samples coarse noise at low resolution and keeps it varied", async () => {
    const uri = noiseUri({ type: "fractalNoise", fx: 0.01, fy: 0.01, octaves: 3, seed: 1 }, { kind: "grey", contrast: 1 }, 400, 200);
    const { data, info } = await decode(uri);
    expect(info.width).toBeLessThan(400);
    const grey = [...data].filter((_, i) => i % info.channels === 0);
    expect(Math.max(...grey) - Math.min(...grey)).toBeGreaterThan(60);
  });

  it("draws fine grain as a seamless repeating tile", async () => {
    const doc = new SvgDoc(300, 300);
    const markup = noiseImage(doc, { type: "fractalNoise", fx: 0.3, fy: 0.3, octaves: 2, seed: 2 }, { kind: "grey", contrast: 1 }, 0, 0, 300, 300);
    expect(markup).toContain("url(#");
    const svg = doc.toString(markup);
    const uri = /href="(data:image\/png;base64,[^"]+)"/.exec(svg)?.[1] ?? "";
    const { data, info } = await decode(uri);
    // Opposite edges continue each other: the first and last columns differ no more than neighbours do.
    const at = (x: number, y: number) => data[(y * info.width + x) * info.channels] ?? 0;
    let wrap = 0;
    let inner = 0;
    for (let y = 0; y < info.height; y += 1) {
      wrap += Math.abs(at(info.width - 1, y) - at(0, y));
      inner += Math.abs(at(1, y) - at(0, y));
    }
    expect(wrap).toBeLessThan(inner * 1.6 + info.height * 2);
  });
});
