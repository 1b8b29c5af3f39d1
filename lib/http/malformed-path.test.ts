import { describe, expect, it } from "vitest";
import { hasMalformedEscape } from "./malformed-path";

describe("hasMalformedEscape", () => {
  it("finds escapes that do not decode", () => {
    for (const path of ["/api/v1/Text/Generation/AdText/%zz", "/api/v1/Image/Assets/%/Mask", "/a/%E0%A4%A", "/a/%C3", "/a/%ED%A0%80"]) expect(hasMalformedEscape(path), path).toBe(true);
  });
  it("passes plain and well-escaped paths", () => {
    for (const path of ["/api/v1/Text/Generation/AdText/12", "/share/rv_abc-DEF_123", "/a/%20b/%C3%A9", "/a/%F0%9F%98%80"]) expect(hasMalformedEscape(path), path).toBe(false);
  });
});
