import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractPage } from "./extract-page";
import { mainText } from "./main-text";
import { toProductInformation } from "./product-information";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../../../e2e/fixtures/sites", name), "utf8");
const page = (body: string) => `<!doctype html><html><head><title>Shop</title></head><body>${body}</body></html>`;

/**
 * A theme-built product page as shops serve it (announcement bar, mega menu, breadcrumbs, a
 * related-products grid, a newsletter block, a footer without <footer>, a cookie notice, no
 * description meta). The hand-written walker read the whole body under the menu: its main text
 * began with "Skip to content" and the announcement, and held the related products and the footer,
 * so the announcement was taken for the product's description.
 */
describe("a realistic product page", () => {
  const html = fixture("outdoor-shop.html");
  const text = mainText(html);
  const lines = text.split("\n");

  it("keeps the product's description, in order, one block per line", () => {
    const description = [
      "The Ridgeline 35 is a lightweight hiking backpack for long day hikes and overnight huts, with a ventilated back panel that keeps you cool on steep climbs.",
      "Its roll-top main compartment holds 35 litres and closes watertight, while two stretch side pockets keep bottles within reach without taking the pack off.",
      "Weight: 980 g",
      "Recycled 210D ripstop nylon with a PFC-free coating",
      "Adjustable torso length from 42 to 52 cm",
    ];
    const start = lines.indexOf(description[0]!);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(lines.slice(start, start + description.length)).toEqual(description);
    expect(text).toContain("€149,00"); // the price signal reads the main text
  });

  it("leaves out the menu, breadcrumbs, announcement, related products, footer, cookie notice and controls", () => {
    for (const chrome of ["Skip to content", "Daypacks", "Log in", "Home / Backpacks", "Free shipping", "You may also like", "Summit 22 Daypack", "Trek 55", "since 1987", "All rights reserved", "cookies", "Accept all", "Add to cart", "Moss green"]) {
      expect(text, chrome).not.toContain(chrome);
    }
  });

  it("gives the description's first paragraph as the product description when the page has no description meta", () => {
    expect(toProductInformation(extractPage(html, "https://northpeak.example/products/ridgeline-35"))).toMatchObject({
      productName: "Ridgeline 35 Hiking Backpack",
      productDescription: "The Ridgeline 35 is a lightweight hiking backpack for long day hikes and overnight huts, with a ventilated back panel that keeps you cool on steep climbs.",
      adGoal: "purchase",
      cta: "Add to cart",
      language: "en",
    });
  });
});

describe("main text", () => {
  it("keeps a short product text whole, without the page's navigation or footer", () => {
    const text = mainText(page('<header><a href="/">Logo</a><nav><a href="/a">Shop</a> <a href="/b">About</a></nav></header><div class="product"><h1>Moss Chair</h1><p>A lounge chair in recycled wool.</p><p>Oak frame, finished by hand.</p></div><footer><p>Imprint and privacy policy for this site.</p></footer>'));
    expect(text).toContain("A lounge chair in recycled wool.\nOak frame, finished by hand.");
    expect(text).not.toMatch(/Logo|Shop|About|Imprint/);
  });

  it("keeps the header that belongs to the content", () => {
    expect(mainText(page('<main><article><header><p>The Moss Chair, handmade in Porto since 2019 by our small workshop.</p></header><p>A lounge chair upholstered in recycled wool, with an oak frame.</p></article></main>'))).toContain("handmade in Porto");
  });

  it("leaves out hidden parts and consent dialogs", () => {
    const text = mainText(page('<div class="consent-manager"><p>We and our 312 partners store and access information on your device, please choose.</p></div><div role="dialog"><p>Choose your country and language to see prices and delivery options.</p></div><p style="display: none">A hidden paragraph that is not shown to anyone who visits.</p><p aria-hidden="true">Another paragraph that screen readers and eyes never get to read.</p><p>The visible text that describes this product in enough words to be read.</p>'));
    expect(text).toBe("The visible text that describes this product in enough words to be read.");
  });

  it("is empty for a page with no text", () => {
    expect(mainText(page('<div id="root"></div><script src="/app.js"></script>'))).toBe("");
  });
});

describe("a document too big for Readability's scoring", () => {
  it("is read coarsely and quickly: the text of <main> without scripts and controls", () => {
    const cards = Array.from({ length: 6000 }, (_, i) => `<div class="card"><a href="/p/${i}">Product ${i}</a><span>€${i},00</span></div>`).join("");
    const html = page(`<nav><a href="/">Home</a></nav><main><h1>All products</h1><p>Everything we make, in one long list.</p>${cards}<button>Load more</button><script>var x = "never text";</script></main>`);
    const started = process.cpuUsage();
    const text = mainText(html);
    const { user, system } = process.cpuUsage(started);
    expect(text.startsWith("All products\nEverything we make, in one long list.\nProduct 0€0,00\nProduct 1€1,00")).toBe(true);
    expect(text).not.toMatch(/Home|Load more|never text/);
    expect((user + system) / 1000).toBeLessThan(1000);
  });
});

describe("a page that is not a whole document", () => {
  it("is read as a browser would repair it: a fragment or bare text still has its text", () => {
    expect(extractPage("<p>A lounge chair upholstered in recycled wool, with an oak frame.</p>", "https://shop.example/").mainText).toBe("A lounge chair upholstered in recycled wool, with an oak frame.");
    expect(extractPage("Bare text of a product page served without any markup.", "https://shop.example/").mainText).toBe("Bare text of a product page served without any markup.");
    expect(extractPage("", "https://shop.example/").mainText).toBe("");
  });
});
