/**
 * Copy written from briefs in each pack's own language: the defects the pack authors reported
 * and could not fix from their packs must not come back.
 */
import { describe, expect, it } from "vitest";
import { parseBrief } from "@/lib/ai/language";
import { generateAdTexts } from "./generate";
import { LANGUAGE_CODES } from "./languages";
import { buildHashtags } from "./specials";
import { MUG, NATIVE, request } from "./test-support";
import { AD_TEXT_TYPES } from "./types";

const LABELS = [...new Set(AD_TEXT_TYPES.flatMap((t) => t.slots.map((s) => s.label)))];
const TONES = ["Professional", "Urgent", "Friendly", "Playful", "Luxurious", "Bold"];

function write(language: string, input: object, types: readonly number[] = AD_TEXT_TYPES.map((t) => t.value), count = 2): string[] {
  return types.flatMap((type) =>
    generateAdTexts(request({ ...input, type, tone: TONES[type % TONES.length], outputLanguage: language, emojiSelection: 1, count, seed: type })).map((t) => t.value),
  );
}

/** Lines without their slot label ("Headline 1: "), which is no part of the copy. */
const bodies = (text: string): string[] =>
  text.split("\n").map((line) => {
    const label = LABELS.find((l) => line.startsWith(`${l}: `));
    return label ? line.slice(label.length + 2) : line;
  });

const SOFTWARE = {
  de: NATIVE.deSoftware,
  nl: NATIVE.nlSoftware,
  fr: { productName: "Ledgerly", productDescription: "Logiciel de comptabilité pour indépendants : rapprochement bancaire automatique, factures en deux clics et estimation trimestrielle de la TVA." },
  es: { productName: "Ledgerly", productDescription: "Software de contabilidad para autónomos: conciliación bancaria automática, facturas en dos clics y estimación trimestral del IVA." },
  it: { productName: "Ledgerly", productDescription: "Software di contabilità per freelance: riconciliazione bancaria automatica, fatture in due clic e stima trimestrale dell'IVA." },
  pt: { productName: "Ledgerly", productDescription: "Software de contabilidade para freelancers: conciliação bancária automática, notas fiscais em dois cliques e estimativa trimestral de impostos." },
  tr: { productName: "Ledgerly", productDescription: "Serbest çalışanlar için muhasebe yazılımı: otomatik banka eşleştirme, iki tıkla fatura ve üç aylık vergi tahmini." },
  en: { productName: "Ledgerly", productDescription: "Bookkeeping software for freelancers: automatic bank sync, invoices in two clicks and quarterly tax estimates." },
} as const;

describe("copy from native briefs", () => {
  it("never puts two colons in one sentence, in any language", () => {
    const failures = LANGUAGE_CODES.flatMap((language) =>
      [...write(language, SOFTWARE[language], [0, 4, 5, 8, 11, 14, 21, 24, 25, 26, 28, 33]), ...write(language, SOFTWARE[language], [24, 32], 6)].filter((text) =>
        bodies(text).some((line) =>
          line.split(/(?<=[.!?])\s+/u).some((sentence) => (sentence.replace(/https?:\/\/\S+/gu, "").match(/(?<!\d):(?!\d)/gu) ?? []).length > 1),
        ),
      ),
    );
    expect(failures).toEqual([]);
  });

  it("continues German facts after a colon in lower case unless they start with a noun", () => {
    const texts = [...write("de", NATIVE.de), ...write("de", { ...NATIVE.de, cta: undefined }, [0, 4, 5, 8], 10)];
    expect(texts.filter((t) => bodies(t).some((line) => /[:–] (?:Lädt|Spülmaschinenfester|Ein selbstheizender|Bis zu)\b/u.test(line)))).toEqual([]);
    expect(texts.some((t) => /: (?:lädt|spülmaschinenfester|ein selbstheizender)\b/u.test(t))).toBe(true);
  });

  it("ends German quotations with „…“ and keeps the space after the closing mark", () => {
    // A customer's words are written only when the brief has some (issue #25: no invented testimonial), so these briefs quote a customer.
    const reviewed = <T extends { productDescription: string }>(brief: T) => ({ ...brief, productDescription: `${brief.productDescription} Eine Kundin schreibt: „Genau das, was ich gesucht habe.“` });
    const quotes = write("de", reviewed(NATIVE.de), [16], 6).concat(write("de", reviewed(NATIVE.deSoftware), [16], 6));
    expect(quotes.filter((t) => /“\.|“\p{L}/u.test(t))).toEqual([]);
    expect(quotes.some((t) => t.includes("„"))).toBe(true);
  });

  it("never says a number twice, whatever its case", () => {
    const texts = write("tr", NATIVE.tr);
    expect(texts.filter((t) => (t.toLowerCase().match(/240 gram/g) ?? []).length > 1)).toEqual([]);
    expect(texts.filter((t) => /80 dakika boyunca istediğiniz(?! sıcaklıkta)/u.test(t))).toEqual([]);
  });

  it("asks for the click once in a how-to", () => {
    const failures = LANGUAGE_CODES.flatMap((language) =>
      [{ ...MUG, cta: "Order now" }].flatMap((input) =>
        Array.from({ length: 4 }, (_, seed) =>
          generateAdTexts(request({ ...input, type: 22, outputLanguage: language, count: 3, seed, tone: TONES[seed] })).map((t) => t.value),
        ).flat(),
      ).filter((text) => (text.toLowerCase().match(/order now/g) ?? []).length > 1),
    );
    expect(failures).toEqual([]);
  });

  it("tags German nouns and no word that addresses the reader", () => {
    const tags = buildHashtags(parseBrief(NATIVE.de, "de"), 100, "de");
    expect(tags).not.toMatch(/#(?:deinen|deiner|selbstheizender)\b/u);
    expect(tags).toContain("#Kaffee");
    expect(buildHashtags(parseBrief(NATIVE.tr, "tr"), 100, "tr")).not.toContain("#istediğiniz");
  });

  it("keeps an apostrophe plural in one hashtag", () => {
    expect(buildHashtags(parseBrief({ ...NATIVE.nlSoftware, productDescription: "Voor zzp'ers en freelancers." }, "nl"), 100, "nl")).toContain("#zzpers");
    expect(buildHashtags(parseBrief({ ...NATIVE.nlSoftware, productDescription: "Voor zzp'ers en freelancers." }, "nl"), 100, "nl")).not.toContain("Ers");
  });
});
