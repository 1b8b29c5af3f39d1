import { describe, expect, it } from "vitest";
import { suggestProductInfo } from "./product-info";

describe("product information without a vision model", () => {
  it("names the kind and the main colour the picture shows", () => {
    expect(suggestProductInfo({ kind: "bottle", colour: "orange", pose: "standing" })).toEqual({
      productName: "Orange bottle",
      productDescription: "An orange bottle, photographed standing on a plain background.",
    });
    expect(suggestProductInfo({ kind: "T-shirt", colour: "black", pose: "flatLay" })).toEqual({
      productName: "Black T-shirt",
      productDescription: "A black T-shirt, laid flat and photographed from above on a plain background.",
    });
  });

  it("names the kind alone when no colour holds most of the product", () => {
    expect(suggestProductInfo({ kind: "can", colour: null, pose: "standing" }).productName).toBe("Can");
  });

  it("says nothing when the silhouette is not a kind it knows", () => {
    expect(suggestProductInfo({ kind: null, colour: "red", pose: "standing" })).toEqual({ productName: null, productDescription: null });
  });
});
