import sharp from "sharp";
import { mulberry32 } from "@/lib/random";
import type { AdBrand } from "./render-ad";

/** Creatives the legibility tests stand text on: nearly black, nearly white, and busy. */
export async function darkCreative(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#0b0c10" } }).png().toBuffer();
}

export async function lightCreative(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 1200, channels: 3, background: "#f6f6f2" } }).png().toBuffer();
}

/** Random 12-pixel blocks of any colour, black and white among them: no single text colour reads on it. */
export async function busyCreative(seed = 7): Promise<Buffer> {
  const size = 1200;
  const block = 12;
  const rng = mulberry32(seed);
  const data = Buffer.alloc(size * size * 3);
  const cells = size / block;
  const colours = Array.from({ length: cells * cells }, () => [rng(), rng(), rng()].map((c) => (c < 0.2 ? 0 : c > 0.8 ? 255 : Math.round(c * 255))));
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const colour = colours[Math.floor(y / block) * cells + Math.floor(x / block)]!;
      data.set(colour, (y * size + x) * 3);
    }
  return sharp(data, { raw: { width: size, height: size, channels: 3 } }).png().toBuffer();
}

export const SAMPLE_LOGO_SVG = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="60" viewBox="0 0 200 60"><rect width="60" height="60" rx="12" fill="#e4572e"/><circle cx="30" cy="30" r="16" fill="#fff"/><rect x="72" y="18" width="120" height="24" rx="4" fill="#1d3557"/></svg>`,
);

export const SAMPLE_BRAND: AdBrand = {
  colours: { primary: "#e4572e", secondary: "#1d3557", text: "#1d3557", background: "#f1faee" },
  fontPair: "montserrat-inter",
  logo: SAMPLE_LOGO_SVG,
};
