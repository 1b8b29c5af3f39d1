import { describe, expect, it } from "vitest";
import { decodeHtml } from "./charset";

const latin1 = (text: string) => Buffer.from(text, "latin1");

describe("decodeHtml", () => {
  it("uses the Content-Type charset", () => {
    expect(decodeHtml(latin1("<p>Crème brûlée</p>"), "text/html; charset=ISO-8859-1").text).toBe("<p>Crème brûlée</p>");
    expect(decodeHtml(latin1("<p>Crème</p>"), 'text/html; charset="windows-1252"').encoding).toBe("windows-1252");
  });

  it("uses <meta charset> and <meta http-equiv> when the header has none", () => {
    expect(decodeHtml(latin1('<meta charset="iso-8859-1"><p>Größe</p>'), "text/html").text).toContain("Größe");
    expect(decodeHtml(latin1('<meta http-equiv="Content-Type" content="text/html; charset=latin1"><p>Señor</p>'), undefined).text).toContain("Señor");
  });

  it("lets the header win over the meta declaration", () => {
    const body = Buffer.from('<meta charset="iso-8859-1"><p>Ünïcode</p>', "utf8");
    expect(decodeHtml(body, "text/html; charset=utf-8").text).toContain("Ünïcode");
  });

  it("honours a byte-order mark", () => {
    expect(decodeHtml(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("<p>é</p>")]), "text/html; charset=iso-8859-1").text).toBe("<p>é</p>");
  });

  it("reads undeclared bytes as UTF-8 when valid, else as windows-1252", () => {
    expect(decodeHtml(Buffer.from("<p>naïve</p>"), "text/html").encoding).toBe("utf-8");
    expect(decodeHtml(latin1("<p>naïve</p>"), "text/html").text).toBe("<p>naïve</p>");
  });

  it("falls through an unknown label", () => {
    expect(decodeHtml(Buffer.from("<p>ok é</p>"), "text/html; charset=klingon").text).toBe("<p>ok é</p>");
  });
});

describe("the <meta> prescan", () => {
  it("ignores a charset that is not in a meta tag", () => {
    expect(decodeHtml(Buffer.from('<p>charset=koi8-r</p><meta name="x" content="y"><p>é</p>'), undefined).encoding).toBe("utf-8");
  });
});
