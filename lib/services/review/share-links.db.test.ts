import { createHash, randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { generateAdTexts, m, marketer, newApplication, openReviewDatabase, reviewer, startPhotoshoot, submitted } from "./review-db-support";

/** Share links on a real database: they reach their selection only, and show a client only what is theirs to see. */
openReviewDatabase("review-share-links");

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
