import { randomUUID } from "node:crypto";
import net from "node:net";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, inject, it } from "vitest";
import { recommendations } from "@/lib/schemas/photoshoot";
import { UPLOAD_BODY_BUDGET_BYTES, UPLOAD_BODY_MAX_WAITING } from "@/lib/http/body-gate";
import { BODY_IDLE_MS } from "@/lib/http/input";
import { MAX_UPLOAD_BYTES } from "@/lib/images/limits";
import { startServer, type TestServer } from "../support/server";
import { authenticatedClient, operator, type TestApplication } from "../support/fixtures";

/**
 * The upload body gate (lib/http/body-gate.ts) on a real server: maximum-size uploads that send a
 * little and then stall fill the bytes in flight; the next ones wait, the one past the line is
 * answered 429 at once, every place comes back when its request fails (408), and the gate then
 * admits a real upload. A server of its own, so the filled gate holds up no other test's uploads.
 */

const ROUTE = "/api/v1/Image/ProductGeneration/Recommendations";
const declared = MAX_UPLOAD_BYTES + 1024;

interface RawAnswer {
  status: number;
  retryAfter: string | null;
  body: string;
  at: number;
}

/** An upload declaring `declared` bytes that sends its first kilobyte and then nothing: the answer, whenever it comes. */
function stalledUpload(server: TestServer, app: TestApplication, token: string, started: number): Promise<RawAnswer> {
  const { hostname, port } = new URL(server.url);
  const head = [
    `POST ${ROUTE} HTTP/1.1`,
    `host: ${hostname}:${port}`,
    `x-api-key: ${app.apiKey}`,
    `x-api-secret: ${app.apiSecret}`,
    `authorization: Bearer ${token}`,
    "content-type: multipart/form-data; boundary=gate",
    `content-length: ${declared}`,
    "connection: close",
    "",
    "",
  ].join("\r\n");
  const firstBytes = `--gate\r\ncontent-disposition: form-data; name="applicationId"\r\n\r\n${app.applicationId}\r\n--gate\r\ncontent-disposition: form-data; name="productImage"; filename="p.png"\r\ncontent-type: image/png\r\n\r\n${"x".repeat(1024)}`;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(head + firstBytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    // `connection: close`: the server ends the connection once it has answered.
    socket.on("close", () => {
      const received = Buffer.concat(chunks).toString("latin1");
      const end = received.indexOf("\r\n\r\n");
      const headers = received.slice(0, end);
      let body = received.slice(end + 4);
      if (/^transfer-encoding:\s*chunked/im.test(headers)) body = unchunk(body);
      resolve({ status: Number(headers.split(" ")[1]), retryAfter: /^retry-after:\s*(\S+)/im.exec(headers)?.[1] ?? null, body, at: Date.now() - started });
    });
  });
}

function unchunk(body: string) {
  let out = "";
  for (let at = 0; ; ) {
    const lineEnd = body.indexOf("\r\n", at);
    const size = Number.parseInt(body.slice(at, lineEnd), 16);
    if (!size) return out;
    out += body.slice(lineEnd + 2, lineEnd + 2 + size);
    at = lineEnd + 2 + size + 2;
  }
}

describe("the upload body gate on a real server", () => {
  it("admits what fits, answers 429 past its line at once, frees every place on failure, and then admits a real upload", { timeout: 180_000 }, async () => {
    const server = await startServer({ dataDir: path.join(inject("runDir"), "upload-gate"), env: { DATABASE_URL: inject("databaseUrl") || undefined, RATE_LIMIT_RPS: "0" } });
    try {
      const app = await operator<TestApplication>("apps create", { name: "gate", credits: 100 }, server.dataDir);
      const client = await authenticatedClient(app, server.url);
      const token = client.options.accessToken!;
      const admitted = Math.floor(UPLOAD_BODY_BUDGET_BYTES / declared); // 5 maximum-size bodies
      const total = admitted + UPLOAD_BODY_MAX_WAITING + 1;
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: total }, () => stalledUpload(server, app, token, started)));

      // The one past the line was told at once to come back, in the contract's body.
      const first = answers.reduce((a, b) => (a.at <= b.at ? a : b));
      expect(first.status).toBe(429);
      expect(first.retryAfter).toBe("5");
      expect(first.at).toBeLessThan(BODY_IDLE_MS);
      expect(Object.keys(JSON.parse(first.body).errors)).toEqual(["business: RateLimit"]);
      // The admitted ones stalled and were answered 408; each freed its place for one waiting,
      // and whoever waited too long was told to come back. Nothing else, and never a 5xx.
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 408).length).toBeGreaterThanOrEqual(admitted);
      expect(statuses.filter((s) => s !== 408 && s !== 429)).toEqual([]);
      for (const answer of answers.filter((a) => a.status === 429)) expect(answer.retryAfter).toBe("5");

      // Every place came back: a real photo goes through.
      const photo = await sharp({ create: { width: 600, height: 450, channels: 3, background: "#f4f4f2" } })
        .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="450"><rect x="200" y="120" width="200" height="220" rx="20" fill="#b3402f"/></svg>') }])
        .png()
        .toBuffer();
      const upload = await client.send(recommendations, {
        body: { applicationId: app.applicationId, userId: randomUUID(), productImage: new File([new Uint8Array(photo)], "mug.png", { type: "image/png" }) },
      });
      expect(upload.status).toBe(200);
    } finally {
      await server.stop();
    }
  });
});
