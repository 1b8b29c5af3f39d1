import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN, MARKETER, auditPage, ensureStudio, signIn } from "./pages/studio";
import { PRODUCT_PHOTO, PhotoshootPage, darkMode, imageSize, shot, zipEntries } from "./pages/photoshoot";
import { CREDENTIAL_SHAPES, findLeaks, readStoredSecrets } from "./pages/secrets";
import { startServer, type TestServer } from "./support/server";

/**
 * Issue #26's photoshoot page: the setup survives Back and a reload, every rendered size downloads
 * from the tile, the lightbox and the ZIP, the keyboard lands somewhere sensible, and the page warns
 * before credits run out, in plain words and with the way forward for each role.
 */
test.describe.configure({ mode: "serial" });

let processId = "";

/** What the setup shows: read from the page, so Back and reload are compared with what a person sees. */
async function setupAsShown(page: Page) {
  const scenes = page.getByRole("list", { name: "Chosen scenes" }).getByRole("listitem");
  await expect(scenes.first()).toBeVisible({ timeout: 30_000 });
  return {
    productName: await page.getByLabel("Product name").inputValue(),
    description: await page.getByLabel("Description").inputValue(),
    scenes: (await scenes.allInnerTexts()).map((t) => t.replace(/\s+/g, " ").trim()),
    size: await page.locator('input[name="extra-sizes"]:checked').evaluate((i) => i.parentElement!.textContent!.trim()),
    safeMargin: await page.getByRole("switch", { name: "Safe margin" }).getAttribute("aria-checked"),
    styleReference: await page.getByRole("switch", { name: "Match preset colours to the product" }).getAttribute("aria-checked"),
    cutout: await page.getByTestId("cutout").getAttribute("src"),
    uploaded: (await page.getByText(/Uploaded: /).innerText()).replace(/^\W+/, ""),
  };
}

/** Picks a size in the lightbox as a person does: a click on its pill (the radio inside is visually hidden). */
async function pickSize(dialog: Locator, name: string) {
  const radio = dialog.getByRole("radio", { name });
  await dialog.locator("label").filter({ has: dialog.page().getByRole("radio", { name }) }).click();
  await expect(radio).toBeChecked();
}

test.describe("on the suite's server", () => {
  test.beforeEach(async ({ request }) => {
    await ensureStudio(request);
  });

  test("the setup survives Back and a reload, and the photoshoot starts from it; the keyboard lands on the results", async ({ page }, testInfo) => {
    test.setTimeout(240_000);
    await signIn(page, ADMIN);
    // Generating needs the workspace's channel (studio-07 turns it on; this makes the spec stand alone).
    expect((await page.request.post("/api/studio/channels/studio-receiver")).status()).toBe(200);
    const shoot = new PhotoshootPage(page);
    await shoot.goto();
    await shoot.upload(PRODUCT_PHOTO);
    await shoot.waitForCutout();
    await page.getByLabel("Product name").fill("Vintage 35 mm film camera");
    await page.getByLabel("Description").fill("A working rangefinder from 1962.");
    const recommended = page.getByRole("list", { name: "Recommended presets" }).getByRole("button");
    await expect(recommended.first()).toBeVisible({ timeout: 30_000 });
    await recommended.nth(0).click();
    await recommended.nth(1).click();
    await page.getByLabel("Your own scene").fill("on a walnut desk beside a stack of old letters");
    await page.getByRole("button", { name: "Add prompt" }).click();
    await page.getByLabel(/^Story/).check();
    await page.getByRole("switch", { name: "Safe margin" }).click();
    await page.getByRole("switch", { name: "Match preset colours to the product" }).click();
    // What a photoshoot costs, in words, beside Generate (this workspace has plenty).
    await expect(page.getByTestId("photoshoot-cost")).toHaveText(/^A photoshoot uses 6 credits, one for each of its six creatives\. The workspace has [\d,]+ credits left\. Creatives appear one by one/);
    await expect(page.getByTestId("photoshoot-credit-warning")).toHaveCount(0);
    const before = await setupAsShown(page);
    expect(before.scenes).toHaveLength(3);
    expect(before.safeMargin).toBe("false");
    expect(before.styleReference).toBe("false");

    // Another page, then Back: the same setup.
    await page.goto("/presets");
    await expect(page.getByTestId("preset-card").first()).toBeVisible({ timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(/\/photoshoot$/);
    expect(await setupAsShown(page)).toEqual(before);
    await expect(page.getByRole("img", { name: "Your photo as uploaded" })).toBeVisible();
    // A reload: the same again.
    await page.reload();
    expect(await setupAsShown(page)).toEqual(before);
    await expect.poll(() => page.getByRole("img", { name: "Your photo as uploaded" }).evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    await shot(page, testInfo, "setup-after-reload");
    // What the tab keeps holds no key, secret or token.
    const kept = await page.evaluate(() => JSON.stringify(Object.fromEntries(Object.entries(sessionStorage))));
    expect(kept).toContain("Vintage 35 mm film camera");
    const secrets = await readStoredSecrets();
    expect(findLeaks([{ url: "sessionStorage", method: "READ", status: 200, text: kept }], { apiKey: secrets.apiKey, apiSecret: secrets.apiSecret, jwtPrivateKey: secrets.jwtPrivateKey, accessToken: secrets.accessToken, refreshToken: secrets.refreshToken }, CREDENTIAL_SHAPES)).toEqual([]);

    // The restored setup generates: three scenes, the Story size, no safe margin (1200×628).
    await page.getByRole("button", { name: "Generate 6 creatives" }).click();
    await expect(page).toHaveURL(/\/photoshoot\/[0-9a-f-]{36}$/, { timeout: 60_000 });
    processId = page.url().split("/").at(-1)!;
    await expect(page.getByRole("heading", { level: 2, name: "Creatives" })).toBeFocused({ timeout: 30_000 });
    const record = (await (await page.request.get(`/api/studio/photoshoots/${processId}`)).json()) as { tasks: Array<{ promptObject: { tag: string; prompt?: string } }> };
    expect(record.tasks.map((t) => t.promptObject.tag)).toEqual(["preset", "preset", "custom", "preset", "preset", "custom"]);
    expect(record.tasks[2]!.promptObject.prompt).toBe("on a walnut desk beside a stack of old letters");
    await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]')).toHaveCount(6, { timeout: 180_000 });
    // What the built-in renderer could not draw of the custom prompt is said on its creatives, and only there.
    await expect(page.getByTestId("creative-tile").nth(2).getByTestId("not-drawn")).toContainText("Not in the picture: stack, old, letters");
    await expect(page.getByTestId("not-drawn")).toHaveCount(2);

    // Back from the results: the setup is still there, to run again with a change.
    await page.goBack();
    await expect(page).toHaveURL(/\/photoshoot$/);
    expect(await setupAsShown(page)).toEqual(before);
  });

  test("every size downloads from the tile, the lightbox (a Story, checked pixel by pixel size) and the ZIP", async ({ page }, testInfo) => {
    test.skip(!processId, "needs the photoshoot of the test before");
    test.setTimeout(180_000);
    await signIn(page, ADMIN);
    // Another user of the workspace opens it (a marketer: the spec creates one when run on its own).
    expect([200, 409]).toContain((await page.request.post("/api/studio/users", { data: { email: MARKETER.email, role: "marketer", password: MARKETER.password } })).status());
    await page.context().clearCookies();
    await signIn(page, MARKETER);
    await page.goto(`/photoshoot/${processId}`);
    await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]')).toHaveCount(6, { timeout: 30_000 });

    // The tile: a size select; the format links follow it.
    const tile = page.getByTestId("creative-tile").first();
    const select = tile.getByRole("combobox", { name: "Size of creative 1" });
    expect(await select.locator("option").allInnerTexts()).toEqual(["Landscape 1200×628", "Story 1080×1920"]);
    await select.selectOption({ label: "Story 1080×1920" });
    const [fromTile] = await Promise.all([page.waitForEvent("download"), tile.getByRole("link", { name: "JPEG of creative 1, Story 1080×1920", exact: true }).click()]);
    expect(await imageSize(readFileSync(await fromTile.path()))).toEqual({ format: "jpeg", width: 1080, height: 1920 });

    // The lightbox: the sizes with their pixels; the Story shows and downloads at 1080×1920.
    await page.getByRole("button", { name: /^Open creative 2:/ }).click();
    const lightbox = page.getByRole("dialog", { name: /^Creative 2 of 6/ });
    const image = lightbox.getByTestId("lightbox-image");
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => [i.naturalWidth, i.naturalHeight]), { timeout: 30_000 }).toEqual([1200, 628]);
    const sizes = lightbox.getByRole("group", { name: "Size" }).getByRole("radio");
    expect(await sizes.evaluateAll((inputs) => inputs.map((i) => i.getAttribute("aria-label")))).toEqual(["Landscape 1200×628", "Story 1080×1920"]);
    await pickSize(lightbox, "Story 1080×1920");
    await expect.poll(() => image.evaluate((i: HTMLImageElement) => [i.naturalWidth, i.naturalHeight]), { timeout: 30_000 }).toEqual([1080, 1920]);
    await expect(image).toHaveAttribute("alt", /, Story size$/);
    const [story] = await Promise.all([page.waitForEvent("download"), lightbox.getByRole("link", { name: "PNG of creative 2, Story 1080×1920", exact: true }).click()]);
    const storyPng = readFileSync(await story.path());
    expect(await imageSize(storyPng)).toEqual({ format: "png", width: 1080, height: 1920 });
    await shot(page, testInfo, "lightbox-story");
    await auditPage(page, testInfo, "lightbox-sizes-light");

    // The arrow keys step between creatives from anywhere but the size picker, and the size stays picked.
    await lightbox.getByRole("button", { name: "Next creative" }).focus();
    await page.keyboard.press("ArrowRight");
    const third = page.getByRole("dialog", { name: /^Creative 3 of 6/ });
    await expect(third).toBeVisible();
    await expect(third.getByRole("radio", { name: "Story 1080×1920" })).toBeChecked();
    // Closing puts the keyboard on the tile of the creative shown last.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /^Open creative 3:/ })).toBeFocused();

    // Dark mode and a phone, with the size picker open.
    await darkMode(page);
    await page.getByRole("button", { name: /^Open creative 1:/ }).click();
    await pickSize(page.getByRole("dialog", { name: /^Creative 1 of 6/ }), "Story 1080×1920");
    await auditPage(page, testInfo, "lightbox-sizes-dark");
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: /^Open creative 1:/ })).toBeFocused();
    await page.emulateMedia({ colorScheme: "light" });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.locator('[data-testid="creative-tile"][data-state="Done"]')).toHaveCount(6, { timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling at 390 px").toBeLessThanOrEqual(390);
    await auditPage(page, testInfo, "results-sizes-390");
    await page.getByRole("button", { name: /^Open creative 1:/ }).click();
    await pickSize(page.getByRole("dialog", { name: /^Creative 1 of 6/ }), "Story 1080×1920");
    await auditPage(page, testInfo, "lightbox-sizes-390");
    await page.keyboard.press("Escape");

    // The ZIP: every size of every creative, named by creative, scene and size.
    const [zip] = await Promise.all([page.waitForEvent("download", { timeout: 60_000 }), page.getByRole("link", { name: "Download all (ZIP)" }).click()]);
    const entries = zipEntries(readFileSync(await zip.path()));
    expect(entries.map((e) => e.name.replace(/^(\d\d)-.*-(landscape|story)-(\d+x\d+)\.png$/, "$1 $2 $3"))).toEqual(
      Array.from({ length: 6 }, (_, i) => [`0${i + 1} landscape 1200x628`, `0${i + 1} story 1080x1920`]).flat(),
    );
    // A prompt's creative is named by the prompt's first six words.
    expect(entries[4]!.name).toBe("03-on-a-walnut-desk-beside-a-landscape-1200x628.png");
    for (const entry of entries) {
      const [, w, h] = /(\d+)x(\d+)\.png$/.exec(entry.name)!;
      expect(await imageSize(entry.data), entry.name).toEqual({ format: "png", width: Number(w), height: Number(h) });
    }
    // The lightbox's Story of creative 2 is the ZIP's, byte for byte.
    expect(entries.find((e) => e.name.startsWith("02-") && e.name.endsWith("-story-1080x1920.png"))!.data.equals(storyPng)).toBe(true);
  });

  test("a marketer deletes the finished photoshoot after confirming; Cancel keeps it", async ({ page }, testInfo) => {
    test.skip(!processId, "needs the photoshoot of the first test");
    await signIn(page, MARKETER);
    await page.goto(`/photoshoot/${processId}`);
    await expect(page.getByText("Finished: 6 of 6 creatives ready")).toBeVisible({ timeout: 30_000 });
    const remove = page.getByRole("button", { name: "Delete", exact: true });
    await remove.click();
    const dialog = page.getByRole("dialog", { name: "Delete this photoshoot?" });
    await expect(dialog).toContainText("cannot be brought back");
    await auditPage(page, testInfo, "photoshoot-delete-confirm");
    // Cancel (focused first, so Enter keeps the work): nothing deleted, the keyboard back on Delete.
    await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(remove).toBeFocused();
    expect((await page.request.get(`/api/studio/photoshoots/${processId}`)).status()).toBe(200);

    await remove.click();
    await page.getByRole("dialog", { name: "Delete this photoshoot?" }).getByRole("button", { name: "Delete photoshoot" }).click();
    await expect(page).toHaveURL(/\/photoshoot$/, { timeout: 30_000 });
    expect((await page.request.get(`/api/studio/photoshoots/${processId}`)).status()).toBe(404);
    expect((await page.request.get(`/api/studio/photoshoots/${processId}/zip`)).status()).toBe(404);
    await expect(page.locator(`a[href="/photoshoot/${processId}"]`)).toHaveCount(0);
  });
});

test.describe("on a workspace short of credits", () => {
  const OWNER = { email: "owner@short.test", password: "owner-short-of-credits" };
  const WRITER = { email: "writer@short.test", password: "writer-short-of-credits" };
  let server: TestServer;
  let dataDir: string;
  let apiKey: string;

  async function operator<T>(command: string, args: Record<string, unknown>): Promise<T> {
    const { url, token } = JSON.parse(readFileSync(path.join(dataDir, "server.json"), "utf8")) as { url: string; token: string };
    const response = await fetch(`${url}/api/operator`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: JSON.stringify({ command, args }) });
    expect(response.status, `operator ${command}`).toBe(200);
    return (await response.json()) as T;
  }

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    dataDir = path.resolve(`.test-runs/e2e-short-credits-${process.pid}`);
    rmSync(dataDir, { recursive: true, force: true });
    server = await startServer({ dataDir, readyTimeoutMs: 150_000 });
    // 3 credits: not enough for a photoshoot (1 for the upload, 6 for the creatives).
    const app = await operator<{ applicationId: string; apiKey: string; apiSecret: string; jwtPrivateKey: string }>("apps create", { name: "Short of credits", credits: 3 });
    apiKey = app.apiKey;
    const setup = await fetch(`${server.url}/api/studio/setup`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ mode: "connect", workspaceName: "Short of credits", ...OWNER, ...app }) });
    expect(setup.status, await setup.clone().text()).toBe(200);
  });
  test.afterAll(async () => {
    await server?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  async function signInHere(page: Page, user: { email: string; password: string }) {
    await page.goto("about:blank");
    await page.goto(`${server.url}/sign-in`);
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("button", { name: `Account menu for ${user.email}` })).toBeVisible({ timeout: 30_000 });
  }

  test("the page warns before a photoshoot would be refused, with what to do for an admin and for a marketer", async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    await signInHere(page, OWNER);
    expect((await page.request.post(`${server.url}/api/studio/users`, { data: { email: WRITER.email, role: "marketer", password: WRITER.password } })).status()).toBe(200);
    await page.goto(`${server.url}/photoshoot`);
    const warning = page.getByRole("region", { name: "Not enough credits for a photoshoot" });
    await expect(warning).toContainText("A photoshoot uses 6 credits, one for each of its six creatives, after 1 credit for uploading the photo. The workspace has 3 credits left, so Generate would be refused.", { timeout: 30_000 });
    // An admin: straight to Settings.
    const link = warning.getByRole("link", { name: "Add credits in Settings → Credits" });
    await expect(link).toHaveAttribute("href", "/settings/credits");
    await expect(warning).toContainText("Add credits in Settings → Credits, then come back: this setup is kept.");
    await expect(warning).not.toContainText(/`|npx|adcraft credits/);
    await auditPage(page, testInfo, "credits-out-admin-light");
    await darkMode(page);
    await expect(warning).toBeVisible({ timeout: 30_000 });
    await auditPage(page, testInfo, "credits-out-admin-dark");

    // A marketer: whom to ask, by address; no link they could not use.
    await page.context().clearCookies();
    await page.emulateMedia({ colorScheme: "light" });
    await signInHere(page, WRITER);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/photoshoot`);
    await expect(warning).toContainText(`Ask an admin (${OWNER.email}) to add credits. This setup is kept meanwhile.`, { timeout: 30_000 });
    await expect(warning.getByRole("link")).toHaveCount(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), "no sideways scrolling at 390 px").toBeLessThanOrEqual(390);
    await auditPage(page, testInfo, "credits-out-marketer-390");

    // Credits added (4 more: 7, one photoshoot's worth): the warning turns to "running low".
    await operator("credits add", { key: apiKey, amount: 4 });
    await page.reload();
    const low = page.getByRole("region", { name: "Credits are running low" });
    await expect(low).toContainText("The workspace has 7 credits left: enough for 1 more photoshoot.", { timeout: 30_000 });
    await expect(low).toContainText(`Ask an admin (${OWNER.email}) to add credits soon.`);
    await expect(page.getByRole("region", { name: "Not enough credits for a photoshoot" })).toHaveCount(0);
    await auditPage(page, testInfo, "credits-low-marketer-390");
  });
});
