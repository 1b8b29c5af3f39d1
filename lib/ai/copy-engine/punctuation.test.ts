import { describe, expect, it } from "vitest";
import { joinOpener } from "./openers";
import { capExclamations, punctuate } from "./punctuation";

describe("punctuation", () => {
  it("keeps the first and the last exclamation mark only", () => {
    expect(capExclamations("Hurry! Hot coffee! All day! Order now!", 2, "en")).toBe("Hurry! Hot coffee. All day. Order now!");
    expect(capExclamations("¡Rápido! ¡Café caliente! ¡Pide ya!", 2, "es")).toBe("¡Rápido! Café caliente. ¡Pide ya!");
    expect(capExclamations("One! Two.", 2, "en")).toBe("One! Two.");
  });

  it("never glues an exclamation mark to a link", () => {
    expect(punctuate("Order now: https://aurora-mug.example/shop.", { language: "en", exclaim: 2, isCta: true })).toBe("Order now! https://aurora-mug.example/shop");
    expect(punctuate("Order now: https://aurora-mug.example/shop.", { language: "en", exclaim: 0, isCta: true })).toBe("Order now: https://aurora-mug.example/shop.");
    expect(punctuate("Order now at aurora-mug.example.", { language: "en", exclaim: 1, isCta: true })).toBe("Order now at aurora-mug.example.");
  });

  it("does not take a list number for a sentence end", () => {
    expect(punctuate("1. Get the app.", { language: "en", exclaim: 2, isCta: false })).toBe("1. Get the app!");
  });

  it("lower-cases a sentence after a colon opener unless it starts with a name", () => {
    const names = ["Aurora Smart Mug", "Vibram"];
    expect(joinOpener("Today:", "A self-heating mug keeps coffee hot.", "en", names)).toBe("Today: a self-heating mug keeps coffee hot.");
    expect(joinOpener("Today:", "Aurora Smart Mug keeps coffee hot.", "en", names)).toBe("Today: Aurora Smart Mug keeps coffee hot.");
    expect(joinOpener("Did you know?", "Aurora keeps coffee hot.", "en", names)).toBe("Did you know? Aurora keeps coffee hot.");
    expect(joinOpener("Heads up:", "USB-C charging inside.", "en", names)).toBe("Heads up: USB-C charging inside.");
    expect(joinOpener("Neu:", "Kaffee bleibt heiß.", "de", names)).toBe("Neu: Kaffee bleibt heiß.");
  });
});
