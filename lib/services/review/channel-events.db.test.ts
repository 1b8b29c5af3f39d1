import path from "node:path";
import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createRunDatabase } from "@/e2e/support/services";

/**
 * A review event and the review row it describes commit together (an outbox): a decision or a
 * submission writes its notification deliveries in its own transaction, and when the deliveries
 * cannot be written the decision is not written either, so no crash or failure between the two
 * loses an event or announces one that did not happen. Its own database (a PGlite directory, or a
 * PostgreSQL database of its own), with a serving-only job queue (WORKERS=0): the deliveries'
 * jobs are queued, nothing sends them.
 */
let dropDatabase: (() => Promise<void>) | undefined;
let m: {
  db: import("@/lib/db").Database;
  schema: typeof import("@/lib/db/schema");
  review: typeof import("./index");
  reviewQueries: typeof import("@/lib/db/queries/review");
  images: typeof import("@/lib/db/queries/image-generation");
  assets: typeof import("@/lib/db/queries/photoshoot");
  applications: typeof import("@/lib/db/queries/applications");
  notifications: typeof import("@/lib/db/queries/notifications");
  orm: typeof import("drizzle-orm");
};

beforeAll(async () => {
  const id = `outbox${randomBytes(3).toString("hex")}`;
  process.env.DATA_DIR = path.join(inject("runDir"), id);
  if (inject("testDb") === "postgres") {
    const database = await createRunDatabase(`${Date.now().toString(36)}${id}`);
    process.env.DATABASE_URL = database.url;
    dropDatabase = database.drop;
  }
  process.env.WORKERS = "0";
  m = {
    db: await (await import("@/lib/db")).getDatabase(),
    schema: await import("@/lib/db/schema"),
    review: await import("./index"),
    reviewQueries: await import("@/lib/db/queries/review"),
    images: await import("@/lib/db/queries/image-generation"),
    assets: await import("@/lib/db/queries/photoshoot"),
    applications: await import("@/lib/db/queries/applications"),
    notifications: await import("@/lib/db/queries/notifications"),
    orm: await import("drizzle-orm"),
  };
});

afterAll(async () => {
  await (await import("@/lib/jobs/queue")).stopJobQueue();
  await (await import("@/lib/db")).closeDatabase();
  await dropDatabase?.();
});

const reviewer = { kind: "user" as const, userId: randomUUID(), name: "rita@agency.example" };

/** An application with an active webhook channel and one creative on its board; returns the item. */
async function itemWithChannel() {
  const application = await m.applications.insertApplication(m.db, { name: "outbox", jwtPrivateKeyHash: "unused" });
  await m.notifications.insertChannelConfiguration(m.db, {
    applicationId: application.id,
    channel: 0,
    settings: { WebHookUrl: "http://127.0.0.1:9/review-events", RetryCount: 3, ExponentialBackoffFactor: 2 },
    isActive: true,
    includeImageData: false,
  });
  const asset = await m.assets.insertProductAsset(m.db, {
    applicationId: application.id,
    userId: reviewer.userId,
    cutoutKey: "unused",
    maskKey: "unused",
    width: 800,
    height: 1200,
    analysis: { dominantColors: [], shapeClass: "tall", box: { left: 0, top: 0, width: 800, height: 1200 } },
  });
  const processId = randomUUID();
  await m.images.insertProcessWithTasks(
    m.db,
    { id: processId, applicationId: application.id, userId: reviewer.userId, assetId: asset.id, productName: "Nordlicht Thermobecher", renderKind: 0, disableSafeMargin: false, useSameStyleReferenceImage: true },
    [{ id: randomUUID(), processId, position: 0, promptObject: { tag: "preset", preset: "white_background" }, width: 1674, height: 628, renderState: 5, progress: 100 }],
  );
  await m.reviewQueries.syncReviewItems(m.db, application.id);
  const { items } = await m.review.listReviewItems(m.db, application.id);
  return { applicationId: application.id, itemId: items[0]!.id };
}

async function reviewEvents(applicationId: string) {
  const { notificationDeliveries: d } = m.schema;
  const rows = await m.db.select({ body: d.body }).from(d).where(m.orm.and(m.orm.eq(d.applicationId, applicationId), m.orm.eq(d.messageType, "ReviewEvent"))).orderBy(d.createdAt);
  return rows.map((r) => JSON.parse(r.body) as { EventType: string; Version: number; Decision: string | null });
}

describe("review events to the notification channels", () => {
  it("are written with the submission and the decision they describe", async () => {
    const { applicationId, itemId } = await itemWithChannel();
    await m.review.submitReviewItem(m.db, applicationId, itemId, { actor: reviewer });
    await m.review.decideReviewItem(m.db, applicationId, itemId, { decision: "approved", actor: reviewer });
    expect(await reviewEvents(applicationId)).toEqual([
      expect.objectContaining({ EventType: "Submitted", Version: 1, Decision: null }),
      expect.objectContaining({ EventType: "Decided", Version: 1, Decision: "approved" }),
    ]);
  });

  it("take the decision down with them when they cannot be written: neither is kept", async () => {
    const { applicationId, itemId } = await itemWithChannel();
    await m.review.submitReviewItem(m.db, applicationId, itemId, { actor: reviewer });
    // This application's deliveries cannot be written now (a constraint of this test's own database).
    await m.db.execute(m.orm.sql.raw(`alter table notification_deliveries add constraint outbox_test_refuses check (application_id <> '${applicationId}') not valid`));
    try {
      await expect(m.review.decideReviewItem(m.db, applicationId, itemId, { decision: "approved", actor: reviewer })).rejects.toThrow();
      await expect(m.review.commentOnReviewItem(m.db, applicationId, itemId, { body: "Lovely light.", actor: reviewer })).rejects.toThrow();
    } finally {
      await m.db.execute(m.orm.sql.raw("alter table notification_deliveries drop constraint outbox_test_refuses"));
    }
    const detail = await m.review.getReviewItem(m.db, applicationId, itemId);
    expect(detail.decisions).toEqual([]);
    expect(detail.comments).toEqual([]);
    expect(detail.item.state).toBe("inReview");
    expect((await reviewEvents(applicationId)).map((e) => e.EventType)).toEqual(["Submitted"]);

    // Once deliveries can be written again, the same decision goes through with its event.
    await m.review.decideReviewItem(m.db, applicationId, itemId, { decision: "approved", actor: reviewer });
    expect((await reviewEvents(applicationId)).map((e) => e.EventType)).toEqual(["Submitted", "Decided"]);
  });
});
