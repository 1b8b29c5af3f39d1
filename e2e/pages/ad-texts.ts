import { expect, type APIRequestContext, type Browser, type Page, type TestInfo } from "@playwright/test";
import { signIn } from "./studio";

/** A brief the BFF accepts as is, for specs that need a process without walking the wizard. */
export const LANTERN_BRIEF = {
  processName: "Emberlight lantern",
  productName: "Emberlight Camp Lantern",
  productDescription: "A rechargeable camp lantern with 400 lumens, a 30-hour battery and a hook that clips to any tent loop.",
  targetAudience: "campers who stay out late",
  type: 1,
  tone: "Friendly",
  outputLanguage: "en",
  emojiSelection: 1,
};

/** Adds a studio user through the BFF as the signed-in admin; one left by an earlier run is fine. */
export async function ensureUser(request: APIRequestContext, user: { email: string; password: string }, role: "admin" | "marketer" | "reviewer") {
  const response = await request.post("/api/studio/users", { data: { ...user, role } });
  if (response.status() === 200) return;
  expect(((await response.json()) as { error: { fields?: { email?: string } } }).error.fields?.email ?? "", `adding ${user.email}`).toMatch(/already exists/);
}

/** Generates a process as whoever `request` is signed in as; answers its id and its texts' ids. */
export async function createProcess(request: APIRequestContext, brief: Record<string, unknown> = LANTERN_BRIEF) {
  const response = await request.post("/api/studio/ad-texts", { data: brief });
  expect(response.status(), await response.text()).toBe(200);
  const process = (await response.json()) as { id: number; adTexts: Array<{ id: number }> };
  return { id: process.id, textIds: process.adTexts.map((t) => t.id) };
}

/** A page of its own, signed in as `user`: several users side by side in one test. */
export async function pageAs(browser: Browser, testInfo: TestInfo, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}
