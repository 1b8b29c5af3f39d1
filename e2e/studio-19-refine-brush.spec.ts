import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";
import { PhotoshootPage, shot } from "./pages/photoshoot";
import { placedCutout, productPixelMismatches, rgbaOf } from "./support/photoshoot";
import { refinePhoto, type RefinePhoto } from "./support/refine-photo";

/**
 * The refine brush on the check step (issue #23). The photo is a real rubber duck with a real kiwi
 * lying against it, both with exact truth (e2e/support/refine-photo.ts), so what the brush did is
 * read from the refined asset's mask, not from the screen. The part the cutout misses is made by
 * the brush itself (erased with the keyboard), then brushed back in with the mouse on the zoomed
 * photo, and the photoshoot is generated from that refined asset.
 */
test.describe.configure({ mode: "serial" });

let photo: RefinePhoto;

test.beforeAll(async () => {
  photo = await refinePhoto();
});

test.beforeEach(async ({ request }) => {
  await ensureStudio(request);
});

const assetOf = async (page: Page) => /\/assets\/([0-9a-f-]{36})$/.exec((await page.getByTestId("cutout").getAttribute("src")) ?? "")![1]!;

async function maskOf(page: Page, assetId: string) {
  const response = await page.request.get(`/api/studio/photoshoots/assets/${assetId}/mask`);
  expect(response.status()).toBe(200);
  const { data, info } = await sharp(await response.body()).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([photo.width, photo.height]);
  return data;
}

/** Shares of the kiwi's and the duck's (sure) pixels that the mask keeps, and backdrop pixels it keeps. */
function measure(mask: Uint8Array) {
  let kiwi = 0, kiwiKept = 0, duck = 0, duckKept = 0, backdropKept = 0;
  for (let p = 0; p < mask.length; p++) {
    const kept = mask[p]! >= 128;
    if (photo.stray[p]! >= 200) {
      kiwi++;
      if (kept) kiwiKept++;
    } else if (photo.product[p]! >= 200) {
      duck++;
      if (kept) duckKept++;
    } else if (photo.stray[p]! === 0 && photo.product[p]! === 0 && kept) backdropKept++;
  }
  return { kiwi: kiwiKept / kiwi, duck: duckKept / duck, backdropKept, kiwiPixels: kiwi };
}

/** Waits for the brush's refine to end and the cutout to show a new asset; returns its id. */
async function nextAsset(page: Page, previous: string) {
  await expect.poll(() => assetOf(page), { timeout: 20_000 }).not.toBe(previous);
  await expect(page.getByRole("progressbar", { name: "Refining the cutout" })).toHaveCount(0);
  return assetOf(page);
}

/** The stage's on-screen position of a photo pixel. */
async function onScreen(page: Page, [x, y]: readonly [number, number]) {
  const box = (await page.getByTestId("brush-stage").boundingBox())!;
  return { x: box.x + (x / photo.width) * box.width, y: box.y + (y / photo.height) * box.height, scale: box.width / photo.width };
}

async function uploadDuck(page: Page, query = "") {
  const shoot = new PhotoshootPage(page);
  await shoot.goto(query);
  await shoot.upload({ name: "duck-and-kiwi.jpg", mimeType: "image/jpeg", buffer: photo.image });
  await shoot.waitForCutout();
  return shoot;
}

test("a marketer erases a part with the keyboard, brushes it back in on the zoomed photo, and generates from the refined cutout", async ({ page }, testInfo) => {
  test.setTimeout(240_000);
  await signIn(page, ADMIN);
  expect((await page.request.post("/api/studio/channels/studio-receiver")).status()).toBe(200);
  await uploadDuck(page, "?preset=white_background");
  const original = await assetOf(page);
  console.log(`[refine-brush] the upload's cutout keeps ${(measure(await maskOf(page, original)).kiwi * 100).toFixed(1)}% of the kiwi`);

  await page.getByRole("button", { name: "Touch up the cutout" }).click();
  const brush = page.getByRole("region", { name: "Touch up the cutout" });
  const stage = page.getByTestId("brush-stage");
  await expect(stage).toBeVisible();
  await expect(brush, "the brush opens above its button and takes the keyboard").toBeFocused();
  await expect(brush.getByRole("button", { name: "Undo" })).toBeDisabled();
  await expect(brush.getByRole("button", { name: "Revert to original" })).toBeDisabled();
  await auditPage(page, testInfo, "refine-brush-open");

  // Keyboard only: Tab from the mode buttons reaches the photo, with a visible focus ring.
  await brush.getByRole("button", { name: "Keep" }).focus();
  for (let i = 0; i < 12 && !(await stage.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(stage).toBeFocused();
  expect(await stage.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe("none");
  await page.keyboard.press("e");
  await expect(brush.getByRole("button", { name: "Erase" })).toHaveAttribute("aria-pressed", "true");
  const size = brush.getByRole("slider", { name: "Size" });
  await page.keyboard.press("[");
  await expect(size).toHaveValue("24");
  for (let i = 0; i < 30 && (await size.inputValue()) !== "120"; i++) await page.keyboard.press("]");
  await expect(size).toHaveValue("120");

  // The brush starts in the photo's middle; the arrows take it to the kiwi (Shift: 40 px a press).
  const { scale } = await onScreen(page, [0, 0]);
  const [kx, ky] = photo.strayCentre;
  const dx = (kx - photo.width / 2) * scale, dy = (ky - photo.height / 2) * scale;
  const walk = async (delta: number, key: string) => {
    for (let i = 0; i < Math.trunc(delta / 40); i++) await page.keyboard.press(`Shift+${key}`);
    for (let i = 0; i < Math.round((delta % 40) / 8); i++) await page.keyboard.press(key);
  };
  await walk(Math.abs(dx), dx > 0 ? "ArrowRight" : "ArrowLeft");
  await walk(Math.abs(dy), dy > 0 ? "ArrowDown" : "ArrowUp");
  await expect(page.getByTestId("brush-cursor")).toBeVisible();
  // Held Space paints along the arrows' way: down and to the left, over the kiwi's lower rim.
  await page.keyboard.down("Space");
  for (const key of ["ArrowDown", "ArrowLeft", "ArrowLeft"]) await page.keyboard.press(key);
  await page.keyboard.up("Space");
  const erased = await nextAsset(page, original);
  const afterErase = measure(await maskOf(page, erased));
  expect(afterErase.kiwi, "kiwi left after erasing it").toBeLessThan(0.03);
  expect(afterErase.duck, "duck kept while erasing the kiwi").toBeGreaterThan(0.97);
  await expect(page.getByTestId("brush-status")).toContainText("Showing your touched-up cutout");

  // Zoomed in (+), the kiwi brought to the middle of the view, Keep (K) painted with the mouse.
  await page.keyboard.press("+");
  await expect(brush.getByRole("button", { name: "150%: fit the photo" })).toBeVisible();
  await page.keyboard.press("k");
  await expect(brush.getByRole("button", { name: "Keep" })).toHaveAttribute("aria-pressed", "true");
  await stage.evaluate((el, [fx, fy]) => {
    const view = el.parentElement!.parentElement!;
    view.scrollLeft = fx! * el.clientWidth - view.clientWidth / 2;
    view.scrollTop = fy! * el.clientHeight - view.clientHeight / 2;
  }, [kx / photo.width, ky / photo.height]);
  const path: Array<[number, number]> = [
    [kx - 35, ky - 60],
    [kx - 35, ky + 60],
    [kx + 35, ky + 60],
    [kx + 35, ky - 60],
  ];
  const screen = await Promise.all(path.map((p) => onScreen(page, p)));
  await page.mouse.move(screen[0]!.x, screen[0]!.y);
  await page.mouse.down();
  for (const point of screen.slice(1)) await page.mouse.move(point.x, point.y, { steps: 8 });
  await page.mouse.up();
  const restored = await nextAsset(page, erased);
  const afterKeep = measure(await maskOf(page, restored));
  console.log(`[refine-brush] kept after erasing: kiwi ${(afterErase.kiwi * 100).toFixed(1)}%; after brushing back: kiwi ${(afterKeep.kiwi * 100).toFixed(1)}%, duck ${(afterKeep.duck * 100).toFixed(1)}%, backdrop ${afterKeep.backdropKept} px`);
  expect(afterKeep.kiwi, "kiwi brought back").toBeGreaterThan(0.97);
  expect(afterKeep.duck).toBeGreaterThan(0.97);
  // Snapped to the kiwi's outline, not a painted disc: little backdrop comes with it.
  expect(afterKeep.backdropKept).toBeLessThan(afterKeep.kiwiPixels * 0.03);
  await shot(page, testInfo, "refine-brush-restored");

  // Undo and redo walk the refined assets.
  await page.keyboard.press("Control+z");
  await expect.poll(() => assetOf(page)).toBe(erased);
  await page.keyboard.press("Control+Shift+z");
  await expect.poll(() => assetOf(page)).toBe(restored);
  await page.keyboard.press("0");
  await expect(brush.getByRole("button", { name: "100%: fit the photo" })).toBeVisible();
  await brush.getByRole("button", { name: "Done" }).click();
  await expect(page.getByRole("button", { name: "Touch up the cutout" })).toBeFocused();
  await expect(page.getByText("Touched up: the photoshoot uses this cutout.")).toBeVisible();

  // Generate: the request names the refined asset, and the creatives show its pixels.
  await page.getByLabel("Product name").fill("Rubber duck");
  const sent = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/studio/photoshoots");
  await page.getByRole("button", { name: "Generate 6 creatives" }).click();
  expect(((await sent).postDataJSON() as { productImageAssetId: string }).productImageAssetId).toBe(restored);
  await expect(page).toHaveURL(/\/photoshoot\/[0-9a-f-]{36}$/);
  const processId = page.url().split("/").at(-1)!;
  await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]')).toHaveCount(6, { timeout: 150_000 });
  const record = (await (await page.request.get(`/api/studio/photoshoots/${processId}`)).json()) as { tasks: Array<{ taskId: string; variants: Array<{ productBox: { left: number; top: number; width: number; height: number } }> }> };
  const task = record.tasks[0]!;
  const box = task.variants[0]!.productBox;
  const creative = await rgbaOf(await (await page.request.get(`/api/studio/photoshoots/${processId}/tasks/${task.taskId}?kind=png`)).body());
  const cutoutOf = async (id: string) => (await page.request.get(`/api/studio/photoshoots/assets/${id}`)).body();
  const refinedCheck = productPixelMismatches(creative, await placedCutout(await cutoutOf(restored), box), box);
  expect(refinedCheck.compared).toBeGreaterThan(1000);
  expect(refinedCheck.different).toBe(0);
});

test("at 390 px in dark mode: the brush fits, axe passes, a refused stroke is explained, and revert asks first", async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, ADMIN);
  // The segmenter's confidence fields are additive (issue #23); here the real answer gets a low one, as the service gives for an unsure cutout.
  await page.route("**/api/studio/photoshoots/photo", async (route) => {
    const response = await route.fetch();
    const body = { ...((await response.json()) as object), cutoutConfidence: 0.42, cutoutConfidenceReason: "The kiwi lies against the product and may be part of it." };
    await route.fulfill({ response, json: body });
  });
  await uploadDuck(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  const original = await assetOf(page);
  const check = page.getByTestId("check-the-edges");
  await expect(check).toContainText("Check the edges");
  await expect(check).toContainText("The kiwi lies against the product and may be part of it.");

  await page.getByRole("button", { name: "Touch up the cutout" }).click();
  const brush = page.getByRole("region", { name: "Touch up the cutout" });
  await expect(page.getByTestId("brush-stage")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling at 390 px").toBeLessThanOrEqual(390);
  await page.getByTestId("brush-stage").scrollIntoViewIfNeeded();
  await auditPage(page, testInfo, "refine-brush-390-dark");

  // Erasing the whole product is refused by the service; the brush says so and keeps the cutout.
  await brush.getByRole("button", { name: "Erase" }).click();
  await brush.getByRole("slider", { name: "Size" }).fill("120");
  const rows = [120, 260, 400, 540, 660].map((y) => [[0, y], [photo.width, y]] as Array<[number, number]>);
  const start = await onScreen(page, rows[0]![0]!);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  for (const row of rows) for (const p of row) {
    const s = await onScreen(page, p);
    await page.mouse.move(s.x, s.y, { steps: 6 });
  }
  await page.mouse.up();
  const alert = brush.getByRole("alert");
  await expect(alert).toContainText("The brush could not be applied. The strokes removed the whole product", { timeout: 20_000 });
  await expect(alert).toContainText("keep some of it");
  expect(await assetOf(page)).toBe(original);
  await shot(page, testInfo, "refine-brush-390-dark-error");
  await brush.getByRole("button", { name: "Dismiss" }).click();

  // A real edit, then Revert: asked first; Cancel keeps it, Revert goes back to the upload's cutout.
  const [kx, ky] = photo.strayCentre;
  const kiwi = await onScreen(page, [kx, ky]);
  await page.mouse.click(kiwi.x, kiwi.y);
  const edited = await nextAsset(page, original);
  await brush.getByRole("button", { name: "Revert to original" }).click();
  const dialog = page.getByRole("dialog", { name: "Revert to the original cutout?" });
  await expect(dialog).toBeVisible();
  await auditPage(page, testInfo, "refine-brush-revert-dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  expect(await assetOf(page)).toBe(edited);
  await brush.getByRole("button", { name: "Revert to original" }).click();
  await page.getByRole("dialog", { name: "Revert to the original cutout?" }).getByRole("button", { name: "Revert" }).click();
  await expect.poll(() => assetOf(page)).toBe(original);
  await expect(brush.getByRole("button", { name: "Undo" })).toBeDisabled();
});
