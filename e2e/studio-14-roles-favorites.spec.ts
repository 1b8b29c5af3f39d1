import { expect, test } from "@playwright/test";
import { createProcess, ensureUser, pageAs } from "./pages/ad-texts";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";

/** What a reviewer sees first, and whose favorites a marketer may change. */
test.describe.configure({ mode: "serial" });

// Users of this spec only, so it runs alone or after studio-04 alike.
const MARKETER_A = { email: "marketer-a@adcraft.test", password: "marketer-a-password" };
const MARKETER_B = { email: "marketer-b@adcraft.test", password: "marketer-b-password" };
const READER = { email: "reader@adcraft.test", password: "reader-password-1" };

test.beforeEach(async ({ page, request }) => {
  await ensureStudio(request);
  await signIn(page, ADMIN);
  await ensureUser(page.request, MARKETER_A, "marketer");
  await ensureUser(page.request, MARKETER_B, "marketer");
  await ensureUser(page.request, READER, "reviewer");
});

test("a reviewer's first screen lists the workspace's texts, not an empty history", async ({ page, browser }, testInfo) => {
  await createProcess(page.request, { processName: "Lantern for the reviewer", productName: "Emberlight Camp Lantern", productDescription: "A rechargeable camp lantern with 400 lumens and a 30-hour battery.", type: 2, outputLanguage: "en", emojiSelection: 1 });
  const reviewer = await pageAs(browser, testInfo, READER);
  // Signing in lands on /ad-texts, the reviewer's own (always empty) history until now.
  await expect(reviewer).toHaveURL(/\/ad-texts\/workspace$/);
  await expect(reviewer.getByText("No ad texts yet")).toHaveCount(0);
  await expect(reviewer.getByRole("list", { name: "Ad text processes" }).getByRole("link", { name: /Lantern for the reviewer/ }).first()).toBeVisible();
  // No "My history" tab that could only ever be empty.
  await expect(reviewer.getByRole("navigation", { name: "Ad text lists" })).toHaveCount(0);
  await auditPage(reviewer, testInfo, "reviewer-first-screen");
  await reviewer.goto("/ad-texts");
  await expect(reviewer).toHaveURL(/\/ad-texts\/workspace$/);
  await reviewer.context().close();
});

test("a marketer changes only their own favorites: the page offers no star on another's texts and the BFF answers 403", async ({ browser }, testInfo) => {
  const a = await pageAs(browser, testInfo, MARKETER_A);
  const b = await pageAs(browser, testInfo, MARKETER_B);
  const own = await createProcess(a.request);
  const others = await createProcess(b.request);

  // B's process, seen by A: texts to read, no star to press.
  await a.goto(`/ad-texts/${others.id}`);
  await expect(a.getByTestId("ad-text-card")).toHaveCount(5);
  await expect(a.getByRole("button", { name: /^Favorite/ })).toHaveCount(0);
  await expect(a.getByText("Another member of the workspace wrote these; only they can regenerate them or change their favorites.")).toBeVisible();

  // The BFF enforces it, whatever process the request claims.
  for (const data of [{ favorited: true }, { favorited: true, processId: others.id }, { favorited: true, processId: own.id }]) {
    const response = await a.request.patch(`/api/studio/ad-texts/texts/${others.textIds[0]}`, { data });
    expect(response.status(), JSON.stringify(data)).toBe(403);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      "Only the person who wrote these ad texts, or an admin, can change their favorites: a regeneration keeps what they starred.",
    );
  }
  const untouched = (await (await b.request.get(`/api/studio/ad-texts/${others.id}`)).json()) as { process: { adTexts: Array<{ id: number; favorited: boolean }> } };
  expect(untouched.process.adTexts.find((t) => t.id === others.textIds[0])?.favorited).toBe(false);

  // Their own: in the page and through the BFF, with or without the process named.
  await a.goto(`/ad-texts/${own.id}`);
  const card = a.getByRole("article", { name: "Ad text 1" });
  await card.getByRole("button", { name: "Favorite Ad text 1", pressed: false }).click();
  await expect(a.getByText("Favorited: regenerating keeps this text.")).toBeVisible();
  expect((await a.request.patch(`/api/studio/ad-texts/texts/${own.textIds[1]}`, { data: { favorited: true } })).status()).toBe(200);

  // B's own texts stay B's to star; an admin may tidy up anyone's.
  expect((await b.request.patch(`/api/studio/ad-texts/texts/${others.textIds[0]}`, { data: { favorited: true, processId: others.id } })).status()).toBe(200);
  await a.context().close();
  await b.context().close();
});

test("an admin may change anyone's favorites", async ({ page, browser }, testInfo) => {
  const marketer = await pageAs(browser, testInfo, MARKETER_A);
  const theirs = await createProcess(marketer.request);
  await marketer.context().close();
  await page.goto(`/ad-texts/${theirs.id}`);
  const card = page.getByRole("article", { name: "Ad text 2" });
  await card.getByRole("button", { name: "Favorite Ad text 2", pressed: false }).click();
  await expect(card.getByRole("button", { name: "Favorite Ad text 2" })).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  await expect(page.getByRole("article", { name: "Ad text 2" }).getByRole("button", { name: "Favorite Ad text 2" })).toHaveAttribute("aria-pressed", "true");
});
