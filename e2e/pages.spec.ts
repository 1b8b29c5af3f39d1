import { expect, test } from "@playwright/test";

test("the home page renders and links to the API reference", async ({ page }, testInfo) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("The ad studio you can host yourself.");
  await page.screenshot({ path: testInfo.outputPath("home.png"), fullPage: true });
  await page.getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/docs\/api$/);
});

test("the API reference renders the OpenAPI document locally", async ({ page }, testInfo) => {
  const external: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1")) external.push(request.url());
  });
  await page.goto("/docs/api");
  await expect(page.getByRole("heading", { name: "Adcraft API reference" })).toBeVisible();
  // Swagger UI lists each operation by path once it has loaded the document.
  await expect(page.getByText("/api/v1/Authorization/GenerateJwtToken")).toBeVisible();
  await expect(page.getByText("/api/v1/Account/Credits")).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath("api-reference.png"), fullPage: true });
  expect(external).toEqual([]);
});
