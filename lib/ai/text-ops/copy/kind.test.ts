import { describe, expect, it } from "vitest";
import { TONES } from "@/lib/ai/language";
import { writeAdCopies } from ".";
import { ICON_CHOICES } from "../icons";
import { kindCtas, kindPermits, productKindOf } from "./kind";
import { COPY_PACKS } from "./packs";

// Issue #15: "Grab yours today!" for a scheduling app, "Only while stocks last" for a luxury watch.
const APP = { productName: "Mathbloom", productDescription: "A maths app for kids aged 5 to 9. Short daily games that follow the school curriculum, no ads.", targetAudience: "parents", cta: "" };
const SAAS = { productName: "Shiftly", productDescription: "Staff scheduling software for restaurants. Build next week's rota in 10 minutes.", targetAudience: "restaurant owners", cta: "" };
const BAKERY = { productName: "Crumb & Co.", productDescription: "Neighbourhood bakery in Leith baking sourdough every morning from 6 am. Order cakes 48 hours ahead.", targetAudience: "locals", cta: "" };
const WATCH = { productName: "Aurelle Meridian", productDescription: "A Swiss automatic watch in 18k rose gold, hand-finished, limited to 250 pieces.", targetAudience: "collectors", cta: "" };
const MUG = { productName: "Aurora Smart Mug", productDescription: "A self-heating mug that keeps coffee hot for up to 80 minutes.", targetAudience: "remote workers", cta: "" };

const copies = (brief: typeof APP, tone: string, language = "en", strategy = "") =>
  writeAdCopies({ ...brief, outputLanguage: language, tone, strategy, isLongHeadline: false, seed: 5 });
const everything = (brief: typeof APP, language = "en", strategy = "") =>
  TONES.flatMap((tone) => {
    const c = copies(brief, tone, language, strategy);
    return [...c.headlines, ...c.punchlines, ...c.callToActions.map((x) => x.cta)];
  });

describe("copies follow what the product is", () => {
  it("reads the kinds the tests use", () => {
    expect([APP, SAAS, BAKERY, WATCH, MUG].map((b) => productKindOf(b.productName, b.productDescription, b.targetAudience))).toEqual(["app", "saas", "local", "luxury", "food"]);
  });

  it("an app gets download or try wording, never a cart or 'grab yours'", () => {
    for (const tone of TONES) {
      const ctas = copies(APP, tone).callToActions.map((c) => c.cta);
      expect(ctas.some((c) => /download|try|get the app|install/i.test(c)), `${tone}: ${ctas.join(" | ")}`).toBe(true);
      expect(ctas.filter((c) => /cart|shop|grab|order/i.test(c))).toEqual([]);
    }
    expect(everything(APP).filter((t) => /grab yours|while stocks last|stocks are limited/i.test(t))).toEqual([]);
  });

  it("software gets started or signed up for, not grabbed", () => {
    const texts = everything(SAAS, "en", "Limited-time offer");
    expect(texts.filter((t) => /grab yours|stocks|treat yourself|find your favourite/i.test(t))).toEqual([]);
    expect(copies(SAAS, "Urgent").callToActions.map((c) => c.cta).join(" ")).toMatch(/get started|sign up|create your account|join/i);
  });

  it("a bakery gets visit wording, in every language", () => {
    for (const language of ["en", "de", "fr", "es", "it"]) {
      const ctas = copies(BAKERY, "Friendly", language).callToActions.map((c) => c.cta);
      expect(ctas.slice(0, 2).map((c) => c.toLowerCase()).join(" | ")).toMatch(/visit|find us|vorbeikommen|finden|passez|trouver|ven a vernos|llegar|passa a trovarci|raggiungerci/);
      expect(ctas.filter((c) => /cart|warenkorb|panier|carrito|carrello/i.test(c))).toEqual([]);
    }
    expect(everything(BAKERY).filter((t) => /grab yours/i.test(t))).toEqual([]);
  });

  it("a luxury watch gets no hard-sell urgency, even with an urgency strategy and the Urgent tone", () => {
    for (const language of ["en", "de", "fr"] as const) {
      const urgent = COPY_PACKS[language].tones.urgent.closers;
      const texts = everything(WATCH, language, "Limited-time offer");
      expect(texts.filter((t) => urgent.some((closer) => t.includes(closer.replace(/[!.]$/u, ""))))).toEqual([]);
      expect(texts.filter((t) => /while stocks last|stocks are limited|grab yours|vorrat|stock limité|don't miss out/i.test(t))).toEqual([]);
    }
  });

  it("keeps the hard sell for goods you take home", () => {
    // "Grab yours now!" claims scarcity: only for a brief that says stock is limited (issue #25).
    const urgent = copies({ ...MUG, productDescription: `${MUG.productDescription} Limited stock.` }, "Urgent", "en");
    expect(kindPermits("en", "Grab yours today!", "food")).toBe(true);
    expect(urgent.callToActions.map((c) => c.cta)).toContain("Grab yours now!");
  });

  it("gives a kind's calls to action the same icons in every language", () => {
    for (const kind of ["app", "saas", "local", "luxury"] as const) {
      const icons = kindCtas("en", kind).map(([, icon]) => icon);
      expect(icons.length).toBeGreaterThan(1);
      for (const language of Object.keys(COPY_PACKS) as Array<keyof typeof COPY_PACKS>) {
        const ctas = kindCtas(language, kind);
        expect(ctas.map(([, icon]) => icon)).toEqual(icons);
        for (const [text] of ctas) expect(text).not.toBe("");
      }
    }
    expect(kindCtas("en", "food")).toEqual([]);
  });

  it("uses only icons a remote model may choose too", () => {
    for (const brief of [APP, SAAS, BAKERY, WATCH]) for (const c of copies(brief, "Calm", "de").callToActions) expect(ICON_CHOICES).toContain(c.fontAwesomeIcon);
  });
});
