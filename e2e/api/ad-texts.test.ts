import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { getCredits } from "@/lib/schemas/account";
import { createAdTexts, favoriteAdText, listApplicationAdTexts, listUserAdTexts, updateAdTexts } from "@/lib/schemas/ad-texts";
import { authenticatedClient, createApplication, expectErrorBody, type TestApplication } from "../support/fixtures";

const isoMillis = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const brief = {
  productName: "Aurora Smart Mug",
  productDescription: "A self-heating mug that keeps coffee at your chosen temperature for up to 80 minutes. Charges on a wireless coaster.",
  targetAudience: "busy remote workers",
  outputLanguage: "en",
  cta: "Order now",
  tone: "Friendly",
};

let app: TestApplication;
let client: AdcraftClient;
const userId = randomUUID();

beforeAll(async () => {
  app = await createApplication(1000);
  client = await authenticatedClient(app);
});

const create = (extra: Record<string, unknown> = {}, user = userId) =>
  client.call(createAdTexts, { body: { applicationId: app.applicationId, userId: user, ...brief, ...extra } as never });

describe("POST Text/Generation/Ads", () => {
  it("creates a process with 5 texts in the short form", async () => {
    const before = (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;
    // AIDA, not Before-After-Bridge: a problem-led framework warns when the brief names no problem (issue #25).
    const result = await create({ type: 4, emojiSelection: 1 });
    // The contract's four fields, and our additive warnings (none for a clear English brief).
    expect(Object.keys(result).sort()).toEqual(["adTexts", "createdAt", "id", "updatedAt", "warnings"]);
    expect(result.warnings).toEqual([]);
    expect(Number.isInteger(result.id)).toBe(true);
    expect(result.createdAt).toMatch(isoMillis);
    expect(result.adTexts).toHaveLength(5);
    for (const text of result.adTexts) {
      expect(Number.isInteger(text.id)).toBe(true);
      expect(text).toMatchObject({ favorited: false, type: 4 });
      expect(text.conversionScore).toMatch(/^(\d|[1-9]\d|100)$/);
      expect(text.value).toContain("Aurora Smart Mug");
      expect(text.conversionScoreFeatures.map((f) => f.name)).toEqual(expect.arrayContaining(["limitsFit", "ctaPresent", "specificity", "readability", "toneMatch", "emojiPolicy"]));
    }
    expect((await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits).toBe(before - 1);
  });

  it("accepts the language as a code or a name and writes it natively", async () => {
    // The brief in German too: the built-in engine does not translate (issue #25).
    const result = await create({
      outputLanguage: "Deutsch",
      type: 1,
      productDescription: "Ein selbstheizender Becher, der Ihren Kaffee bis zu 80 Minuten auf Wunschtemperatur hält. Lädt kabellos auf einem Untersetzer.",
      targetAudience: "Menschen im Homeoffice",
    });
    expect(result.adTexts.map((t) => t.value).join(" ")).toMatch(/\b(und|mit|für|Ihr|dein|Sie|jetzt)\b/i);
  });

  it("says what it could not do as asked: an unknown instruction and tone", async () => {
    const result = await create({ tone: "Sardonic", customRequest: "write it like a pirate", type: 26 });
    expect(result.warnings.map((w) => w.code).sort()).toEqual(["InstructionNotUnderstood", "ToneNotKnown"]);
  });

  // Issue #25: mixed-language copy (“GoBD-compliant · XRechnung · Germany · EUR” in German ads) was 119 of 119 unusable;
  // the built-in engine does not translate, so a brief in another language is refused before a credit is spent.
  it("answers 422 for copy in another language than its brief, in plain words, and charges nothing", async () => {
    const before = (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;
    const german = {
      productName: "Shiftly",
      productDescription: "Dienstplanung für Restaurants und Cafés. Der Wochenplan steht in 10 Minuten und ist mit Square verbunden. Kostenlos für bis zu 15 Mitarbeitende.",
      targetAudience: "Gastronomen",
    };
    const response = await client.send(createAdTexts, { body: { applicationId: app.applicationId, userId, ...brief, ...german, outputLanguage: "en" } as never });
    const message = (await expectErrorBody(response, 422, "outputLanguage")).errors.outputLanguage![0]!;
    expect(message).toMatch(/description is in German, the copy is asked in English/);
    expect(message).toMatch(/administrator can connect a text model/);
    expect(message).not.toMatch(/TEXT_MODEL|_URL/);
    expect((await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits).toBe(before);
  });

  it("writes a problem-led framework without a problem in the brief from a neutral frame, and says so", async () => {
    const result = await create({ type: 2 });
    expect(result.warnings.map((w) => w.code)).toEqual(["ProblemNotInBrief"]);
    expect(result.adTexts.length).toBeGreaterThan(0);
  });

  it("answers 422 for a language the built-in engine cannot write, and charges nothing", async () => {
    const before = (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;
    const response = await client.send(createAdTexts, { body: { applicationId: app.applicationId, userId, ...brief, outputLanguage: "Klingon" } as never });
    const body = await expectErrorBody(response, 422, "outputLanguage");
    expect(body.errors.outputLanguage![0]).toMatch(/cannot write “Klingon”. It writes English, German, French, Spanish, Italian, Portuguese, Dutch and Turkish/);
    expect(body.errors.outputLanguage![0]).not.toMatch(/TEXT_MODEL/);
    expect((await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits).toBe(before);
  });

  it.each([
    ["productName missing", { productName: undefined }, "productName", /required/],
    ["productDescription missing", { productDescription: undefined }, "productDescription", /required/],
    ["outputLanguage missing", { outputLanguage: undefined }, "outputLanguage", /required/],
    ["userId not a GUID", { userId: "42" }, "userId", /GUID/],
    ["productName over 1000", { productName: "x".repeat(1001) }, "productName", /at most 1000/],
    ["productDescription over 5000", { productDescription: "x".repeat(5001) }, "productDescription", /at most 5000/],
    ["customRequest over 5000", { customRequest: "x".repeat(5001) }, "customRequest", /at most 5000/],
    ["outputLanguage over 100", { outputLanguage: "x".repeat(101) }, "outputLanguage", /at most 100/],
    ["webSiteUrl over 2083", { webSiteUrl: `https://a.io/${"x".repeat(2071)}` }, "webSiteUrl", /at most 2083/],
    ["type 36", { type: 36 }, "type", /0 to 35/],
    ["type -1", { type: -1 }, "type", /0 to 35/],
    ["type not a number", { type: "AIDA" }, "type", /integer/],
    ["type a fraction", { type: "1.5" }, "type", /integer/],
    ["emojiSelection 3", { emojiSelection: 3 }, "emojiSelection", /0 \(WithEmojis\)/],
    ["productName holding a NUL character", { productName: "Aurora\u0000Mug" }, "productName", /NUL character/],
  ])("400 when %s", async (_, change, field, message) => {
    const body = { applicationId: app.applicationId, userId, ...brief, ...change };
    const response = await client.send(createAdTexts, { body: body as never });
    expect((await expectErrorBody(response, 400, field)).errors[field]![0]).toMatch(message);
  });

  it("413 for a body over 1 MB, declared or chunked, and nothing charged", async () => {
    const before = (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;
    const declared = await client.send(createAdTexts, { body: { applicationId: app.applicationId, userId, ...brief, productDescription: "x".repeat(1_100_000) } as never });
    expect((await expectErrorBody(declared, 413, "body")).errors.body).toEqual(["The request body is larger than 1 MB."]);

    const { baseUrl, apiKey, apiSecret, accessToken } = client.options;
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 64 * 1024;
        controller.enqueue(new TextEncoder().encode("x".repeat(64 * 1024)));
        if (sent > 8 * 2 ** 20) controller.close();
      },
    });
    const chunked = await fetch(`${baseUrl}${createAdTexts.path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-api-key": apiKey!, "x-api-secret": apiSecret!, authorization: `Bearer ${accessToken}` },
      body: endless,
      duplex: "half",
    } as RequestInit);
    await expectErrorBody(chunked, 413, "body");
    expect((await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits).toBe(before);
  });

  it("counts limits in code points: 1000 emoji are a valid productName", async () => {
    const response = await client.send(createAdTexts, { body: { applicationId: app.applicationId, userId, ...brief, productName: "☕".repeat(1000) } as never });
    expect(response.status).toBe(200);
  });
});

describe("PUT Text/Generation/Ads", () => {
  it("replaces the fields, keeps favorites, writes new texts for the rest", async () => {
    const created = await create({ type: 4 });
    const kept = created.adTexts[1]!;
    await client.call(favoriteAdText, { params: { id: kept.id }, body: { favorited: true } });
    await new Promise((r) => setTimeout(r, 5));
    const updated = await client.call(updateAdTexts, {
      body: { applicationId: app.applicationId, userId, ...brief, id: created.id, tone: "Urgent", type: 4 } as never,
    });
    expect(updated.id).toBe(created.id);
    expect(updated.updatedAt > created.updatedAt).toBe(true);
    expect(updated.adTexts).toHaveLength(5);
    expect(updated.adTexts.find((t) => t.id === kept.id)).toMatchObject({ value: kept.value, favorited: true });
    const fresh = updated.adTexts.filter((t) => t.id !== kept.id);
    expect(fresh).toHaveLength(4);
    const oldValues = new Set(created.adTexts.map((t) => t.value));
    expect(fresh.every((t) => !oldValues.has(t.value))).toBe(true);
    const [listed] = await client.call(listUserAdTexts, { query: { userId, adTextGeneratorProcessId: created.id } });
    expect(listed).toMatchObject({ id: created.id, tone: "Urgent" });
  });

  it("answers 404 for another user's or another application's process, and 400 for a non-integer id", async () => {
    const created = await create();
    const other = await createApplication(10);
    const otherClient = await authenticatedClient(other);
    const put = (c: AdcraftClient, appId: string, user: string, id: unknown) =>
      c.send(updateAdTexts, { body: { applicationId: appId, userId: user, ...brief, id } as never });
    await expectErrorBody(await put(client, app.applicationId, randomUUID(), created.id), 404, "business: NotFound");
    await expectErrorBody(await put(otherClient, other.applicationId, userId, created.id), 404, "business: NotFound");
    await expectErrorBody(await put(client, app.applicationId, userId, "1.5"), 400, "id");
    // Ids are Int32s, as in the contract: a larger number is the client's error, not the database's.
    expect((await expectErrorBody(await put(client, app.applicationId, userId, "99999999999"), 400, "id")).errors.id![0]).toMatch(/from -2147483648 to 2147483647/);
    await expectErrorBody(await client.send(listUserAdTexts, { query: { userId, adTextGeneratorProcessId: "2147483648" as never } }), 400, "adTextGeneratorProcessId");
  });
});

describe("lists", () => {
  it("UserAd lists the user's processes in full form, newest first; processName defaults to productName", async () => {
    const user = randomUUID();
    const first = await create({ processName: "Spring launch" }, user);
    const second = await create({}, user);
    const listed = await client.call(listUserAdTexts, { query: { userId: user } });
    expect(listed.map((p) => p.id)).toEqual([second.id, first.id]);
    expect(listed[0]).toMatchObject({ processName: brief.productName, productName: brief.productName, outputLanguage: "en", emojiSelection: 2, type: 1, websiteUrl: null });
    expect(listed[1]!.processName).toBe("Spring launch");
    expect(listed[0]).not.toHaveProperty("customRequest");
    expect(listed[0]!.adTexts).toHaveLength(5);
  });

  it("never leaks another application's processes", async () => {
    const other = await createApplication(10);
    const otherClient = await authenticatedClient(other);
    await otherClient.call(createAdTexts, { body: { applicationId: other.applicationId, userId, ...brief } as never });
    const mine = await client.call(listApplicationAdTexts, { query: { applicationId: app.applicationId } });
    const theirs = await otherClient.call(listApplicationAdTexts, { query: { applicationId: other.applicationId } });
    expect(theirs).toHaveLength(1);
    expect(mine.some((p) => p.id === theirs[0]!.id)).toBe(false);
    // The same userId in another application sees only that application's processes.
    expect((await otherClient.call(listUserAdTexts, { query: { userId } })).map((p) => p.id)).toEqual([theirs[0]!.id]);
    // Asking for the other application's list with our token is a 401.
    await expectErrorBody(await client.send(listApplicationAdTexts, { query: { applicationId: other.applicationId } }), 401, "business:");
  });
});

describe("PATCH Text/Generation/AdText/{id}", () => {
  it("toggles favorite, refuses another application's text and a non-integer id", async () => {
    const created = await create();
    const text = created.adTexts[0]!;
    expect(await client.call(favoriteAdText, { params: { id: text.id }, body: { favorited: true } })).toMatchObject({ id: text.id, favorited: true });
    expect(await client.call(favoriteAdText, { params: { id: text.id }, body: { favorited: false } })).toMatchObject({ favorited: false });
    const other = await authenticatedClient(await createApplication(1));
    await expectErrorBody(await other.send(favoriteAdText, { params: { id: text.id }, body: { favorited: true } }), 404, "business: NotFound");
    await expectErrorBody(await client.send(favoriteAdText, { params: { id: "abc" }, body: { favorited: true } }), 400, "id");
    await expectErrorBody(await client.send(favoriteAdText, { params: { id: "2147483648" }, body: { favorited: true } }), 400, "id");
    await expectErrorBody(await client.send(favoriteAdText, { params: { id: text.id }, body: { favorited: "maybe" } as never }), 400, "favorited");
  });
});
