import { expect, type Page } from "@playwright/test";

export const PRODUCT = {
  productName: "Trail Runner X",
  productDescription: "A lightweight trail shoe with a 4 mm lug outsole and a rock plate, made for runners who leave the pavement behind. 280 g per shoe.",
  targetAudience: "trail runners who race on weekends",
};

/** The three text tools; each has its form beside its results. */
export class ToolsPage {
  constructor(readonly page: Page) {}

  async goto(tool: "strategies" | "copies" | "rewrite", query = "") {
    await this.page.goto(`/tools/${tool}${query}`);
    await expect(this.page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(this.page.getByLabel("Product name")).toBeVisible();
  }

  async fillProduct(product = PRODUCT, withAudience = true) {
    await this.page.getByLabel("Product name").fill(product.productName);
    await this.page.getByLabel("Product description").fill(product.productDescription);
    if (withAudience) await this.page.getByLabel("Target audience").fill(product.targetAudience);
  }

  results() {
    return this.page.getByRole("region", { name: "Results" });
  }
}

/** The glyph font a Font Awesome icon renders with (proves the self-hosted CSS and webfont load). */
export async function iconFont(page: Page, selector: string) {
  return page.locator(selector).first().evaluate((el) => getComputedStyle(el, "::before").fontFamily);
}
