import { describe, expect, it } from "vitest";
import { licenseOf, unlicensedClaims } from "@/lib/ai/language";
import { ROUND13_BRIEFS } from "../../../bench/ad-copy-quality/briefs-round13";
import { briefsById, requestOf, textsOf } from "./round-support";
import { briefTypos } from "./vocabulary";

// Causes of round 13's blind reading (bench/ad-copy-quality/labels-round13.json, issue #25), fixed at their cause.
const briefOf = briefsById(ROUND13_BRIEFS);
const brief = (id: string) => requestOf(briefOf(id));
/** 36 texts of a round-13 brief: every type once. */
const allTexts = (id: string): string[] => textsOf(briefOf(id), 1, 13000);

const openBracket = (line: string): boolean => (line.match(/\(/gu)?.length ?? 0) > (line.match(/\)/gu)?.length ?? 0);

describe("round 13, cause 1: a cut never leaves a bracket open or a reference's abbreviation without its number", () => {
  it("r13-nl-glazenwasser: no line leaves a bracket open, and the family business keeps its father and two sons", () => {
    const texts = allTexts("r13-nl-glazenwasser");
    for (const line of texts.flatMap((t) => t.split("\n"))) expect(openBracket(line), line).toBe(false);
    expect(texts.join("\n")).not.toMatch(/\(vader(?! en 2 zoons)/u);
  });

  it("r13-de-honorarberatung: '§34d Abs.' is never written without its '2 GewO'", () => {
    const texts = allTexts("r13-de-honorarberatung");
    expect(texts.join("\n")).not.toMatch(/Abs\.(?! 2 GewO)/u);
  });
});

describe("round 13, cause 5: stock frames a reader marks are not written", () => {
  const cases: Array<[string, RegExp]> = [
    ["r13-de-hufschmied", /auf einen Blick:/u],
    ["r13-de-honorarberatung", /auf einen Blick:/u],
    ["r13-fr-vrac", /En bref\s*:/u],
    ["r13-tr-kombi", /En güzeli ne mi/u],
  ];
  for (const [id, frame] of cases) {
    it(`${id}: no ${frame}`, () => {
      for (const text of allTexts(id)) expect(text, id).not.toMatch(frame);
    });
  }

  it("a luthier who 'dont ship new guitars' launches nothing: 'Merrow Guitars is here.' is flagged", () => {
    const { request, language } = brief("r13-en-luthier");
    expect(unlicensedClaims("Merrow Guitars is here.", language, licenseOf(request)).map((f) => f.category)).toContain("novelty");
  });
});

describe("round 13, cause 4: a contraction typed without its apostrophe is a typo, warned and never copied", () => {
  it("finds 'theres', 'dont' and 'ive' in the climbing gym's and the luthier's briefs", () => {
    const found = (id: string) => briefTypos(brief(id).request, "en").map((t) => `${t.word}>${t.likely}`);
    expect(found("r13-en-bouldering")).toContain("theres>there's");
    expect(found("r13-en-luthier")).toEqual(expect.arrayContaining(["theres>there's", "dont>don't", "ive>i've"]));
  });

  it("copies none of them", () => {
    for (const id of ["r13-en-bouldering", "r13-en-luthier"]) for (const text of allTexts(id)) expect(text, id).not.toMatch(/\b(?:theres|dont|ive)\b/iu);
  });
});

describe("round 13, cause 3: a sentence about 'the others' or an 'otherwise' clause keeps what it refers to", () => {
  it("r13-pt-conservas: 'as outras latas' and '4,90 € cada' are written only with the numbered Christmas tins", () => {
    const sentences = allTexts("r13-pt-conservas").flatMap((t) => t.split(/\n|(?<=\.)\s+(?=\p{Lu})/u));
    for (const s of sentences.filter((x) => /outras latas|4,90 € cada/iu.test(x))) expect(s).toMatch(/1500 latas/u);
  });

  it("r13-fr-vrac: no line opens on 'sinon'", () => {
    for (const line of allTexts("r13-fr-vrac").flatMap((t) => t.split(/\n|(?<=[.:])\s+/u))) expect(line).not.toMatch(/^sinon\b/iu);
  });
});
