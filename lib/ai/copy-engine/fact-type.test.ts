import { describe, expect, it } from "vitest";
import { type Brief, parseBrief, TONES } from "@/lib/ai/language";
import { generateAdTexts } from "./generate";
import { isWrongType, recordFills, slotAccepts } from "./slot-types";
import { AD_TEXT_TYPES } from "./types";

// Briefs the way customers write them, with offers, proofs and audiences mixed into the description.
const FORKFUL = { productName: "Forkful", productDescription: "Meal kits for busy parents. Dinner on the table in 20 minutes, with recipes picked by nutritionists. Rated 4.8 stars by 12,000 families. First box 50% off and free delivery." };
const STRIDE = { productName: "Stride Lab", productDescription: "Gait analysis in our Leeds studio. Made for runners who keep getting injured. Used by 5,000 runners since 2019. 20% off your first session." };
const TASKWERK = { productName: "Taskwerk", productDescription: "Projektmanagement-Software für Agenturen. Zeiterfassung und Rechnungen in einem Tool. Von über 3.000 Teams genutzt. 30 Tage kostenlos testen, keine Kreditkarte nötig." };
const KINDERZEIT = { productName: "Kinderzeit", productDescription: "Für Eltern mit wenig Zeit: Bastelboxen mit allem Material. Testsieger bei Öko-Test. Versandkostenfrei ab 30 Euro." };
const DOUCEUR = { productName: "Douceur", productDescription: "Crème hydratante pour peaux sensibles. Testée sous contrôle dermatologique, sans parfum. Livraison offerte dès 30 €. Pour les mamans pressées." };
const FLOWA = { productName: "Flowa", productDescription: "Clases de yoga online en directo. Más de 20.000 alumnas. Primer mes gratis. Para corredores que quieren ganar flexibilidad." };
const CAPSULA = { productName: "Capsula", productDescription: "Caffè in capsule compostabili. Premiato al Golden Bean 2024. Spedizione gratuita sopra i 30 €. Pensato per i genitori che lavorano da casa." };

const typeOf = (brief: Brief, text: string) => [...brief.benefits, ...brief.features].find((f) => f.text.toLowerCase() === text.toLowerCase())?.type;
const typesOf = (brief: Brief) => [...brief.benefits, ...brief.features].map((f) => f.type);

describe("fact types in brief parsing", () => {
  it("types offers, proofs and claims in English", () => {
    const brief = parseBrief(FORKFUL, "en");
    expect(typeOf(brief, "first box 50% off and free delivery")).toBe("offer");
    expect(typeOf(brief, "rated 4.8 stars by 12,000 families")).toBe("proof");
    expect(typeOf(brief, "dinner on the table in 20 minutes")).toBe("benefit");
    expect(typeOf(brief, "with recipes picked by nutritionists")).toBe("feature");
  });

  it("types them in German, French, Spanish and Italian with each pack's cues", () => {
    const de = parseBrief(TASKWERK, "de");
    expect(typeOf(de, "30 Tage kostenlos testen")).toBe("offer");
    expect(typeOf(de, "keine Kreditkarte nötig")).toBe("offer");
    expect(typeOf(de, "von über 3.000 Teams genutzt")).toBe("proof");
    expect(typeOf(de, "Zeiterfassung und Rechnungen in einem Tool")).toBe("feature");
    const fr = parseBrief(DOUCEUR, "fr");
    expect(typeOf(fr, "livraison offerte dès 30 €")).toBe("offer");
    expect(typeOf(fr, "testée sous contrôle dermatologique")).toBe("proof");
    const es = parseBrief(FLOWA, "es");
    expect(typeOf(es, "primer mes gratis")).toBe("offer");
    expect(typeOf(es, "más de 20.000 alumnas")).toBe("proof");
    const it_ = parseBrief(CAPSULA, "it");
    expect(typeOf(it_, "spedizione gratuita sopra i 30 €")).toBe("offer");
    expect(typeOf(it_, "premiato al Golden Bean 2024")).toBe("proof");
  });

  it("does not take a verb for an offer or a proof", () => {
    const brief = parseBrief({ productName: "Lintly", productDescription: "An AI assistant for developers. Reviews your pull requests in seconds. Guarantees a consistent style. 2,300 five-star reviews." }, "en");
    expect(typeOf(brief, "reviews your pull requests in seconds")).toBe("benefit");
    expect(typeOf(brief, "guarantees a consistent style")).toBe("benefit");
    expect(typeOf(brief, "2,300 five-star reviews")).toBe("proof");
  });

  it("keeps a short offer an offer, not a specification", () => {
    expect(typeOf(parseBrief({ productName: "Pace", productDescription: "Road running shoes. 30-day run-it test." }, "en"), "30-day run-it test")).toBe("offer");
    expect(typeOf(parseBrief({ productName: "Pace", productDescription: "Road running shoes. Weighs 235 g." }, "en"), "weighs 235 g")).toBe("spec");
  });

  it("reads an audience phrase as the audience, never as a claim", () => {
    const en = parseBrief(STRIDE, "en");
    expect(en.audience).toBe("runners who keep getting injured");
    expect(typesOf(en)).not.toContain("audience");
    expect(parseBrief(DOUCEUR, "fr").audience).toBe("mamans pressées");
    expect(parseBrief(FLOWA, "es").audience).toBe("corredores que quieren ganar flexibilidad");
    expect(parseBrief(CAPSULA, "it").audience).toBe("genitori che lavorano da casa");
    // A colon head that names the audience is no descriptor.
    const de = parseBrief(KINDERZEIT, "de");
    expect(de.audience).toBe("Eltern mit wenig Zeit");
    expect(de.descriptor).toBeNull();
    expect([...de.benefits, ...de.features].map((f) => f.text)).not.toContain("für Eltern mit wenig Zeit");
  });

  it("lets the user's target audience win over the description's", () => {
    expect(parseBrief({ ...STRIDE, targetAudience: "club runners" }, "en").audience).toBe("club runners");
  });

  it("does not read a purpose as an audience", () => {
    const brief = parseBrief({ productName: "Pace", productDescription: "Road running shoes. For early morning runs, with a reflective heel." }, "en");
    expect(brief.audience).toBeNull();
    expect(typesOf(brief)).not.toContain("audience");
  });
});

describe("typed slots", () => {
  it("declares what each slot takes", () => {
    // A promise, a benefit or a picture never gets an offer, a proof or an audience.
    for (const move of ["promise", "benefit", "after", "solution", "quote"] as const) {
      expect(slotAccepts("benefit", null, move)).not.toContain("offer");
      expect(slotAccepts("benefit", null, move)).not.toContain("proof");
      expect(slotAccepts("benefit", null, move)).not.toContain("spec");
    }
    expect(slotAccepts("feature", null, "offer")[0]).toBe("offer");
    expect(slotAccepts("feature", null, "proof")[0]).toBe("proof");
    expect(slotAccepts("benefit", "offer", "hook")).toEqual(["offer"]);
    for (const move of ["hook", "offer", "proof", "feature", "headline"] as const) expect(slotAccepts("feature", null, move)).not.toContain("audience");
  });

  const briefs: Array<[string, { productName: string; productDescription: string }]> = [
    ["English", FORKFUL],
    ["English", STRIDE],
    ["German", TASKWERK],
    ["German", KINDERZEIT],
    ["French", DOUCEUR],
    ["Spanish", FLOWA],
    ["Italian", CAPSULA],
  ];

  for (const [language, brief] of briefs) {
    it(`fills every slot with a fact of its type (${brief.productName}, ${language}, 36 types)`, () => {
      const { result, fills } = recordFills(() =>
        AD_TEXT_TYPES.flatMap((info, i) =>
          generateAdTexts({ ...brief, type: info.value, tone: TONES[i % TONES.length], outputLanguage: language, emojiSelection: 1, count: 2, seed: 300 + i }),
        ),
      );
      expect(result.length).toBe(72);
      expect(fills.length).toBeGreaterThan(50);
      expect(fills.filter(isWrongType)).toEqual([]);
      expect(fills.some((f) => f.factType === "audience")).toBe(false);
      // The offer lines say the brief's offer, the proof lines its proof.
      const offerLines = fills.filter((f) => f.move === "offer");
      const proofLines = fills.filter((f) => f.move === "proof");
      expect(offerLines.length).toBeGreaterThan(0);
      expect(offerLines.filter((f) => f.factType === "offer").length / offerLines.length).toBeGreaterThanOrEqual(0.5);
      expect(proofLines.some((f) => f.factType === "proof")).toBe(true);
    });
  }
});
