import { expect, type Page, type TestInfo } from "@playwright/test";

/** Admin settings: the workspace card and the users table. */
export class SettingsPage {
  constructor(readonly page: Page) {}

  async goto() {
    await this.page.goto("/settings");
    await expect(this.page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible();
    await expect(this.page.getByRole("table")).toBeVisible();
  }

  roleOf(email: string) {
    return this.page.getByRole("combobox", { name: `Role of ${email}` });
  }

  async openAddUser() {
    await this.page.getByRole("button", { name: "Add user" }).click();
    await expect(this.page.getByRole("dialog", { name: "Add a user" })).toBeVisible();
  }

  async addUser(user: { email: string; password: string; role: string }, testInfo?: TestInfo) {
    await this.openAddUser();
    const dialog = this.page.getByRole("dialog");
    await dialog.getByLabel("Email", { exact: true }).fill(user.email);
    await dialog.getByLabel("Role").selectOption(user.role);
    await dialog.getByLabel("Password").fill(user.password);
    if (testInfo) await this.page.screenshot({ path: testInfo.outputPath("settings-add-user.png") });
    await dialog.getByRole("button", { name: "Add user" }).click();
    await expect(this.page.getByRole("dialog")).toHaveCount(0);
    await expect(this.roleOf(user.email)).toBeVisible();
  }

  async setRole(email: string, role: string) {
    await this.roleOf(email).selectOption(role);
  }
}
