import { createHmac, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const dataDir = mkdtempSync(path.join(tmpdir(), "receiver-"));
vi.stubEnv("DATA_DIR", dataDir);
vi.stubEnv("ENCRYPTION_KEY", randomBytes(32).toString("hex"));
vi.stubEnv("PORT", "3999");

const receiver = await import("./studio-receiver");
const secret = `whsec_${randomBytes(32).toString("base64")}`;

function signed(body: string, key = secret, at = Math.floor(Date.now() / 1000), id = `msg_${randomBytes(4).toString("hex")}`) {
  const signature = createHmac("sha256", Buffer.from(key.replace(/^whsec_/, ""), "base64")).update(`${id}.${at}.${body}`).digest("base64");
  return new Headers({ "webhook-id": id, "webhook-timestamp": String(at), "webhook-signature": `v1,${signature}` });
}

const message = JSON.stringify({ MessageType: "ImageGenerationTaskCompleted", ImageRenderProcessId: "p-1", TaskId: "t-1" });

beforeAll(() => receiver.rememberChannel("c-1", secret));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe("the studio's webhook receiver", () => {
  it("is this server's own address when no PUBLIC_URL or BACKEND_URL is set", () => {
    expect(receiver.receiverUrl()).toBe("http://127.0.0.1:3999/api/studio/notifications/receiver");
  });

  it("keeps the signing secret sealed on disk", () => {
    const stored = readFileSync(path.join(dataDir, "studio-receiver.json"), "utf8");
    expect(stored).not.toContain(secret);
    expect(stored).not.toContain("whsec_");
  });

  it("records a message signed with the channel's secret, once per webhook-id", () => {
    const headers = signed(message);
    expect(receiver.receive(headers, message)).toMatchObject({ configurationId: "c-1", messageType: "ImageGenerationTaskCompleted", processId: "p-1", taskId: "t-1" });
    receiver.receive(headers, message);
    expect(receiver.receivedMessages().filter((m) => m.webhookId === headers.get("webhook-id"))).toHaveLength(1);
  });

  it("refuses unsigned, wrongly signed, tampered and stale messages", () => {
    expect(receiver.receive(new Headers(), message)).toBeNull();
    expect(receiver.receive(signed(message, `whsec_${randomBytes(32).toString("base64")}`), message)).toBeNull();
    expect(receiver.receive(signed(message), message.replace("t-1", "t-2"))).toBeNull();
    expect(receiver.receive(signed(message, secret, Math.floor(Date.now() / 1000) - 3600), message)).toBeNull();
  });
});
