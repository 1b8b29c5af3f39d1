import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { RENDER_KIND_SIZES } from "@/lib/schemas/image-generation";
import { parseHex, worstContrast, type RawImage, type Rect } from "./contrast";
import type { AdTexts } from "./layout";
import { pad } from "./layout";
import { renderAd, renderAdWithoutText, type RenderAdInput } from "./render-ad";
import { safeZone, TEMPLATE_IDS, type AdSize } from "./templates";
import { busyCreative, darkCreative, lightCreative, SAMPLE_BRAND } from "./testing";
import sharp from "sharp";

const GERMAN_90 = "Donaudampfschifffahrtsgesellschaftskapitänsmütze jetzt im Sommerschlussverkauf erhältlich!";
const GERMAN_12 = "Neu im Shop!";
const TEXTS: AdTexts = { headline: GERMAN_90, punchline: "Kostenloser Versand ab 30 € und zwei Jahre Garantie.", cta: "Jetzt kaufen" };
const SIZES: AdSize[] = RENDER_KIND_SIZES.map(({ name, width, height }) => ({ name, width, height }));
const EVERY = TEMPLATE_IDS.flatMap((template) => SIZES.map((size) => ({ template, size })));

const input = (creative: Buffer, template: RenderAdInput["template"], size: AdSize, texts: AdTexts = TEXTS): RenderAdInput => ({
  creative,
  template,
  size,
  texts,
  brand: SAMPLE_BRAND,
  language: "de",
});

const inside = (inner: Rect, outer: Rect) =>
  inner.x >= outer.x - 0.5 && inner.y >= outer.y - 0.5 && inner.x + inner.width <= outer.x + outer.width + 0.5 && inner.y + inner.height <= outer.y + outer.height + 0.5;

// Thirty renders a test: far from the 20 s default on a loaded machine.
describe("finished ads: geometry", { timeout: 120_000 }, () => {
  it("keeps every text box, the button and the logo inside the canvas and its safe zone, for every size of every template", async () => {
    expect(TEMPLATE_IDS.length).toBeGreaterThanOrEqual(2);
    const creative = await lightCreative();
    for (const { template, size } of EVERY) {
      const { layout } = await renderAdWithoutText(input(creative, template, size));
      const safe = safeZone(size);
      const where = `${template} ${size.width}×${size.height}`;
      if (size.width === 1080 && size.height === 1920) expect(safe.y, where).toBeGreaterThanOrEqual(1920 * 0.14);
      for (const text of layout.texts) expect(inside(text.box, safe), `${where} ${text.role} ${JSON.stringify(text.box)}`).toBe(true);
      expect(inside(layout.button.rect, safe), `${where} button`).toBe(true);
      if (layout.logo) expect(inside(layout.logo, safe), `${where} logo`).toBe(true);
      // A card (a plate that is not a strip's) stays inside the safe zone with its padding: it never touches an edge.
      if (template === "card" && size.height > 120) expect(inside(layout.backing!.rect, safe), `${where} card ${JSON.stringify(layout.backing!.rect)}`).toBe(true);
    }
  });

  it("fits a 90-character German headline and a 12-character one everywhere, whole words or hyphenated at syllables, never under 12 px", async () => {
    const creative = await darkCreative();
    for (const headline of [GERMAN_90, GERMAN_12]) {
      for (const { template, size } of EVERY) {
        const { layout } = await renderAdWithoutText(input(creative, template, size, { ...TEXTS, headline }));
        const placed = layout.texts.find((text) => text.role === "headline")!;
        const where = `${template} ${size.width}×${size.height}`;
        expect(placed.fitted.size, where).toBeGreaterThanOrEqual(12);
        // Joining the lines back (a line-final hyphen was added by the break) gives the headline.
        const rejoined = placed.fitted.lines.map((line) => (line.endsWith("-") ? line.slice(0, -1) : `${line} `)).join("").trim();
        expect(rejoined, where).toBe(headline);
        for (const line of placed.fitted.lines.slice(0, -1)) {
          if (line.endsWith("-")) expect(line, `${where}: a break inside a word is a syllable break`).toMatch(/\p{L}{2,}-$/u);
        }
      }
    }
  });

  it("fits a 20-character call to action on a button in every size of every template", async () => {
    const creative = await darkCreative();
    for (const { template, size } of EVERY) {
      const { layout } = await renderAdWithoutText(input(creative, template, size, { ...TEXTS, cta: "Jetzt gratis testen!" }));
      const cta = layout.texts.find((text) => text.role === "cta")!;
      expect(cta.fitted.lines, `${template} ${size.width}×${size.height}`).toEqual(["Jetzt gratis testen!"]);
      expect(inside(cta.box, layout.button.rect), `${template} ${size.width}×${size.height}`).toBe(true);
    }
  });

  it("sets a short headline larger than a long one", async () => {
    const creative = await darkCreative();
    const size = SIZES[0]!;
    const long = await renderAdWithoutText(input(creative, "overlay", size));
    const short = await renderAdWithoutText(input(creative, "overlay", size, { ...TEXTS, headline: GERMAN_12 }));
    const sizeOf = (layout: typeof long.layout) => layout.texts.find((text) => text.role === "headline")!.fitted.size;
    expect(sizeOf(short.layout)).toBeGreaterThan(sizeOf(long.layout));
  });
});

// Thirty renders a test: far from the 20 s default on a loaded machine.
describe("finished ads: a product that stands low", { timeout: 120_000 }, () => {
  // A photoshoot's Story puts the product on the table in the lower half; the text must not cover it.
  const LOW = { x: 0.35, y: 0.62, width: 0.3, height: 0.3 };
  const UPRIGHT = SIZES.filter((s) => s.height > 120 && s.width / s.height > 0.55 && s.width / s.height < 1.4);

  it("puts an overlay's and a card's text above it, inside the safe zone and legible, and keeps the bottom for a centred product", async () => {
    const creative = await busyCreative();
    for (const template of ["overlay", "card"] as const) {
      for (const size of UPRIGHT) {
        const where = `${template} ${size.width}×${size.height}`;
        const low = await renderAdWithoutText({ ...input(creative, template, size), productBox: LOW });
        const safe = safeZone(size);
        if (size.height < 400) continue; // a small banner keeps the bottom: too few pixels above the product
        const boxes = [...low.layout.texts.map((t) => t.box), low.layout.button.rect];
        for (const box of boxes) expect(inside(box, safe), `${where} ${JSON.stringify(box)}`).toBe(true);
        if (template === "overlay") {
          // The 1200 px square creative covers the canvas cropped about its centre: where the product's top lands.
          const scale = Math.max(size.width / 1200, size.height / 1200);
          const productTop = LOW.y * 1200 * scale - (1200 * scale - size.height) / 2;
          for (const box of boxes) expect(box.y + box.height, `${where}: text ends above the product`).toBeLessThanOrEqual(productTop + 1);
        } else {
          // The card is moved above; the photo is placed so the product shows in the part below it.
          expect(low.layout.backing!.rect.y + low.layout.backing!.rect.height, `${where}: card in the upper part`).toBeLessThanOrEqual(size.height * 0.6);
        }
        for (const text of low.layout.texts) expect(worstContrast(low.raw, pad(text.box, text.fitted.size * 0.2), parseHex(text.colour)), where).toBeGreaterThanOrEqual(4.5);
        const centred = await renderAdWithoutText({ ...input(creative, template, size), productBox: { x: 0.35, y: 0.3, width: 0.3, height: 0.4 } });
        const headline = centred.layout.texts.find((t) => t.role === "headline")!;
        expect(headline.box.y, `${where}: a centred product keeps the text at the bottom`).toBeGreaterThan(size.height * 0.4);
      }
    }
  });
});

describe("finished ads: a centred product under an overlay's text", { timeout: 120_000 }, () => {
  // A green product (the sample brand's button is orange) on a pale studio backdrop, filling the middle of the photo: cropped about its
  // centre, an upright overlay would set its bottom text across the product's lower half.
  const BOX = { x: 0.3, y: 0.3, width: 0.4, height: 0.4 };
  const productPhoto = async () => {
    const side = 1200;
    const square = await sharp({ create: { width: side * BOX.width, height: side * BOX.height, channels: 3, background: "#1c9c3a" } }).png().toBuffer();
    return sharp(await lightCreative()).composite([{ input: square, left: side * BOX.x, top: side * BOX.y }]).png().toBuffer();
  };
  const productBounds = ({ data, width, height, channels }: RawImage) => {
    let [x0, y0, x1, y1, count] = [width, height, -1, -1, 0];
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * channels;
        if (data[i + 1]! - data[i]! > 70 && data[i + 1]! - data[i + 2]! > 50) [x0, y0, x1, y1, count] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y), count + 1];
      }
    return { x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1, count };
  };

  it("moves the product clear of the text, whole and square, on the Post and the Story", async () => {
    const creative = await productPhoto();
    for (const size of SIZES.filter((s) => s.name === "Post" || s.name === "Story")) {
      const { raw, layout } = await renderAdWithoutText({ ...input(creative, "overlay", size, { headline: "Precision that outlasts generations", punchline: "Automatic movement, sapphire crystal.", cta: "Discover" }), language: "en", productBox: BOX });
      const product = productBounds(raw);
      const where = `overlay ${size.width}×${size.height} ${JSON.stringify(product)}`;
      const text = [...layout.texts.map((t) => t.box), layout.button.rect];
      for (const box of text) expect(box.y, `${where}: text below the product`).toBeGreaterThanOrEqual(product.y + product.height);
      // Whole: a square, every pixel of it green (none cut off by the canvas or washed out by the scrim).
      expect(Math.abs(product.width - product.height), where).toBeLessThanOrEqual(2);
      expect(product.count / (product.width * product.height), where).toBeGreaterThan(0.97);
      expect(product.width, `${where}: not shrunk below half its cover size`).toBeGreaterThanOrEqual(0.5 * BOX.width * Math.max(size.width, size.height) - 2);
    }
  });
});

describe("finished ads: legibility measured on the rendered pixels", { timeout: 120_000 }, () => {
  const cases: [string, () => Promise<Buffer>][] = [
    ["dark", darkCreative],
    ["light", lightCreative],
    ["busy", () => busyCreative()],
    ["photo", () => readFile("e2e/fixtures/photos/film-camera-on-white.jpg")],
  ];
  for (const [name, make] of cases) {
    it(`every text reads at ≥ 4.5:1 against what is behind it on a ${name} creative`, async () => {
      const creative = await make();
      for (const { template, size } of EVERY) {
        const { raw, layout } = await renderAdWithoutText(input(creative, template, size));
        for (const text of layout.texts) {
          // The line boxes and a fifth of the size around them: where the glyphs' ink can fall.
          const ratio = worstContrast(raw, pad(text.box, text.fitted.size * 0.2), parseHex(text.colour));
          expect(ratio, `${name} ${template} ${size.width}×${size.height} ${text.role}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }, 120_000);
  }

  it("needs a scrim or plate on the busy creative and none on the dark one (overlay, 1080×1080)", async () => {
    const size = SIZES[0]!;
    const busy = await renderAdWithoutText(input(await busyCreative(), "overlay", size));
    const dark = await renderAdWithoutText(input(await darkCreative(), "overlay", size));
    expect(busy.layout.backing?.opacity).toBeGreaterThanOrEqual(0.5);
    expect(dark.layout.backing?.opacity).toBe(0);
  });
});

// Thirty renders a test: far from the 20 s default on a loaded machine.
describe("finished ads: the same bytes every run", { timeout: 120_000 }, () => {
  it("renders byte-identical PNGs from the same input, fonts embedded as outlines", async () => {
    const creative = await busyCreative(3);
    for (const size of [SIZES[1]!, SIZES[6]!]) {
      const first = await renderAd(input(creative, "panel", size));
      const second = await renderAd(input(creative, "panel", size));
      expect(first.png.equals(second.png)).toBe(true);
      expect(first.png.subarray(1, 4).toString()).toBe("PNG");
    }
  });
});
