import { describe, expect, it } from "vitest";
import { scoreAdText } from "./score";
import { handFlawsOf } from "./score-hand-flaws";

// Texts and flaws from the round-4 hand labels (bench/ad-copy-quality/labels.json, issue #25).
describe("handFlawsOf", () => {
  it("finds what people found: a split list, a run-on, a shouted abbreviation, steps without steps, a cut figure", () => {
    expect(handFlawsOf("Harbour Dental: dental practice in Bristol with check-ups, hygienist appointments.\nBook an appointment!", "Harbour Dental").why).toContain("splitList");
    expect(handFlawsOf("Crumb & Co: family bakery in Leeds (since 1987) Visit us.", "Crumb & Co").why).toContain("runOn");
    expect(handFlawsOf("Zahnarztpraxis Dr! Lindner. Prophylaxe.", "Zahnarztpraxis Dr. Lindner").why).toContain("shoutedAbbreviation");
    expect(handFlawsOf("How Vento R8 works, in 3 steps:\nCarbon road bike.\nBook a test ride!", "Vento R8").why).toContain("stepsWithoutSteps");
    expect(handFlawsOf("Headline 1: Zahnarztpraxis Dr. Lindner\nHeadline 2: 20 Uhr", "Zahnarztpraxis Dr. Lindner").why).toContain("cutFigureSlot");
  });

  it("finds stock: an 'advantage' label on any fact, the name three times", () => {
    expect(handFlawsOf("Carbon road bike!\nThe advantage: tubeless-ready wheels. €2,400 incl. VAT.", "Vento R8").stock).toBe(true);
    expect(handFlawsOf("Northgate Motors: every car HPI checked.\nWarranty — Northgate Motors.\nNorthgate Motors, with part exchange welcome.", "Northgate Motors").stock).toBe(true);
  });

  it("leaves texts people shipped alone", () => {
    for (const [text, name] of [
      ["Family bakery in Leeds (since 1987). That's Crumb & Co.\nSourdough, cinnamon buns and rye loaves baked each morning.\nVisit us!", "Crumb & Co"],
      ["Boîtier acier 39 mm. Ça, c’est Halden Meridian.\nMontre automatique.", "Halden Meridian"],
      ["Headline: Sauerteigbrot, Brezeln\nBrand name: Backstube Körner", "Backstube Körner"],
      ["Stillpoint at a glance:\n• Works offline. £6.99/month or £49/year\n• Sleep stories\nCreate your account.", "Stillpoint"],
    ] as const) {
      const found = handFlawsOf(text, name);
      expect(found.grammar || found.stock, text).toBe(false);
    }
  });

  it("costs a flawed text at least 15 points against the same text without the flaw", () => {
    // en-roadbike#21 (ship) and with the label people marked in en-roadbike#7; its closing "and discover Vento R8"
    // is left out, a stock line since round 6's readers (r8-en-plumber#21).
    const request = { productName: "Vento R8", productDescription: "Carbon road bike, 7.9kg (size 56), Shimano 105 Di2 12-speed, hydraulic disc brakes, tubeless-ready wheels. €2,400 incl. VAT. 5-year frame warranty.", targetAudience: "club riders moving up from aluminium", cta: "Book a test ride", type: 2, outputLanguage: "en", emojiSelection: 0 as const };
    const clean = scoreAdText("Carbon road bike.\nTubeless-ready wheels. €2,400 incl. VAT.\nBook your Vento R8 test ride!", request).conversionScore;
    const flawed = scoreAdText("Carbon road bike.\nThe advantage: tubeless-ready wheels. €2,400 incl. VAT.\nBook your Vento R8 test ride!", request).conversionScore;
    expect(clean - flawed).toBeGreaterThanOrEqual(15);
  });

  it("reads a Spanish sentence made of the brief's words as Spanish, not Dutch", () => {
    const request = { productName: "Automóviles Torres", productDescription: "concesionario de coches de segunda mano en Sevilla. unos 80 coches revisados.", cta: "Ver coches", type: 4, outputLanguage: "es", emojiSelection: 0 as const };
    const scored = scoreAdText("Unos 80 coches revisados.\nConcesionario de coches de segunda mano en Sevilla.\nAutomóviles Torres. ¡Ver coches!", request);
    expect(scored.features.filter((f) => f.weight === 0 && f.score === 0).map((f) => f.name)).not.toContain("otherLanguage");
  });
});
