import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";
import { darkMode, finishedPhotoshoot, imageSize, shot } from "./pages/photoshoot";

/**
 * Issue #28: a finished ad's headline edited where it is drawn. The text's button sits on the
 * box the service recorded; Enter opens a field over it, Escape puts it back, Enter re-fits every
 * size and the new rendering replaces the old one. Axe on the editing state, in dark mode at 390 px too.
 */
test.describe.configure({ mode: "serial" });

type Task = { taskId: string; renderState: number; ad?: { headline: string; punchline: string | null; cta: string }; variants: Array<{ width: number; height: number; textBoxes?: Array<{ role: string; left: number; top: number; width: number; height: number }> }> };
type Record = { imageProductGeneratorProcessId: string; tasks: Task[] };

const SIZES = ["300x250", "728x90", "160x600", "300x600", "970x90"];

async function shownBytes(page: Page, img: Locator) {
  await expect.poll(() => img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 30_000 }).toBe(true);
  return Buffer.from(await (await page.request.get((await img.getAttribute("src"))!)).body());
}

const center = (box: { x: number; y: number; width: number; height: number }) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });

test("edits a headline on the ad's canvas and sees it re-fitted in every size", async ({ page, request }, testInfo) => {
  test.setTimeout(420_000);
  await ensureStudio(request);
  await signIn(page, ADMIN);
  const photoshootId = await finishedPhotoshoot(page);

  // The setup's brand-kit picker links an admin to Settings → Brand kits.
  await page.goto(`/photoshoot/${photoshootId}/ads`);
  const manage = page.getByRole("link", { name: "Manage brand kits" });
  await expect(manage).toHaveAttribute("href", "/settings/brand", { timeout: 30_000 });
  await manage.click();
  await expect(page.getByRole("heading", { level: 1, name: "Brand kits" })).toBeVisible();

  // Ads of the display banner sizes, made through the studio's routes.
  const shoot = (await (await page.request.get(`/api/studio/photoshoots/${photoshootId}`)).json()) as Record;
  const creative = shoot.tasks.find((t) => t.renderState === 5)!;
  const kit = await page.request.post("/api/studio/ads/brand-kits", { data: { name: "Kamerahaus", fontPair: "montserrat-inter", colours: { primary: "#e4572e", secondary: "#1d3557", text: "#1d3557", background: "#f1faee" } } });
  expect(kit.status()).toBe(200);
  const made = await page.request.post("/api/studio/ads", {
    data: { photoshootId, taskId: creative.taskId, brandKitId: ((await kit.json()) as { id: string }).id, renderKind: 992, template: "panel", language: "de", ads: [{ headline: "Analog ist zurück", punchline: "Zwei Jahre Garantie.", cta: "Jetzt kaufen" }] },
  });
  expect(made.status()).toBe(200);
  const record = (await made.json()) as Record;
  await page.goto(`/photoshoot/${photoshootId}/ads?ads=${record.imageProductGeneratorProcessId}.${record.tasks[0]!.taskId}&k=992`);
  const slot = page.getByTestId("ad-slot");
  await expect(slot).toHaveAttribute("data-state", "Done", { timeout: 120_000 });

  // The service recorded where each text landed, in every size; each has its button there.
  const rendered = (await (await page.request.get(`/api/studio/photoshoots/${record.imageProductGeneratorProcessId}`)).json()) as Record;
  for (const variant of rendered.tasks[0]!.variants) {
    expect(variant.textBoxes?.map((b) => b.role), `${variant.width}x${variant.height}`).toEqual(expect.arrayContaining(["headline", "cta"]));
  }
  for (const size of SIZES) await expect(slot.locator(`img[data-size="${size}"]`)).toBeVisible();
  const image = slot.locator('img[data-size="300x250"]');
  const before = await shownBytes(page, image);
  const oldTask = await slot.getAttribute("data-task");
  const edit = slot.getByRole("button", { name: "Edit headline on Ad 1, Medium banner 300×250" });
  await expect(edit).toBeVisible();
  // The button stands on the headline as drawn: inside the image, where the recorded box maps to.
  const headlineBox = rendered.tasks[0]!.variants.find((v) => v.width === 300)!.textBoxes!.find((b) => b.role === "headline")!;
  const [buttonAt, imageAt] = [(await edit.boundingBox())!, (await image.boundingBox())!];
  const scale = imageAt.width / 300;
  expect(Math.abs(buttonAt.x - (imageAt.x + headlineBox.left * scale))).toBeLessThan(2);
  expect(Math.abs(buttonAt.y - (imageAt.y + headlineBox.top * scale))).toBeLessThan(2);
  expect(Math.abs(buttonAt.width - headlineBox.width * scale)).toBeLessThan(2);

  // By keyboard: Enter opens the field over the text, with the text in it; Escape puts it back.
  await edit.focus();
  await page.keyboard.press("Enter");
  const field = slot.getByRole("textbox", { name: "Headline on Ad 1, Medium banner 300×250" });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue("Analog ist zurück");
  const fieldAt = (await field.boundingBox())!;
  expect(Math.abs(fieldAt.y - buttonAt.y)).toBeLessThan(12);
  await auditPage(page, testInfo, "edit-on-canvas-open");
  await field.fill("Etwas anderes");
  await page.keyboard.press("Escape");
  await expect(field).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(slot).toHaveAttribute("data-task", oldTask!);

  // An empty headline is refused in place, not sent.
  await page.keyboard.press("Enter");
  await field.fill(" ");
  await page.keyboard.press("Enter");
  await expect(slot.getByRole("alert").filter({ hasText: "The headline cannot be empty." })).toBeVisible();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(slot).toHaveAttribute("data-task", oldTask!);

  // Enter re-fits: the field says so, the ad re-renders (the old one dimmed meanwhile) and the new one replaces it.
  const headline = "Neu: die Canonet QL17 mit Messsucher";
  await field.fill(headline);
  await page.keyboard.press("Enter");
  await expect(slot).not.toHaveAttribute("data-task", oldTask!, { timeout: 30_000 });
  await expect(slot.getByRole("heading", { name: "Ad 1" })).toBeFocused();
  await expect(slot).toHaveAttribute("data-state", "Done", { timeout: 120_000 });
  const refitted = slot.getByRole("img", { name: `Ad 1, Medium banner 300×250: ${headline}` });
  await expect(refitted).toBeVisible();
  const after = await shownBytes(page, refitted);
  expect(after.equals(before), "the edited ad is drawn again").toBe(false);
  expect(await imageSize(after)).toMatchObject({ width: 300, height: 250 });
  // The new task has the new headline, the other texts as they were, and every size's boxes anew.
  const newTask = (await slot.getAttribute("data-task"))!;
  const processId = new URL(page.url()).searchParams.get("ads")!.split(".")[0]!;
  const next = ((await (await page.request.get(`/api/studio/photoshoots/${processId}`)).json()) as Record).tasks.find((t) => t.taskId === newTask)!;
  expect(next.ad).toMatchObject({ headline, punchline: "Zwei Jahre Garantie.", cta: "Jetzt kaufen" });
  expect(next.variants.map((v) => `${v.width}x${v.height}`).sort()).toEqual([...SIZES].sort());
  expect(next.variants.every((v) => v.textBoxes?.some((b) => b.role === "headline"))).toBe(true);
  // The longer headline takes more room on the medium banner than the short one did.
  const grown = next.variants.find((v) => v.width === 300 && v.height === 250)!.textBoxes!.find((b) => b.role === "headline")!;
  expect(grown.width * grown.height).toBeGreaterThan(headlineBox.width * headlineBox.height);

  // Dark mode at 390 px: the button's field opens by a click on the strip's button, inside the screen, axe clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await darkMode(page);
  await expect(slot).toHaveAttribute("data-state", "Done", { timeout: 30_000 });
  const cta = slot.getByRole("button", { name: "Edit button on Ad 1, Leaderboard 728×90" });
  await cta.scrollIntoViewIfNeeded();
  const ctaAt = center((await cta.boundingBox())!);
  await page.mouse.click(ctaAt.x, ctaAt.y);
  const ctaField = slot.getByRole("textbox", { name: "Button on Ad 1, Leaderboard 728×90" });
  await expect(ctaField).toBeFocused();
  await expect(ctaField).toHaveValue("Jetzt kaufen");
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await auditPage(page, testInfo, "edit-on-canvas-dark-390");
  await shot(page, testInfo, "edit-on-canvas-dark-390");
  // Leaving the field unchanged closes it without a new rendering.
  await page.keyboard.press("Tab");
  await expect(ctaField).toBeHidden();
  await expect(slot).toHaveAttribute("data-task", newTask);
});
