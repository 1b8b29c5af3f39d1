import { describe, expect, it } from "vitest";
import { shapeClass } from "./product-analysis";

const frame = (boxArea: number, fill: number) => ({ width: 1000, height: 1000, coverage: (boxArea * fill) / 1_000_000 });

describe("shapeClass", () => {
  it("reads tall and wide from the box's proportions", () => {
    expect(shapeClass({ left: 0, top: 0, width: 200, height: 500 }, frame(100_000, 0.9))).toBe("tall");
    expect(shapeClass({ left: 0, top: 0, width: 500, height: 200 }, frame(100_000, 0.9))).toBe("wide");
  });

  it("tells a disc (fills ~π/4 of its box) from a box-shaped product", () => {
    expect(shapeClass({ left: 0, top: 0, width: 400, height: 400 }, frame(160_000, Math.PI / 4))).toBe("round");
    expect(shapeClass({ left: 0, top: 0, width: 400, height: 400 }, frame(160_000, 0.97))).toBe("square");
  });
});
