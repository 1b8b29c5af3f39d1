import { randomUUID } from "node:crypto";
import { lstatSync, readdirSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { describe, expect, inject, it } from "vitest";
import { createAdTexts, listApplicationAdTexts, listUserAdTexts } from "@/lib/schemas/ad-texts";
import { getAllChannelConfigurations } from "@/lib/schemas/notifications";
import { authenticatedClient, createApplication, expectErrorBody, type TestApplication } from "../support/fixtures";

/** Findings 5, 6 and 9 of the audit (#17): each request once broke a tenant check or answered a 500. */

const baseUrl = () => inject("baseUrl");
const keyHeaders = (app: TestApplication) => ({ "x-api-key": app.apiKey, "x-api-secret": app.apiSecret });

describe("an applicationId given in two places", () => {
  it("must agree: B's key with ?applicationId=B and A's id in the body mints nothing", async () => {
    const a = await createApplication();
    const b = await createApplication();
    const attack = await fetch(`${baseUrl()}/api/v1/Authorization/GenerateJwtToken?applicationId=${b.applicationId}`, {
      method: "POST",
      headers: { ...keyHeaders(b), "content-type": "application/json" },
      body: JSON.stringify({ applicationId: a.applicationId, jwtPrivateKey: a.jwtPrivateKey }),
    });
    await expectErrorBody(attack, 401, "business:");

    const refresh = await fetch(`${baseUrl()}/api/v1/Authorization/RefreshJwtToken?ApplicationId=${b.applicationId}`, {
      method: "POST",
      headers: { ...keyHeaders(b), "content-type": "application/json" },
      body: JSON.stringify({ applicationId: a.applicationId, refreshToken: "rt_whatever" }),
    });
    await expectErrorBody(refresh, 401, "business:");
  });

  it("still works when both places name the caller's own application", async () => {
    const a = await createApplication();
    const response = await fetch(`${baseUrl()}/api/v1/Authorization/GenerateJwtToken?applicationId=${a.applicationId}`, {
      method: "POST",
      headers: { ...keyHeaders(a), "content-type": "application/json" },
      body: JSON.stringify({ applicationId: a.applicationId, jwtPrivateKey: a.jwtPrivateKey }),
    });
    expect(response.status).toBe(200);
  });
});

describe("malformed JSON and media types", () => {
  const tokenRequest = (app: TestApplication, body: string, type = "application/json") =>
    fetch(`${baseUrl()}/api/v1/Authorization/GenerateJwtToken`, { method: "POST", headers: { ...keyHeaders(app), "content-type": type }, body });

  it("answers a lone surrogate with 400 naming the field", async () => {
    const app = await createApplication();
    const body = `{"applicationId":"${app.applicationId}","jwtPrivateKey":"\\ud800"}`;
    await expectErrorBody(await tokenRequest(app, body), 400, "jwtPrivateKey");
  });

  it("answers JSON nested 5000 deep with 400", async () => {
    const app = await createApplication();
    const deep = `{"applicationId":"${app.applicationId}","jwtPrivateKey":${"[".repeat(5000)}${"]".repeat(5000)}}`;
    await expectErrorBody(await tokenRequest(app, deep), 400, "body");
    const deepObject = `{"applicationId":"${app.applicationId}","x":${'{"a":'.repeat(5000)}1${"}".repeat(5000)}}`;
    await expectErrorBody(await tokenRequest(app, deepObject), 400, "body");
  });

  it("reads a multipart body whatever the case of its media type", async () => {
    const app = await createApplication();
    const form = new FormData();
    form.set("applicationId", app.applicationId);
    form.set("jwtPrivateKey", app.jwtPrivateKey);
    const encoded = new Response(form);
    const type = encoded.headers.get("content-type")!.replace("multipart/form-data", "Multipart/Form-Data");
    const response = await tokenRequest(app, await encoded.text(), type);
    expect(response.status).toBe(200);
    expect((await response.json()).applicationId).toBe(app.applicationId);
    const json = await tokenRequest(app, JSON.stringify({ applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey }), "Application/JSON; charset=UTF-8");
    expect(json.status).toBe(200);
  });
});

describe("a product name at its 1000-character limit", () => {
  it("yields ad texts that all carry copy", async () => {
    const app = await createApplication(100);
    const client = await authenticatedClient(app);
    // One unbreakable token (a pasted SKU list, a URL) is what emptied the texts: no slot could hold it.
    const productName = "AuroraSmartMug-SKU-".repeat(60).slice(0, 1000);
    expect([...productName]).toHaveLength(1000);
    for (const type of [0, 1, 4, 12, 30, 31]) {
      const result = await client.call(createAdTexts, {
        body: { applicationId: app.applicationId, userId: randomUUID(), productName, productDescription: "Keeps coffee at 58 °C for 80 minutes.", outputLanguage: "en", type } as never,
      });
      for (const text of result.adTexts) expect(text.value.trim(), `type ${type}`).not.toBe("");
    }
  });
});

describe("paging of the list endpoints", () => {
  it("pages ApplicationAllAds and UserAd with limit and offset, newest first, and states the total", async () => {
    const app = await createApplication(100);
    const client = await authenticatedClient(app);
    const userId = randomUUID();
    const ids: number[] = [];
    for (const productName of ["Aurora Smart Mug", "Trail Runner 3", "Linen Duvet Set"]) {
      const created = await client.call(createAdTexts, {
        body: { applicationId: app.applicationId, userId, productName, productDescription: "Made to last, built for daily use.", outputLanguage: "en" } as never,
      });
      ids.unshift(created.id);
    }
    const all = await client.send(listApplicationAdTexts, { query: { applicationId: app.applicationId } as never });
    expect(all.headers.get("x-total-count")).toBe("3");
    expect((await all.json()).map((p: { id: number }) => p.id)).toEqual(ids);

    const first = await client.send(listApplicationAdTexts, { query: { applicationId: app.applicationId, limit: 2 } as never });
    expect((await first.json()).map((p: { id: number }) => p.id)).toEqual(ids.slice(0, 2));
    const rest = await client.send(listUserAdTexts, { query: { userId, limit: 2, offset: 2 } as never });
    expect(rest.headers.get("x-total-count")).toBe("3");
    expect((await rest.json()).map((p: { id: number }) => p.id)).toEqual(ids.slice(2));

    await expectErrorBody(await client.send(listApplicationAdTexts, { query: { applicationId: app.applicationId, limit: 501 } as never }), 400, "limit");
    await expectErrorBody(await client.send(listApplicationAdTexts, { query: { applicationId: app.applicationId, limit: 0 } as never }), 400, "limit");
    await expectErrorBody(await client.send(listUserAdTexts, { query: { userId, offset: -1 } as never }), 400, "offset");
  });

  it("pages ChannelConfiguration/All and documents limit and offset in the OpenAPI document", async () => {
    const app = await createApplication();
    const client = await authenticatedClient(app);
    const page = await client.send(getAllChannelConfigurations, { query: { applicationId: app.applicationId, limit: 1, offset: 0 } as never });
    expect(page.status).toBe(200);
    expect(page.headers.get("x-total-count")).toBe("0");
    await expectErrorBody(await client.send(getAllChannelConfigurations, { query: { applicationId: app.applicationId, limit: 100000 } as never }), 400, "limit");

    const doc = await (await fetch(`${baseUrl()}/api/v1/openapi.json`)).json();
    for (const path of ["/api/v1/Text/Generation/ApplicationAllAds", "/api/v1/Text/Generation/UserAd", "/api/v1/Notification/ChannelConfiguration/All", "/api/v1/Notification/ChannelConfiguration/Active", "/api/v1/Notification/Deliveries", "/api/v1/Image/ProductGeneration/CheckApplicationAllProgresses"]) {
      const names = (doc.paths[path].get.parameters as Array<{ name: string }>).map((p) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(["limit", "offset"]));
    }
  });
});

describe("a method the path does not answer", () => {
  it("is a 405 in the contract's body with Allow, also where an empty id folds the path onto another route", async () => {
    const wrong = await fetch(`${baseUrl()}/api/v1/Notification/Deliveries`, { method: "POST" });
    expect(wrong.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    await expectErrorBody(wrong, 405, "business: MethodNotAllowed");
    const folded = await fetch(`${baseUrl()}/api/v1/Review/Items//Comments`, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" });
    await expectErrorBody(folded, 405, "business: MethodNotAllowed");
    // A declared method passes on to its route (which refuses a call without credentials its own way).
    expect((await fetch(`${baseUrl()}/api/v1/Notification/Deliveries`)).status).not.toBe(405);
  });
});

describe("security headers", () => {
  const expectSecurityHeaders = (response: Response, what: string) => {
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp, what).toContain("frame-ancestors 'none'");
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).not.toContain("unsafe-eval");
    expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
    expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("strict-transport-security"), what).toBeNull();
  };

  it("go out on studio pages, API answers and API errors; HSTS only behind https", async () => {
    expectSecurityHeaders(await fetch(`${baseUrl()}/sign-in`), "sign-in page");
    expectSecurityHeaders(await fetch(`${baseUrl()}/api/v1/openapi.json`), "openapi.json");
    expectSecurityHeaders(await fetch(`${baseUrl()}/api/v1/Account/Credits`), "a 401");
    expectSecurityHeaders(await fetch(`${baseUrl()}/api/v1/No/Such/Path`), "a 404");
    const https = await fetch(`${baseUrl()}/sign-in`, { headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toMatch(/^max-age=\d{7,}/);
  });

  it("keep secret-bearing answers out of every cache", async () => {
    const app = await createApplication();
    const tokens = await fetch(`${baseUrl()}/api/v1/Authorization/GenerateJwtToken`, {
      method: "POST",
      headers: { ...keyHeaders(app), "content-type": "application/json" },
      body: JSON.stringify({ applicationId: app.applicationId, jwtPrivateKey: app.jwtPrivateKey }),
    });
    expect(tokens.status).toBe(200);
    expect(tokens.headers.get("cache-control")).toBe("no-store");
    const refused = await fetch(`${baseUrl()}/api/v1/Authorization/GenerateJwtToken`, { method: "POST", headers: keyHeaders(app) });
    expect(refused.headers.get("cache-control")).toBe("no-store");
  });
});

describe("the data directory", () => {
  it("holds only files of mode 0600 and directories of mode 0700", () => {
    const loose: string[] = [];
    const pending = [inject("serverDataDir")];
    while (pending.length) {
      const current = pending.pop()!;
      const stat = lstatSync(current);
      if (stat.isSymbolicLink()) continue;
      if ((stat.mode & 0o777) !== (stat.isDirectory() ? 0o700 : 0o600)) loose.push(`${(stat.mode & 0o777).toString(8)} ${current}`);
      if (stat.isDirectory()) for (const name of readdirSync(current)) pending.push(path.join(current, name));
    }
    expect(loose.slice(0, 5), `${loose.length} loose files or directories`).toEqual([]);
  });
});

describe("a request body that stalls half-way", () => {
  it("is answered 408 in the contract's body after the idle time, not held for minutes", async () => {
    const app = await createApplication();
    const { port } = new URL(baseUrl());
    const started = Date.now();
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () => {
        socket.write(
          [
            "POST /api/v1/Authorization/GenerateJwtToken HTTP/1.1",
            `Host: 127.0.0.1:${port}`,
            `x-api-key: ${app.apiKey}`,
            `x-api-secret: ${app.apiSecret}`,
            "content-type: application/json",
            "content-length: 1000",
            "",
            `{"applicationId":"${app.applicationId}",`,
          ].join("\r\n"),
        );
      });
      let received = "";
      socket.on("data", (d) => {
        received += d;
        if (received.includes("\r\n\r\n") && received.includes("}")) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on("error", reject);
      setTimeout(() => (socket.destroy(), resolve(received)), 30_000);
    });
    const seconds = (Date.now() - started) / 1000;
    expect(raw).toMatch(/^HTTP\/1\.1 408/);
    expect(raw).toContain('"body":["The request body stopped arriving');
    expect(seconds).toBeGreaterThan(9);
    expect(seconds).toBeLessThan(20);
  });
});

describe("requests Node refuses before any handler", () => {
  it("answer in the contract's body too: headers over 16 KB are a 431 with a trace id", async () => {
    const response = await fetch(`${baseUrl()}/api/v1/Account/Credits?applicationId=${"x".repeat(20_000)}`);
    await expectErrorBody(response, 431, "request");
  });
});
