import { expect, test, type Page } from "@playwright/test";
import { ADMIN, MARKETER, REVIEWER, auditPage, ensureStudio, signIn } from "./pages/studio";
import { ReviewItem, startPhotoshoot } from "./pages/review";

/**
 * Redo one scene, in a real browser on the built server: a reviewer approves scenes 1 and 2 of a
 * finished photoshoot, the marketer redoes scene 3 from its tile with the keyboard (a confirmation
 * that says it costs 1 credit), the tile renders again, and afterwards the other five tiles show the
 * same creatives, both approvals stand, and scene 3 is version 2 on the review board.
 */
// A name of this run's own: items are a product's scenes, and other specs shoot the same photo.
const PRODUCT = `Rangefinder redo ${Date.now().toString(36)}`;
const scene = (n: number) => `${PRODUCT} · scene ${n}`;

interface BoardItem {
  id: string;
  title: string;
  state: string;
  version: number;
  creative: { taskId: string } | null;
}

async function ensureUser(page: Page, user: { email: string; password: string }, role: "marketer" | "reviewer") {
  const response = await page.request.post("/api/studio/users", { data: { email: user.email, role, password: user.password } });
  expect([200, 409]).toContain(response.status());
}

async function boardItems(page: Page): Promise<Map<string, BoardItem>> {
  const response = await page.request.get(`/api/studio/review/items?search=${encodeURIComponent(PRODUCT)}`);
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: BoardItem[] };
  return new Map(items.map((i) => [i.title, i]));
}

const taskIds = async (page: Page, processId: string) =>
  ((await (await page.request.get(`/api/studio/photoshoots/${processId}`)).json()) as { tasks: Array<{ taskId: string; renderState: number }> }).tasks;

const credits = async (page: Page) => ((await (await page.request.get("/api/studio/photoshoots/credits")).json()) as { credits: number }).credits;

test("redo one scene keeps the other five and their decisions; the redone scene is version 2", async ({ browser, page, request }, testInfo) => {
  test.setTimeout(420_000);
  await ensureStudio(request);
  await signIn(page, ADMIN);
  await ensureUser(page, MARKETER, "marketer");
  await ensureUser(page, REVIEWER, "reviewer");
  expect((await page.request.post("/api/studio/channels/studio-receiver")).status()).toBe(200);
  await page.context().clearCookies();

  // The marketer's photoshoot: one preset, cycled into six scenes of the same product.
  await signIn(page, MARKETER);
  const processId = await startPhotoshoot(page, PRODUCT);
  await expect.poll(async () => (await taskIds(page, processId)).every((t) => t.renderState === 5), { timeout: 240_000, intervals: [1000] }).toBe(true);
  const before = await taskIds(page, processId);

  // Scenes 1 to 3 submitted; a reviewer approves 1 and 2.
  const items = await boardItems(page);
  for (const n of [1, 2, 3]) expect((await page.request.post(`/api/studio/review/items/${items.get(scene(n))!.id}/submit`, { data: {} })).status()).toBe(200);
  const reviewerContext = await browser.newContext();
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, REVIEWER);
  for (const n of [1, 2]) expect((await reviewer.request.post(`/api/studio/review/items/${items.get(scene(n))!.id}/decisions`, { data: { decision: "approved" } })).status()).toBe(200);
  const decided = await boardItems(page);
  expect([1, 2].map((n) => decided.get(scene(n))!.state)).toEqual(["approved", "approved"]);

  // The photoshoot page: redo scene 3 from its tile, with the keyboard.
  const balance = await credits(page);
  await page.goto(`/photoshoot/${processId}`);
  const tiles = page.getByTestId("creative-tile");
  await expect(tiles).toHaveCount(6);
  await expect(tiles.nth(5)).toHaveAttribute("data-state", "Done");
  const redoButton = page.getByRole("button", { name: /^Redo this scene \(scene 3:/ });
  await redoButton.focus();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Redo scene 3?" });
  await expect(dialog).toContainText("costs 1 credit");
  // Focus starts on Cancel: Escape keeps the creative, and the focus goes back to the tile's button.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(redoButton).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toBeVisible();
  await auditPage(page, testInfo, "redo-scene-confirm");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Redo scene (1 credit)" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  // The tile's button is gone while the scene renders: the focus waits on the creatives' heading.
  await expect(page.getByRole("heading", { name: "Creatives" })).toBeFocused();

  // The tile renders again (its progress shown) and ends with a new creative; the page follows it live.
  await expect.poll(async () => (await taskIds(page, processId))[2]!.taskId, { timeout: 30_000 }).not.toBe(before[2]!.taskId);
  await expect(tiles.nth(2)).toHaveAttribute("data-state", "Done", { timeout: 180_000 });
  const after = await taskIds(page, processId);
  expect(after.every((t) => t.renderState === 5)).toBe(true);
  expect(await credits(page)).toBe(balance - 1);
  // The other five are the same creatives, shown on the same tiles.
  expect(after.filter((_, i) => i !== 2).map((t) => t.taskId)).toEqual(before.filter((_, i) => i !== 2).map((t) => t.taskId));
  for (const [i, task] of after.entries()) await expect(tiles.nth(i).locator("img")).toHaveAttribute("src", new RegExp(`/tasks/${task.taskId}\\?`));
  await auditPage(page, testInfo, "redo-scene-done");

  // The board: both approvals stand on the untouched scenes; scene 3 is version 2 with version 1 beside it.
  const board = await boardItems(page);
  for (const n of [1, 2, 4, 5, 6]) {
    const was = decided.get(scene(n))!;
    expect(board.get(scene(n))).toEqual(expect.objectContaining({ id: was.id, version: 1, state: was.state, creative: expect.objectContaining({ taskId: was.creative!.taskId }) }));
  }
  expect(board.get(scene(1))!.state).toBe("approved");
  expect(board.get(scene(2))!.state).toBe("approved");
  expect(board.get(scene(3))).toEqual(expect.objectContaining({ id: decided.get(scene(3))!.id, version: 2, state: "draft", creative: expect.objectContaining({ taskId: after[2]!.taskId }) }));
  // A reviewer may look at the photoshoot but not redo a scene: no button, and the BFF refuses.
  await reviewer.goto(`/photoshoot/${processId}`);
  await expect(reviewer.getByTestId("creative-tile")).toHaveCount(6);
  await expect(reviewer.getByTestId("creative-tile").nth(5)).toHaveAttribute("data-state", "Done");
  await expect(reviewer.getByRole("button", { name: /^Redo this scene/ })).toHaveCount(0);
  expect((await reviewer.request.post(`/api/studio/photoshoots/${processId}/tasks/${after[0]!.taskId}/redo`)).status()).toBe(403);
  await reviewer.goto(`/review/${board.get(scene(3))!.id}`);
  const item = new ReviewItem(reviewer);
  await expect(item.versions()).toHaveCount(2);
  await expect(item.versions().nth(0)).toHaveAttribute("data-version", "1");
  await expect(item.versions().nth(1)).toHaveAttribute("data-version", "2");
  await reviewerContext.close();
});
