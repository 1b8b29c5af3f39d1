import { describe, expect, it } from "vitest";
import { hexToLab } from "@/lib/ai/scene";
import { colourTerm, COLOUR_TERMS, type ColourTerm } from "./colour-term";
import { XKCD_BASIC_COLOURS } from "./testing/xkcd-colours";

/**
 * Where the survey's own word is not among ours, or the colour sits between two words, the words a
 * person would also accept, judged by eye on each swatch.
 */
const ALSO: Record<string, ColourTerm[]> = {
  "light grey": ["white"], // #d8dcd6: as light as a white product in the shade
  "pale grey": ["white"], // #fdfdfe is white
  "dark blue": ["navy"],
  "deep blue": ["navy"],
  "dark navy": ["navy"],
  "light navy": ["blue"],
  "pale blue": ["teal", "white"], // #d0fefe: a very pale cyan
  "light beige": ["yellow"], // #fffeb6: a pale yellow
  "dark beige": ["brown"], // #ac9362: tan
  "deep brown": ["red"], // #410200: a red-brown
};

describe("basic colour terms", () => {
  it.each(XKCD_BASIC_COLOURS)("names the survey's %s (%s) as people do", (name, hex) => {
    const head = name.split(" ").at(-1)!;
    const accepted = [...(COLOUR_TERMS.includes(head as ColourTerm) ? [head] : []), ...(ALSO[name] ?? [])];
    expect(accepted).toContain(colourTerm(hexToLab(hex)));
  });

  it("keeps a shaded orange orange and a dark one brown", () => {
    expect(colourTerm(hexToLab("#c65102"))).toBe("orange"); // dark orange
    expect(colourTerm(hexToLab("#653700"))).toBe("brown");
  });
});
