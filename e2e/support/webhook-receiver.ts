import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export interface ReceivedRequest {
  at: number;
  method: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A webhook receiver on 127.0.0.1: answers each request with the next status of `script` (the
 * last one repeats), or with `respond()` when set (a promise holds the request open until it
 * settles); status 0 never answers. Records every request with its arrival time.
 */
export interface WebhookReceiver {
  url: string;
  requests: ReceivedRequest[];
  respond: () => number | Promise<number>;
  waitForRequests: (count: number, timeoutMs?: number) => Promise<ReceivedRequest[]>;
  close: () => Promise<void>;
}

export async function startWebhookReceiver(script: number[] = [200]): Promise<WebhookReceiver> {
  const requests: ReceivedRequest[] = [];
  const receiver: WebhookReceiver = {
    url: "",
    requests,
    respond: () => script[Math.min(requests.length - 1, script.length - 1)]!,
    waitForRequests: async (count, timeoutMs = 20_000) => {
      const deadline = Date.now() + timeoutMs;
      while (requests.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} webhook requests, got ${requests.length}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      return requests;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  const server = http.createServer((req, res) => {
    const at = Date.now();
    let body = "";
    req.setEncoding("utf8");
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      requests.push({ at, method: req.method!, headers: req.headers, body });
      void Promise.resolve(receiver.respond()).then((status) => {
        if (status) res.writeHead(status, { "content-type": "text/plain" }).end("ok");
      });
    });
  });
  server.unref(); // never keeps the test process alive
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
  return receiver;
}

/**
 * Standard Webhooks verification, written from the specification rather than shared with the
 * server: HMAC-SHA256 of "id.timestamp.body" keyed with the base64-decoded part after whsec_.
 */
export function verifyStandardWebhook(secret: string, request: ReceivedRequest, toleranceSeconds = 300): boolean {
  const id = String(request.headers["webhook-id"]);
  const timestamp = String(request.headers["webhook-timestamp"]);
  if (Math.abs(Date.now() / 1000 - Number(timestamp)) > toleranceSeconds) return false;
  const expected = createHmac("sha256", Buffer.from(secret.split("_")[1]!, "base64")).update(`${id}.${timestamp}.${request.body}`).digest();
  return String(request.headers["webhook-signature"])
    .split(" ")
    .some((entry) => {
      const [version, signature] = entry.split(",");
      const given = Buffer.from(signature ?? "", "base64");
      return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
    });
}
