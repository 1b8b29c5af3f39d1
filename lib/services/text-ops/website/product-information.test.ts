import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { decodeHtml } from "./charset";
import { extractPage } from "./extract-page";
import { toProductInformation } from "./product-information";

/** The rules alone, on the fixture sites' files and on small pages written here. */
const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../../../../e2e/fixtures/sites", name));
const read = (html: string, url = "https://shop.example/p") => toProductInformation(extractPage(html, url));
const page = (body: string, head = "", lang = "") => `<!doctype html><html${lang ? ` lang="${lang}"` : ""}><head>${head}</head><body>${body}</body></html>`;

describe("fixture pages", () => {
  it("reads a shop page from its JSON-LD @graph, and its add-to-cart form", () => {
    expect(read(fixture("shop.html").toString("utf8"), "https://summit.example/trail-runner-x")).toEqual({
      productName: "Trail Runner X",
      productDescription: "A lightweight trail shoe with a 4 mm lug outsole and a rock plate, made for runners who leave the pavement behind.",
      targetAudience: "runners",
      adGoal: "purchase",
      language: "en",
      cta: "Add to cart",
    });
  });

  it("reads a page that has only OpenGraph", () => {
    expect(read(fixture("og-only.html").toString("utf8"), "https://planwise.example/")).toEqual({
      productName: "Planwise",
      productDescription: "The shared planner designed for small teams that ship every week: one board for tasks, deadlines and decisions.",
      targetAudience: "small teams",
      adGoal: "sign-up",
      language: "en",
      cta: "Start your free trial",
    });
  });

  it("reads a Latin-1 page with its accents, and guesses French from the text", () => {
    const bytes = fixture("latin1.html");
    const info = read(decodeHtml(bytes, "text/html").text, "https://atelier.example/");
    expect(info).toMatchObject({ productName: "Coffret Crème Brûlée", language: "fr", cta: "Ajouter au panier", adGoal: "purchase", targetAudience: "les pâtissiers amateurs" });
    expect(info.productDescription).toMatch(/^Le coffret contient quatre ramequins en grès/);
  });

  it("finds nothing in a script-only shell: every field null", () => {
    expect(read(fixture("spa.html").toString("utf8"))).toEqual({ productName: null, productDescription: null, targetAudience: null, adGoal: null, language: null, cta: null });
  });
});

describe("JSON-LD", () => {
  const ld = (json: unknown) => `<script type="application/ld+json">${JSON.stringify(json)}</script>`;

  it("finds a Product nested in a WebPage and prefers it to OpenGraph", () => {
    const head = ld({ "@type": "ItemPage", mainEntity: { "@type": ["Product", "Thing"], name: { "@value": "Lamp One" }, description: "A desk lamp." } }) + '<meta property="og:title" content="Something else">';
    expect(read(page("", head))).toMatchObject({ productName: "Lamp One", productDescription: "A desk lamp." });
  });

  it("survives broken scripts and reads the audience the product declares", () => {
    const head = '<script type="application/ld+json">{ not json</script>' + `<script type="application/ld+json">{"@type":"Product","name":"Kid Bike","audience":{"@type":"PeopleAudience","audienceType":"children aged 4 to 6"},}</script>`;
    expect(read(page("", head))).toMatchObject({ productName: "Kid Bike", targetAudience: "children aged 4 to 6" });
  });

  it("falls back to the Organization when no product is named", () => {
    expect(read(page("", ld({ "@graph": [{ "@type": "Organization", name: "Northwind", description: "Coffee roasters since 1998." }] })))).toMatchObject({
      productName: "Northwind",
      productDescription: "Coffee roasters since 1998.",
    });
  });
});

describe("title and description fallbacks", () => {
  it("strips a trailing site name only, and keeps a colon title whole", () => {
    expect(read(page("", '<title>Acme Rocket | Acme</title><meta property="og:site_name" content="Acme">')).productName).toBe("Acme Rocket");
    expect(read(page("", "<title>Planwise: plans for teams</title>")).productName).toBe("Planwise: plans for teams");
    expect(read(page("", "<title>Rocket Boots – Sale</title>")).productName).toBe("Rocket Boots – Sale");
  });

  it("prefers the h1 to the title, and uses a lead paragraph when no description meta exists", () => {
    const info = read(page("<nav><p>Home Shop About Contact Careers Press Blog Help Stores Gift cards Returns Shipping</p></nav><main><h1>Moss Chair</h1><p>Short.</p><p>A lounge chair upholstered in recycled wool, with a solid oak frame that is finished by hand in Porto.</p></main>", "<title>Chairs</title>"));
    expect(info.productName).toBe("Moss Chair");
    expect(info.productDescription).toBe("A lounge chair upholstered in recycled wool, with a solid oak frame that is finished by hand in Porto.");
  });

  it("leaves out scripts, styles, hidden parts and cookie banners", () => {
    const info = read(page('<div id="cookie-banner"><p>We use cookies to improve your experience on this site, please accept all of them now.</p></div><p hidden>Hidden text that should never be read as the description of the product.</p><script>var a = "script text that is long enough to be a paragraph if read";</script><p>Twelve words of visible text describe the product well enough for this test here.</p>'));
    expect(info.productDescription).toBe("Twelve words of visible text describe the product well enough for this test here.");
  });
});

describe("call to action", () => {
  it("prefers a prominent button in the content to links and navigation", () => {
    const html = page('<header><nav><a href="/login" class="btn">Log in</a><a class="btn" href="/join">Join</a></nav></header><main><h1>X</h1><a href="/about">About us</a><a class="cta" href="/demo">Request a demo</a></main><footer><button>Subscribe</button></footer>');
    expect(read(html)).toMatchObject({ cta: "Request a demo", adGoal: "lead" });
  });

  it("takes an input's value and an aria-label", () => {
    expect(read(page('<form action="/checkout"><input type="submit" value="Buy now"></form>')).cta).toBe("Buy now");
    expect(read(page('<button class="btn-primary" aria-label="Book a table"><svg></svg></button>')).cta).toBe("Book a table");
  });

  it("is null when only plain links and controls exist", () => {
    expect(read(page('<a href="/a">About</a><a href="/b">Blog</a><button>Menu</button><button>Accept all cookies</button>')).cta).toBeNull();
  });

  it.each([
    ['<a class="button" href="https://apps.apple.com/app/id1">Get the app</a>', "download"],
    ['<a class="btn" href="/download/setup.exe">Download for Windows</a>', "download"],
    ['<button class="btn">Book now</button>', "booking"],
    ['<a class="btn" href="/signup">Get started</a>', "sign-up"],
    ['<a class="btn" href="/contact">Contact sales</a>', "lead"],
    ['<form action="/warenkorb"><button>In den Warenkorb</button></form>', "purchase"],
  ])("%s → adGoal %s", (body, goal) => {
    expect(read(page(body)).adGoal).toBe(goal);
  });

  it("reads the page kind without a CTA: a hotel is a booking", () => {
    const head = `<script type="application/ld+json">{"@type":"Hotel","name":"Casa Azul"}</script>`;
    expect(read(page("<p>Rooms</p>", head)).adGoal).toBe("booking");
  });
});

describe("audience", () => {
  it.each([
    ["Designed for small teams that move fast.", "small teams"],
    ["Our trail mix, perfect for busy parents on the go.", "busy parents"],
    ["Lightweight poles for long-distance hikers.", "long-distance hikers"],
    ["A notebook for anyone who loves fountain pens.", "anyone who loves fountain pens"],
    ["Entwickelt für ambitionierte Läufer und Läuferinnen.", "ambitionierte Läufer und Läuferinnen"],
    ["Diseñado para ciclistas urbanos que buscan algo ligero.", "ciclistas urbanos"],
    ["Bu ayakkabı koşucular için tasarlandı.", "koşucular"],
  ])("finds %j", (text, audience) => {
    expect(read(page(`<p>${text}</p>`)).targetAudience).toBe(audience);
  });

  it.each(["Made for speed.", "Keeps coffee hot for 80 minutes.", "Perfect for everyday use.", "Great for you."])("invents none in %j", (text) => {
    expect(read(page(`<p>${text}</p>`)).targetAudience).toBeNull();
  });
});

describe("language", () => {
  it("takes the primary subtag of <html lang>", () => {
    expect(read(page("<p>x</p>", "", "pt-BR")).language).toBe("pt");
  });

  it.each([
    ["de", "Die Jacke ist wasserdicht und atmungsaktiv, mit einem Schnitt, der auch auf dem Rad passt. Wir nähen sie in Portugal und sie wird mit der Zeit noch besser."],
    ["es", "Nuestra chaqueta es impermeable y también muy ligera. Los bolsillos del pecho son perfectos para las salidas largas por la montaña, hasta con lluvia."],
    ["it", "Il nostro zaino è leggero e resistente, con tasche per ogni cosa. È perfetto per il lavoro e anche per il viaggio, con la garanzia della qualità che conosci."],
    ["nl", "Het jasje is waterdicht en licht van gewicht. Het is perfect voor een wandeling naar het werk en ook voor lange tochten met de fiets, niet alleen in de stad."],
    ["tr", "Bu ceket su geçirmez ve çok hafif. Her gün için ideal bir seçim, ama daha fazlası da var: bir cebi telefon için, bir cebi de anahtarlar için ve çok daha fazlası."],
    ["pt", "Nosso casaco é impermeável e também muito leve. Você pode usar no trabalho ou nas viagens, e não ocupa espaço na mochila, com uma garantia de dois anos pelo nosso time."],
  ])("guesses %s from the text", (language, text) => {
    expect(read(page(`<p>${text}</p>`)).language).toBe(language);
  });

  it("does not guess from a few words", () => {
    expect(read(page("<p>Trail Runner X</p>")).language).toBeNull();
  });
});
