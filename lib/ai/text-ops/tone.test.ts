import { describe, expect, it } from "vitest";
import { resolveTone as copyEngineTone } from "@/lib/ai/copy-engine";
import { resolveTone } from "./tone";

describe("the text operations' tone", () => {
  it("is the tone the copy engine reads, synonyms included (one table for every text engine)", () => {
    // "soothing" is a synonym of Calm: the text operations used to fall back to Professional.
    for (const input of ["a soothing voice", "Calm", "peaceful and gentle", "BOLD", "whatever", "", null]) {
      expect(resolveTone(input).name).toBe(copyEngineTone(input).name);
    }
    expect(resolveTone("a soothing voice").name).toBe("Calm");
  });
});
