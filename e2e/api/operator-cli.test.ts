import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { inject } from "vitest";
import { getCredits } from "@/lib/schemas/account";
import { authenticatedClient, type TestApplication } from "../support/fixtures";

const run = promisify(execFile);

function cli(args: string[], env: Record<string, string> = {}) {
  return run(process.execPath, ["bin/adcraft.mjs", ...args], { env: { ...process.env, ...env }, timeout: 60_000 });
}

const serverEnv = () => ({ DATA_DIR: inject("serverDataDir"), DATABASE_URL: inject("databaseUrl") });

describe("the adcraft CLI", () => {
  it("creates an application while the server runs, and those credentials get a token", async () => {
    const { stdout } = await cli(["apps", "create", "--name", "From the CLI", "--credits", "7", "--json"], serverEnv());
    const app = JSON.parse(stdout) as TestApplication;
    expect(Object.keys(app).sort()).toEqual(["apiKey", "apiSecret", "applicationId", "jwtPrivateKey"]);
    const client = await authenticatedClient(app);
    expect(await client.call(getCredits, { query: { applicationId: app.applicationId } })).toMatchObject({ credits: 7 });

    await cli(["credits", "add", "--key", app.apiKey, "--amount", "3"], serverEnv());
    expect(await client.call(getCredits, { query: { applicationId: app.applicationId } })).toMatchObject({ credits: 10 });
    const listed = JSON.parse((await cli(["apps", "list", "--json"], serverEnv())).stdout) as Array<{ id: string; credits: number }>;
    expect(listed.find((a) => a.id === app.applicationId)).toMatchObject({ credits: 10 });
  });

  it("opens the database itself when no server holds it", async () => {
    const env = { DATA_DIR: path.join(inject("runDir"), "cli-direct"), DATABASE_URL: inject("databaseUrl") };
    const created = JSON.parse((await cli(["apps", "create", "--name", "Offline", "--json"], env)).stdout) as TestApplication;
    const listed = JSON.parse((await cli(["apps", "list", "--json"], env)).stdout) as Array<{ id: string }>;
    expect(listed.map((a) => a.id)).toContain(created.applicationId);
  });

  it("explains a bad argument and exits non-zero", async () => {
    const failure = await cli(["users", "create", "--email", "someone@example.com", "--role", "owner"], serverEnv()).catch((e: { code: number; stderr: string }) => e);
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr).toMatch(/--role/);
  });
});

describe("npm start's configuration check", () => {
  it.each([
    ["PORT", "abc", /^Invalid configuration: PORT must be an integer port from 1 to 65535 \(got "abc"\)\.$/m],
    ["DATABASE_URL", "mysql://db/x", /^Invalid configuration: DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/m],
    ["RATE_LIMIT_RPS", "-1", /^Invalid configuration: RATE_LIMIT_RPS must be requests per second/m],
  ])("stops start-up on a malformed %s with one line naming it", async (name, value, message) => {
    const failure = await run(process.execPath, ["bin/start.mjs"], { env: { ...process.env, [name]: value }, timeout: 60_000 }).catch(
      (e: { code: number; stderr: string }) => e,
    );
    expect(failure).toMatchObject({ code: 1 });
    expect((failure as { stderr: string }).stderr.trim()).toMatch(message);
  });
});
