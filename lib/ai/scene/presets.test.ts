import { describe, expect, it } from "vitest";
import { CATEGORY_NAMES } from "./categories";
import { CATEGORIES, findPreset, PRESETS, presetKeysResponse, SEASONAL_TAGS } from "./presets";

const PUBLIC_IDS = [
  "white_background",
  "natural_beige_background",
  "light_grey_background",
  "light_blue_background",
  "gray_shadowy_room_sunlight_streaming_studio",
  "white_pink_yellow_gradient_background_monochrome",
];

describe("preset catalog", () => {
  it("has at least 48 presets with unique snake_case ids", () => {
    expect(PRESETS.length).toBeGreaterThanOrEqual(48);
    const ids = PRESETS.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it("includes the public example ids", () => {
    for (const id of PUBLIC_IDS) expect(findPreset(id)?.id).toBe(id);
    expect(findPreset("no_such_preset")).toBeUndefined();
  });

  it("fills every category and finds every seasonal tag", () => {
    for (const name of CATEGORY_NAMES) expect(PRESETS.filter((p) => p.categories.includes(name)).length, name).toBeGreaterThan(0);
    for (const tag of SEASONAL_TAGS) expect(PRESETS.filter((p) => p.tags.includes(tag)).length, tag).toBeGreaterThan(0);
    // The contract allows seasonal presets without a category; the catalog uses that.
    expect(PRESETS.some((p) => p.categories.length === 0)).toBe(true);
  });

  it("describes every preset for a prompt and marks a few as old", () => {
    for (const p of PRESETS) {
      expect(p.previewName.length, p.id).toBeGreaterThan(2);
      expect(p.promptText.length, p.id).toBeGreaterThan(20);
      expect(p.tags.length, p.id).toBeGreaterThan(0);
    }
    const old = PRESETS.filter((p) => p.isOldPreset).length;
    expect(old).toBeGreaterThanOrEqual(2);
    expect(old).toBeLessThan(PRESETS.length / 5);
  });

  it("uses Font Awesome 6 free class strings for category icons", () => {
    expect(CATEGORIES.map((c) => c.name)).toEqual([...CATEGORY_NAMES]);
    for (const c of CATEGORIES) {
      expect(Object.keys(c).sort()).toEqual(["displayName", "iconClass", "name"]);
      expect(c.iconClass).toMatch(/^fa-(solid|regular) fa-[a-z0-9-]+$/);
    }
  });
});

describe("presetKeysResponse", () => {
  const body = presetKeysResponse((id) => `https://cdn.test/presets/${id}.png`);

  it("has exactly the PresetKeys shape", () => {
    expect(Object.keys(body).sort()).toEqual(["groups", "presets"]);
    expect(Object.keys(body.groups).sort()).toEqual(["All", "Seasonal"]);
    expect(Object.keys(body.groups.All)).toEqual([...CATEGORY_NAMES]);
    expect(body.presets).toHaveLength(PRESETS.length);
    for (const p of body.presets) {
      expect(Object.keys(p).sort()).toEqual(["categories", "id", "isOldPreset", "previewImageUrl", "previewName", "promptText", "tags"]);
      expect(p.previewImageUrl).toBe(`https://cdn.test/presets/${p.id}.png`);
      expect(typeof p.isOldPreset).toBe("boolean");
      for (const c of p.categories) expect(Object.keys(c).sort()).toEqual(["displayName", "iconClass", "name"]);
    }
    // The body must survive JSON as is (no undefined, no functions).
    expect(JSON.parse(JSON.stringify(body))).toEqual(body);
  });

  it("groups every categorised preset under All and seasonal ones under Seasonal", () => {
    const known = new Set(PRESETS.map((p) => p.id));
    for (const [name, ids] of Object.entries(body.groups.All)) {
      expect(ids.length, name).toBeGreaterThan(0);
      for (const id of ids) {
        expect(known.has(id)).toBe(true);
        expect(findPreset(id)?.categories).toContain(name);
      }
    }
    expect(body.groups.Seasonal.length).toBeGreaterThanOrEqual(SEASONAL_TAGS.length);
    for (const id of body.groups.Seasonal) expect(findPreset(id)?.tags.some((t) => (SEASONAL_TAGS as readonly string[]).includes(t))).toBe(true);
    const grouped = new Set([...Object.values(body.groups.All).flat(), ...body.groups.Seasonal]);
    expect(grouped.size).toBe(PRESETS.length);
  });
});
