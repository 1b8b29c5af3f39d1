import { networkInterfaces } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startIsolatedServer, type IsolatedServer } from "../support/isolated-server";

/** First-run setup on a server bound to every interface (#17): only its own machine, or the token in its log. */

const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((i) => i && i.family === "IPv4" && !i.internal)?.address;

let isolated: IsolatedServer;
beforeAll(async () => {
  isolated = await startIsolatedServer("setup", { HOST: "0.0.0.0" });
});
afterAll(() => isolated?.dispose());

const setup = (base: string, extra: Record<string, string> = {}) =>
  fetch(`${base}/api/studio/setup`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": "127.0.0.1" },
    body: JSON.stringify({ mode: "create", workspaceName: "Summit Outfitters", email: "admin@summit.test", password: "correct horse battery", ...extra }),
  });

describe.skipIf(!outsideAddress)("first-run setup from another address", () => {
  it("is refused without the setup token (a forged X-Forwarded-For does not help), and accepted with the one in the log", async () => {
    const remote = `http://${outsideAddress}:${isolated.server.port}`;
    const refused = await setup(remote);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toMatch(/setup token/);
    expect((await setup(remote, { setupToken: "guessed-token-000000" })).status).toBe(403);

    const page = await (await fetch(`${remote}/setup`)).text();
    expect(page).toContain("Setup token");
    const loopbackPage = await (await fetch(`${isolated.server.url}/setup`)).text();
    expect(loopbackPage).not.toContain("Setup token");

    const token = /needs the setup token (\S+)/.exec(isolated.server.output())?.[1];
    expect(token).toBeTruthy();
    const accepted = await setup(remote, { setupToken: token! });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ email: "admin@summit.test" });
  });
});
