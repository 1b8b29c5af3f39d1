import http from "node:http";
import { expect, test } from "@playwright/test";
import { ADMIN, ensureStudio, signIn } from "./pages/studio";

/**
 * Share-link guessing (#27, finding 4): counted per visitor by the socket's address, whatever
 * X-Forwarded-For a visitor writes, and never locking out the right token. Visitors are told
 * apart by their source address on the loopback network (127.0.0.2, 127.0.0.3, …).
 */
function openFrom(localAddress: string, base: string, token: string, forwardedFor: string) {
  const url = new URL(`/api/studio/shared/${token}`, base);
  return new Promise<number>((resolve, reject) => {
    const request = http.request(url, { method: "POST", localAddress, headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor } }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode!));
    });
    request.on("error", reject);
    request.end("{}");
  });
}

const randomToken = () => `rv_${Array.from({ length: 43 }, () => "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"[Math.floor(Math.random() * 62)]).join("")}`;

test("ten wrong links lock out only the guesser's own address, and never the right link", async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  await ensureStudio(request);
  await signIn(page, ADMIN);
  const created = await page.request.post("/api/studio/ad-texts", { data: { productName: "Guess-proof mug", productDescription: "A 350 ml stoneware mug.", type: 26, outputLanguage: "en", emojiSelection: 2 } });
  expect(created.status()).toBe(200);
  const items = (await (await page.request.get("/api/studio/review/items?search=Guess-proof")).json()) as { items: Array<{ id: string }> };
  const link = await page.request.post("/api/studio/review/share-links", { data: { title: "For the client", itemIds: [items.items[0]!.id], expiresInMinutes: 60, allowDecisions: false } });
  expect(link.status()).toBe(200);
  const token = ((await link.json()) as { path: string }).path.split("/share/")[1]!;

  // The guesser changes its X-Forwarded-For on every try: it is still one visitor.
  for (let i = 0; i < 10; i++) expect(await openFrom("127.0.0.2", baseURL!, randomToken(), `198.51.100.${i}`)).toBe(404);
  expect(await openFrom("127.0.0.2", baseURL!, randomToken(), "203.0.113.99")).toBe(429);
  // Another direct visitor is not counted with it, and the right link opens even for the guesser.
  expect(await openFrom("127.0.0.3", baseURL!, randomToken(), "198.51.100.1")).toBe(404);
  expect(await openFrom("127.0.0.3", baseURL!, token, "")).toBe(200);
  expect(await openFrom("127.0.0.2", baseURL!, token, "")).toBe(200);
});
