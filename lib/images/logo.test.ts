import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { checkLogo, sanitiseSvg } from "./logo";

const svg = (inner: string, attrs = "") => `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="100" height="40" viewBox="0 0 100 40"${attrs}>${inner}</svg>`;

describe("sanitiseSvg", () => {
  it("takes out scripts, event handlers, external references and foreign content, keeping the shapes", () => {
    const dirty = svg(
      `<script>alert(1)</script><rect width="10" height="10" fill="#f00" onclick="alert(2)" onload="x()"/>` +
        `<image href="https://tracker.example/p.png" width="5" height="5"/><use xlink:href="https://evil.example/s.svg#a"/><use href="#local"/>` +
        `<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject><style>@import url(https://x.example/a.css);</style>` +
        `<path d="M0 0L10 10" fill="url(https://evil.example/f)" stroke="url(#grad)"/><a href="javascript:alert(3)"><circle r="3"/></a>`,
      ` onload="alert(0)"`,
    );
    const clean = sanitiseSvg(dirty, "logo");
    for (const gone of ["script", "onclick", "onload", "tracker.example", "evil.example", "foreignObject", "@import", "javascript:", "<a"]) expect(clean).not.toContain(gone);
    expect(clean).toContain(`<rect width="10" height="10" fill="#f00"/>`);
    expect(clean).toContain(`href="#local"`);
    expect(clean).toContain(`stroke="url(#grad)"`);
  });

  it("refuses a DOCTYPE (entities), text that is not outlined, and a document that is not an SVG", () => {
    const refused = (source: string) => {
      try {
        sanitiseSvg(source, "logo");
      } catch (error) {
        return error instanceof AppError && error.code === "Validation" ? error.message : "other";
      }
      return null;
    };
    expect(refused(`<!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]>${svg("&x;")}`)).toMatch(/DOCTYPE/);
    expect(refused(svg(`<text x="0" y="20">Acme</text>`))).toMatch(/outlines/);
    expect(refused(`<html><body/></html>`)).toMatch(/root element/);
  });
});

describe("checkLogo", () => {
  it("accepts a PNG and a clean SVG that draws, refuses bytes that are not what they claim", async () => {
    const png = await sharp({ create: { width: 20, height: 10, channels: 4, background: "#123456" } }).png().toBuffer();
    expect((await checkLogo("image/png", png, "logo")).equals(png)).toBe(true);
    const stored = await checkLogo("image/svg+xml", Buffer.from(svg(`<rect width="100" height="40" fill="#0a0"/><script>x</script>`)), "logo");
    expect(stored.toString()).not.toContain("script");
    await expect(checkLogo("image/png", Buffer.from("not a png at all"), "logo")).rejects.toMatchObject({ code: "Validation" });
    await expect(checkLogo("image/svg+xml", png, "logo")).rejects.toMatchObject({ code: "Validation" });
  });
});
