import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { ICON_CHOICES } from "@/lib/ai/text-ops";
import { codePointLength, wordCount } from "@/lib/ai/language";
import { getCredits } from "@/lib/schemas/account";
import { changeSentiment, extractProductDescription, suggestAdStrategies, WARNINGS_HEADER, writeAdCopiesOperation } from "@/lib/schemas/text-ops";
import { startFixtureSites, type FixtureSites } from "../fixtures/sites/serve";
import { startChatServer, type ChatServer } from "../support/chat-completions-server";
import { startServer, type TestServer } from "../support/server";
import { authenticatedClient, expectErrorBody, operator, type TestApplication } from "../support/fixtures";

/** Endpoints 5–8 with a remote text model: a server of its own pointed at a scripted local Chat Completions server. */
let chat: ChatServer;
let sites: FixtureSites;
let server: TestServer;
let app: TestApplication;
let client: AdcraftClient;

beforeAll(async () => {
  chat = await startChatServer();
  sites = await startFixtureSites();
  server = await startServer({
    dataDir: path.join(inject("runDir"), "text-ops-remote"),
    env: { DATABASE_URL: inject("databaseUrl") || undefined, TEXT_MODEL_URL: chat.url, TEXT_MODEL_NAME: "test-model", TEXT_MODEL_TIMEOUT_MS: "2000" },
  });
  app = await operator<TestApplication>("apps create", { name: "remote text ops", credits: 50 }, server.dataDir);
  client = await authenticatedClient(app, server.url);
});

afterAll(async () => {
  await server?.stop();
  await chat?.close();
  await sites?.close();
});

const base = () => ({ applicationId: app.applicationId, userId: randomUUID() });
const mug = { productName: "Aurora Smart Mug", productDescription: "Keeps coffee hot for up to 80 minutes.", targetAudience: "remote workers" };
const credits = async () => (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;
const prompt = (index = 0) => chat.requests[index]!.messages.map((m) => m.content).join("\n");
const schemaOf = (index = 0) => JSON.stringify(chat.requests[index]!.response_format?.json_schema?.schema);

const strategy = (name: string, icon = "fa-solid fa-star") => ({ adStrategyShortName: name, rationale: `${name} suits Aurora Smart Mug for remote workers.`, fontAwesomeIcon: icon });

describe("AdStrategies with a remote model", () => {
  it("asks for structured output with icons from the valid list, and drops strategies in use (case-insensitively)", async () => {
    chat.script([{ content: { strategies: ["Scarcity", "Social proof", "Bundle", "Free shipping", "Gift idea", "Lifestyle"].map((n) => strategy(n)) } }]);
    const result = await client.call(suggestAdStrategies, { body: { ...base(), ...mug, adGoal: "purchase", currentStrategies: ["SOCIAL PROOF"] } as never });
    expect(result.map((s) => s.adStrategyShortName)).toEqual(["Scarcity", "Bundle", "Free shipping", "Gift idea", "Lifestyle"]);
    const request = chat.requests[0]!;
    expect(request.model).toBe("test-model");
    expect(request.response_format).toMatchObject({ type: "json_schema", json_schema: { name: "ad_strategies" } });
    expect(schemaOf()).toContain('"fa-solid fa-hourglass-half"');
    expect(prompt()).toContain('"SOCIAL PROOF"');
    expect(prompt()).toContain("Write them in English");
  });

  it("tops the answer up to 5 from the built-in ranking when exclusions leave fewer", async () => {
    chat.script([{ content: { strategies: ["Scarcity", "Bundle", "Discount", "Free trial", "Giveaway"].map((n) => strategy(n)) } }]);
    const result = await client.call(suggestAdStrategies, { body: { ...base(), ...mug, adGoal: "purchase", currentStrategies: "scarcity, bundle" } as never });
    expect(result).toHaveLength(5);
    const names = result.map((s) => s.adStrategyShortName.toLowerCase());
    expect(names.slice(0, 3)).toEqual(["discount", "free trial", "giveaway"]);
    expect(names).not.toContain("scarcity");
    expect(names).not.toContain("bundle");
    expect(result.every((s) => ICON_CHOICES.includes(s.fontAwesomeIcon))).toBe(true);
  });

  it("retries an icon outside the list (the schema refuses it) and answers 503 engine: TextModel after that, free of charge", async () => {
    const before = await credits();
    chat.script([{ content: { strategies: ["A", "B", "C", "D", "E"].map((n) => strategy(n, "fa-solid fa-not-an-icon")) } }]);
    await expectErrorBody(await client.send(suggestAdStrategies, { body: { ...base(), ...mug, adGoal: "purchase" } as never }), 503, "engine: TextModel");
    expect(chat.requests).toHaveLength(3);
    expect(await credits()).toBe(before);
  });
});

describe("AdCopies with a remote model", () => {
  // 12 words; each "today" adds one.
  const short = (n: number) => `Aurora Smart Mug keeps your coffee hot for up to eighty minutes ${"today ".repeat(n)}`.trim();
  const copies = { punchlines: ["Hot coffee.", "Still hot.", "Sip later.", "Work, sip, repeat.", "Aurora Smart Mug."], callToActions: [{ cta: "Order now", fontAwesomeIcon: "fa-solid fa-cart-shopping" }, { cta: "Shop", fontAwesomeIcon: "fa-solid fa-bag-shopping" }, { cta: "Learn more", fontAwesomeIcon: "fa-solid fa-circle-info" }, { cta: "Gift it", fontAwesomeIcon: "fa-solid fa-gift" }] };

  it("writes any language the model knows, asks again once for headlines outside the word range, and cuts what is still too long", async () => {
    const inRange = [short(1), short(3), short(5), `${short(0)} wherever you work`];
    const tooShort = "Aurora Smart Mug.";
    const tooLong = `${short(0)} while you work from home and every day`;
    chat.script([
      { content: { headlines: [...inRange, tooShort], punchlines: copies.punchlines, callToActions: copies.callToActions } },
      { content: { headlines: [tooLong] } },
    ]);
    const result = await client.call(writeAdCopiesOperation, {
      body: { ...base(), ...mug, cta: "Order now", outputLanguage: "ja", tone: "Friendly", isLongHeadline: false, strategy: "Scarcity" } as never,
    });
    expect(chat.requests).toHaveLength(2);
    expect(chat.requests[1]!.response_format?.json_schema?.name).toBe("ad_headlines");
    expect(prompt(0)).toContain('language "ja"');
    expect(prompt(0)).toContain("Scarcity");
    expect(prompt(0)).toMatch(/13 to 17 words/);
    expect(result.headlines.slice(0, 4)).toEqual(inRange);
    const replaced = result.headlines[4]!;
    expect(wordCount(replaced)).toBe(17);
    expect(tooLong.startsWith(replaced)).toBe(true);
    expect(result.punchlines).toEqual(copies.punchlines);
    expect(result.callToActions).toEqual(copies.callToActions);
    // A model reads any language, tone and strategy: nothing to warn of.
    expect(result.warnings).toEqual([]);
  });

  it("asks for 25 to 40 words when isLongHeadline is true", async () => {
    const long = `${short(0)} ${"and it charges wirelessly on its coaster ".repeat(2)}`.trim();
    chat.script([{ content: { headlines: Array(5).fill(long), punchlines: copies.punchlines, callToActions: copies.callToActions } }]);
    const result = await client.call(writeAdCopiesOperation, { body: { ...base(), ...mug, cta: "Buy", outputLanguage: "en", tone: "Calm", isLongHeadline: true } as never });
    expect(prompt()).toMatch(/25 to 40 words/);
    expect(chat.requests).toHaveLength(1);
    expect(result.headlines.every((h) => wordCount(h) >= 25 && wordCount(h) <= 40)).toBe(true);
  });
});

describe("ChangeSentiment with a remote model", () => {
  it("answers one JSON string; a too-long answer is asked for again once, then cut at a word boundary without ellipsis", async () => {
    const long = "Don't wait: Aurora Smart Mug keeps your coffee hot for up to eighty minutes, order now";
    chat.script([{ content: { text: long } }, { content: { text: `"${long}"` } }]);
    const response = await client.send(changeSentiment, { body: { ...base(), ...mug, headLine: "Aurora Smart Mug keeps coffee hot", tone: "Urgent", language: "en", textLimit: 30 } as never });
    expect(response.status).toBe(200);
    const text = (await response.json()) as string;
    expect(chat.requests).toHaveLength(2);
    expect(prompt(1)).toMatch(/Stay within 30/);
    expect(codePointLength(text)).toBeLessThanOrEqual(30);
    expect(long.startsWith(text)).toBe(true);
    expect(long[text.length]).toBe(" ");
    expect(text).not.toMatch(/…|\.\.\.|"/);
    expect(response.headers.get(WARNINGS_HEADER)).toBe("[]");
  });

  it("says in the header which figure of the headline a model's rewrite left out", async () => {
    chat.script([{ content: { text: "Aurora Smart Mug. Hot coffee." } }]);
    const response = await client.send(changeSentiment, { body: { ...base(), ...mug, headLine: "Aurora Smart Mug keeps coffee hot for 80 minutes", tone: "Calm", textLimit: 30 } as never });
    const warnings = JSON.parse(response.headers.get(WARNINGS_HEADER)!) as Array<{ code: string; message: string }>;
    expect(warnings).toEqual([{ code: "FactDropped", message: "To fit 30 characters the rewrite left out “80 minutes”. Allow more characters to keep it." }]);
  });

  it("passes tone, language and limit to the model and keeps an answer that fits", async () => {
    chat.script([{ content: { text: "Aurora Smart Mug: 温かいコーヒーを。" } }]);
    const text = await client.call(changeSentiment, { body: { ...base(), ...mug, headLine: "Aurora Smart Mug keeps coffee hot", tone: "Calm", language: "ja" } as never });
    expect(text).toBe("Aurora Smart Mug: 温かいコーヒーを。");
    expect(prompt()).toMatch(/tone "Calm"/);
    expect(prompt()).toMatch(/language "ja"/);
    expect(prompt()).toMatch(/At most 40 characters/);
  });
});

describe("ProductDescription with a remote model", () => {
  const extract = (url: string, preferredLanguage: string, extra: Record<string, unknown> = {}) =>
    client.call(extractProductDescription, { query: { ...base(), url, preferredLanguage, ...extra } as never });

  it("summarizes the extracted fields in preferredLanguage; adGoal and language stay as extracted", async () => {
    chat.script([{ content: { productName: "Trail Runner X", productDescription: "Ein leichter Trailschuh mit 4-mm-Stollen und Steinschutzplatte.", targetAudience: "Trailläufer", cta: "In den Warenkorb" } }]);
    const info = await extract(`${sites.base}/shop`, "de");
    expect(info).toEqual({
      productName: "Trail Runner X",
      productDescription: "Ein leichter Trailschuh mit 4-mm-Stollen und Steinschutzplatte.",
      targetAudience: "Trailläufer",
      adGoal: "purchase",
      language: "en",
      cta: "In den Warenkorb",
    });
    expect(chat.requests).toHaveLength(1);
    expect(chat.requests[0]!.response_format?.json_schema?.name).toBe("product_information");
    expect(prompt()).toContain('language "de"');
    expect(prompt()).toContain("4 mm lug outsole"); // the page itself reached the model
  });

  it("never invents: fields the page does not hold stay null whatever the model says", async () => {
    chat.script([{ content: { productName: "Invented", productDescription: "Invented.", targetAudience: "everyone", cta: "Buy" } }]);
    // A page that holds none of the fields, only a line of text (an empty shell is now rendered or
    // refused). The description may be summarized from such text, so only the other fields count.
    const info = await extract(`${sites.base}/no-product`, "fr");
    expect({ ...info, productDescription: undefined }).toEqual({ productName: null, productDescription: undefined, targetAudience: null, adGoal: null, language: null, cta: null });
  });

  it("answers 503 engine: TextModel when the model stays unavailable, free of charge", async () => {
    const before = await credits();
    chat.script([{ status: 500 }]);
    await expectErrorBody(await client.send(extractProductDescription, { query: { ...base(), url: `${sites.base}/shop`, preferredLanguage: "de" } as never }), 503, "engine: TextModel");
    expect(await credits()).toBe(before);
  });
});
