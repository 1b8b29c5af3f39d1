import path from "node:path";
import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, inject } from "vitest";

// What the review service's database tests share: the modules on a real database (a PGlite of
// the test file's own, or this run's PostgreSQL) and the real ad-text generations and photoshoot
// tasks their items are made from. A test file calls openReviewDatabase() once.

export let m: {
  db: import("@/lib/db").Database;
  review: typeof import("./index");
  adTexts: typeof import("@/lib/services/ad-texts");
  settings: { model: import("@/lib/ai/text-model").TextModel; textsPerProcess: number };
  applications: typeof import("@/lib/db/queries/applications");
  images: typeof import("@/lib/db/queries/image-generation");
  assets: typeof import("@/lib/db/queries/photoshoot");
  schema: typeof import("@/lib/db/schema");
};

/** The hooks that open the database under `dataDirName` (one per test file: PGlite is one process's) before the file's tests. */
export function openReviewDatabase(dataDirName: string) {
  beforeAll(async () => {
  process.env.DATA_DIR = path.join(inject("runDir"), dataDirName);
  if (inject("databaseUrl")) process.env.DATABASE_URL = inject("databaseUrl");
  m = {
    db: await (await import("@/lib/db")).getDatabase(),
    review: await import("./index"),
    adTexts: await import("@/lib/services/ad-texts"),
    // The built-in copy engine itself, in this thread (its worker thread needs the built server).
    settings: await import("@/lib/ai/copy-engine").then(({ generateAdTexts }) => ({
      model: { name: "built-in", writeAdTexts: async (request) => generateAdTexts(request) } as import("@/lib/ai/text-model").TextModel,
      textsPerProcess: 5,
    })),
    applications: await import("@/lib/db/queries/applications"),
    images: await import("@/lib/db/queries/image-generation"),
    assets: await import("@/lib/db/queries/photoshoot"),
    schema: await import("@/lib/db/schema"),
  };
});

  beforeEach(() => m.review.forgetShareGuesses());
}

export const marketer = randomUUID();
export const reviewer = { kind: "user" as const, userId: randomUUID(), name: "rita@agency.example" };

export async function newApplication() {
  const application = await m.applications.insertApplication(m.db, { name: "review", jwtPrivateKeyHash: "unused" });
  return application.id;
}

export const brief = {
  userId: marketer,
  type: 1,
  productName: "Nordlicht Thermobecher",
  productDescription: "Doppelwandiger Edelstahlbecher, hält Kaffee 6 Stunden heiß, spülmaschinenfest, 450 ml.",
  processName: "Nordlicht Herbstkampagne",
  outputLanguage: "de",
  emojiSelection: 1 as const,
};

export const author = { kind: "user" as const, userId: marketer, name: "mara@agency.example" };

/** The board after the authors submitted every newest version: what reviewers decide on. */
export async function submitted(applicationId: string) {
  const board = await m.review.listReviewItems(m.db, applicationId);
  for (const item of board.items) await m.review.submitReviewItem(m.db, applicationId, item.id, { actor: author });
  return m.review.listReviewItems(m.db, applicationId);
}

export async function generateAdTexts(applicationId: string) {
  return m.adTexts.createAdTextProcess(m.db, m.settings, applicationId, brief);
}

/** A photoshoot of a product as AdCreative writes it: the process and its tasks (rendering is not this test's business). */
export async function startPhotoshoot(applicationId: string, productName: string, positions = 2, scenes?: string[]) {
  const asset = await m.assets.insertProductAsset(m.db, {
    applicationId,
    userId: marketer,
    cutoutKey: "unused",
    maskKey: "unused",
    width: 800,
    height: 1200,
    analysis: { dominantColors: [], shapeClass: "tall", box: { left: 0, top: 0, width: 800, height: 1200 } },
  });
  const processId = randomUUID();
  const tasks = Array.from({ length: scenes?.length ?? positions }, (_, position) => ({
    id: randomUUID(),
    processId,
    position,
    promptObject: { tag: "preset" as const, preset: scenes?.[position] ?? "marble-kitchen" },
    width: 1024,
    height: 1024,
  }));
  await m.images.insertProcessWithTasks(
    m.db,
    { id: processId, applicationId, userId: marketer, assetId: asset.id, productName, renderKind: 0, disableSafeMargin: false, useSameStyleReferenceImage: true },
    tasks,
  );
  return { processId, taskIds: tasks.map((t) => t.id) };
}

