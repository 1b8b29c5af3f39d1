import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";

/**
 * A redo of one scene on a real database (a PGlite of this file's own, or this run's PostgreSQL):
 * the new take takes the slot, the old one stays for the review board, the board numbers the new
 * take as the next version of that scene's item only, and a redo that fails for good gives its
 * credit back through its own ledger row, not the photoshoot's.
 */
let m: {
  db: import("@/lib/db").Database;
  schema: typeof import("@/lib/db/schema");
  images: typeof import("./image-generation");
  redo: typeof import("./redo-scene");
  review: typeof import("./review");
  charges: typeof import("./charges");
  assets: typeof import("./photoshoot");
  applications: typeof import("@/lib/services/applications");
  orm: typeof import("drizzle-orm");
};

beforeAll(async () => {
  process.env.DATA_DIR = path.join(inject("runDir"), "redo-scene");
  if (inject("databaseUrl")) process.env.DATABASE_URL = inject("databaseUrl");
  m = {
    db: await (await import("@/lib/db")).getDatabase(),
    schema: await import("@/lib/db/schema"),
    images: await import("./image-generation"),
    redo: await import("./redo-scene"),
    review: await import("./review"),
    charges: await import("./charges"),
    assets: await import("./photoshoot"),
    applications: await import("@/lib/services/applications"),
    orm: await import("drizzle-orm"),
  };
});

const author = randomUUID();

/** An application with one key of 10 credits and a finished photoshoot of one preset cycled into six slots, paid 6 credits. */
async function finishedPhotoshoot() {
  const { applicationId } = await m.applications.createApplication(m.db, { name: "redo", credits: 10 });
  const [key] = await m.db.select().from(m.schema.apiKeys).where(m.orm.eq(m.schema.apiKeys.applicationId, applicationId));
  const charge = (await m.charges.chargeCredits(m.db, key!.id, 6, "POST /api/v1/Image/ProductGeneration/AdCreative"))!;
  const asset = await m.assets.insertProductAsset(m.db, {
    applicationId,
    userId: author,
    cutoutKey: "unused",
    maskKey: "unused",
    width: 800,
    height: 1200,
    analysis: { dominantColors: [], shapeClass: "tall", box: { left: 0, top: 0, width: 800, height: 1200 } },
  });
  const processId = randomUUID();
  const tasks = Array.from({ length: 6 }, (_, position) => ({
    id: randomUUID(),
    processId,
    position,
    promptObject: { tag: "preset" as const, preset: "white_background" },
    width: 1674,
    height: 628,
    renderState: 5,
    progress: 100,
  }));
  await m.images.insertProcessWithTasks(
    m.db,
    { id: processId, applicationId, userId: author, assetId: asset.id, productName: "Nordlicht Thermobecher", renderKind: 0, disableSafeMargin: false, useSameStyleReferenceImage: true, chargeUsageId: charge.usageId },
    tasks,
  );
  return { applicationId, keyId: key!.id, processId, taskIds: tasks.map((t) => t.id), photoshootUsageId: charge.usageId };
}

/** Each item of the application with its versions' tasks, oldest version first. */
async function versionsByItem(applicationId: string) {
  const { reviewItems, reviewVersions } = m.schema;
  const rows = await m.db
    .select({ itemId: reviewItems.id, title: reviewItems.title, number: reviewVersions.number, taskId: reviewVersions.imageTaskId })
    .from(reviewVersions)
    .innerJoin(reviewItems, m.orm.eq(reviewItems.id, reviewVersions.itemId))
    .where(m.orm.eq(reviewItems.applicationId, applicationId))
    .orderBy(reviewItems.title, reviewVersions.number);
  const items = new Map<string, string[]>();
  for (const r of rows) items.set(r.title, [...(items.get(r.title) ?? []), r.taskId!]);
  return items;
}

const redoOf = (owner: { applicationId: string; processId: string; taskId: string }, usageId: string | null) => m.db.transaction((tx) => m.redo.replaceWithRedo(tx as never, owner, usageId));

describe("redo one scene", () => {
  it("puts a new take in the slot, keeps the old one for the board as version 1 and makes the new one version 2 of that scene only", async () => {
    const shoot = await finishedPhotoshoot();
    await m.review.syncReviewItems(m.db, shoot.applicationId);
    const before = await versionsByItem(shoot.applicationId);
    // Six items, one a slot (the same preset six times is told apart by its count), each at version 1.
    expect(before.size).toBe(6);
    expect(new Set([...before.values()].map((v) => v.join()))).toEqual(new Set(shoot.taskIds));

    const redo = await redoOf({ applicationId: shoot.applicationId, processId: shoot.processId, taskId: shoot.taskIds[2]! }, null);
    if (!redo.redone) throw new Error(`not redone: ${redo.reason}`);
    expect(redo.task).toEqual(expect.objectContaining({ position: 2, renderState: 1, promptObject: { tag: "preset", preset: "white_background" }, replacedAt: null }));
    expect(redo.task.id).not.toBe(shoot.taskIds[2]);

    // The photoshoot shows six tasks, the new take in slot 3; the old row stays, marked replaced.
    const shown = (await m.images.findOwnedProcess(m.db, { applicationId: shoot.applicationId, processId: shoot.processId }))!;
    expect(shown.tasks.map((t) => t.id)).toEqual([...shoot.taskIds.slice(0, 2), redo.task.id, ...shoot.taskIds.slice(3)]);
    expect(shown.process.progressNotifiedAt).toBeNull();
    expect((await m.images.findTask(m.db, shoot.taskIds[2]!))!.replacedAt).toBeInstanceOf(Date);

    await m.review.syncReviewItems(m.db, shoot.applicationId);
    const after = await versionsByItem(shoot.applicationId);
    expect(after.size).toBe(6);
    for (const [title, tasks] of after) {
      if (tasks[0] === shoot.taskIds[2]) expect(tasks, title).toEqual([shoot.taskIds[2], redo.task.id]);
      else expect(tasks, title).toEqual(before.get(title));
    }
  });

  it("refuses a take still rendering, a replaced task and another application's photoshoot", async () => {
    const shoot = await finishedPhotoshoot();
    const other = await finishedPhotoshoot();
    const owner = { applicationId: shoot.applicationId, processId: shoot.processId, taskId: shoot.taskIds[0]! };
    expect(await redoOf({ ...owner, applicationId: other.applicationId }, null)).toEqual({ redone: false, reason: "missing" });
    const redo = await redoOf(owner, null);
    if (!redo.redone) throw new Error(redo.reason);
    expect(await redoOf(owner, null)).toEqual({ redone: false, reason: "missing" });
    expect(await redoOf({ ...owner, taskId: redo.task.id }, null)).toEqual({ redone: false, reason: "rendering" });
  });

  it("gives a failed redo's credit back through the redo's own ledger row, once", async () => {
    const shoot = await finishedPhotoshoot();
    const usage = (await m.charges.chargeCredits(m.db, shoot.keyId, 1, "POST /api/v1/Image/ProductGeneration/Processes/{imageProductGeneratorProcessId}/Tasks/{taskId}/Redo"))!;
    expect(usage.credits).toBe(3);
    const redo = await redoOf({ applicationId: shoot.applicationId, processId: shoot.processId, taskId: shoot.taskIds[4]! }, usage.usageId);
    if (!redo.redone) throw new Error(redo.reason);
    expect(redo.task.chargeUsageId).toBe(usage.usageId);

    expect(await m.images.failTask(m.db, redo.task.id, "test: the renderer failed")).toEqual({ refundedKeyId: shoot.keyId });
    expect(await m.images.failTask(m.db, redo.task.id, "test: again")).toEqual({ refundedKeyId: undefined });
    const { apiKeys, apiUsage } = m.schema;
    const [key] = await m.db.select({ credits: apiKeys.credits }).from(apiKeys).where(m.orm.eq(apiKeys.id, shoot.keyId));
    expect(key!.credits).toBe(4);
    const ledger = await m.db.select({ id: apiUsage.id, credits: apiUsage.credits }).from(apiUsage).where(m.orm.eq(apiUsage.apiKeyId, shoot.keyId));
    expect(new Map(ledger.map((r) => [r.id, r.credits]))).toEqual(new Map([[shoot.photoshootUsageId, 6], [usage.usageId, 0]]));
  });
});
