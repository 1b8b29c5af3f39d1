import { describe, expect, it } from "vitest";
import { adsFromCopies, adCreativesByKindBody } from "@/lib/schemas/finished-ads";
import { formatAdRefs, parseAdRefs } from "./ad-refs";

const P = "0b6a3a52-5f0e-4d7c-9a61-1f2e3d4c5b6a";
const T = "7c1d2e3f-4a5b-4c6d-8e7f-901a2b3c4d5e";

describe("the Make ads page's URL", () => {
  it("keeps the ads as process.task pairs and drops what is not one", () => {
    const refs = [{ processId: P, taskId: T }];
    expect(parseAdRefs(formatAdRefs(refs))).toEqual(refs);
    expect(parseAdRefs(`${P}.${T},nonsense,${P}.x`)).toEqual(refs);
    expect(parseAdRefs(null)).toEqual([]);
    expect(parseAdRefs(Array.from({ length: 9 }, () => `${P}.${T}`).join(","))).toHaveLength(6);
  });
});

describe("AdCreativesByKind's sources", () => {
  const base = { applicationId: P, userId: T, brandKitId: P };
  const copies = { headlines: [" Analog  ist zurück ", "Zwei", "Drei"], punchlines: ["Mit Garantie."], callToActions: [{ cta: "Kaufen", fontAwesomeIcon: "fa-cart" }, { cta: "Ansehen" }], warnings: [] };

  it("makes an ad of each AdCopies headline an ad takes, with the punchline and CTA of its place", () => {
    const long = "Eine Kamera, die jede Erinnerung festhält, so wie Sie sie erlebt haben, Tag für Tag und Jahr für Jahr";
    const answer = { ...copies, headlines: [long, ...copies.headlines], punchlines: ["zu der langen", ...copies.punchlines], callToActions: [{ cta: "Kaufen" }, { cta: "Zum Shop" }, { cta: "x".repeat(31) }] };
    expect(adsFromCopies(adCreativesByKindBody.parse({ ...base, assetId: T, adCopies: answer }).adCopies!)).toEqual([
      { headline: "Analog ist zurück", punchline: "Mit Garantie.", cta: "Zum Shop" },
      { headline: "Zwei", punchline: null, cta: "Kaufen" },
      { headline: "Drei", punchline: null, cta: "Kaufen" },
    ]);
  });

  it("takes one image and one text source, and says which field is wrong", () => {
    const paths = (body: object) => (adCreativesByKindBody.safeParse({ ...base, ...body }).error?.issues ?? []).map((i) => i.path.join("."));
    const ads = [{ headline: "Hallo", cta: "Los" }];
    expect(paths({ assetId: T, ads })).toEqual([]);
    expect(paths({ imageProductGeneratorProcessId: P, taskId: T, ads })).toEqual([]);
    expect(paths({ assetId: T, taskId: T, imageProductGeneratorProcessId: P, ads })).toEqual(["assetId"]);
    expect(paths({ taskId: T, ads })).toEqual([""]);
    expect(paths({ assetId: T, ads, adCopies: copies })).toEqual(["adCopies"]);
    expect(paths({ assetId: T })).toEqual([""]);
    expect(paths({ assetId: T, adCopies: { ...copies, headlines: ["x".repeat(91)] } })).toEqual(["adCopies"]);
    expect(paths({ assetId: T, adCopies: { ...copies, callToActions: [{ cta: "x".repeat(31) }] } })).toEqual(["adCopies"]);
    expect(paths({ assetId: T, adCopies: { ...copies, callToActions: [] } })).toEqual(["adCopies.callToActions"]);
    expect(paths({ assetId: T, adCopies: { ...copies, headlines: [] } })).toEqual(["adCopies.headlines"]);
  });
});
