import { describe, expect, it } from "vitest";
import { resolveLanguage } from "./names";

describe("resolveLanguage", () => {
  it("accepts codes, regional codes and names in English or the language itself", () => {
    expect(resolveLanguage("Deutsch")).toBe("de");
    expect(resolveLanguage("German")).toBe("de");
    expect(resolveLanguage("de-AT")).toBe("de");
    expect(resolveLanguage("Français")).toBe("fr");
    expect(resolveLanguage("pt_BR")).toBe("pt");
    expect(resolveLanguage("Türkçe")).toBe("tr");
    expect(resolveLanguage("English (US)")).toBe("en");
    expect(resolveLanguage("NEDERLANDS")).toBe("nl");
  });

  it("returns null for a language the engine cannot write", () => {
    expect(resolveLanguage("ja")).toBeNull();
    expect(resolveLanguage("Japanese")).toBeNull();
    expect(resolveLanguage("")).toBeNull();
  });
});
