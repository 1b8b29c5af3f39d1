import { describe, expect, it } from "vitest";
import { CATALOG } from "./strategies";
import { ICON_CHOICES } from "./icons";
import { freeFontAwesomeClasses } from "./test-support";

describe("icons", () => {
  const free = freeFontAwesomeClasses();

  it("reads the Font Awesome 6 free metadata (sanity: it knows fa-solid fa-bolt, not a pro-only style)", () => {
    expect(free.size).toBeGreaterThan(1500);
    expect(free.has("fa-solid fa-bolt")).toBe(true);
    expect(free.has("fa-regular fa-bolt")).toBe(false);
  });

  it.each(ICON_CHOICES.map((icon) => [icon]))("%s is a Font Awesome 6 free class string", (icon) => {
    expect(icon).toMatch(/^fa-(solid|regular|brands) fa-[a-z0-9-]+$/);
    expect(free.has(icon)).toBe(true);
  });

  it("covers every strategy's icon", () => {
    for (const entry of CATALOG) expect(ICON_CHOICES).toContain(entry.icon);
  });
});
