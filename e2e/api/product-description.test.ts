import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { getCredits } from "@/lib/schemas/account";
import { extractProductDescription } from "@/lib/schemas/text-ops";
import { startFixtureSites, type FixtureSites } from "../fixtures/sites/serve";
import { authenticatedClient, createApplication, expectErrorBody, keyClient, type TestApplication } from "../support/fixtures";

/**
 * GET Text/Generation/ProductDescription against fixture sites this file serves on 127.0.0.1,
 * which the test server's OUTBOUND_ALLOWLIST ("127.0.0.1,localhost") admits. The traps on
 * 127.0.0.2 and ::1 are outside it: a request that reaches them is a guard failure.
 */
let sites: FixtureSites;
let app: TestApplication;
let client: AdcraftClient;
const userId = randomUUID();

beforeAll(async () => {
  sites = await startFixtureSites();
  app = await createApplication(200);
  client = await authenticatedClient(app);
});
afterAll(() => sites?.close());

const query = (url: string, extra: Record<string, unknown> = {}) => ({ applicationId: app.applicationId, userId, url, ...extra });
const extract = (url: string, extra: Record<string, unknown> = {}) => client.call(extractProductDescription, { query: query(url, extra) as never });
const send = (url: string | undefined, extra: Record<string, unknown> = {}) => client.send(extractProductDescription, { query: query(url as string, extra) as never });
const credits = async () => (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;

describe("reading fixture sites", () => {
  it("reads a shop page from its JSON-LD and charges 1 credit", async () => {
    const before = await credits();
    expect(await extract(`${sites.base}/shop`)).toEqual({
      productName: "Trail Runner X",
      productDescription: "A lightweight trail shoe with a 4 mm lug outsole and a rock plate, made for runners who leave the pavement behind.",
      targetAudience: "runners",
      adGoal: "purchase",
      language: "en",
      cta: "Add to cart",
    });
    expect(await credits()).toBe(before - 1);
  });

  it("reads a page that has only OpenGraph", async () => {
    expect(await extract(`${sites.base}/og-only`)).toEqual({
      productName: "Planwise",
      productDescription: "The shared planner designed for small teams that ship every week: one board for tasks, deadlines and decisions.",
      targetAudience: "small teams",
      adGoal: "sign-up",
      language: "en",
      cta: "Start your free trial",
    });
  });

  it("decodes a Latin-1 page, declared in the header or only in <meta>", async () => {
    for (const route of ["/latin1", "/latin1-meta"]) {
      const info = await extract(`${sites.base}${route}`);
      expect(info).toMatchObject({ productName: "Coffret Crème Brûlée", language: "fr", cta: "Ajouter au panier", targetAudience: "les pâtissiers amateurs" });
      expect(info.productDescription).toContain("ramequins en grès");
    }
  });

  it("reads a script-rendered page with advanceMode, and renders such a shell without it too", async () => {
    const rendered = await extract(`${sites.base}/spa`);
    expect(await extract(`${sites.base}/spa`, { advanceMode: "true" })).toEqual(rendered);
    expect(rendered).toEqual({
      productName: "Cloudline Rain Shell",
      productDescription: "A packable three-layer rain jacket that weighs 180 g, seals every seam and is designed for hikers who travel light.",
      targetAudience: "hikers",
      adGoal: "purchase",
      language: "en",
      cta: "Add to cart",
    });
  });

  it("follows an allowed redirect", async () => {
    expect((await extract(`${sites.base}/redirect-ok`)).productName).toBe("Trail Runner X");
  });
});

describe("pages that cannot be read: 422 business: Website, free of charge", () => {
  it.each([
    ["an oversized page", "/big", /larger than 5 MB/],
    ["a 404 page", "/missing", /answered with HTTP 404/],
    ["a JSON document", "/data.json", /not an HTML page/],
  ])("%s", async (_, route, message) => {
    const before = await credits();
    const body = await expectErrorBody(await send(`${sites.base}${route}`), 422, "business: Website");
    expect(body.errors["business: Website"]![0]).toMatch(message);
    expect(await credits()).toBe(before);
  });

  it("a script shell that still shows only Loading… once rendered", async () => {
    const before = await credits();
    const body = await expectErrorBody(await send(`${sites.base}/loading-forever`), 422, "business: Website");
    expect(body.errors["business: Website"]![0]).toMatch(/builds its content with JavaScript and still showed no product/);
    expect(await credits()).toBe(before);
  });

  it("an address nothing listens on", async () => {
    const body = await expectErrorBody(await send("http://127.0.0.1:9/"), 422, "business: Website");
    expect(body.errors["business: Website"]![0]).toMatch(/could not be read/);
  });
});

describe("the outbound guard: 400 on url", () => {
  it.each([
    ["127.0.0.2, a loopback address outside the allowlist", () => `${sites.trap.v4}/`, /127\.0\.0\.2 is a loopback address/],
    ["[::1]", () => `http://[::1]:${new URL(sites.base).port}/shop`, /::1 is a loopback address/],
    ["a redirect to 127.0.0.2", () => `${sites.base}/redirect-private`, /redirects to a URL that is refused: 127\.0\.0\.2/],
    ["a redirect to [::1]", () => `${sites.base}/redirect-v6`, /redirects to a URL that is refused/],
    ["the metadata address", () => "http://169.254.169.254/latest/meta-data/", /link-local/],
  ])("refuses %s", async (_, url, message) => {
    const before = await credits();
    const body = await expectErrorBody(await send(url()), 400, "url");
    expect(body.errors.url![0]).toMatch(message);
    expect(await credits()).toBe(before);
  });

  it("lets no request of a rendered page through: the page's script called 127.0.0.2 and ::1", async () => {
    await extract(`${sites.base}/spa`, { advanceMode: true });
    expect(sites.trap.hits).toEqual([]);
  });
});

describe("validation", () => {
  it.each([
    ["url missing", undefined, {}, "url", /required/],
    ["url not a URL", "shop", {}, "url", /absolute http/],
    ["url with another scheme", "ftp://127.0.0.1/shop", {}, "url", /absolute http/],
    ["url over 2083", `http://127.0.0.1/${"x".repeat(2070)}`, {}, "url", /at most 2083/],
    ["userId not a GUID", "http://127.0.0.1/", { userId: "7" }, "userId", /GUID/],
    ["advanceMode not a boolean", "http://127.0.0.1/", { advanceMode: "yes" }, "advanceMode", /true or false/],
    ["preferredLanguage over 10", "http://127.0.0.1/", { preferredLanguage: "x".repeat(11) }, "preferredLanguage", /at most 10/],
  ])("400 when %s", async (_, url, extra, field, message) => {
    const body = await expectErrorBody(await send(url, extra), 400, field);
    expect(body.errors[field]![0]).toMatch(message);
  });

  it("401 without an access token", async () => {
    await expectErrorBody(await keyClient(app).send(extractProductDescription, { query: query(`${sites.base}/shop`) as never }), 401, "business:");
  });

  it("400 business: Credits when the key has none", async () => {
    const poor = await createApplication(0, "No credits");
    const response = await (await authenticatedClient(poor)).send(extractProductDescription, { query: { applicationId: poor.applicationId, userId, url: `${sites.base}/shop` } });
    await expectErrorBody(response, 400, "business: Credits");
  });
});
