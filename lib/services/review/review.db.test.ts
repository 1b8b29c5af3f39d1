import path from "node:path";
import { createHash, randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { inject } from "vitest";

/**
 * The review board's data on a real database (a PGlite of this file's own, or this run's
 * PostgreSQL): items and versions made from real ad-text generations and photoshoot tasks,
 * decisions, pinned comments and threads, and share links that reach their selection only.
 */
let m: {
  db: import("@/lib/db").Database;
  review: typeof import("./index");
  adTexts: typeof import("@/lib/services/ad-texts");
  settings: { model: import("@/lib/ai/text-model").TextModel; textsPerProcess: number };
  applications: typeof import("@/lib/db/queries/applications");
  images: typeof import("@/lib/db/queries/image-generation");
  assets: typeof import("@/lib/db/queries/photoshoot");
  schema: typeof import("@/lib/db/schema");
};

beforeAll(async () => {
  process.env.DATA_DIR = path.join(inject("runDir"), "review-service");
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

const marketer = randomUUID();
const reviewer = { kind: "user" as const, userId: randomUUID(), name: "rita@agency.example" };

async function newApplication() {
  const application = await m.applications.insertApplication(m.db, { name: "review", jwtPrivateKeyHash: "unused" });
  return application.id;
}

const brief = {
  userId: marketer,
  type: 1,
  productName: "Nordlicht Thermobecher",
  productDescription: "Doppelwandiger Edelstahlbecher, hält Kaffee 6 Stunden heiß, spülmaschinenfest, 450 ml.",
  processName: "Nordlicht Herbstkampagne",
  outputLanguage: "de",
  emojiSelection: 1 as const,
};

const author = { kind: "user" as const, userId: marketer, name: "mara@agency.example" };

/** The board after the authors submitted every newest version: what reviewers decide on. */
async function submitted(applicationId: string) {
  const board = await m.review.listReviewItems(m.db, applicationId);
  for (const item of board.items) await m.review.submitReviewItem(m.db, applicationId, item.id, { actor: author });
  return m.review.listReviewItems(m.db, applicationId);
}

async function generateAdTexts(applicationId: string) {
  return m.adTexts.createAdTextProcess(m.db, m.settings, applicationId, brief);
}

/** A photoshoot of a product as AdCreative writes it: the process and its tasks (rendering is not this test's business). */
async function startPhotoshoot(applicationId: string, productName: string, positions = 2, scenes?: string[]) {
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

describe("review items", () => {
  it("lists every creative and ad text of the application, newest first, and nothing of another application", async () => {
    const applicationId = await newApplication();
    const other = await newApplication();
    await generateAdTexts(applicationId);
    await startPhotoshoot(applicationId, "Nordlicht Thermobecher");
    await generateAdTexts(other);

    const { items, total } = await m.review.listReviewItems(m.db, applicationId);
    expect(total).toBe(3);
    expect(items.map((i) => i.kind).sort()).toEqual(["adText", "creative", "creative"]);
    expect(items.every((i) => i.state === "draft" && i.version === 1 && i.authorUserId === marketer)).toBe(true);
    const times = items.map((i) => i.updatedAt);
    expect([...times].sort().reverse()).toEqual(times);
    const text = items.find((i) => i.kind === "adText")!;
    expect(text.title).toBe("Nordlicht Herbstkampagne");
    expect(text.adText!.texts.length).toBeGreaterThan(0);
    const creative = items.find((i) => i.kind === "creative")!;
    expect(creative.creative).toMatchObject({ width: 1024, height: 1024, renderState: 1 });

    const others = await m.review.listReviewItems(m.db, other);
    expect(others.total).toBe(1);
    await expect(m.review.getReviewItem(m.db, other, text.id)).rejects.toMatchObject({ code: "NotFound" });
  });

  it("filters by state, kind, author, date and search", async () => {
    const applicationId = await newApplication();
    await generateAdTexts(applicationId);
    await startPhotoshoot(applicationId, "Alpenquelle Mineralwasser", 1);
    const all = await submitted(applicationId);
    const water = all.items.find((i) => i.kind === "creative")!;
    await m.review.decideReviewItem(m.db, applicationId, water.id, { decision: "approved", actor: reviewer });

    expect((await m.review.listReviewItems(m.db, applicationId, { state: "approved" })).items.map((i) => i.id)).toEqual([water.id]);
    expect((await m.review.listReviewItems(m.db, applicationId, { state: "inReview" })).total).toBe(1);
    expect((await m.review.listReviewItems(m.db, applicationId, { kind: "adText" })).items.map((i) => i.kind)).toEqual(["adText"]);
    expect((await m.review.listReviewItems(m.db, applicationId, { search: "alpenQUELLE" })).items.map((i) => i.id)).toEqual([water.id]);
    expect((await m.review.listReviewItems(m.db, applicationId, { search: "100%_" })).total).toBe(0);
    expect((await m.review.listReviewItems(m.db, applicationId, { authorUserId: randomUUID() })).total).toBe(0);
    expect((await m.review.listReviewItems(m.db, applicationId, { since: new Date(Date.now() + 60_000) })).total).toBe(0);
    expect((await m.review.listReviewItems(m.db, applicationId, { until: new Date(Date.now() + 60_000) })).total).toBe(2);
    expect((await m.review.listReviewItems(m.db, applicationId, { limit: 1, offset: 1 })).items).toHaveLength(1);
  });

  it("makes a new version when an ad-text process is regenerated, keeping the old texts beside the new", async () => {
    const applicationId = await newApplication();
    const created = await generateAdTexts(applicationId);
    const before = created.adTexts.map((t) => t.value);
    const [item] = (await submitted(applicationId)).items;
    await m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "changesRequested", comment: "Weniger Ausrufezeichen, bitte.", actor: reviewer });

    // Regenerated twice before the board looks again: every revision stays a version.
    await m.adTexts.regenerateAdTextProcess(m.db, m.settings, applicationId, { ...brief, id: created.id });
    const second = await m.adTexts.regenerateAdTextProcess(m.db, m.settings, applicationId, { ...brief, id: created.id, customRequest: "kürzer" });

    const detail = await m.review.getReviewItem(m.db, applicationId, item!.id);
    expect(detail.versions.map((v) => v.number)).toEqual([1, 2, 3]);
    expect(detail.versions[0]!.adText!.texts.map((t) => t.value)).toEqual(before);
    expect(detail.versions[2]!.adText!.texts.map((t) => t.value)).toEqual(second.adTexts.map((t) => t.value));
    expect(detail.versions[2]!.adText!.texts.map((t) => t.value)).not.toEqual(before);
    // The decision stays with version 1; version 3 is the author's draft until submitted.
    expect(detail.decisions).toMatchObject([{ version: 1, decision: "changesRequested", comment: "Weniger Ausrufezeichen, bitte.", by: reviewer }]);
    expect(detail.item).toMatchObject({ state: "draft", version: 3 });
    await expect(m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "approved", actor: reviewer })).rejects.toMatchObject({ code: "Validation", details: { field: "version" } });
    await m.review.submitReviewItem(m.db, applicationId, item!.id, { actor: author });
    expect((await m.review.getReviewItem(m.db, applicationId, item!.id)).item).toMatchObject({ state: "inReview", version: 3 });

    await m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "approved", actor: reviewer });
    expect((await m.review.getReviewItem(m.db, applicationId, item!.id)).item).toMatchObject({ state: "approved", version: 3, lastDecision: { decision: "approved", by: { name: reviewer.name } } });
  });

  it("makes re-running a photoshoot of the same product a new version of each scene slot", async () => {
    const applicationId = await newApplication();
    const first = await startPhotoshoot(applicationId, "Kaffeemühle Vario");
    await m.review.listReviewItems(m.db, applicationId);
    const again = await startPhotoshoot(applicationId, "  kaffeemühle vario ");
    const { items } = await m.review.listReviewItems(m.db, applicationId);
    expect(items).toHaveLength(2);
    const slot0 = items.find((i) => i.title.endsWith("scene 1"))!;
    expect(slot0.version).toBe(2);
    const detail = await m.review.getReviewItem(m.db, applicationId, slot0.id);
    expect(detail.versions.map((v) => v.creative!.taskId)).toEqual([first.taskIds[0], again.taskIds[0]]);
  });

  it("versions a creative by its scene, not its slot: a re-run in another order or of one scene keeps each scene's versions and decisions", async () => {
    const applicationId = await newApplication();
    const first = await startPhotoshoot(applicationId, "Kaffeemühle Vario", 0, ["marble-kitchen", "white_background"]);
    const items = async () => (await submitted(applicationId)).items;
    const byTask = async (taskId: string) => (await items()).find((i) => i.creative?.taskId === taskId)!;
    const marble = await byTask(first.taskIds[0]!);
    const white = await byTask(first.taskIds[1]!);
    await m.review.decideReviewItem(m.db, applicationId, marble.id, { decision: "approved", actor: reviewer });
    await m.review.decideReviewItem(m.db, applicationId, white.id, { decision: "rejected", comment: "Zu leer.", actor: reviewer });

    // The same scenes the other way round: each goes to its own scene's item.
    const swapped = await startPhotoshoot(applicationId, "Kaffeemühle Vario", 0, ["white_background", "marble-kitchen"]);
    await items();
    const marbleDetail = await m.review.getReviewItem(m.db, applicationId, marble.id);
    expect(marbleDetail.versions.map((v) => v.creative!.taskId)).toEqual([first.taskIds[0], swapped.taskIds[1]]);
    expect((await m.review.getReviewItem(m.db, applicationId, white.id)).versions.map((v) => v.creative!.taskId)).toEqual([first.taskIds[1], swapped.taskIds[0]]);
    // Decisions stay on the version they were made on.
    expect(marbleDetail.decisions).toMatchObject([{ version: 1, decision: "approved" }]);
    await m.review.decideReviewItem(m.db, applicationId, marble.id, { decision: "approved", actor: reviewer });

    // One scene redone: only that scene gets a version; the other keeps its state.
    const redo = await startPhotoshoot(applicationId, "Kaffeemühle Vario", 0, ["white_background"]);
    expect(await items()).toHaveLength(2);
    expect((await m.review.getReviewItem(m.db, applicationId, white.id)).versions.map((v) => v.creative!.taskId)).toEqual([first.taskIds[1], swapped.taskIds[0], redo.taskIds[0]]);
    expect((await m.review.getReviewItem(m.db, applicationId, marble.id)).item).toMatchObject({ version: 2, state: "approved" });
  });

  it("starts every version as the author's draft: submitted once, then decided on", async () => {
    const applicationId = await newApplication();
    await generateAdTexts(applicationId);
    const [item] = (await m.review.listReviewItems(m.db, applicationId)).items;
    expect(item).toMatchObject({ state: "draft", version: 1 });
    await expect(m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "approved", actor: reviewer })).rejects.toMatchObject({ code: "Validation" });
    expect((await m.review.listReviewItems(m.db, applicationId, { state: "draft" })).total).toBe(1);
    const first = await m.review.submitReviewItem(m.db, applicationId, item!.id, { actor: author });
    expect(first).toMatchObject({ version: 1, submittedBy: author.name });
    // A second submit keeps the first one's time and name.
    expect(await m.review.submitReviewItem(m.db, applicationId, item!.id, { actor: reviewer })).toEqual(first);
    expect((await m.review.getReviewItem(m.db, applicationId, item!.id)).versions[0]!.submittedAt).toBe(first.submittedAt);
    await m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "approved", actor: reviewer });
    expect((await m.review.getReviewItem(m.db, applicationId, item!.id)).item.state).toBe("approved");
    await expect(m.review.submitReviewItem(m.db, await newApplication(), item!.id, { actor: author })).rejects.toMatchObject({ code: "NotFound" });
  });

  it("decides the texts of an ad-text process one by one; the item's state follows from them", async () => {
    const applicationId = await newApplication();
    await generateAdTexts(applicationId);
    const [item] = (await submitted(applicationId)).items;
    const [first, second, ...rest] = item!.adText!.texts;
    await m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "approved", textId: first!.id, actor: reviewer });
    let state = (await m.review.getReviewItem(m.db, applicationId, item!.id)).item;
    expect(state.state).toBe("inReview");
    expect(state.texts!.map((t) => t.state)).toEqual(["approved", "inReview", ...rest.map(() => "inReview")]);
    await m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "changesRequested", textId: second!.id, comment: "Kürzer.", actor: reviewer });
    expect((await m.review.getReviewItem(m.db, applicationId, item!.id)).item.state).toBe("changesRequested");
    // The rest rejected, the second approved after all: approved, as the approved texts go ahead.
    for (const text of rest) await m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "rejected", textId: text.id, comment: "Passt nicht.", actor: reviewer });
    await m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "approved", textId: second!.id, actor: reviewer });
    state = (await m.review.getReviewItem(m.db, applicationId, item!.id)).item;
    expect(state.texts!.map((t) => t.state)).toEqual(["approved", "approved", ...rest.map(() => "rejected")]);
    expect(state.state).toBe("approved");
    expect((await m.review.listReviewItems(m.db, applicationId, { state: "approved" })).items.map((i) => i.id)).toEqual([item!.id]);
    // A decision on the whole item, made later, speaks for every text.
    await m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "rejected", comment: "Kampagne gestoppt.", actor: reviewer });
    expect((await m.review.getReviewItem(m.db, applicationId, item!.id)).item.state).toBe("rejected");
    await expect(m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "approved", textId: 999_999, actor: reviewer })).rejects.toMatchObject({ details: { field: "textId" } });
    await startPhotoshoot(applicationId, "Nordlicht Thermobecher", 1);
    const creative = (await submitted(applicationId)).items.find((i) => i.kind === "creative")!;
    await expect(m.review.decideReviewItem(m.db, applicationId, creative.id, { decision: "approved", textId: first!.id, actor: reviewer })).rejects.toMatchObject({ details: { field: "textId" } });
  });

  it("needs a reason to reject or to request changes", async () => {
    const applicationId = await newApplication();
    await generateAdTexts(applicationId);
    const [item] = (await m.review.listReviewItems(m.db, applicationId)).items;
    for (const decision of ["rejected", "changesRequested"] as const) {
      await expect(m.review.decideReviewItem(m.db, applicationId, item!.id, { decision, comment: "  ", actor: reviewer })).rejects.toMatchObject({ code: "Validation", details: { field: "comment" } });
    }
    expect((await m.review.getReviewItem(m.db, applicationId, item!.id)).decisions).toEqual([]);
  });

  it("refuses a version the item does not have", async () => {
    const applicationId = await newApplication();
    await generateAdTexts(applicationId);
    const [item] = (await m.review.listReviewItems(m.db, applicationId)).items;
    await expect(m.review.decideReviewItem(m.db, applicationId, item!.id, { decision: "approved", version: 2, actor: reviewer })).rejects.toMatchObject({ code: "Validation", details: { field: "version" } });
    await expect(m.review.decideReviewItem(m.db, applicationId, randomUUID(), { decision: "approved", actor: reviewer })).rejects.toMatchObject({ code: "NotFound" });
  });
});

describe("review comments", () => {
  it("pins a comment to a point of a creative in its pixels, threads replies and resolves the thread", async () => {
    const applicationId = await newApplication();
    await startPhotoshoot(applicationId, "Nordlicht Thermobecher", 1);
    const [item] = (await m.review.listReviewItems(m.db, applicationId)).items;
    const pinned = await m.review.commentOnReviewItem(m.db, applicationId, item!.id, { body: "Logo hier zu klein.", pinX: 512.5, pinY: 300, actor: reviewer });
    expect(pinned).toMatchObject({ pin: { x: 512.5, y: 300 }, version: 1, parentId: null, resolvedAt: null });
    const author = { kind: "user" as const, userId: marketer, name: "max@agency.example" };
    const reply = await m.review.commentOnReviewItem(m.db, applicationId, item!.id, { body: "Ist im nächsten Lauf größer.", parentId: pinned.id, actor: author });
    expect(reply).toMatchObject({ parentId: pinned.id, pin: null, version: 1 });

    const resolved = await m.review.resolveReviewComment(m.db, applicationId, item!.id, pinned.id, { resolved: true, name: reviewer.name });
    expect(resolved.resolvedBy).toBe(reviewer.name);
    expect((await m.review.listReviewItems(m.db, applicationId)).items[0]!.openComments).toBe(0);
    const reopened = await m.review.resolveReviewComment(m.db, applicationId, item!.id, pinned.id, { resolved: false, name: reviewer.name });
    expect(reopened.resolvedAt).toBeNull();
    expect((await m.review.getReviewItem(m.db, applicationId, item!.id)).comments.map((c) => c.id)).toEqual([pinned.id, reply.id]);
  });

  it("refuses a pin outside the creative, a pin on an ad text, half a pin and a reply to a reply", async () => {
    const applicationId = await newApplication();
    await startPhotoshoot(applicationId, "Nordlicht Thermobecher", 1);
    await generateAdTexts(applicationId);
    const { items } = await m.review.listReviewItems(m.db, applicationId);
    const creative = items.find((i) => i.kind === "creative")!;
    const text = items.find((i) => i.kind === "adText")!;
    const add = (itemId: string, input: Partial<import("./items").CommentInput>) => m.review.commentOnReviewItem(m.db, applicationId, itemId, { body: "x", actor: reviewer, ...input });
    await expect(add(creative.id, { pinX: 1025, pinY: 10 })).rejects.toMatchObject({ details: { field: "pinX" } });
    await expect(add(creative.id, { pinX: 10 })).rejects.toMatchObject({ details: { field: "pinY" } });
    await expect(add(text.id, { pinX: 1, pinY: 1 })).rejects.toMatchObject({ details: { field: "pinX" } });
    const whole = await add(text.id, {});
    const reply = await add(text.id, { parentId: whole.id });
    await expect(add(text.id, { parentId: reply.id })).rejects.toMatchObject({ details: { field: "parentId" } });
    await expect(add(creative.id, { parentId: whole.id })).rejects.toMatchObject({ details: { field: "parentId" } });
  });
});

describe("share links", () => {
  async function sharedSetup() {
    const applicationId = await newApplication();
    await generateAdTexts(applicationId);
    await startPhotoshoot(applicationId, "Nordlicht Thermobecher", 2);
    const { items } = await submitted(applicationId);
    const [shared, alsoShared, notShared] = items;
    const created = await m.review.createReviewShareLink(m.db, applicationId, {
      title: "Nordlicht für Kunde",
      itemIds: [shared!.id, alsoShared!.id],
      expiresInMinutes: 48 * 60,
      allowDecisions: true,
      actor: reviewer,
    });
    return { applicationId, shared: shared!, alsoShared: alsoShared!, notShared: notShared!, ...created };
  }

  it("stores only the token's hash and shows exactly the selection", async () => {
    const { applicationId, token, link, shared, alsoShared } = await sharedSetup();
    expect(token).toMatch(/^rv_[A-Za-z0-9_-]{43}$/);
    const rows = await m.db.select().from(m.schema.reviewShareLinks);
    const row = rows.find((r) => r.id === link.id)!;
    expect(row.tokenHash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(JSON.stringify(rows)).not.toContain(token);

    await m.review.decideReviewItem(m.db, applicationId, shared.id, { decision: "changesRequested", comment: "Heller, bitte.", actor: reviewer });
    const page = await m.review.openReviewShareLink(m.db, applicationId, { token, clientAddress: "203.0.113.7" });
    expect(page.items.map((i) => i.item.id).sort()).toEqual([shared.id, alsoShared.id].sort());
    // Who decided, as the agency: the studio's user ids and its people's e-mail addresses stay inside.
    await m.review.commentOnReviewItem(m.db, applicationId, shared.id, { body: "Logo kleiner?", actor: reviewer });
    const again = await m.review.openReviewShareLink(m.db, applicationId, { token, clientAddress: "203.0.113.7" });
    const sharedItem = again.items.find((i) => i.item.id === shared.id)!;
    expect(sharedItem.decisions.map((d) => d.by)).toEqual([{ kind: "user", userId: null, name: m.review.AGENCY_NAME }]);
    expect(sharedItem.item.lastDecision?.by.name).toBe(m.review.AGENCY_NAME);
    expect(sharedItem.item).not.toHaveProperty("authorUserId");
    for (const secret of [reviewer.userId, reviewer.name, marketer]) expect(JSON.stringify(again)).not.toContain(secret);
    expect(page).toMatchObject({ title: "Nordlicht für Kunde", allowDecisions: true });
  });

  it("takes a client's decision on a shared item only, and shows it as theirs", async () => {
    const { applicationId, token, shared, notShared } = await sharedSetup();
    const decision = await m.review.decideThroughReviewShareLink(m.db, applicationId, { token, itemId: shared.id, decision: "approved", name: "Clara Kundin", comment: "Passt so." });
    expect(decision.by).toEqual({ kind: "client", userId: null, name: "Clara Kundin" });
    const listed = (await m.review.listReviewItems(m.db, applicationId)).items.find((i) => i.id === shared.id)!;
    expect(listed).toMatchObject({ state: "approved", lastDecision: { by: { kind: "client", name: "Clara Kundin" } } });
    await expect(m.review.decideThroughReviewShareLink(m.db, applicationId, { token, itemId: notShared.id, decision: "approved", name: "Clara" })).rejects.toMatchObject({ code: "NotFound" });
  });

  it("cannot reach another application's items, even with a valid token", async () => {
    const { token, shared } = await sharedSetup();
    const other = await newApplication();
    await expect(m.review.openReviewShareLink(m.db, other, { token })).rejects.toMatchObject({ code: "NotFound" });
    await expect(m.review.decideThroughReviewShareLink(m.db, other, { token, itemId: shared.id, decision: "approved", name: "Mallory" })).rejects.toMatchObject({ code: "NotFound" });
  });

  it("refuses a read-only link's decisions, a revoked link and an expired one", async () => {
    const { applicationId, shared, link, token } = await sharedSetup();
    const readOnly = await m.review.createReviewShareLink(m.db, applicationId, { title: "Nur ansehen", itemIds: [shared.id], expiresInMinutes: 60, allowDecisions: false, actor: reviewer });
    await expect(m.review.decideThroughReviewShareLink(m.db, applicationId, { token: readOnly.token, itemId: shared.id, decision: "approved", name: "Clara" })).rejects.toMatchObject({ code: "Validation" });

    await m.review.revokeReviewShareLink(m.db, applicationId, link.id);
    await expect(m.review.openReviewShareLink(m.db, applicationId, { token })).rejects.toMatchObject({ code: "NotFound" });

    const { sql } = await import("drizzle-orm");
    await m.db.execute(sql`update review_share_links set expires_at = now() - interval '1 second' where id = ${readOnly.link.id}`);
    await expect(m.review.openReviewShareLink(m.db, applicationId, { token: readOnly.token })).rejects.toMatchObject({ code: "NotFound" });
  });

  it("asks for the password when the link has one", async () => {
    const { applicationId, shared } = await sharedSetup();
    const { token } = await m.review.createReviewShareLink(m.db, applicationId, { title: "Geschützt", itemIds: [shared.id], expiresInMinutes: 60, allowDecisions: false, password: "Herbst-2026", actor: reviewer });
    await expect(m.review.openReviewShareLink(m.db, applicationId, { token })).rejects.toMatchObject({ code: "Validation", details: { field: "password" } });
    await expect(m.review.openReviewShareLink(m.db, applicationId, { token, password: "herbst-2026" })).rejects.toMatchObject({ code: "Validation", details: { field: "password" } });
    expect((await m.review.openReviewShareLink(m.db, applicationId, { token, password: "Herbst-2026" })).items).toHaveLength(1);
  });

  it("rate-limits guessing per visitor, and never locks out the right token", async () => {
    const { applicationId, token } = await sharedSetup();
    const guess = (clientAddress: string) => m.review.openReviewShareLink(m.db, applicationId, { token: `rv_${randomUUID()}`, clientAddress });
    for (let i = 0; i < m.review.SHARE_GUESS_LIMITS.perAddress; i++) await expect(guess("198.51.100.9")).rejects.toMatchObject({ code: "NotFound" });
    await expect(guess("198.51.100.9")).rejects.toMatchObject({ code: "RateLimited", details: { retryAfterSeconds: expect.any(Number) } });
    if (inject("databaseUrl")) {
      // Counted in the database every server of a deployment reads, not in this process.
      const client = new (await import("pg")).default.Client({ connectionString: inject("databaseUrl") });
      await client.connect();
      const { rows } = await client.query<{ points: number }>("select points from rate_limits where key = $1", [`share-guess-visitor:${applicationId}:198.51.100.9`]).finally(() => client.end());
      expect(rows[0]?.points).toBeGreaterThanOrEqual(m.review.SHARE_GUESS_LIMITS.perAddress);
    }
    // The guesser's own address still opens the right link, and another visitor is not counted with it.
    expect((await m.review.openReviewShareLink(m.db, applicationId, { token, clientAddress: "198.51.100.9" })).items).toHaveLength(2);
    await expect(guess("203.0.113.7")).rejects.toMatchObject({ code: "NotFound" });
    expect((await m.review.openReviewShareLink(m.db, applicationId, { token, clientAddress: "203.0.113.7" })).items).toHaveLength(2);
  });

  it("counts wrong passwords per link and visitor: the guesser waits, the client with the password does not", async () => {
    const { applicationId, shared } = await sharedSetup();
    const { token } = await m.review.createReviewShareLink(m.db, applicationId, { title: "Passwort", itemIds: [shared.id], expiresInMinutes: 60, allowDecisions: false, password: "Winter-2026", actor: reviewer });
    for (let i = 0; i < m.review.SHARE_GUESS_LIMITS.perAddress; i++) {
      await expect(m.review.openReviewShareLink(m.db, applicationId, { token, password: `wrong-${i}`, clientAddress: "198.51.100.20" })).rejects.toMatchObject({ code: "Validation" });
    }
    await expect(m.review.openReviewShareLink(m.db, applicationId, { token, password: "Winter-2026", clientAddress: "198.51.100.20" })).rejects.toMatchObject({ code: "RateLimited" });
    expect((await m.review.openReviewShareLink(m.db, applicationId, { token, password: "Winter-2026", clientAddress: "203.0.113.8" })).items).toHaveLength(1);
  });

});

describe("what a client sees", () => {
  it("shows only client-visible comments, hides the agency's decision reasons and the team's favourites", async () => {
    const applicationId = await newApplication();
    const process = await generateAdTexts(applicationId);
    await m.adTexts.setAdTextFavorite(m.db, applicationId, process.adTexts[0]!.id, true);
    await startPhotoshoot(applicationId, "Nordlicht Thermobecher", 1);
    const { items } = await submitted(applicationId);
    const creative = items.find((i) => i.kind === "creative")!;
    const adText = items.find((i) => i.kind === "adText")!;
    expect(adText.adText?.texts.some((t) => t.favorited)).toBe(true);
    const internal = await m.review.commentOnReviewItem(m.db, applicationId, creative.id, { body: "Intern: Marge zu knapp", actor: reviewer });
    expect(internal.visibility).toBe("internal");
    const forClient = await m.review.commentOnReviewItem(m.db, applicationId, creative.id, { body: "Bitte die Farbe prüfen", pinX: 100, pinY: 200, visibility: "client", actor: reviewer });
    await m.review.commentOnReviewItem(m.db, applicationId, creative.id, { body: "Intern: Kunde mag Blau", parentId: forClient.id, actor: reviewer });
    await expect(m.review.commentOnReviewItem(m.db, applicationId, creative.id, { body: "Sichtbar?", parentId: internal.id, visibility: "client", actor: reviewer })).rejects.toMatchObject({
      code: "Validation",
      details: { field: "visibility" },
    });
    await m.review.decideReviewItem(m.db, applicationId, creative.id, { decision: "changesRequested", comment: "Intern: Budget reicht nicht", actor: reviewer });
    const { token } = await m.review.createReviewShareLink(m.db, applicationId, { title: "Kunde", itemIds: [creative.id, adText.id], expiresInMinutes: 60, allowDecisions: true, actor: reviewer });
    const page = await m.review.openReviewShareLink(m.db, applicationId, { token });
    const shown = JSON.stringify(page);
    for (const hidden of ["Intern:", reviewer.name, "favorited", internal.id]) expect(shown).not.toContain(hidden);
    const sharedCreative = page.items.find((i) => i.item.id === creative.id)!;
    expect(sharedCreative.comments.map((c) => c.body)).toEqual(["Bitte die Farbe prüfen"]);
    expect(sharedCreative.item.openComments).toBe(1);
    expect(sharedCreative.decisions).toEqual([expect.objectContaining({ decision: "changesRequested", comment: null, by: { kind: "user", userId: null, name: m.review.AGENCY_NAME } })]);
    // The board itself still has everything.
    const board = await m.review.getReviewItem(m.db, applicationId, creative.id);
    expect(board.comments.map((c) => c.visibility)).toEqual(["internal", "client", "internal"]);
  });

  it("takes a client's pinned comment and reply on a link that takes answers, never on a read-only one or an internal thread", async () => {
    const applicationId = await newApplication();
    await startPhotoshoot(applicationId, "Nordlicht Thermobecher", 1);
    const [creative] = (await m.review.listReviewItems(m.db, applicationId)).items;
    const internal = await m.review.commentOnReviewItem(m.db, applicationId, creative!.id, { body: "Intern", actor: reviewer });
    const open = await m.review.createReviewShareLink(m.db, applicationId, { title: "Kunde", itemIds: [creative!.id], expiresInMinutes: 60, allowDecisions: true, actor: reviewer });
    const pinned = await m.review.commentThroughReviewShareLink(m.db, applicationId, { token: open.token, itemId: creative!.id, name: "Clara Kundin", body: "Hier heller?", pinX: 10, pinY: 20 });
    expect(pinned).toMatchObject({ visibility: "client", pin: { x: 10, y: 20 }, by: { kind: "client", userId: null, name: "Clara Kundin" } });
    const reply = await m.review.commentThroughReviewShareLink(m.db, applicationId, { token: open.token, itemId: creative!.id, name: "Clara Kundin", body: "Und kleiner.", parentId: pinned.id });
    expect(reply).toMatchObject({ parentId: pinned.id, visibility: "client" });
    await expect(
      m.review.commentThroughReviewShareLink(m.db, applicationId, { token: open.token, itemId: creative!.id, name: "Clara", body: "?", parentId: internal.id }),
    ).rejects.toMatchObject({ code: "Validation", details: { field: "parentId" } });
    await expect(
      m.review.commentThroughReviewShareLink(m.db, applicationId, { token: open.token, itemId: creative!.id, name: "Clara", body: "zu weit", pinX: 5000, pinY: 20 }),
    ).rejects.toMatchObject({ code: "Validation" });
    const readOnly = await m.review.createReviewShareLink(m.db, applicationId, { title: "Nur sehen", itemIds: [creative!.id], expiresInMinutes: 60, allowDecisions: false, allowDownloads: true, actor: reviewer });
    expect(readOnly.link).toMatchObject({ allowDecisions: false, allowDownloads: true });
    await expect(m.review.commentThroughReviewShareLink(m.db, applicationId, { token: readOnly.token, itemId: creative!.id, name: "Clara", body: "Hallo" })).rejects.toMatchObject({ code: "Validation" });
    const page = await m.review.openReviewShareLink(m.db, applicationId, { token: readOnly.token });
    expect(page).toMatchObject({ allowDecisions: false, allowDownloads: true });
    expect(page.items[0]!.comments.map((c) => c.body)).toEqual(["Hier heller?", "Und kleiner."]);
  });
});
