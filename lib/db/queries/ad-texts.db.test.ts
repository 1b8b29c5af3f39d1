import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";

/**
 * The hand-written statements of the ad-text path (one insert for a process and its texts) on a
 * real database: a PGlite of this file's own, or this run's PostgreSQL. The charge: charges.db.test.ts.
 */
let m: {
  db: import("@/lib/db").Database;
  adTexts: typeof import("./ad-texts");
  applications: typeof import("./applications");
};

beforeAll(async () => {
  process.env.DATA_DIR = path.join(inject("runDir"), "ad-text-queries");
  if (inject("databaseUrl")) process.env.DATABASE_URL = inject("databaseUrl");
  m = {
    db: await (await import("@/lib/db")).getDatabase(),
    adTexts: await import("./ad-texts"),
    applications: await import("./applications"),
  };
});

async function newApplication(credits = 0) {
  const application = await m.applications.insertApplication(m.db, { name: "queries", jwtPrivateKeyHash: "unused" });
  const key = await m.applications.insertApiKey(m.db, { applicationId: application.id, key: `ak_${randomUUID()}`, secretHash: "unused", credits });
  return { applicationId: application.id, apiKeyId: key.id };
}

const fields = (applicationId: string) => ({
  applicationId,
  userId: randomUUID(),
  type: 11,
  productName: "Aurora “Smart” Mug ☕",
  productDescription: "Keeps coffee at 58 °C for 80 minutes.",
  processName: "Aurora",
  outputLanguage: "de",
  emojiSelection: 0,
  cta: "Jetzt bestellen",
});

describe("insertProcessWithTexts", () => {
  it("stores the process and its texts in the order given, and returns them as the list reads them", async () => {
    const { applicationId } = await newApplication();
    const texts = Array.from({ length: 7 }, (_, i) => ({
      value: `Text ${i}: „Kaffee, der warm bleibt“ 🔥 — it's ${i % 2 ? "great" : "'quoted'"}`,
      conversionScore: 90 - i,
      scoreFeatures: [{ name: "ctaPresent", label: "Says what to do", score: i * 10, weight: 20 }],
      type: 11,
    }));
    const process = fields(applicationId);
    const created = (await m.adTexts.insertProcessWithTexts(m.db, process, texts))!;

    expect(created.process.createdAt).toBeInstanceOf(Date);
    expect(created.texts.map((t) => t.value)).toEqual(texts.map((t) => t.value));
    const ids = created.texts.map((t) => t.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);

    const [listed] = await m.adTexts.listProcesses(m.db, { applicationId });
    expect(listed!.process).toMatchObject({ ...process, id: created.process.id, revision: 0, websiteUrl: null, tone: null });
    expect(listed!.texts).toEqual(created.texts);
  });
});
