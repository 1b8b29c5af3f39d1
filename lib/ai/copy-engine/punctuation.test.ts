import { describe, expect, it } from "vitest";
import { generateAdTexts } from "./generate";
import { joinOpener } from "./openers";
import { capExclamations, closeSentence, hasTwoColons, punctuate } from "./punctuation";
import { NATIVE, request } from "./test-support";
import { tidy } from "@/lib/ai/language";
import { AD_TEXT_TYPES } from "./types";

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

  it("leaves no French space before a full stop or comma, even where a '!' became one", () => {
    expect(capExclamations("Vite\u00A0! Café chaud\u00A0! Sans blague\u00A0! Commandez\u00A0!", 2, "fr")).toBe("Vite\u00A0! Café chaud. Sans blague. Commandez\u00A0!");
    // Shouting tones turn most short sentences into exclamations, so the cap rewrites many of them.
    const spaced = AD_TEXT_TYPES.flatMap((info) =>
      ["Urgent", "Playful", "Enthusiastic"].flatMap((tone, k) =>
        generateAdTexts(request({ ...(k === 1 ? NATIVE.fr : {}), type: info.value, tone, outputLanguage: "fr", count: 1, seed: info.value })).map((t) => t.value),
      ),
    );
    expect(spaced.filter((t) => /[ \u00A0][.,]/u.test(t))).toEqual([]);
  });

  it("handles German quotation marks as German: „ opens, “ closes", () => {
    expect(closeSentence("„Genau das, was ich gesucht habe“", "de")).toBe("„Genau das, was ich gesucht habe.“");
    expect(closeSentence("„Endlich heißer Kaffee!“", "de")).toBe("„Endlich heißer Kaffee!“");
    expect(closeSentence("«Justo lo que buscaba»", "es")).toBe("«Justo lo que buscaba».");
    expect(closeSentence("“Exactly what I wanted”", "en")).toBe("“Exactly what I wanted.”");
    expect(tidy("Nicht „ gut genug“ ist unser Anspruch", "de")).toBe("Nicht „gut genug“ ist unser Anspruch");
    expect(tidy("He said “ great” twice", "en")).toBe("He said “great” twice");
    // The attribution after a German quotation is no sentence of its own, so it is not shouted.
    expect(punctuate("„Ehrlich? Das hat mich überzeugt!“, schreibt ein Kunde.", { language: "de", exclaim: 2, isCta: false })).toBe(
      "„Ehrlich? Das hat mich überzeugt!“, schreibt ein Kunde.",
    );
  });

  it("opens a Spanish exclamation inside the quotation it belongs to", () => {
    expect(punctuate("«Justo lo que buscaba».", { language: "es", exclaim: 2, isCta: false })).toBe("«¡Justo lo que buscaba!»");
    expect(punctuate("Pide ya.", { language: "es", exclaim: 2, isCta: true })).toBe("¡Pide ya!");
    // A quotation followed by who said it is not shouted, so no "¡" lands before «.
    expect(punctuate("«Me encanta», dice una clienta.", { language: "es", exclaim: 2, isCta: false })).toBe("«Me encanta», dice una clienta.");
  });

  it("does not cap an exclamation inside a quotation set in a sentence", () => {
    expect(capExclamations("Hemen! Kahveniz “yeter!” diyene kadar sıcak! Sipariş ver!", 2, "tr")).toBe("Hemen! Kahveniz “yeter!” diyene kadar sıcak. Sipariş ver!");
    // A quotation standing as its own sentence counts like any other.
    expect(capExclamations("“It charges wirelessly! Exactly what I wanted!”\nOrder now!", 2, "en")).toBe("“It charges wirelessly! Exactly what I wanted.”\nOrder now!");
  });

  it("finds two colons in one sentence, but not across sentences, in links or in times", () => {
    expect(hasTwoColons("Neu: Ledgerly bringt einen klaren Vorteil mit: automatischer Bankabgleich.")).toBe(true);
    expect(hasTwoColons("Neu: Ledgerly. Der Vorteil: automatischer Bankabgleich.")).toBe(false);
    expect(hasTwoColons("Jetzt bestellen: https://aurora.example/shop")).toBe(false);
    expect(hasTwoColons("Heute: ab 10:30 Uhr.")).toBe(false);
  });
});
