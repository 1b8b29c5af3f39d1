import { describe, expect, it } from "vitest";
import { generateAdTexts } from "./generate";
import { nameTooSoon } from "./name-spacing";
import { QUALITY_BRIEFS } from "./quality-briefs";
import { nameRepeated } from "./score-fluency";
import { AD_TEXT_TYPES } from "./types";

describe("nameTooSoon", () => {
  it("finds the name said again within a glance of the last mention", () => {
    expect(nameTooSoon("Kostenlos testen: Shiftly!", "Shiftly kann eine Sache richtig gut: der Wochenplan steht in 10 Minuten.", "Shiftly")).toBe(true);
    expect(nameTooSoon("Essayer gratuitement : Shiftly n’attend que vous.", "Planning du personnel. Shiftly. ", "Shiftly")).toBe(true);
  });

  it("finds the name twice in one sentence", () => {
    expect(nameTooSoon("Shiftly: the rota in 10 minutes, that's Shiftly.", "", "Shiftly")).toBe(true);
    const long = `Shiftly, ${"with reminders and rotas and ".repeat(6)}that is Shiftly.`;
    expect(long.length).toBeGreaterThan(150);
    expect(nameTooSoon(long, "", "Shiftly")).toBe(true);
  });

  it("lets the name come back after a screenful, or in a sentence without it", () => {
    expect(nameTooSoon("Sign up free!", "Shiftly builds the rota.", "Shiftly")).toBe(false);
    expect(nameTooSoon("Sign up free — Shiftly is waiting!", `Shiftly builds the rota. ${"It sends reminders by SMS. ".repeat(6)}`, "Shiftly")).toBe(false);
    expect(nameTooSoon("Shiftly builds the rota.", "", "Shiftly")).toBe(false);
  });
});

describe("the name in short platform slots", () => {
  // Issue #15's reports: "Kostenlos testen: Shiftly!" after "Shiftly kann eine Sache richtig gut…", "Acheter : Strider Pace 3 !".
  const briefs = QUALITY_BRIEFS.filter((b) => ["saas-de", "saas-fr", "shoes-fr", "bakery-de", "bakery-it"].includes(b.id));

  it("is not said twice in one slot of Google, Meta, LinkedIn, X or TikTok ads when the brief has facts", () => {
    const repeated = briefs.flatMap((brief) =>
      [24, 26, 28, 29, 30].flatMap((type) =>
        generateAdTexts({ ...brief, type, tone: "Friendly", outputLanguage: brief.output, emojiSelection: 1, count: 5, seed: 11 + type })
          .filter((t) => nameRepeated(t.value, AD_TEXT_TYPES[type]!, brief.productName))
          .map((t) => `${brief.id} ${type}: ${t.value}`),
      ),
    );
    expect(repeated).toEqual([]);
  });
});
