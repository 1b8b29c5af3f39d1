import { describe, expect, it } from "vitest";
import { parseCustomRequest } from "./custom-request";
import { generateAdTexts } from "./generate";
import { LANGUAGE_CODES } from "./languages";
import { MUG, request } from "./test-support";
import { AD_TEXT_TYPES } from "./types";
import { adTextWarnings } from "./warnings";

describe("parseCustomRequest", () => {
  it("reads the documented instructions", () => {
    expect(parseCustomRequest("Mention free shipping").mention).toEqual(["free shipping"]);
    expect(parseCustomRequest("Please highlight that it is made in Portugal.").mention).toEqual(["it is made in Portugal"]);
    expect(parseCustomRequest('avoid the word "cheap"').avoid).toEqual(["cheap"]);
    expect(parseCustomRequest("Don't use the words cheap or bargain").avoid).toEqual(["cheap", "bargain"]);
    expect(parseCustomRequest("shorter").length).toBe(-1);
    expect(parseCustomRequest("Make it longer").length).toBe(1);
    expect(parseCustomRequest("use formal address").address).toBe("formal");
    expect(parseCustomRequest("Use informal address").address).toBe("informal");
    expect(parseCustomRequest("duzen").address).toBe("informal");
    expect(parseCustomRequest("tutoyer").address).toBe("informal");
    expect(parseCustomRequest("vouvoyer").address).toBe("formal");
    expect(parseCustomRequest("No emoji").emoji).toBe(false);
    expect(parseCustomRequest("add some emojis").emoji).toBe(true);
    expect(parseCustomRequest("no exclamation marks").exclamation).toBe(false);
    expect(parseCustomRequest("include the link").includeUrl).toBe(true);
    expect(parseCustomRequest("no hashtags").hashtags).toBe(false);
  });

  it("splits several instructions and keeps what it does not understand", () => {
    const parsed = parseCustomRequest("Mention free shipping, avoid the word cheap and keep it shorter. Rhyme if you can.");
    expect(parsed.mention).toEqual(["free shipping"]);
    expect(parsed.avoid).toEqual(["cheap"]);
    expect(parsed.length).toBe(-1);
    expect(parsed.ignored).toEqual(["Rhyme if you can"]);
  });
});

describe("customRequest in generated texts", () => {
  it("mentions what it is asked to, in every type", () => {
    const missing: string[] = [];
    for (const info of AD_TEXT_TYPES) {
      for (const language of ["en", "fr"]) {
        for (const text of generateAdTexts(request({ type: info.value, outputLanguage: language, count: 3, customRequest: "mention free shipping" }))) {
          if (!text.value.toLowerCase().includes("free shipping")) missing.push(`${info.name} ${language}: ${text.value}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("avoids a word even when the inputs use it", () => {
    const cheap = {
      ...MUG,
      productDescription: "A self-heating mug, not a cheap gadget. Keeps coffee hot for up to 80 minutes. Cheap to run on a wireless coaster.",
      cta: "Get it cheap today",
    };
    const found: string[] = [];
    for (const info of AD_TEXT_TYPES) {
      for (const language of LANGUAGE_CODES.filter((_, i) => i % 2 === info.value % 2)) {
        for (const text of generateAdTexts(request({ ...cheap, type: info.value, outputLanguage: language, count: 2, customRequest: "avoid the word cheap" }))) {
          if (/cheap/i.test(text.value)) found.push(`${info.name} ${language}: ${text.value}`);
        }
      }
    }
    expect(found).toEqual([]);
  });

  it("writes shorter texts when asked", () => {
    // Summed over four seeds: on one seed the ratio swings 0.92-0.96 with any template change (round 10 measured
    // 0.949 before dropping its stock frames, 0.955 after; over these four seeds about 0.94 before and after).
    const total = (customRequest?: string): number =>
      AD_TEXT_TYPES.filter((t) => t.kind === "framework")
        .flatMap((t) => [0, 100, 200, 300].flatMap((base) => generateAdTexts(request({ type: t.value, count: 3, seed: t.value + base, customRequest }))))
        .reduce((sum, t) => sum + [...t.value].length, 0);
    expect(total("shorter")).toBeLessThan(total() * 0.95);
    expect(total("longer")).toBeGreaterThan(total());
  });

  it("drops emoji and exclamation marks on request", () => {
    const texts = generateAdTexts(request({ type: 0, tone: "Enthusiastic", customRequest: "no emoji, no exclamation marks" }));
    for (const text of texts) expect(text.value).not.toMatch(/[!\p{Extended_Pictographic}]/u);
  });
});

describe("warnings", () => {
  const base = { productName: "Shiftly", productDescription: "Staff scheduling for restaurants and cafés. Free for up to 15 employees.", outputLanguage: "en" };

  it("understands offers and events as something to mention", () => {
    const parsed = parseCustomRequest("Black Friday with 20% off. Make it formal");
    expect(parsed.mention).toEqual(["Black Friday with 20% off"]);
    expect(parsed.address).toBe("formal");
    expect(parsed.ignored).toEqual([]);
  });

  it("says what it did not do as asked", () => {
    expect(adTextWarnings(base)).toEqual([]);
    expect(adTextWarnings({ ...base, customRequest: "write it like a pirate" }).map((w) => w.code)).toEqual(["InstructionNotUnderstood"]);
    expect(adTextWarnings({ ...base, tone: "Sardonic" }).map((w) => w.code)).toEqual(["ToneNotKnown"]);
    expect(adTextWarnings({ ...base, tone: "luxurious, calm" })).toEqual([]);
    const german = { ...base, productDescription: "Dienstplanung für Restaurants und Cafés. Kostenlos für bis zu 15 Mitarbeitende und ohne Vertrag." };
    expect(adTextWarnings(german).map((w) => w.code)).toEqual(["BriefLanguageDiffers"]);
    expect(adTextWarnings(german, true)).toEqual([]);
  });
});
