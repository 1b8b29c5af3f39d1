import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { codePointLength, detectLanguage, TONES, wordCount, wordsIn } from "@/lib/ai/language";
import { COPY_PACKS, HEADLINE_WORDS, PUNCHLINE_WORDS, STRATEGY_TEXTS } from "@/lib/ai/text-ops";
import { SHORT_TONE_WORDS } from "@/lib/ai/text-ops/rewrite/short-words";
import { freeFontAwesomeClasses } from "@/lib/ai/text-ops/test-support";
import { getCredits } from "@/lib/schemas/account";
import { changeSentiment, suggestAdStrategies, WARNINGS_HEADER, writeAdCopiesOperation, type TextOpWarning } from "@/lib/schemas/text-ops";
import { authenticatedClient, createApplication, expectErrorBody, keyClient, type TestApplication } from "../support/fixtures";

/** Endpoints 6–8 with the built-in writers, through the production server. */
let app: TestApplication;
let client: AdcraftClient;
const userId = randomUUID();
const icons = freeFontAwesomeClasses();

const mug = {
  productName: "Aurora Smart Mug",
  productDescription: "A self-heating mug that keeps coffee at your chosen temperature for up to 80 minutes. Charges on a wireless coaster.",
  targetAudience: "busy remote workers",
};
const german = {
  productName: "Aurora Smart Mug",
  productDescription: "Der Becher hält deinen Kaffee bis zu 80 Minuten auf der Wunschtemperatur und lädt kabellos auf dem Untersetzer.",
  targetAudience: "Menschen im Homeoffice",
};

beforeAll(async () => {
  app = await createApplication(5000);
  client = await authenticatedClient(app);
});

const credits = async () => (await client.call(getCredits, { query: { applicationId: app.applicationId } })).credits;
const base = () => ({ applicationId: app.applicationId, userId });

describe("POST Text/Generation/AdStrategies", () => {
  const strategies = (extra: Record<string, unknown> = {}) => client.send(suggestAdStrategies, { body: { ...base(), ...mug, adGoal: "purchase", ...extra } as never });

  it("answers 5 to 8 ranked strategies whose rationales name the product or audience, with Font Awesome 6 free icons, for 1 credit", async () => {
    const before = await credits();
    const response = await strategies();
    expect(response.status).toBe(200);
    const list = (await response.json()) as Array<Record<string, string>>;
    expect(list.length).toBeGreaterThanOrEqual(5);
    expect(list.length).toBeLessThanOrEqual(8);
    for (const s of list) {
      expect(Object.keys(s).sort()).toEqual(["adStrategyShortName", "fontAwesomeIcon", "rationale"]);
      expect(s.rationale!.includes(mug.productName) || s.rationale!.includes(mug.targetAudience)).toBe(true);
      expect(icons.has(s.fontAwesomeIcon!)).toBe(true);
    }
    expect(await credits()).toBe(before - 1);
  });

  it("excludes currentStrategies case-insensitively, sent as repeated fields, a JSON array or a comma-separated list", async () => {
    const first = ((await (await strategies()).json()) as Array<{ adStrategyShortName: string }>).map((s) => s.adStrategyShortName);
    const [a, b, c] = first as [string, string, string];
    for (const currentStrategies of [[a.toUpperCase(), b.toLowerCase()], JSON.stringify([a, b.toUpperCase()]), `${a.toLowerCase()}, ${b}`]) {
      const names = ((await (await strategies({ currentStrategies })).json()) as Array<{ adStrategyShortName: string }>).map((s) => s.adStrategyShortName.toLowerCase());
      expect(names).not.toContain(a.toLowerCase());
      expect(names).not.toContain(b.toLowerCase());
      expect(names).toContain(c.toLowerCase());
      expect(names.length).toBeGreaterThanOrEqual(5);
    }
  });

  it("ranks by goal and product: software sign-ups get a free trial, a mug does not", async () => {
    const saas = await strategies({ productName: "Planwise", productDescription: "Project management software with one dashboard for tasks and invoices.", targetAudience: "agency owners", adGoal: "sign-up" });
    const names = ((await saas.json()) as Array<{ adStrategyShortName: string }>).map((s) => s.adStrategyShortName);
    expect(names.slice(0, 2)).toContain("Free trial");
    const mugNames = ((await (await strategies()).json()) as Array<{ adStrategyShortName: string }>).map((s) => s.adStrategyShortName);
    expect(mugNames).not.toContain("Free trial");
  });

  it("writes English unless the product text is clearly another supported language", async () => {
    const list = (await (await strategies({ ...german, adGoal: "Kauf" })).json()) as Array<{ adStrategyShortName: string; rationale: string }>;
    const names = new Set(Object.values(STRATEGY_TEXTS.de).map(([name]) => name));
    expect(list.every((s) => names.has(s.adStrategyShortName))).toBe(true);
    expect(list.every((s) => s.rationale.includes("Menschen im Homeoffice"))).toBe(true);
  });

  it.each([
    ["productName missing", { productName: undefined }, "productName", /required/],
    ["productDescription missing", { productDescription: undefined }, "productDescription", /required/],
    ["targetAudience missing", { targetAudience: undefined }, "targetAudience", /required/],
    ["adGoal missing", { adGoal: undefined }, "adGoal", /required/],
    ["productName over 1000", { productName: "x".repeat(1001) }, "productName", /at most 1000/],
    ["productDescription over 5000", { productDescription: "x".repeat(5001) }, "productDescription", /at most 5000/],
    ["targetAudience over 1000", { targetAudience: "x".repeat(1001) }, "targetAudience", /at most 1000/],
    ["adGoal over 1000", { adGoal: "x".repeat(1001) }, "adGoal", /at most 1000/],
    ["currentStrategies not a JSON array of strings", { currentStrategies: "[1, 2" }, "currentStrategies", /strategy names/],
    ["more than 50 currentStrategies", { currentStrategies: Array.from({ length: 51 }, (_, i) => `s${i}`) }, "currentStrategies", /at most 50/],
    ["userId not a GUID", { userId: "42" }, "userId", /GUID/],
  ])("400 when %s, free of charge", async (_, change, field, message) => {
    const before = await credits();
    const body = await expectErrorBody(await strategies(change), 400, field);
    expect(body.errors[field]![0]).toMatch(message);
    expect(await credits()).toBe(before);
  });

  it("counts limits in code points: 1000 emoji are a valid productName", async () => {
    expect((await strategies({ productName: "☕".repeat(1000) })).status).toBe(200);
  });
});

describe("POST Text/Generation/AdCopies", () => {
  const copies = (extra: Record<string, unknown> = {}) =>
    client.send(writeAdCopiesOperation, { body: { ...base(), ...mug, cta: "Order now", outputLanguage: "en", tone: "Friendly", isLongHeadline: "false", ...extra } as never });

  async function expectCopies(response: Response, long: boolean, language: string) {
    expect(response.status).toBe(200);
    const body = (await response.json()) as { headlines: string[]; punchlines: string[]; callToActions: Array<{ cta: string; fontAwesomeIcon: string }>; warnings: TextOpWarning[] };
    expect(Object.keys(body).sort()).toEqual(["callToActions", "headlines", "punchlines", "warnings"]);
    const [min, max] = long ? HEADLINE_WORDS.long : HEADLINE_WORDS.short;
    expect(body.headlines).toHaveLength(5);
    for (const h of body.headlines) {
      expect(wordCount(h), h).toBeGreaterThanOrEqual(min);
      expect(wordCount(h), h).toBeLessThanOrEqual(max);
      expect(h).toContain("Aurora Smart Mug");
    }
    expect(body.punchlines).toHaveLength(5);
    for (const p of body.punchlines) expect(wordCount(p)).toBeLessThanOrEqual(PUNCHLINE_WORDS[1]);
    expect(body.callToActions).toHaveLength(4);
    for (const c of body.callToActions) {
      expect(Object.keys(c).sort()).toEqual(["cta", "fontAwesomeIcon"]);
      expect(icons.has(c.fontAwesomeIcon)).toBe(true);
    }
    if (language !== "en") expect(detectLanguage([...body.headlines, ...body.punchlines].join(" "), 2), body.headlines.join(" | ")).toBe(language);
    return body;
  }

  it.each(TONES.map((tone) => [tone]))("%s: 5 short and 5 long headlines in range, 5 punchlines, 4 CTAs with icons, no warnings", async (tone) => {
    expect((await expectCopies(await copies({ tone }), false, "en")).warnings).toEqual([]);
    expect((await expectCopies(await copies({ tone, isLongHeadline: "TRUE" }), true, "en")).warnings).toEqual([]);
  });

  it("says what it could not do as asked, still with a 200: a strategy and a tone it does not know", async () => {
    const body = await expectCopies(await copies({ strategy: "Black Friday with 20% off", tone: "like a pirate" }), false, "en");
    expect(body.warnings.map((w) => w.code)).toEqual(["InstructionNotUnderstood", "ToneNotKnown"]);
    expect(body.warnings[0]!.message).toContain("Black Friday with 20% off");
  });

  // Issue #25: the built-in engine does not translate; a brief in another language than the copy is refused, not mixed.
  it("answers 422 for copies in another language than the brief", async () => {
    const response = await copies({ ...german });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { errors: Record<string, string[]> };
    expect(body.errors.outputLanguage![0]).toMatch(/description is in German, the copy is asked in English/);
  });

  it.each([
    ["German", "de", "Jetzt bestellen"],
    ["fr", "fr", "Commander"],
    ["Español", "es", "Comprar ahora"],
    ["tr", "tr", "Hemen satın al"],
  ])("writes natively in %s for every tone", async (outputLanguage, code, cta) => {
    const briefs: Record<string, [description: string, audience: string]> = {
      de: [german.productDescription, german.targetAudience],
      fr: ["Garde le café à la température choisie jusqu'à 80 minutes et se recharge sur un socle sans fil.", "les télétravailleurs pressés"],
      es: ["Mantiene el café a la temperatura elegida hasta 80 minutos y se carga en una base inalámbrica.", "quienes trabajan desde casa"],
      tr: ["Kahveyi 80 dakikaya kadar seçtiğiniz sıcaklıkta tutar ve kablosuz altlıkta şarj olur.", "evden çalışanlar"],
    };
    const [productDescription, targetAudience] = briefs[code]!;
    for (const tone of TONES) {
      const body = await expectCopies(await copies({ outputLanguage, tone, cta, productDescription, targetAudience }), false, code);
      expect(body.callToActions[0]!.cta.replace(/[¡!]/g, "").trim()).toBe(cta);
    }
  });

  it("shapes the copy by the strategy: a scarcity strategy talks of stock in every headline", async () => {
    // A scarcity strategy needs a scarce product: "Stocks are limited!" only when the brief says so (issue #25).
    const limited = { productDescription: `${mug.productDescription} Limited run of 500, while stocks last.` };
    const body = await expectCopies(await copies({ strategy: "Scarcity", tone: "Urgent", ...limited }), false, "en");
    for (const h of body.headlines) expect(h).toMatch(/stock|gone|offer ends|today, not someday/i);
    expect(body.callToActions.map((c) => c.fontAwesomeIcon)).toContain("fa-solid fa-bolt");
  });

  it("answers 422 for a language the built-in engine cannot write, free of charge", async () => {
    const before = await credits();
    const body = await expectErrorBody(await copies({ outputLanguage: "Klingon" }), 422, "outputLanguage");
    expect(body.errors.outputLanguage![0]).toMatch(/cannot write “Klingon”. It writes English, German/);
    expect(body.errors.outputLanguage![0]).not.toMatch(/TEXT_MODEL/);
    expect(await credits()).toBe(before);
  });

  it.each([
    ["productName missing", { productName: undefined }, "productName", /required/],
    ["productDescription missing", { productDescription: undefined }, "productDescription", /required/],
    ["cta missing", { cta: undefined }, "cta", /required/],
    ["outputLanguage missing", { outputLanguage: undefined }, "outputLanguage", /required/],
    ["tone missing", { tone: undefined }, "tone", /required/],
    ["targetAudience missing", { targetAudience: undefined }, "targetAudience", /required/],
    ["isLongHeadline missing", { isLongHeadline: undefined }, "isLongHeadline", /required/],
    ["isLongHeadline not a boolean", { isLongHeadline: "maybe" }, "isLongHeadline", /true or false/],
    ["productName over 1000", { productName: "x".repeat(1001) }, "productName", /at most 1000/],
    ["productDescription over 5000", { productDescription: "x".repeat(5001) }, "productDescription", /at most 5000/],
    ["strategy over 2000", { strategy: "x".repeat(2001) }, "strategy", /at most 2000/],
    ["cta over 1000", { cta: "x".repeat(1001) }, "cta", /at most 1000/],
    ["outputLanguage over 100", { outputLanguage: "x".repeat(101) }, "outputLanguage", /at most 100/],
    ["tone over 1000", { tone: "x".repeat(1001) }, "tone", /at most 1000/],
    ["targetAudience over 1000", { targetAudience: "x".repeat(1001) }, "targetAudience", /at most 1000/],
    ["applicationId not a GUID", { applicationId: "app" }, "applicationId", /GUID/],
  ])("400 when %s, free of charge", async (_, change, field, message) => {
    const before = await credits();
    const body = await expectErrorBody(await copies(change), 400, field);
    expect(body.errors[field]![0]).toMatch(message);
    expect(await credits()).toBe(before);
  });
});

describe("POST Text/Craft/ChangeSentiment", () => {
  const headLine = "Aurora Smart Mug keeps your coffee hot for up to 80 minutes, wherever you work";
  const rewrite = (extra: Record<string, unknown> = {}) => client.send(changeSentiment, { body: { ...base(), ...mug, headLine, ...extra } as never });

  it("answers one JSON string of at most 40 code points by default, keeping the headline's figure, for 1 credit", async () => {
    const before = await credits();
    const response = await rewrite({ tone: "Urgent" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/application\/json/);
    const raw = await response.text();
    expect(raw.startsWith('"') && raw.endsWith('"')).toBe(true);
    const text = JSON.parse(raw) as string;
    expect(codePointLength(text)).toBeLessThanOrEqual(40);
    expect(text).toContain("80");
    expect(response.headers.get(WARNINGS_HEADER)).toBe("[]");
    expect(await credits()).toBe(before - 1);
  });

  // Every word is one of the headline's, the description's or the tone vocabulary's: a cut word ("coff") is none of them.
  const bare = (word: string) => word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
  const vocabulary = new Set(
    [headLine, mug.productName, mug.productDescription, "min", ...[...Object.values(COPY_PACKS.en.tones), ...Object.values(SHORT_TONE_WORDS.en)].flatMap((t) => [...t.leads, ...t.closers])].flatMap(wordsIn).map(bare),
  );

  it.each(TONES.map((tone) => [tone]))("%s: within textLimit, whole words, no ellipsis, the figure kept over the name", async (tone) => {
    for (const textLimit of [12, 17, 25, 60, 200]) {
      const text = (await (await rewrite({ tone, textLimit })).json()) as string;
      expect(codePointLength(text), text).toBeLessThanOrEqual(textLimit);
      expect(text).not.toMatch(/…|\.\.\./);
      expect(text).toContain("80");
      for (const word of wordsIn(text)) expect(vocabulary.has(bare(word)), `"${word}" in "${text}"`).toBe(true);
    }
    if (tone === "Urgent") expect((await (await rewrite({ tone, textLimit: 120 })).json()) as string).toContain("!");
    if (tone === "Luxurious" || tone === "Calm") expect((await (await rewrite({ tone, textLimit: 120 })).json()) as string).not.toContain("!");
  });

  it("rewrites in the requested language, or the headline's own", async () => {
    const toneWords = (code: "de" | "fr", tone: "friendly" | "playful") => [...COPY_PACKS[code].tones[tone].leads, ...COPY_PACKS[code].tones[tone].closers].map((w) => w.replace(/[.!?]$/, ""));
    const de = (await (await rewrite({ headLine: "Aurora Smart Mug hält deinen Kaffee bis zu 80 Minuten heiß", language: "de", tone: "Friendly", textLimit: 200 })).json()) as string;
    expect(de).toMatch(/Aurora Smart Mug hält deinen Kaffee/);
    expect(toneWords("de", "friendly").some((w) => de.includes(w))).toBe(true);
    const fr = (await (await rewrite({ headLine: "Aurora Smart Mug garde ton café chaud jusqu'à 80 minutes", tone: "Playful", textLimit: 200 })).json()) as string;
    expect(fr).toMatch(/garde ton café chaud/i);
    expect(toneWords("fr", "playful").some((w) => fr.replace(/\u00A0/g, " ").includes(w.replace(/\u00A0/g, " ")))).toBe(true);
  });

  it("answers 422 for a language it cannot write", async () => {
    await expectErrorBody(await rewrite({ language: "ja" }), 422, "language");
  });

  // Issue #15: "Shiftly! Grab yours today!" at 30 characters; the original behind "Shiftly:" at 120.
  it("keeps the message at 30 characters and says in a header which figure it left out", async () => {
    const shiftly = { productName: "Shiftly", productDescription: "Shift scheduling app for restaurants and shops.", headLine: "Shiftly: staff scheduling that takes 10 minutes a week, free for up to 15 employees" };
    const response = await rewrite({ ...shiftly, tone: "Urgent", textLimit: 30 });
    const text = (await response.json()) as string;
    expect(text).toMatch(/15 employees|10 min/);
    const warnings = JSON.parse(response.headers.get(WARNINGS_HEADER)!) as TextOpWarning[];
    expect(warnings.map((w) => w.code)).toEqual(["FactDropped"]);
    const long = (await (await rewrite({ ...shiftly, tone: "Urgent", textLimit: 120 })).json()) as string;
    expect(long).not.toMatch(/:[^:]*:/);
    expect(long).toContain("10 minutes");
    expect(long).toContain("15 employees");
  });

  it("says in the header when the tone is not known, and refuses a headline in another language (the engine does not translate)", async () => {
    const unknownTone = await rewrite({ tone: "like a pirate", textLimit: 120 });
    expect(unknownTone.status).toBe(200);
    expect((JSON.parse(unknownTone.headers.get(WARNINGS_HEADER)!) as TextOpWarning[]).map((w) => w.code)).toEqual(["ToneNotKnown"]);
    const crossed = await rewrite({ language: "de", textLimit: 120 });
    expect(crossed.status).toBe(422);
    const body = (await crossed.json()) as { errors: Record<string, string[]> };
    expect(body.errors.language![0]).toMatch(/headline is in English, the rewrite is asked in German/);
  });

  it.each([
    ["headLine missing", { headLine: undefined }, "headLine", /required/],
    ["productName missing", { productName: undefined }, "productName", /required/],
    ["productDescription missing", { productDescription: undefined }, "productDescription", /required/],
    ["headLine over 500", { headLine: "x".repeat(501) }, "headLine", /at most 500/],
    ["productName over 1000", { productName: "x".repeat(1001) }, "productName", /at most 1000/],
    ["productDescription over 5000", { productDescription: "x".repeat(5001) }, "productDescription", /at most 5000/],
    ["tone over 500", { tone: "x".repeat(501) }, "tone", /at most 500/],
    ["language over 10", { language: "x".repeat(11) }, "language", /at most 10/],
    ["textLimit 0", { textLimit: 0 }, "textLimit", /1 to 1000/],
    ["textLimit 1001", { textLimit: 1001 }, "textLimit", /1 to 1000/],
    ["textLimit a fraction", { textLimit: "1.5" }, "textLimit", /integer/],
    ["textLimit not a number", { textLimit: "forty" }, "textLimit", /integer/],
    ["userId not a GUID", { userId: "u" }, "userId", /GUID/],
  ])("400 when %s, free of charge", async (_, change, field, message) => {
    const before = await credits();
    const body = await expectErrorBody(await rewrite(change), 400, field);
    expect(body.errors[field]![0]).toMatch(message);
    expect(await credits()).toBe(before);
  });

  it("accepts the limits' edges: textLimit 1 and 1000, a 500-character headline", async () => {
    expect(codePointLength((await (await rewrite({ textLimit: 1 })).json()) as string)).toBeLessThanOrEqual(1);
    expect(codePointLength((await (await rewrite({ textLimit: 1000, headLine: `${"word ".repeat(98)}Aurora` })).json()) as string)).toBeLessThanOrEqual(1000);
  });
});

describe("authentication and tenancy", () => {
  const bodies = () => [
    [suggestAdStrategies, { ...base(), ...mug, adGoal: "purchase" }],
    [writeAdCopiesOperation, { ...base(), ...mug, cta: "Buy", outputLanguage: "en", tone: "Bold", isLongHeadline: false }],
    [changeSentiment, { ...base(), ...mug, headLine: "Hot coffee" }],
  ] as const;

  it("401 without an access token, and for another application's applicationId", async () => {
    const other = await createApplication(1, "Other");
    for (const [operation, body] of bodies()) {
      await expectErrorBody(await keyClient(app).send(operation as never, { body: body as never }), 401, "business:");
      await expectErrorBody(await client.send(operation as never, { body: { ...body, applicationId: other.applicationId } as never }), 401, "business:");
    }
  });

  it("400 business: Credits when the key has none", async () => {
    const poor = await createApplication(0, "No credits");
    const poorClient = await authenticatedClient(poor);
    for (const [operation, body] of bodies()) {
      await expectErrorBody(await poorClient.send(operation as never, { body: { ...body, applicationId: poor.applicationId } as never }), 400, "business: Credits");
    }
  });
});
