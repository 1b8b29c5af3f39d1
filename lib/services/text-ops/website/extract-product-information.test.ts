import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFixtureSites, type FixtureSites } from "@/e2e/fixtures/sites/serve";
import { AppError } from "@/lib/errors";
import { errorBody, httpErrorOf } from "@/lib/http/errors";
import { parseAllowlist, type Resolver } from "@/lib/outbound";
import { closeBrowser } from "./browser-pool";
import { extractProductInformation } from "./index";

/**
 * The service end to end against the fixture sites on 127.0.0.1, with the guard's allowlist and
 * resolver injected: names are answered by a fake resolver, so no DNS query leaves the machine.
 */
let sites: FixtureSites;
const allowlist = parseAllowlist("127.0.0.1");
const fakeDns: Record<string, string[]> = { "shop.test": ["127.0.0.1"], "admin.test": ["127.0.0.2"], "v6.test": ["::1"] };
const resolve: Resolver = async (host) => (fakeDns[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));
const port = () => new URL(sites.base).port;

const extract = (url: string, advanceMode = false, guard = { allowlist, resolve }) => extractProductInformation({ url, preferredLanguage: "en", advanceMode }, { guard });

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  const { status, errors } = httpErrorOf(error as AppError);
  return errorBody(status, errors, "trace");
}

beforeAll(async () => {
  sites = await startFixtureSites();
});
afterAll(async () => {
  await closeBrowser();
  await sites.close();
});

describe("the outbound guard on the url", () => {
  it.each([
    ["a loopback address outside the allowlist", () => `${sites.trap.v4}/`],
    ["the IPv6 loopback", () => `http://[::1]:${port()}/`],
    ["a name that resolves to a refused loopback address", () => `http://admin.test:${port()}/`],
    ["a name that resolves to ::1", () => `http://v6.test:${port()}/`],
    ["a redirect to 127.0.0.2", () => `${sites.base}/redirect-private`],
    ["a redirect to ::1", () => `${sites.base}/redirect-v6`],
  ])("refuses %s with a 400 on url", async (_, url) => {
    const body = await failure(extract(url()));
    expect(body).toMatchObject({ status: 400, title: "One or more errors occurred." });
    expect(body.errors.url![0]).toMatch(/^The url field .*loopback/);
  });

  it("refuses a name resolving to 127.0.0.1 when nothing is allowlisted, and reads it when the name is", async () => {
    expect((await failure(extract(`http://shop.test:${port()}/shop`, false, { allowlist: parseAllowlist(""), resolve }))).errors.url![0]).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect((await extract(`http://shop.test:${port()}/shop`, false, { allowlist: parseAllowlist("shop.test"), resolve })).productName).toBe("Trail Runner X");
  });

  it("never connected to a trap", () => {
    expect(sites.trap.hits).toEqual([]);
  });
});

describe("pages that cannot be read: 422 business: Website", () => {
  it.each([
    ["/missing", /answered with HTTP 404/],
    ["/data.json", /application\/json, not an HTML page/],
    ["/big", /larger than 5 MB/],
  ])("%s", async (route, message) => {
    const body = await failure(extract(`${sites.base}${route}`));
    expect(body.status).toBe(422);
    expect(body.errors["business: Website"]![0]).toMatch(message);
  });

  it("an unreachable port", async () => {
    const body = await failure(extract("http://127.0.0.1:9/"));
    expect(body.errors["business: Website"]![0]).toMatch(/could not be read/);
  });

  it("a name that does not resolve", async () => {
    const body = await failure(extract("http://no-such-shop.test/"));
    expect(body.status).toBe(422);
    expect(body.errors["business: Website"]![0]).toMatch(/no-such-shop\.test could not be found/);
  });
});

describe("reading pages", () => {
  it("follows an allowed redirect", async () => {
    expect(await extract(`${sites.base}/redirect-ok`)).toMatchObject({ productName: "Trail Runner X", cta: "Add to cart" });
  });

  it("decodes Latin-1 by header and by <meta>", async () => {
    for (const route of ["/latin1", "/latin1-meta"]) expect((await extract(`${sites.base}${route}`)).productName).toBe("Coffret Crème Brûlée");
  });

  it("passes the page and the extraction to a summarizer when one is given", async () => {
    const result = await extractProductInformation(
      { url: `${sites.base}/shop`, preferredLanguage: "de", advanceMode: false },
      { guard: { allowlist, resolve }, summarize: async (page, language, extracted) => ({ ...extracted, productDescription: `${language}: ${page.h1}` }) },
    );
    expect(result).toMatchObject({ productName: "Trail Runner X", productDescription: "de: Trail Runner X" });
  });
});

describe("advanceMode", () => {
  it("renders a script shell even without it, instead of reading the shell", async () => {
    expect(await extract(`${sites.base}/spa`)).toMatchObject({ productName: "Cloudline Rain Shell", cta: "Add to cart" });
    // Read as it was sent, this page would have given "Northwind Store" and no description.
    expect(await extract(`${sites.base}/loading-shell`)).toEqual({
      productName: "Emberlight Camp Lantern",
      productDescription: "A rechargeable camp lantern with 400 lumens, a 30-hour battery and a hook that clips to any tent loop, made for campers who stay out late.",
      targetAudience: "campers",
      adGoal: "purchase",
      language: "en",
      cta: "Add to cart",
    });
    expect(sites.trap.hits).toEqual([]);
  });

  it("answers 422 when the rendered page still shows only Loading…, with or without it", async () => {
    for (const advanceMode of [false, true]) {
      const body = await failure(extract(`${sites.base}/loading-forever`, advanceMode));
      expect(body.status).toBe(422);
      expect(body.errors["business: Website"]![0]).toMatch(/builds its content with JavaScript and still showed no product after rendering/);
    }
  });

  it("renders the page in Chromium and reads what the script wrote; the page's own requests stay guarded", async () => {
    expect(await extract(`${sites.base}/spa`, true)).toEqual({
      productName: "Cloudline Rain Shell",
      productDescription: "A packable three-layer rain jacket that weighs 180 g, seals every seam and is designed for hikers who travel light.",
      targetAudience: "hikers",
      adGoal: "purchase",
      language: "en",
      cta: "Add to cart",
    });
    // The script fetched 127.0.0.2 directly, through a redirect, and loaded an image from ::1.
    expect(sites.trap.hits).toEqual([]);
  });

  it("answers 422 when the page's script navigates to a refused address, without reaching it", async () => {
    const body = await failure(extract(`${sites.base}/js-redirect-private`, true));
    expect(body.errors["business: Website"]![0]).toMatch(/navigated to an address that could not be loaded/);
    expect(sites.trap.hits).toEqual([]);
  });

  it("reaches the trap once its addresses are allowlisted: the empty trap above is the guard's doing", async () => {
    sites.trap.hits.length = 0;
    await extract(`${sites.base}/spa`, true, { allowlist: parseAllowlist("127.0.0.0/8,::1"), resolve });
    expect(sites.trap.hits.map((hit) => hit.replace(/^.*?\//, "/")).sort()).toEqual(sites.trap.v6 ? ["/beacon", "/bounced", "/pixel.png"] : expect.any(Array));
    sites.trap.hits.length = 0;
  });

  it("renders several pages at once within the concurrency limit", async () => {
    const results = await Promise.all([1, 2, 3].map(() => extract(`${sites.base}/spa`, true)));
    expect(results.map((r) => r.productName)).toEqual(["Cloudline Rain Shell", "Cloudline Rain Shell", "Cloudline Rain Shell"]);
  });
});
