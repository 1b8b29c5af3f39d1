import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../codes";
import { LANGUAGE_IDENTITIES } from "./identities";
import { LANGUAGE_PACKS } from "./index";

describe("language identities (packs/<xx>/language.ts)", () => {
  it("are the packs' own language part, for every language", () => {
    for (const code of LANGUAGE_CODES) expect(LANGUAGE_IDENTITIES[code]).toBe(LANGUAGE_PACKS[code].language);
  });

  it("name no language twice: a name listed in two packs would resolve to whichever comes last", () => {
    const owner = new Map<string, string>();
    const twice: string[] = [];
    for (const code of LANGUAGE_CODES) {
      for (const name of LANGUAGE_IDENTITIES[code].names) {
        if (owner.has(name) && owner.get(name) !== code) twice.push(`${name}: ${owner.get(name)} ${code}`);
        owner.set(name, code);
      }
    }
    expect(twice).toEqual([]);
  });

  it("write names as they are looked up (lower case, no accents) and function words in lower case, or they never match", () => {
    for (const code of LANGUAGE_CODES) {
      const { names, functionWords, cutDangling } = LANGUAGE_IDENTITIES[code];
      for (const name of names) expect(name).toBe(name.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase());
      for (const word of [...functionWords, ...cutDangling]) expect(word).toBe(word.toLocaleLowerCase());
    }
  });
});
