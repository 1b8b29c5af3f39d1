import { describe, expect, it } from "vitest";
import { boxOnTile, canvasEdit, tileAspect, tileOf } from "./ad-canvas";

describe("a finished ad's texts on its tile", () => {
  it("maps a box on a square ad to the same percentages of its tile", () => {
    expect(tileOf({ width: 1080, height: 1080 })).toEqual({ width: 1080, height: 1080 });
    expect(boxOnTile({ left: 108, top: 540, width: 540, height: 216 }, { width: 1080, height: 1080 })).toEqual({ left: 10, top: 50, width: 50, height: 20 });
  });

  it("moves a box on a strip by the letterbox the strip is centred in", () => {
    const strip = { width: 728, height: 90 };
    // The tile is a quarter as tall as wide (182): the strip stands 46 px below its top.
    expect(tileOf(strip)).toEqual({ width: 728, height: 182 });
    expect(tileAspect(strip)).toBe("728 / 182");
    const box = boxOnTile({ left: 182, top: 0, width: 364, height: 90 }, strip);
    expect(box).toEqual({ left: 25, top: 25.275, width: 50, height: 49.451 });
    // The whole strip is the tile's middle band.
    expect(boxOnTile({ left: 0, top: 0, width: 728, height: 90 }, strip)).toEqual({ left: 0, top: 25.275, width: 100, height: 49.451 });
  });

  it("scales and centres the image in a tile of another shape (object-contain)", () => {
    // A 1080×1920 story in a 2160×1920 tile: as tall as the tile, half as wide, centred.
    const box = boxOnTile({ left: 0, top: 960, width: 1080, height: 960 }, { width: 1080, height: 1920 }, { width: 2160, height: 1920 });
    expect(box).toEqual({ left: 25, top: 50, width: 50, height: 50 });
  });
});

describe("an edit typed on the canvas", () => {
  it("asks for nothing when the text is the same, spaces aside", () => {
    expect(canvasEdit("headline", "  Analog ist   zurück ", "Analog ist zurück")).toBeNull();
    expect(canvasEdit("punchline", "", null)).toBeNull();
  });

  it("sends the new text, trimmed", () => {
    expect(canvasEdit("headline", " Neu: die Canonet\n", "Analog ist zurück")).toEqual({ value: "Neu: die Canonet" });
  });

  it("removes an emptied punchline but refuses an empty headline or button", () => {
    expect(canvasEdit("punchline", "  ", "Zwei Jahre Garantie.")).toEqual({ value: null });
    expect(canvasEdit("headline", " ", "Analog")).toEqual({ problem: "The headline cannot be empty." });
    expect(canvasEdit("cta", "", "Kaufen")).toEqual({ problem: "The button cannot be empty." });
  });

  it("refuses a text over the service's limit, saying by how much", () => {
    expect(canvasEdit("cta", "x".repeat(31), "Kaufen")).toEqual({ problem: "The button has 31 characters; at most 30." });
  });
});
