import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, auditPage, ensureStudio, signIn } from "./pages/studio";
import { darkMode, finishedPhotoshoot } from "./pages/photoshoot";

/**
 * Issue #28's Brand kits page (Settings → Brand kits): a kit made with an uploaded SVG logo, the
 * contrast hint, the live preview, a colour edited (the logo kept), the kit picked on the Make ads
 * page, and deleted after a confirmation; axe in light and dark, nothing wider than 390 px.
 */
const NAME = "Nordlicht Outfitters";
const SVG_LOGO = "e2e/fixtures/brand/kamerahaus-logo.svg";
const PNG_LOGO = "e2e/fixtures/brand/kamerahaus-logo.png";
const WRITER = { email: "brand-marketer@adcraft.test", password: "brand-marketer-password" };

const noSidewaysScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling at 390 px").toBeLessThanOrEqual(390);

test("an admin makes a brand kit with a logo, edits a colour, picks it on the Make ads page and deletes it after confirming", async ({ page, request, browser }, testInfo) => {
  test.setTimeout(360_000);
  await ensureStudio(request);
  await signIn(page, ADMIN);
  await page.goto("/settings/brand");
  await expect(page.getByRole("heading", { level: 1, name: "Brand kits" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Settings" }).getByRole("link", { name: "Brand kits" })).toHaveAttribute("aria-current", "page");

  // A workspace with no kit yet is told what one is for (another spec may have made one before).
  const cards = page.getByTestId("brand-kit-card");
  const empty = page.getByRole("heading", { name: "No brand kits yet" });
  await expect(empty.or(cards.first())).toBeVisible();
  if (await empty.isVisible()) {
    await expect(page.getByText("The Make ads page draws every finished ad with the kit you pick")).toBeVisible();
    await auditPage(page, testInfo, "brand-kits-empty");
  }
  await page.getByRole("button", { name: "New brand kit" }).click();
  const form = page.getByRole("form", { name: "New brand kit" });
  await expect(form).toBeVisible();
  await form.getByLabel("Name", { exact: true }).fill(NAME);

  // A logo of the wrong type or size is refused at once, in plain words; then the SVG is taken and shown.
  const file = form.locator('input[type="file"]');
  await file.setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: readFileSync("e2e/fixtures/photos/film-camera-on-white.jpg") });
  await expect(form.getByRole("alert")).toHaveText('"logo.jpg" is not a PNG or SVG file. Export the logo as PNG or SVG and choose it again.');
  await file.setInputFiles({ name: "huge.png", mimeType: "image/png", buffer: Buffer.alloc(600 * 1024, 1) });
  await expect(form.getByRole("alert")).toContainText('"huge.png" is 600 KB; a logo may be at most 512 KB.');
  // The service draws no font it does not ship: an SVG with live text is refused, saying how to fix it.
  await file.setInputFiles({ name: "wordmark.svg", mimeType: "image/svg+xml", buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="80" height="20"><text x="0" y="15">Nordlicht</text></svg>') });
  await form.getByRole("button", { name: "Create brand kit" }).click();
  await expect(form.getByRole("alert")).toContainText("convert its text to outlines");
  await file.setInputFiles(SVG_LOGO);
  await expect(form.getByRole("alert")).toHaveCount(0);
  await expect(form.getByRole("img", { name: "Chosen logo: kamerahaus-logo.svg" })).toBeVisible();
  const preview = form.getByTestId("brand-kit-preview");
  await expect(preview.getByRole("img", { name: `${NAME} logo` })).toBeVisible();

  // The contrast hint follows the text and background colours as they are typed.
  const hint = form.getByTestId("contrast-hint");
  await expect(hint).toHaveAttribute("data-readable", "true");
  await form.getByLabel("Text colour", { exact: true }).fill("#C8D6CC");
  await expect(hint).toHaveAttribute("data-readable", "false");
  await expect(hint).toContainText("below 4.5:1. Ads will set their texts in white or near-black instead");
  await form.getByLabel("Text colour", { exact: true }).fill("#1d3557");
  await expect(hint).toHaveAttribute("data-readable", "true");
  await expect(hint).toContainText(/Text on background: \d+\.\d:1, readable/);
  await form.getByLabel("Background colour", { exact: true }).fill("#zz");
  await expect(hint).toHaveText("The contrast shows once the text and background colours are both colours.");
  await form.getByLabel("Background colour", { exact: true }).fill("#F1FAEE");

  // The fonts the service ships, and a default tone; the preview sets its headline in the heading font.
  const fonts = form.getByLabel("Fonts (heading / text)");
  await expect(fonts.locator("option")).toHaveText(["Inter / Inter", "Montserrat / Inter", "Playfair Display / Lora", "Oswald / Inter", "Roboto Slab / Inter"]);
  await fonts.selectOption({ label: "Playfair Display / Lora" });
  await expect(preview.getByText("Made for the way you work")).toHaveCSS("font-family", /Playfair Display/);
  await form.getByLabel("Default tone").fill("Warm and plain-spoken");
  await auditPage(page, testInfo, "brand-kit-new");
  await form.getByRole("button", { name: "Create brand kit" }).click();

  // In the list: its colours, fonts, logo and tone, the logo served by the studio (never its key).
  await expect(page.getByRole("status").filter({ hasText: `Saved “${NAME}”.` })).toBeVisible();
  const card = cards.filter({ hasText: NAME });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Playfair Display / Lora · SVG logo");
  await expect(card).toContainText("Tone: Warm and plain-spoken");
  await expect(card.getByRole("list", { name: `Colours of ${NAME}` })).toContainText("Background #f1faee");
  const logo = card.getByRole("img", { name: `${NAME} logo` });
  await expect.poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
  const served = await page.request.get((await logo.getAttribute("src"))!);
  expect(served.headers()["content-type"]).toBe("image/svg+xml");
  expect(served.headers()["content-disposition"]).toBe('attachment; filename="logo.svg"');
  const listed = (await (await page.request.get("/api/studio/ads/brand-kits")).json()) as Array<Record<string, unknown>>;
  const kit = listed.find((k) => k.name === NAME)!;
  expect(kit).toMatchObject({ hasLogo: true, logoType: "image/svg+xml", fontPair: "playfair-lora", defaultTone: "Warm and plain-spoken" });
  expect(JSON.stringify(kit)).not.toMatch(/"data"|apiSecret|apiKey/);

  // Edited: a new primary colour by its hex field; the logo is kept.
  await card.getByRole("button", { name: `Edit ${NAME}` }).click();
  const edit = page.getByRole("form", { name: `Edit “${NAME}”` });
  await expect(edit.getByRole("img", { name: "The kit's logo" })).toBeVisible();
  await edit.getByLabel("Primary colour", { exact: true }).fill("#2A9D8F");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toHaveCount(0);
  await expect(card.getByRole("list", { name: `Colours of ${NAME}` })).toContainText("Primary #2a9d8f");
  await expect(card).toContainText("SVG logo");

  // Edited again: the logo replaced by a PNG, which the studio then serves.
  await card.getByRole("button", { name: `Edit ${NAME}` }).click();
  await edit.locator('input[type="file"]').setInputFiles(PNG_LOGO);
  await expect(edit.getByRole("img", { name: "Chosen logo: kamerahaus-logo.png" })).toBeVisible();
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toHaveCount(0);
  await expect(card).toContainText("Playfair Display / Lora · PNG logo");
  await expect.poll(() => logo.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth === 96)).toBe(true);
  expect((await page.request.get((await logo.getAttribute("src"))!)).headers()["content-type"]).toBe("image/png");

  // Dark mode at 390 px, the list and the open form: axe clean, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await darkMode(page);
  await expect(card).toBeVisible();
  await noSidewaysScroll(page);
  await auditPage(page, testInfo, "brand-kits-dark-390");
  await card.getByRole("button", { name: `Edit ${NAME}` }).click();
  await expect(page.getByRole("form", { name: `Edit “${NAME}”` })).toBeVisible();
  await noSidewaysScroll(page);
  await auditPage(page, testInfo, "brand-kit-edit-dark-390");
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.emulateMedia({ colorScheme: "light" });
  await page.setViewportSize({ width: 1280, height: 900 });

  // The Make ads page offers the kit, with its logo.
  const photoshootId = await finishedPhotoshoot(page);
  await page.goto(`/photoshoot/${photoshootId}/ads`);
  const select = page.getByLabel("Brand kit", { exact: true });
  await expect(select).toBeVisible({ timeout: 30_000 });
  await select.selectOption({ label: `${NAME} (with logo)` });
  await expect(select).toHaveValue(String(kit.id));

  // A marketer picks kits but does not change them: the page says so and the BFF refuses them.
  expect((await page.request.post("/api/studio/users", { data: { email: WRITER.email, role: "marketer", password: WRITER.password } })).status()).toBe(200);
  const writerContext = await browser.newContext();
  const writer = await writerContext.newPage();
  await signIn(writer, WRITER);
  await writer.goto("/settings/brand");
  await expect(writer.getByRole("heading", { name: "Brand kits are for admins" })).toBeVisible();
  const body = { name: "Hijacked", colours: { primary: "#000000", secondary: "#000000", text: "#000000", background: "#ffffff" }, fontPair: "inter-inter", logo: "keep" };
  expect((await writer.request.put(`/api/studio/ads/brand-kits/${String(kit.id)}`, { data: body })).status()).toBe(403);
  expect((await writer.request.delete(`/api/studio/ads/brand-kits/${String(kit.id)}`)).status()).toBe(403);
  await writerContext.close();

  // Deleted only after the dialog's confirmation; "Keep it" keeps it.
  await page.goto("/settings/brand");
  await card.getByRole("button", { name: `Delete ${NAME}` }).click();
  const dialog = page.getByRole("dialog", { name: `Delete “${NAME}”?` });
  await expect(dialog).toContainText("Ads already made with it keep their look.");
  await auditPage(page, testInfo, "brand-kit-delete-confirm");
  await dialog.getByRole("button", { name: "Keep it" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Delete ${NAME}` }).click();
  await dialog.getByRole("button", { name: "Delete brand kit" }).click();
  await expect(dialog).toHaveCount(0);
  await expect(card).toHaveCount(0);
  expect((await page.request.get(`/api/studio/ads/brand-kits/${String(kit.id)}/logo`)).status()).toBe(404);
  await auditPage(page, testInfo, "brand-kits-after-delete");
});
