import { describe, expect, it } from "vitest";
import { licenseOf, parseBrief, unlicensedClaims } from "@/lib/ai/language";
import { generateAdTexts } from "./generate";

// Causes of round 11 (bench/ad-copy-quality/labels-round11.json, issue #25), fixed at their cause. Briefs as
// customers typed them (bench/ad-copy-quality/briefs-round11.ts).
const FUNERAL = { productName: "Bestattungshaus Lindemann", productDescription: "familiengeführtes bestattungshaus in Kassel seit 1952, in 3. Generation. Erd-, Feuer-, See- und Baumbestattungen, Trauerfeiern in unserem eigenen Abschiedsraum, Hilfe bei Behördengängen und Trauerdruck. Bestattungsvorsorge mit Treuhandvertrag (Deutsche Bestattungsvorsorge Treuhand AG). Feuerbestattung ab 2.290€ inkl. Sarg, Überführung im Stadtgebiet und Urne, Friedhofsgebühren kommen dazu. im Trauerfall Tag und Nacht erreichbar unter 0561 7398420, Büro Mo-Fr 8-17 Uhr. Mitglied im Bundesverband Deutscher Bestatter.", targetAudience: "Angehörige im Trauerfall und Menschen, die vorsorgen möchten", tone: "würdevoll und schlicht, keine Werbesprache, nichts Reißerisches" };

type Brief = { productName: string; productDescription: string; targetAudience?: string; cta?: string; tone?: string };
function allTexts(brief: Brief, language: string): string[] {
  const out: string[] = [];
  for (let type = 0; type < 36; type++) for (const { value } of generateAdTexts({ ...brief, type, outputLanguage: language, emojiSelection: 0, count: 2, seed: 11000 + type })) out.push(value);
  return out;
}

describe("round 11, cause 1: a service that sells no goods and gives no CTA is contacted, never bought from", () => {
  it("the claim checker flags a purchase CTA for the funeral home (no booking word in its brief)", () => {
    const license = licenseOf(FUNERAL);
    for (const cta of ["Jetzt kaufen.", "Bestellen Sie noch heute.", "Jetzt bestellen."]) {
      expect(unlicensedClaims(cta, "de", license).map((c) => c.category), cta).toContain("purchase");
    }
  });

  it("flags a purchase CTA for a law firm, a clinic and a plumber without a CTA, in their languages", () => {
    const cases: [string, string, string][] = [
      ["despacho de abogados de extranjería en Barcelona, primera consulta 50€.", "es", "Compra ya."],
      ["cabinet dentaire à Lyon, soins et implants.", "fr", "Commandez maintenant."],
      ["emergency plumbers in Leeds, boilers and leaks.", "en", "Order yours today."],
      ["uitvaartverzorging in Utrecht sinds 1970.", "nl", "Bestel nu."],
    ];
    for (const [productDescription, language, cta] of cases) {
      const license = licenseOf({ productName: "Vidal", productDescription });
      expect(unlicensedClaims(cta, language as "es", license).map((c) => c.category), productDescription).toContain("purchase");
    }
  });

  it("still licenses a purchase for a shop that sells goods", () => {
    expect(licenseOf({ productName: "Bloom", productDescription: "skin care serum with vitamin C, 30 ml." }).purchase).toBe(true);
  });

  it("reads the funeral home as asking for contact", () => {
    const brief = parseBrief(FUNERAL, "de");
    expect(brief.contact).toBe(true);
    expect(brief.goal).not.toBe("sales");
  });

  it("writes no buy or order CTA for the funeral home in 72 texts, and asks for contact in some", () => {
    const texts = allTexts(FUNERAL, "de");
    for (const text of texts) expect(text).not.toMatch(/kaufen|bestell/iu);
    expect(texts.some((t) => /Sprechen Sie uns an|Rufen Sie uns an|Kontakt/u.test(t))).toBe(true);
  });
});
