import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { author, brief, generateAdTexts, m, marketer, newApplication, reviewer, startPhotoshoot, submitted, openReviewDatabase } from "./review-db-support";

/**
 * The review board's data on a real database: items and versions made from real ad-text
 * generations and photoshoot tasks, decisions, pinned comments and threads (share links and what a
 * client sees: share-links.db.test.ts).
 */
openReviewDatabase("review-service");
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
