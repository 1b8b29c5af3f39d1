import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { FONT_FAMILIES, FONT_PAIRS } from "@/lib/ai/finished-ads/catalog";
import { brandKitRequest } from "./ads-schemas";
import { LOGO_MAX_BYTES, contrastHint, logoFileProblem, logoTypeOf, normalHex } from "./brand-kit-form";

describe("the brand kit's contrast hint", () => {
  it("passes dark text on a light panel and says so with the ratio", () => {
    const hint = contrastHint("#1d3557", "#f1faee")!;
    expect(hint.readable).toBe(true);
    expect(hint.ratio).toBeGreaterThan(11);
    expect(hint.message).toMatch(/^Text on background: \d+\.\d:1, readable \(at least 4\.5:1\)\.$/);
  });

  it("warns under 4.5:1 and says what the ads will do instead", () => {
    const hint = contrastHint("#ffffff", "#f1faee")!;
    expect(hint.readable).toBe(false);
    expect(hint.message).toContain("below 4.5:1");
    expect(hint.message).toContain("white or near-black");
  });

  it("never rounds a failing ratio up to a passing one", () => {
    // #777777 on white is 4.478:1: shown as 4.4, not 4.5, and not readable.
    const hint = contrastHint("#777777", "#ffffff")!;
    expect(hint.ratio).toBe(4.4);
    expect(hint.readable).toBe(false);
    expect(contrastHint("#767676", "#ffffff")!.readable).toBe(true);
  });

  it("waits while a colour is half typed", () => {
    expect(contrastHint("#1d35", "#ffffff")).toBeNull();
    expect(contrastHint("#1d3557", "")).toBeNull();
  });
});

describe("hex colours as typed", () => {
  it("takes upper case, a missing # and spaces, and answers the service's form", () => {
    expect(normalHex("#1D3557")).toBe("#1d3557");
    expect(normalHex(" 1d3557 ")).toBe("#1d3557");
    expect(normalHex("#123")).toBeNull();
    expect(normalHex("#12345g")).toBeNull();
  });
});

describe("the logo file check", () => {
  it("takes a PNG or an SVG up to 512 KB", () => {
    expect(logoFileProblem({ name: "logo.png", type: "image/png", size: 20_000 })).toBeNull();
    expect(logoFileProblem({ name: "logo.svg", type: "image/svg+xml", size: LOGO_MAX_BYTES })).toBeNull();
  });

  it("names the file and the way out when the type is wrong", () => {
    expect(logoFileProblem({ name: "logo.jpg", type: "image/jpeg", size: 20_000 })).toBe('"logo.jpg" is not a PNG or SVG file. Export the logo as PNG or SVG and choose it again.');
  });

  it("says the size in KB against the limit", () => {
    expect(logoFileProblem({ name: "huge.png", type: "image/png", size: 600 * 1024 })).toBe(
      '"huge.png" is 600 KB; a logo may be at most 512 KB. Export it smaller (a few hundred pixels wide is plenty) or as SVG.',
    );
    expect(logoFileProblem({ name: "empty.svg", type: "image/svg+xml", size: 0 })).toBe('"empty.svg" is empty.');
  });

  it("goes by the extension only when the browser gives no type", () => {
    expect(logoTypeOf({ name: "mark.SVG", type: "" })).toBe("image/svg+xml");
    expect(logoTypeOf({ name: "mark.png", type: "" })).toBe("image/png");
    expect(logoTypeOf({ name: "mark.png", type: "image/webp" })).toBeNull();
    expect(logoTypeOf({ name: "mark", type: "" })).toBeNull();
  });
});

describe("the Brand kits page's request", () => {
  const kit = { name: " Kamerahaus ", colours: { primary: "#e4572e", secondary: "#457b9d", text: "#1d3557", background: "#f1faee" }, fontPair: "playfair-lora" };

  it("takes a new logo, none, or keep", () => {
    expect(brandKitRequest.parse({ ...kit, logo: { mediaType: "image/png", data: "iVBORw0KGgo=" } }).logo).toEqual({ mediaType: "image/png", data: "iVBORw0KGgo=" });
    expect(brandKitRequest.parse({ ...kit, logo: "keep" }).logo).toBe("keep");
    expect(brandKitRequest.parse({ ...kit, logo: null }).logo).toBeNull();
    expect(brandKitRequest.parse(kit).name).toBe("Kamerahaus");
  });

  it("refuses a logo of another type, one too large and one that is not base64", () => {
    expect(brandKitRequest.safeParse({ ...kit, logo: { mediaType: "image/jpeg", data: "AAAA" } }).success).toBe(false);
    const tooLarge = brandKitRequest.safeParse({ ...kit, logo: { mediaType: "image/png", data: "A".repeat(700_000) } });
    expect(tooLarge.success).toBe(false);
    expect(tooLarge.error?.issues[0]?.message).toBe("The logo must be at most 512 KB.");
    expect(brandKitRequest.safeParse({ ...kit, logo: { mediaType: "image/png", data: "<svg>" } }).success).toBe(false);
  });
});

describe("the preview's fonts", () => {
  it("loads every face a shipped font pair uses, in its weight", () => {
    const preview = readFileSync("components/settings/brand-kit-preview.tsx", "utf8");
    for (const pair of Object.values(FONT_PAIRS)) {
      for (const face of [pair.heading, pair.body]) {
        expect(preview, `${FONT_FAMILIES[face.family].label} ${face.weight}`).toContain(`import "${FONT_FAMILIES[face.family].package}/latin-${face.weight}.css";`);
      }
    }
  });
});
