import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { sql } from "drizzle-orm";

/**
 * A paid call's credits from the charge to its end (charges.ts) on a real database: a PGlite of
 * this file's own, or this run's PostgreSQL. Every ending is conditional, so whichever of keep,
 * refund and sweep comes second changes nothing.
 */
let m: {
  db: import("@/lib/db").Database;
  /** the processes alive on the database (this one by its presence, and the run's server) */
  live: () => Promise<string[]>;
  workerId: string;
  charges: typeof import("./charges");
  applications: typeof import("./applications");
  adTexts: typeof import("./ad-texts");
};

beforeAll(async () => {
  process.env.DATA_DIR = path.join(inject("runDir"), "charge-queries");
  if (inject("databaseUrl")) process.env.DATABASE_URL = inject("databaseUrl");
  const handle = await (await import("@/lib/db")).getDatabaseHandle();
  const orphans = await import("@/lib/jobs/orphans");
  // Present like a server: the run's server sweeps this database too, and must take us for alive.
  const presence = await orphans.startPresence(handle);
  afterAll(() => presence.close());
  m = {
    db: handle.db,
    live: () => orphans.liveWorkerIds(handle),
    workerId: orphans.workerId,
    charges: await import("./charges"),
    applications: await import("./applications"),
    adTexts: await import("./ad-texts"),
  };
});

async function newKey(credits: number) {
  const application = await m.applications.insertApplication(m.db, { name: "charges", jwtPrivateKeyHash: "unused" });
  const key = await m.applications.insertApiKey(m.db, { applicationId: application.id, key: `ak_${randomUUID()}`, secretHash: "unused", credits });
  return { applicationId: application.id, apiKeyId: key.id };
}

const balanceOf = async (apiKeyId: string) => (await m.applications.findApiKeyById(m.db, apiKeyId))!.credits;
const ledgerOf = async (applicationId: string) => (await m.applications.usageByDay(m.db, applicationId, new Date(0))).reduce((sum, row) => sum + row.credits, 0);

async function reserve(apiKeyId: string, cost: number, worker = m.workerId) {
  const charge = await m.charges.chargeCredits(m.db, apiKeyId, cost, "POST /test", worker);
  return { apiKeyId, usageId: charge!.usageId, cost };
}

describe("chargeCredits", () => {
  it("takes the cost while the balance covers it, and leaves the balance alone when it does not", async () => {
    const { apiKeyId } = await newKey(3);
    expect((await m.charges.chargeCredits(m.db, apiKeyId, 2, "POST /test"))?.credits).toBe(1);
    expect(await m.charges.chargeCredits(m.db, apiKeyId, 2, "POST /test")).toBeUndefined();
    expect((await m.charges.chargeCredits(m.db, apiKeyId, 1, "POST /test"))?.credits).toBe(0);
    expect(await balanceOf(apiKeyId)).toBe(0);
  });
});

describe("a reserved charge ends once", () => {
  it("refunded: the credits come back and the ledger forgets the call; a keep afterwards fails", async () => {
    const { applicationId, apiKeyId } = await newKey(10);
    const charge = await reserve(apiKeyId, 6);
    expect(await balanceOf(apiKeyId)).toBe(4);
    expect(await ledgerOf(applicationId)).toBe(6);
    await m.charges.refundCredits(m.db, charge);
    await m.charges.refundCredits(m.db, charge);
    expect(await balanceOf(apiKeyId)).toBe(10);
    expect(await ledgerOf(applicationId)).toBe(0);
    expect(await m.charges.keepCharge(m.db, charge)).toBe(false);
  });

  it("kept: a refund afterwards (the call failed after its work was written) changes nothing", async () => {
    const { applicationId, apiKeyId } = await newKey(10);
    const charge = await reserve(apiKeyId, 6);
    expect(await m.charges.keepCharge(m.db, charge)).toBe(true);
    expect(await m.charges.keepCharge(m.db, charge)).toBe(true);
    await m.charges.refundCredits(m.db, charge);
    expect(await balanceOf(apiKeyId)).toBe(4);
    expect(await ledgerOf(applicationId)).toBe(6);
  });

  it("a keep inside a transaction that rolls back leaves the charge reserved, so it can still be refunded", async () => {
    const { apiKeyId } = await newKey(10);
    const charge = await reserve(apiKeyId, 1);
    await expect(
      m.db.transaction(async (tx) => {
        expect(await m.charges.keepCharge(tx as typeof m.db, charge)).toBe(true);
        throw new Error("the work failed");
      }),
    ).rejects.toThrow("the work failed");
    await m.charges.refundCredits(m.db, charge);
    expect(await balanceOf(apiKeyId)).toBe(10);
  });
});

describe("refundAbandonedCharges", () => {
  it("refunds the reservations of processes not alive and those older than any call, never a kept charge", async () => {
    const { applicationId, apiKeyId } = await newKey(100);
    // A dead process's id: no connection shows it (the run's server may refund it first: same result).
    const dead = randomUUID();
    const ofLive = await reserve(apiKeyId, 1);
    await reserve(apiKeyId, 6, dead);
    await reserve(apiKeyId, 1, dead);
    const keptOfDead = await reserve(apiKeyId, 6, dead);
    await m.charges.keepCharge(m.db, keptOfDead);

    await m.charges.refundAbandonedCharges(m.db, await m.live(), 3600);
    expect(await balanceOf(apiKeyId)).toBe(93);
    expect(await ledgerOf(applicationId)).toBe(7);
    // The live process's own call ends as usual.
    expect(await m.charges.keepCharge(m.db, ofLive)).toBe(true);

    // A live process's reservation held longer than any call (its own refund failed).
    const stuck = await reserve(apiKeyId, 1);
    await m.db.execute(sql`update api_usage set created_at = now() - interval '2 hours' where id = ${stuck.usageId}`);
    await m.charges.refundAbandonedCharges(m.db, await m.live(), 3600);
    expect(await balanceOf(apiKeyId)).toBe(93);
    expect(await m.charges.keepCharge(m.db, stuck)).toBe(false);
  });
});

describe("insertProcessWithTexts with a charge", () => {
  const fields = (applicationId: string) => ({ applicationId, userId: randomUUID(), type: 11, productName: "Aurora Mug", productDescription: "Keeps coffee hot.", processName: "Aurora", outputLanguage: "en", emojiSelection: 0 });
  const texts = [{ value: "Hot coffee, 80 minutes.", conversionScore: 80, scoreFeatures: [], type: 11 }];

  it("keeps the charge in the statement that stores the process", async () => {
    const { applicationId, apiKeyId } = await newKey(5);
    const charge = await reserve(apiKeyId, 1);
    const created = await m.adTexts.insertProcessWithTexts(m.db, fields(applicationId), texts, charge);
    expect(created?.texts).toHaveLength(1);
    await m.charges.refundCredits(m.db, charge);
    expect(await balanceOf(apiKeyId)).toBe(4);
  });

  it("stores nothing when the charge was refunded meanwhile", async () => {
    const { applicationId, apiKeyId } = await newKey(5);
    const charge = await reserve(apiKeyId, 1, randomUUID());
    await m.charges.refundAbandonedCharges(m.db, await m.live(), 3600);
    expect(await m.adTexts.insertProcessWithTexts(m.db, fields(applicationId), texts, charge)).toBeUndefined();
    expect(await m.adTexts.listProcesses(m.db, { applicationId }, { limit: 10, offset: 0 })).toEqual([]);
    expect(await balanceOf(apiKeyId)).toBe(5);
  });
});

describe("insertProcessWithTexts with a charge on write", () => {
  const fields = (applicationId: string) => ({ applicationId, userId: randomUUID(), type: 11, productName: "Aurora Mug", productDescription: "Keeps coffee hot.", processName: "Aurora", outputLanguage: "en", emojiSelection: 0 });
  const texts = [{ value: "Hot coffee, 80 minutes.", conversionScore: 80, scoreFeatures: [], type: 11 }];

  it("takes the credits in the statement that stores the process, with a kept ledger row, and says the balance left", async () => {
    const { applicationId, apiKeyId } = await newKey(5);
    const charge: import("./charges").ChargeOnWrite = { apiKeyId, cost: 2, operation: "POST /test" };
    const created = await m.adTexts.insertProcessWithTexts(m.db, fields(applicationId), texts, charge);
    expect(created?.texts).toHaveLength(1);
    expect(charge.creditsLeft).toBe(3);
    expect(await balanceOf(apiKeyId)).toBe(3);
    expect(await ledgerOf(applicationId)).toBe(2);
    // Kept at once: no reservation is left for a sweep to give back.
    const ledger = await m.db.execute(sql`select reserved_by from api_usage where application_id = ${applicationId}`);
    expect((ledger as unknown as { rows: unknown[] }).rows).toEqual([{ reserved_by: null }]);
  });

  it("stores nothing and takes nothing when the balance is short", async () => {
    const { applicationId, apiKeyId } = await newKey(1);
    const charge: import("./charges").ChargeOnWrite = { apiKeyId, cost: 2, operation: "POST /test" };
    expect(await m.adTexts.insertProcessWithTexts(m.db, fields(applicationId), texts, charge)).toBeUndefined();
    expect(charge.creditsLeft).toBeUndefined();
    expect(await m.adTexts.listProcesses(m.db, { applicationId }, { limit: 10, offset: 0 })).toEqual([]);
    expect(await balanceOf(apiKeyId)).toBe(1);
    expect(await ledgerOf(applicationId)).toBe(0);
  });

  it("lets concurrent calls take no more than the balance: the processes stored are the credits taken", async () => {
    const { applicationId, apiKeyId } = await newKey(3);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => m.adTexts.insertProcessWithTexts(m.db, fields(applicationId), texts, { apiKeyId, cost: 1, operation: "POST /test" })),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    expect(await balanceOf(apiKeyId)).toBe(0);
    expect(await m.adTexts.countProcesses(m.db, { applicationId })).toBe(3);
    expect(await ledgerOf(applicationId)).toBe(3);
  });
});
