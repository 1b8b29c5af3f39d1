import { describe, expect, it } from "vitest";
import { rewriteHeadline } from "@/lib/ai/text-ops";
import { adCopiesWarnings, changeSentimentWarnings, warningsHeader } from "./warnings";

const shiftly = {
  productName: "Shiftly",
  productDescription: "Shift scheduling app for restaurants and shops. Free for up to 15 employees.",
  targetAudience: "restaurant owners",
  outputLanguage: "en",
  tone: "Friendly",
};
const codes = (warnings: Array<{ code: string }>) => warnings.map((w) => w.code);

describe("AdCopies warnings", () => {
  it("names a strategy the engine does not know, and none it knows", () => {
    const unknown = adCopiesWarnings({ ...shiftly, strategy: "Black Friday with 20% off" }, false);
    expect(codes(unknown)).toEqual(["InstructionNotUnderstood"]);
    expect(unknown[0]!.message).toContain("“Black Friday with 20% off”");
    expect(adCopiesWarnings({ ...shiftly, strategy: "Scarcity" }, false)).toEqual([]);
    expect(adCopiesWarnings({ ...shiftly, strategy: "  " }, false)).toEqual([]);
  });

  it("names a tone it writes as Professional instead, not one it reads from a description", () => {
    expect(codes(adCopiesWarnings({ ...shiftly, tone: "sassy pirate" }, false))).toEqual(["ToneNotKnown"]);
    expect(adCopiesWarnings({ ...shiftly, tone: "a calm, reassuring voice" }, false)).toEqual([]);
    expect(adCopiesWarnings({ ...shiftly, tone: "Professional" }, false)).toEqual([]);
  });

  it("says when the brief is in another language than the copy", () => {
    const german = { ...shiftly, productDescription: "Schichtplanung für Restaurants und Läden. Kostenlos bis 15 Mitarbeitende, in zehn Minuten pro Woche erledigt." };
    expect(codes(adCopiesWarnings(german, false))).toEqual(["BriefLanguageDiffers"]);
    expect(adCopiesWarnings({ ...german, outputLanguage: "de" }, false)).toEqual([]);
  });

  it("has nothing to say for a text model, which reads any tone or strategy and translates", () => {
    expect(adCopiesWarnings({ ...shiftly, tone: "sassy pirate", strategy: "Black Friday" }, true)).toEqual([]);
  });
});

describe("ChangeSentiment warnings", () => {
  const headLine = "Shiftly: staff scheduling that takes 10 minutes a week, free for up to 15 employees";
  const input = { headLine, productName: "Shiftly", tone: "Urgent", textLimit: 30 };

  it("names the figures a rewrite left out to fit, whoever wrote it", () => {
    const text = rewriteHeadline({ ...input, productDescription: shiftly.productDescription, seed: 1 });
    const warnings = changeSentimentWarnings(input, text, false);
    expect(codes(warnings)).toEqual(["FactDropped"]);
    // 30 characters hold one of the two figures (perhaps with a shorter unit: "10 min"); the
    // warning names the other.
    const left = ["10 minutes", "15 employees"].filter((figure) => !text.includes(figure.split(" ")[0]!));
    expect(left).toHaveLength(1);
    expect(warnings[0]!.message).toBe(`To fit 30 characters the rewrite left out “${left[0]}”. Allow more characters to keep it.`);
    expect(changeSentimentWarnings({ ...input, textLimit: 120 }, "Staff scheduling in 10 minutes a week, free for up to 15 employees.", true)).toEqual([]);
    expect(codes(changeSentimentWarnings(input, "Shiftly. Act now!", true))).toEqual(["FactDropped"]);
  });

  it("says when the headline is in another language than the rewrite, and does not count its figures then", () => {
    const warnings = changeSentimentWarnings({ ...input, language: "de", textLimit: 120 }, "Shiftly: Schichtplanung für Restaurants.", false);
    expect(codes(warnings)).toEqual(["BriefLanguageDiffers"]);
    expect(warnings[0]!.message).toMatch(/headline is in English, the rewrite in German/);
    expect(changeSentimentWarnings({ ...input, language: "en", textLimit: 120 }, headLine, false)).toEqual([]);
  });

  it("names a tone it does not know", () => {
    expect(codes(changeSentimentWarnings({ ...input, tone: "like a pirate", textLimit: 200 }, headLine, false))).toEqual(["ToneNotKnown"]);
  });
});

describe("the warnings header", () => {
  it("is ASCII JSON that parses back to the same warnings", () => {
    const warnings = [{ code: "FactDropped" as const, message: "To fit 30 characters the rewrite left out “10 Minuten” – ça." }];
    const header = warningsHeader(warnings);
    expect(header).toMatch(/^[\x20-\x7e]*$/);
    expect(JSON.parse(header)).toEqual(warnings);
    expect(warningsHeader([])).toBe("[]");
  });

  it("escapes a character beyond the basic plane (an emoji tone) as its surrogate pair", () => {
    const warnings = [{ code: "ToneNotKnown" as const, message: "The tone “🏴‍☠️ pirate 😀” is not one we know." }];
    const header = warningsHeader(warnings);
    expect(header).toMatch(/^[\x20-\x7e]*$/);
    expect(() => new Headers({ "x-warnings": header })).not.toThrow();
    expect(JSON.parse(header)).toEqual(warnings);
  });
});
