import { describe, expect, it } from "vitest";
import { renderAd } from "./render-ad";
import { lightCreative, SAMPLE_BRAND } from "./testing";

describe("finished ads: where the texts landed", { timeout: 60_000 }, () => {
  it("records the headline's, punchline's and button's boxes in whole pixels on the canvas, around what was drawn", async () => {
    const size = { name: "MediumBanner", width: 300, height: 250 };
    const { layout, textBoxes } = await renderAd({ creative: await lightCreative(), size, template: "panel", texts: { headline: "Analog ist zurück", punchline: "Zwei Jahre Garantie.", cta: "Jetzt kaufen" }, brand: SAMPLE_BRAND, language: "de" });
    expect(textBoxes.map((b) => b.role)).toEqual([...layout.texts.filter((t) => t.role !== "cta").map((t) => t.role), "cta"]);
    for (const box of textBoxes) {
      for (const value of [box.left, box.top, box.width, box.height]) expect(Number.isInteger(value)).toBe(true);
      expect(box.left).toBeGreaterThanOrEqual(0);
      expect(box.top).toBeGreaterThanOrEqual(0);
      expect(box.left + box.width).toBeLessThanOrEqual(size.width);
      expect(box.top + box.height).toBeLessThanOrEqual(size.height);
      expect(box.width * box.height).toBeGreaterThan(0);
    }
    // Each text's lines lie inside its box; the button's box is the whole button.
    for (const text of layout.texts.filter((t) => t.role !== "cta")) {
      const box = textBoxes.find((b) => b.role === text.role)!;
      expect(box.left).toBeLessThanOrEqual(text.box.x);
      expect(box.top).toBeLessThanOrEqual(text.box.y);
      expect(box.left + box.width).toBeGreaterThanOrEqual(text.box.x + text.box.width);
      expect(box.top + box.height).toBeGreaterThanOrEqual(text.box.y + text.box.height);
    }
    const button = layout.button.rect;
    expect(textBoxes.at(-1)).toEqual({ role: "cta", left: Math.floor(button.x), top: Math.floor(button.y), width: Math.ceil(button.x + button.width) - Math.floor(button.x), height: Math.ceil(button.y + button.height) - Math.floor(button.y) });
  });

  it("gives a punchline the size had no room for no box", async () => {
    const size = { name: "LeaderBoard", width: 728, height: 90 };
    const { layout, textBoxes } = await renderAd({ creative: await lightCreative(), size, template: "overlay", texts: { headline: "Analog ist zurück", punchline: "Kostenloser Versand ab 30 € und zwei Jahre Garantie auf jede Kamera im Shop.", cta: "Jetzt kaufen" }, brand: SAMPLE_BRAND, language: "de" });
    expect(textBoxes.some((b) => b.role === "punchline")).toBe(!layout.omitted.includes("punchline"));
    expect(textBoxes.filter((b) => b.role === "headline")).toHaveLength(1);
  });
});
