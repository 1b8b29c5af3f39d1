import { readFileSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { PRODUCT_PHOTO } from "./photoshoot";

/** Starts a photoshoot of the film camera as the signed-in user, through the studio's BFF; returns its id. */
export async function startPhotoshoot(page: Page, productName: string): Promise<string> {
  const upload = await page.request.post("/api/studio/photoshoots/photo", {
    multipart: { photo: { name: "film-camera-on-white.jpg", mimeType: "image/jpeg", buffer: readFileSync(PRODUCT_PHOTO) } },
  });
  expect(upload.status()).toBe(200);
  const { backgroundRemovedImageAssetId } = (await upload.json()) as { backgroundRemovedImageAssetId: string };
  const started = await page.request.post("/api/studio/photoshoots", {
    data: { productImageAssetId: backgroundRemovedImageAssetId, productName, prompts: [{ tag: "preset", preset: "white_background" }] },
  });
  expect(started.status()).toBe(200);
  return ((await started.json()) as { imageProductGeneratorProcessId: string }).imageProductGeneratorProcessId;
}

/** Waits until the photoshoot's first creative (scene 1) has rendered. */
export async function waitForFirstCreative(page: Page, processId: string) {
  await expect
    .poll(async () => ((await (await page.request.get(`/api/studio/photoshoots/${processId}`)).json()) as { tasks: Array<{ renderState: number }> }).tasks[0]?.renderState, {
      timeout: 180_000,
      intervals: [1000],
    })
    .toBe(5);
}

export class ReviewBoard {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/review");
    await expect(this.page.getByRole("heading", { level: 1, name: "Review board" })).toBeVisible();
    await expect(this.page.getByTestId("live-state")).toContainText("Live");
  }

  cards(): Locator {
    return this.page.getByTestId("review-card");
  }

  card(title: string): Locator {
    return this.cards().filter({ has: this.page.getByRole("link", { name: title, exact: true }) });
  }
}

export class ReviewItem {
  constructor(readonly page: Page) {}

  state(): Locator {
    return this.page.getByTestId("item-state");
  }

  versions(): Locator {
    return this.page.getByTestId("version-view");
  }

  /** The pin's centre as fractions of the image it sits on. */
  async pinPosition(pin: Locator) {
    const image = await pin.locator("xpath=..").boundingBox();
    const box = await pin.boundingBox();
    return { x: (box!.x + box!.width / 2 - image!.x) / image!.width, y: (box!.y + box!.height / 2 - image!.y) / image!.height };
  }
}
