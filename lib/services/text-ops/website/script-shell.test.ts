import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { extractPage } from "./extract-page";
import { needsJavaScript } from "./script-shell";

const sites = path.join(import.meta.dirname, "../../../../e2e/fixtures/sites");
const fixture = (name: string) => readFileSync(path.join(sites, name), "utf8");
const shell = (html: string) => needsJavaScript(html, extractPage(html, "http://shop.test/"));
const page = (head: string, body: string) => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe("needsJavaScript", () => {
  it("recognises shells: an empty mount point, a Loading… placeholder, an 'enable JavaScript' notice", () => {
    expect(shell(fixture("spa.html"))).toBe(true);
    expect(shell(fixture("loading-shell.html"))).toBe(true);
    expect(shell(page('<title>Shop</title><script src="/main.js"></script>', '<div id="app">Wird geladen…</div>'))).toBe(true);
    expect(shell(page('<title>Shop</title><script src="/main.js"></script>', "<noscript>Please enable JavaScript.</noscript><div></div>"))).toBe(true);
  });

  it("reads pages that show or name their product without scripts", () => {
    for (const name of ["shop.html", "og-only.html", "latin1.html"]) expect(shell(fixture(name)), name).toBe(false);
    // Short, but real text and no placeholder: what is there is the page.
    expect(shell(page("<title>Acme</title>", "<h1>Acme Rocket</h1><p>Coming soon.</p>"))).toBe(false);
    // A page about JavaScript is not a page that asks for it.
    expect(shell(page('<title>Bundlr</title><script src="/a.js"></script>', "<main><h1>Bundlr</h1><p>The fastest JavaScript bundler.</p></main>"))).toBe(false);
    // A shell whose metadata names the product is readable as it is.
    expect(shell(page('<meta property="og:title" content="Trail Runner X"><script src="/main.js"></script>', '<div id="root">Loading…</div>'))).toBe(false);
  });

  it("is done with a rendered page once the script has written it", () => {
    const rendered = fixture("loading-shell.html").replace(
      '<p class="spinner">Loading…</p>',
      "<main><h1>Emberlight Camp Lantern</h1><p>A rechargeable camp lantern with 400 lumens, a 30-hour battery and a hook that clips to any tent loop, made for campers who stay out late.</p></main>",
    );
    expect(shell(rendered)).toBe(false);
  });
});
