import { describe, expect, it } from "vitest";
import { canvasesFor } from "./canvas";

const sizes = (kind: number, noMargin = false) => canvasesFor(kind, noMargin).map((s) => `${s.width}x${s.height}`);

describe("canvasesFor", () => {
  it("renders the contract's primary canvas first: 1674×628 with safe margins, 1200×628 without", () => {
    expect(sizes(0)).toEqual(["1674x628"]);
    expect(sizes(0, true)).toEqual(["1200x628"]);
  });

  it("adds each further size of the bit set; Landscape is the primary image itself", () => {
    expect(sizes(4)).toEqual(["1674x628"]);
    expect(sizes(1 | 2)).toEqual(["1674x628", "1080x1080", "1080x1920"]);
    expect(sizes(31)).toEqual(["1674x628", "1080x1080", "1080x1920", "1080x1350", "1000x1500"]);
    expect(sizes(992)).toEqual(["1674x628", "300x250", "728x90", "160x600", "300x600", "970x90"]);
    expect(sizes(1023)).toHaveLength(10);
  });
});
