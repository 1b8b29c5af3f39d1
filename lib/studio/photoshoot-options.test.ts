import { describe, expect, it } from "vitest";
import { MAX_PROMPT_OBJECTS, RENDER_KIND_SIZES, RENDER_KINDS } from "@/lib/schemas/image-generation";
import { MAX_PRODUCT_IMAGE_BYTES } from "@/lib/schemas/photoshoot";
import { EXTRA_SIZE_CHOICES, EXTRA_SIZES, MAX_PRODUCT_PHOTO_BYTES, MAX_SLOTS } from "./photoshoot-options";

describe("the photoshoot page's copy of the service's limits", () => {
  it("offers every renderKind size but the primary Landscape, with the service's bits and pixels", () => {
    const service = RENDER_KIND_SIZES.filter((s) => s.name !== "Landscape").map(({ bit, width, height }) => ({ bit, width, height }));
    expect(EXTRA_SIZES.map(({ bit, width, height }) => ({ bit, width, height }))).toEqual(service);
  });
  it("offers only renderKinds the service accepts, each once", () => {
    const offered = EXTRA_SIZE_CHOICES.map((c) => c.renderKind);
    expect(new Set(offered).size).toBe(offered.length);
    for (const kind of offered) expect(RENDER_KINDS).toContain(kind);
  });
  it("checks uploads and slots against the service's limits", () => {
    expect(MAX_PRODUCT_PHOTO_BYTES).toBe(MAX_PRODUCT_IMAGE_BYTES);
    expect(MAX_SLOTS).toBe(MAX_PROMPT_OBJECTS);
  });
});
