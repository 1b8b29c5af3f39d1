import { describe, expect, it } from "vitest";
import { licenseOf, unlicensedClaims } from "@/lib/ai/language";

// Round 13 (bench/ad-copy-quality/labels-round13.json): "Merrow Guitars is here." for a luthier whose only
// "new" is "i dont ship new guitars outside the UK": a noun of the name after "new" is no launch of it.
describe("a 'new' before a common noun of the name licenses no launch", () => {
  const luthier = licenseOf({ productName: "Merrow Guitars", productDescription: "one man guitar workshop in Falmouth, Cornwall. i build acoustic guitars to order, about 8 a year. i dont ship new guitars outside the UK." });

  it("flags 'Merrow Guitars is here.'", () => {
    expect(unlicensedClaims("Merrow Guitars is here.", "en", luthier).map((f) => f.category)).toContain("novelty");
  });

  it("still licenses the product named after 'new'", () => {
    const bike = licenseOf({ productName: "Vento R8", productDescription: "road bikes made in Girona. the new Vento R8 comes with a carbon frame." });
    expect(unlicensedClaims("The Vento R8 is here.", "en", bike)).toEqual([]);
  });
});
