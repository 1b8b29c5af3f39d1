import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdcraftClient } from "@/lib/client";
import { extractProductDescription } from "@/lib/schemas/text-ops";
import { startFixtureSites, type FixtureSites } from "../fixtures/sites/serve";
import { startIsolatedServer, type IsolatedServer } from "../support/isolated-server";
import { authenticatedClient, expectErrorBody, operator, type TestApplication } from "../support/fixtures";

/**
 * The guard with nothing allowlisted: a server of its own without OUTBOUND_ALLOWLIST, so that
 * names resolving to loopback through the system resolver (localhost, from /etc/hosts: no DNS
 * query leaves the machine) are refused like the addresses themselves. Its database is its own,
 * so its job workers never pick up (and refuse) another suite's webhook deliveries.
 */
let sites: FixtureSites;
let isolated: IsolatedServer;
let app: TestApplication;
let client: AdcraftClient;
let port: string;

beforeAll(async () => {
  sites = await startFixtureSites();
  port = new URL(sites.base).port;
  isolated = await startIsolatedServer("no-allowlist", { OUTBOUND_ALLOWLIST: "" });
  app = await operator<TestApplication>("apps create", { name: "no allowlist", credits: 20 }, isolated.server.dataDir);
  client = await authenticatedClient(app, isolated.server.url);
});
afterAll(async () => {
  await isolated?.dispose();
  await sites?.close();
});

const send = (url: string) => client.send(extractProductDescription, { query: { applicationId: app.applicationId, userId: randomUUID(), url } });

describe("the outbound guard without an allowlist", () => {
  it.each([
    ["localhost, a name that resolves to loopback", () => `http://localhost:${port}/shop`],
    ["127.0.0.1", () => `${sites.base}/shop`],
    ["127.0.0.2", () => `${sites.trap.v4}/`],
    ["[::1]", () => `http://[::1]:${port}/shop`],
    ["127.0.0.1 written as one number", () => `http://2130706433:${port}/shop`],
  ])("refuses %s with 400 on url", async (_, url) => {
    const body = await expectErrorBody(await send(url()), 400, "url");
    expect(body.errors.url![0]).toMatch(/is a loopback address.*OUTBOUND_ALLOWLIST/);
  });

  it("connected to no trap", () => {
    expect(sites.trap.hits).toEqual([]);
  });
});
