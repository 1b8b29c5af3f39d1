import { describe, expect, it } from "vitest";
import { canvasesFor } from "@/lib/services/photoshoot/canvas";
import { RENDER_KINDS } from "@/lib/schemas/image-generation";
import { creativeSizes, fileSlug, sizeLabel, zipEntryName } from "./photoshoot-sizes";

describe("creativeSizes", () => {
  it("names every canvas the service renders for each renderKind, the primary as Landscape", () => {
    for (const renderKind of RENDER_KINDS) {
      for (const disableSafeMargin of [false, true]) {
        const sizes = creativeSizes(canvasesFor(renderKind, disableSafeMargin));
        expect(sizes[0]).toMatchObject({ name: "Landscape", primary: true, height: 628, width: disableSafeMargin ? 1200 : 1674 });
        // Every extra size has a name of its own (none falls back to "Size"), and no two share a key.
        expect(sizes.slice(1).map((s) => s.name)).not.toContain("Size");
        expect(new Set(sizes.map((s) => s.key)).size).toBe(sizes.length);
      }
    }
  });
  it("reads a Story variant as the Download endpoint's size", () => {
    const [primary, story] = creativeSizes(canvasesFor(2, false));
    expect(primary!.key).toBe("1674x628");
    expect(story).toEqual({ key: "1080x1920", name: "Story", width: 1080, height: 1920, primary: false });
    expect(sizeLabel(story!)).toBe("Story 1080×1920");
  });
  it("has no sizes for a task that has not finished", () => {
    expect(creativeSizes(null)).toEqual([]);
    expect(creativeSizes([])).toEqual([]);
  });
});

describe("zipEntryName", () => {
  const [landscape, story] = creativeSizes(canvasesFor(2, false));
  it("names a preset's creative by its number, scene and size", () => {
    expect(zipEntryName(0, { tag: "preset", preset: "white_background" }, landscape!)).toBe("01-white-background-landscape-1674x628.png");
    expect(zipEntryName(11, { tag: "preset", preset: "marble" }, story!)).toBe("12-marble-story-1080x1920.png");
  });
  it("names a prompt's creative by its first words, in file-safe letters", () => {
    expect(zipEntryName(3, { tag: "custom", prompt: "On a warm oak kitchen counter in soft morning light" }, story!)).toBe("04-on-a-warm-oak-kitchen-counter-story-1080x1920.png");
    expect(zipEntryName(3, { tag: "custom", prompt: "Crème brûlée / café: “été”" }, landscape!)).toBe("04-creme-brulee-cafe-ete-landscape-1674x628.png");
    expect(zipEntryName(4, { tag: "custom", prompt: "夜の東京" }, landscape!)).toBe("05-custom-scene-landscape-1674x628.png");
  });
  it("keeps slugs short and without dangling dashes", () => {
    expect(fileSlug("a".repeat(39) + " bcd")).toBe("a".repeat(39));
    expect(fileSlug("  --Hello, World!--  ")).toBe("hello-world");
  });
});
