import { describe, expect, it } from "vitest";
import { boundaryDistance, fillHoles, keepMainComponents, touchedSides } from "./regions";

/** Masks from ASCII art: '#' = 1. */
const grid = (rows: string[]) => ({
  width: rows[0]!.length,
  height: rows.length,
  mask: Uint8Array.from(rows.join("").split("").map((c) => (c === "#" ? 1 : 0))),
});
const art = (mask: Uint8Array, width: number) =>
  Array.from({ length: mask.length / width }, (_, y) => [...mask.subarray(y * width, (y + 1) * width)].map((v) => (v ? "#" : ".")).join(""));

describe("regions", () => {
  it("keeps the main component and sizeable companions, drops specks", () => {
    const { width, height, mask } = grid([
      "..........",
      ".####..#..",
      ".####.....",
      ".####..##.",
      ".......##.",
    ]);
    expect(art(keepMainComponents(mask, width, height, 0.3), width)).toEqual([
      "..........",
      ".####.....",
      ".####.....",
      ".####..##.",
      ".......##.",
    ]);
  });

  it("fills holes unless the judge says they show the backdrop", () => {
    const { width, height, mask } = grid([
      ".........",
      ".#######.",
      ".#..#..#.",
      ".#..#..#.",
      ".#######.",
      ".........",
    ]);
    // The left hole is "backdrop" (a mug's handle), the right one a label in a backdrop-like colour.
    const filled = fillHoles(mask, width, height, (pixels) => pixels.includes(2 * width + 2));
    expect(art(filled, width)).toEqual([
      ".........",
      ".#######.",
      ".#..####.",
      ".#..####.",
      ".#######.",
      ".........",
    ]);
  });

  it("counts the frame edges a mask runs along", () => {
    const { width, height, mask } = grid([
      "..........",
      "..........",
      "..######..",
      "##########",
      "##########",
      "##########",
    ]);
    expect(touchedSides(mask, width, height, 0.02)).toBe(3); // left, right, bottom; the top is clear
    expect(touchedSides(grid(["....", ".##.", "...."]).mask, 4, 3, 0.02)).toBe(0);
  });

  it("measures the chessboard distance to the boundary", () => {
    const { width, height, mask } = grid([".......", ".......", "...#...", ".......", "......."]);
    const d = boundaryDistance(mask, width, height, 9);
    expect(d[2 * width + 3]).toBe(0);
    expect(d[2 * width + 2]).toBe(0);
    expect(d[0]).toBe(2);
  });

  it("measures the same distances when told the product's box (visiting only that box and its margin)", () => {
    const { width, height, mask } = grid([
      "..............",
      "..............",
      ".....###......",
      "....#####.....",
      ".....#.#......",
      "..............",
      "..............",
      "..............",
    ]);
    for (const cap of [1, 2, 5]) expect(boundaryDistance(mask, width, height, cap, { x0: 4, y0: 2, x1: 9, y1: 5 })).toEqual(boundaryDistance(mask, width, height, cap));
  });
});
