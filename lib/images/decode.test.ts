import { deflateSync, crc32 } from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { decodeUpload, decodeUploadStaged } from "./decode";
import { MAX_UPLOAD_BYTES } from "./limits";

async function refusal(bytes: Buffer): Promise<AppError> {
  const error = await decodeUpload(bytes).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A PNG whose header claims a size: enough for the header check, never decodable in full. */
function pngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 0; // grayscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.alloc(width + 1))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const solid = (width: number, height: number, colour: { r: number; g: number; b: number; alpha?: number }, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: colour } });

describe("decodeUpload: refusals", () => {
  it("refuses a GIF with 415 on productImage, judged by content", async () => {
    const gif = await solid(16, 16, { r: 200, g: 10, b: 10 }).gif().toBuffer();
    const error = await refusal(gif);
    expect(error.code).toBe("UnsupportedMediaType");
    expect(error.details.field).toBe("productImage");
    expect(error.message).toMatch(/JPG or PNG.*GIF/);
  });

  it("refuses a text file renamed .png with 415", async () => {
    const error = await refusal(Buffer.from("this is not a picture, only a file named product.png\n"));
    expect(error.code).toBe("UnsupportedMediaType");
    expect(error.details.field).toBe("productImage");
  });

  it("refuses a file with a PNG signature but damaged content with 415", async () => {
    const png = await solid(32, 32, { r: 1, g: 2, b: 3 }).png().toBuffer();
    const error = await refusal(Buffer.concat([png.subarray(0, 40), Buffer.alloc(200, 7)]));
    expect(error.code).toBe("UnsupportedMediaType");
    expect(error.message).toMatch(/PNG/);
  });

  it("refuses an upload over 12 MB with 413 before decoding it", async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1);
    big.set([0xff, 0xd8, 0xff], 0);
    const error = await refusal(big);
    expect(error.code).toBe("PayloadTooLarge");
    expect(error.details.field).toBe("productImage");
    expect(error.message).toMatch(/12 MB/);
  });

  it("refuses a small file that would decode to more than 50 megapixels with 413 (decompression bomb)", async () => {
    const bomb = pngHeader(10_000, 6_000);
    expect(bomb.length).toBeLessThan(20_000);
    const error = await refusal(bomb);
    expect(error.code).toBe("PayloadTooLarge");
    expect(error.details.field).toBe("productImage");
    expect(error.message).toMatch(/10000×6000.*50 megapixels/);
  });
});

describe("decodeUpload: normalisation", () => {
  it("applies the EXIF orientation", async () => {
    // 40×20, left half red, right half blue, stored with orientation 6 (display rotated 90° clockwise).
    const raw = Buffer.alloc(40 * 20 * 3);
    for (let y = 0; y < 20; y++) for (let x = 0; x < 40; x++) raw.set(x < 20 ? [220, 20, 20] : [20, 20, 220], (y * 40 + x) * 3);
    const jpeg = await sharp(raw, { raw: { width: 40, height: 20, channels: 3 } }).jpeg({ quality: 95 }).withMetadata({ orientation: 6 }).toBuffer();
    const image = await decodeUpload(jpeg);
    expect([image.width, image.height, image.format]).toEqual([20, 40, "jpeg"]);
    const at = (x: number, y: number) => [...image.rgb.subarray((y * 20 + x) * 3, (y * 20 + x) * 3 + 3)];
    expect(at(10, 5)[0]).toBeGreaterThan(150); // the left (red) half is now on top
    expect(at(10, 35)[2]).toBeGreaterThan(150); // and the blue half at the bottom
  });

  it("accepts a grayscale PNG as 8-bit RGB", async () => {
    const png = await solid(8, 6, { r: 90, g: 90, b: 90 }).toColourspace("b-w").png().toBuffer();
    expect((await sharp(png).metadata()).channels).toBe(1);
    const image = await decodeUpload(png);
    expect(image.rgb.length).toBe(8 * 6 * 3);
    expect([...image.rgb.subarray(0, 3)]).toEqual([90, 90, 90]);
    expect(image.alpha).toBeUndefined();
  });

  it("accepts a 16-bit PNG as 8-bit RGB", async () => {
    const png = await solid(8, 6, { r: 200, g: 50, b: 20 }).toColourspace("rgb16").png().toBuffer();
    expect((await sharp(png).metadata()).depth).toBe("ushort");
    const image = await decodeUpload(png);
    expect(image.rgb.length).toBe(8 * 6 * 3);
    expect([...image.rgb.subarray(0, 3)]).toEqual([200, 50, 20]);
  });

  it("accepts a CMYK JPEG as sRGB", async () => {
    const jpeg = await solid(8, 6, { r: 200, g: 50, b: 20 }).toColourspace("cmyk").jpeg().toBuffer();
    expect((await sharp(jpeg).metadata()).space).toBe("cmyk");
    const image = await decodeUpload(jpeg);
    expect(image.rgb.length).toBe(8 * 6 * 3);
    const [r, g, b] = image.rgb;
    expect(r).toBeGreaterThan(150);
    expect(g).toBeLessThan(100);
    expect(b).toBeLessThan(80);
  });

  it("flattens an alpha PNG onto white and keeps the alpha as a hint", async () => {
    const png = await solid(8, 6, { r: 0, g: 0, b: 200, alpha: 0.5 }, 4).png().toBuffer();
    const image = await decodeUpload(png);
    expect(image.format).toBe("png");
    expect(image.alpha?.length).toBe(8 * 6);
    expect(image.alpha![0]).toBe(128);
    expect([...image.rgb.subarray(0, 3)]).toEqual([127, 127, 227]); // half blue over white
  });

  it("accepts a grayscale PNG with alpha", async () => {
    const png = await solid(8, 6, { r: 100, g: 100, b: 100, alpha: 0.25 }, 4).toColourspace("b-w").png().toBuffer();
    expect((await sharp(png).metadata()).channels).toBe(2);
    const image = await decodeUpload(png);
    expect(image.rgb.length).toBe(8 * 6 * 3);
    expect(image.alpha![0]).toBe(64);
  });

  it("drops an alpha channel that is opaque everywhere", async () => {
    const png = await solid(8, 6, { r: 10, g: 20, b: 30, alpha: 1 }, 4).png().toBuffer();
    const image = await decodeUpload(png);
    expect(image.alpha).toBeUndefined();
    expect([...image.rgb.subarray(0, 3)]).toEqual([10, 20, 30]);
  });
});

describe("decodeUploadStaged: the preview first, the full size after", () => {
  it("gives the same preview and full raster as decodeUpload", async () => {
    const raw = Buffer.alloc(600 * 400 * 3);
    for (let p = 0; p < 600 * 400; p++) raw.set([p % 251, (p >> 3) % 256, 90], p * 3);
    const jpeg = await sharp(raw, { raw: { width: 600, height: 400, channels: 3 } }).jpeg().toBuffer();
    const whole = await decodeUpload(jpeg, { previewLongSide: 150 });
    const staged = await decodeUploadStaged(jpeg, { previewLongSide: 150 });
    expect([staged.width, staged.height, staged.format]).toEqual([600, 400, "jpeg"]);
    expect(staged.preview).toEqual(whole.preview);
    const full = await staged.full;
    expect(full.rgb.equals(whole.rgb)).toBe(true);
    expect(full.preview).toBeUndefined();
  });

  it("rejects the full decode of a damaged JPEG with 415, and leaves no unhandled rejection when nobody awaits it", async () => {
    const jpeg = await solid(600, 400, { r: 10, g: 120, b: 200 }).jpeg().toBuffer();
    const damaged = Buffer.concat([jpeg.subarray(0, jpeg.length >> 1), Buffer.alloc(64, 0)]);
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", onUnhandled);
    try {
      // Without a preview the stage resolves at once; the full decode fails on its own.
      const staged = await decodeUploadStaged(damaged);
      const settled = await staged.full.then(
        () => null,
        (e: unknown) => e,
      );
      expect((settled as AppError).code).toBe("UnsupportedMediaType");
      await decodeUploadStaged(damaged); // this one's failure is never awaited
      await new Promise((r) => setTimeout(r, 300));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", onUnhandled);
    }
  });
});

