import { describe, expect, it } from "vitest";
import { nameFromFileName, suggestProductInfo } from "./product-info";

describe("product information without a vision model", () => {
  it("reads a meaningful file name and ignores camera names", () => {
    expect(nameFromFileName("red-ceramic_mug (2).jpg")).toBe("Red Ceramic Mug");
    expect(nameFromFileName("AuroraSmartMug.png")).toBe("Aurora Smart Mug");
    expect(nameFromFileName("IMG_2041.JPG")).toBeNull();
    expect(nameFromFileName("DSC00012-edited.jpeg")).toBeNull();
  });

  it("suggests only what it saw: colours by name and the silhouette", () => {
    const info = suggestProductInfo("IMG_1.jpg", {
      dominantColors: [
        { r: 200, g: 20, b: 30, share: 0.7, name: "red" },
        { r: 250, g: 250, b: 250, share: 0.3, name: "white" },
      ],
      shapeClass: "tall",
      box: { left: 0, top: 0, width: 10, height: 30 },
    });
    expect(info).toEqual({ productName: "Red product", productDescription: "A tall product in red and white, photographed on a plain background." });
  });
});
