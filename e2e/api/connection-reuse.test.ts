import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import { Client } from "undici";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { createAdTexts } from "@/lib/schemas/ad-texts";
import { authenticatedClient, createApplication, type TestApplication } from "../support/fixtures";

let app: TestApplication;
let api: AdcraftClient;
let connection: Client;

beforeAll(async () => {
  app = await createApplication(100);
  api = await authenticatedClient(app);
  connection = new Client(api.options.baseUrl!, { pipelining: 1 });
});
afterAll(() => connection.close());

function headers() {
  const { apiKey, apiSecret, accessToken } = api.options;
  return { "content-type": "application/json", "x-api-key": apiKey!, "x-api-secret": apiSecret!, authorization: `Bearer ${accessToken}` };
}

async function* endless(bytes: number) {
  for (let sent = 0; sent < bytes; sent += 64 * 1024) yield Buffer.alloc(64 * 1024, 120);
}

// Before body-drain.ts, a refused body was cancelled, which destroyed the socket: the next request on
// the same connection met ECONNRESET (10 of 10 runs of 20 rounds).
it("after a chunked body over the limit gets its 413, the same connection serves the next request", async () => {
  for (let round = 0; round < 10; round++) {
    const refused = await connection.request({ path: createAdTexts.path, method: "POST", headers: headers(), body: Readable.from(endless(8 * 2 ** 20)) });
    expect(refused.statusCode).toBe(413);
    await refused.body.text();
    const body = JSON.stringify({ applicationId: app.applicationId, userId: randomUUID(), productName: "Mug", productDescription: "A mug.", targetAudience: "x", outputLanguage: "en", cta: "Buy", tone: "Friendly" });
    const next = await connection.request({ path: createAdTexts.path, method: "POST", headers: headers(), body });
    expect(next.statusCode).toBe(200);
    await next.body.text();
  }
});
