import { describe, expect, it } from "vitest";
import { recommendationsResponse } from "@/lib/schemas/photoshoot";
import { parseSavedSetup, setupStorageKey, type SavedSetup } from "./photoshoot-setup";

const setup: SavedSetup = {
  version: 1,
  from: "white_background",
  recommendations: {
    productInfo: { productName: null, productDescription: "A film camera" },
    backgroundRemovedImageAssetId: "0f8fad5b-d9cb-469f-a165-70867728950e",
    recommendedPrompts: ["on a walnut desk"],
    recommendedPresetIds: ["white_background", "marble"],
    productPose: "standing",
    cutoutConfidence: 0.93,
    cutoutConfidenceReason: null,
  },
  cutoutAssetId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  fileName: "camera.jpg",
  photoPreview: "data:image/jpeg;base64,/9j/4AAQ",
  productName: "Vintage camera",
  productDescription: "",
  slots: [
    { tag: "preset", preset: "white_background" },
    { tag: "custom", prompt: "on a warm oak counter" },
  ],
  options: { safeMargin: false, styleReference: true, renderKind: 2 },
};

describe("parseSavedSetup", () => {
  it("gives back a setup as it was saved", () => {
    expect(parseSavedSetup(JSON.stringify(setup))).toEqual(setup);
    expect(parseSavedSetup(JSON.stringify({ ...setup, photoPreview: null }))?.photoPreview).toBeNull();
  });
  it("keeps what the upload answered in the service's own shape", () => {
    expect(recommendationsResponse.safeParse(setup.recommendations).success).toBe(true);
  });
  it("ignores nothing saved, broken JSON and another version", () => {
    expect(parseSavedSetup(null)).toBeNull();
    expect(parseSavedSetup("{")).toBeNull();
    expect(parseSavedSetup(JSON.stringify({ ...setup, version: 2 }))).toBeNull();
  });
  it("ignores a setup with any field that is not what the page wrote", () => {
    const broken: Array<Record<string, unknown>> = [
      { cutoutAssetId: "../../etc/passwd" },
      { recommendations: { ...setup.recommendations, backgroundRemovedImageAssetId: "x" } },
      { recommendations: { ...setup.recommendations, productPose: "floating" } },
      { recommendations: { ...setup.recommendations, cutoutConfidence: 7 } },
      { photoPreview: "javascript:alert(1)" },
      { photoPreview: "https://elsewhere.example/photo.jpg" },
      { slots: [{ tag: "preset", preset: "../x" }] },
      { slots: [{ tag: "custom", prompt: "   " }] },
      { slots: Array.from({ length: 7 }, () => ({ tag: "preset", preset: "marble" })) },
      { options: { ...setup.options, renderKind: 3 } },
      { options: { ...setup.options, safeMargin: "yes" } },
      { productName: 42 },
    ];
    for (const change of broken) expect(parseSavedSetup(JSON.stringify({ ...setup, ...change })), JSON.stringify(change)).toBeNull();
  });
  it("keeps each signed-in user's setup apart", () => {
    expect(setupStorageKey("a")).not.toBe(setupStorageKey("b"));
  });
});
