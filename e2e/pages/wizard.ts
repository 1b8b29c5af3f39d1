import { expect, type Locator, type Page } from "@playwright/test";

export interface Brief {
  productName: string;
  productDescription: string;
  targetAudience?: string;
  goal?: string;
  type: RegExp | string;
  tone: string;
  language?: string;
  emoji?: string;
  customRequest?: string;
}

/** The ad-text wizard: five steps, the draft kept in localStorage. */
export class WizardPage {
  constructor(readonly page: Page) {}

  heading(name: string | RegExp) {
    return this.page.getByRole("heading", { level: 2, name });
  }

  async goto() {
    await this.page.goto("/ad-texts/new");
    await expect(this.page.getByRole("heading", { level: 1, name: "New ad texts" })).toBeVisible();
    await expect(this.page.getByRole("navigation", { name: "Wizard steps" })).toBeVisible();
  }

  startOverDialog() {
    return this.page.getByRole("dialog", { name: "Start over?" });
  }

  /** An empty wizard clears at once; a written brief asks first (`written`), and this confirms. */
  async startOver({ written = false } = {}) {
    await this.page.getByRole("button", { name: "Start over" }).click();
    if (written) await this.startOverDialog().getByRole("button", { name: "Clear the brief" }).click();
    await expect(this.startOverDialog()).toHaveCount(0);
    await expect(this.heading(/Product/)).toBeVisible();
  }

  /** A field by the start of its label ("Target audience" also finds "Target audience (optional)"). */
  field(label: string | RegExp): Locator {
    return this.page.getByLabel(typeof label === "string" ? new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) : label);
  }

  async next(expected: string | RegExp) {
    await this.page.getByRole("button", { name: "Next" }).click();
    await expect(this.heading(expected)).toBeVisible();
  }

  async fillProduct(brief: Pick<Brief, "productName" | "productDescription">) {
    await this.field("Product name").fill(brief.productName);
    await this.field("Product description").fill(brief.productDescription);
  }

  async fillRest(brief: Brief) {
    await this.next(/Audience & goal/);
    if (brief.targetAudience) await this.field("Target audience").fill(brief.targetAudience);
    if (brief.goal) await this.page.getByRole("radio", { name: brief.goal }).check();
    await this.next(/Type/);
    await this.page.getByRole("radio", { name: brief.type }).check();
    await this.next(/Style/);
    await this.page.locator("label", { hasText: new RegExp(`^${brief.tone}$`) }).click();
    if (brief.language) await this.field("Language").selectOption(brief.language);
    if (brief.emoji) await this.page.getByRole("radio", { name: brief.emoji }).check();
    if (brief.customRequest) await this.field(/Custom instructions/).fill(brief.customRequest);
    await this.next(/Review/);
  }

  async generate() {
    await this.page.getByRole("button", { name: "Generate ad texts" }).click();
    await expect(this.page).toHaveURL(/\/ad-texts\/\d+$/, { timeout: 30_000 });
  }
}

/** A process's results: the cards, favorite, copy and regenerate. */
export class ResultsPage {
  constructor(readonly page: Page) {}

  cards() {
    return this.page.getByTestId("ad-text-card");
  }

  card(index: number) {
    return this.page.getByRole("article", { name: `Ad text ${index + 1}` });
  }

  favoriteCards() {
    return this.cards().filter({ has: this.page.getByRole("button", { pressed: true }) });
  }

  async textOf(card: Locator) {
    await expect(card.getByTestId("ad-text-value").first()).toBeVisible();
    return (await card.getByTestId("ad-text-value").allInnerTexts()).join("\n");
  }

  async allTexts() {
    const texts: string[] = [];
    for (const card of await this.cards().all()) texts.push(await this.textOf(card));
    return texts;
  }

  regenerateDialog() {
    return this.page.getByRole("dialog", { name: "Regenerate these ad texts?" });
  }

  /** Regenerate, confirming that the texts without a star are replaced. */
  async regenerate() {
    await this.page.getByRole("button", { name: "Regenerate" }).click();
    await this.regenerateDialog().getByRole("button", { name: /^Replace \d+ texts?$/ }).click();
    await expect(this.page.getByText(/^Wrote \d+ new texts/)).toBeVisible({ timeout: 30_000 });
  }
}
