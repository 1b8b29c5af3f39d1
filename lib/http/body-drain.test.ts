import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, expect, it } from "vitest";
import { drainAfterAnswer } from "./body-drain";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A server that answers 413 at once, before reading any of the body, and drains within the given bound. */
async function refusingServer(maxBytes: number): Promise<string> {
  server = http.createServer((request, response) => {
    drainAfterAnswer(request, response, { maxBytes, maxMs: 5_000 });
    request.read(); // a parser started reading, as a route does before it finds the body too large
    response.writeHead(413, { "content-type": "text/plain" }).end("too large");
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
}

/** Sends `bytes` on one keep-alive connection, then a GET on the same one; the socket count says whether it was reused. */
async function sendThenReuse(url: string, bytes: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<unknown>();
  const send = (method: string, body?: Buffer) =>
    new Promise<number>((resolve, reject) => {
      const request = http.request(url, { method, agent }, (response) => {
        sockets.add(response.socket);
        response.resume().on("end", () => resolve(response.statusCode!));
      });
      request.on("error", reject);
      request.end(body);
    });
  try {
    const first = await send("POST", Buffer.alloc(bytes, 120)).catch((error: Error) => error.message);
    const second = await send("GET");
    return { first, second, connections: sockets.size };
  } finally {
    agent.destroy();
  }
}

it("drains the unread body after the answer, so the connection serves the next request", async () => {
  const url = await refusingServer(4 * 2 ** 20);
  expect(await sendThenReuse(url, 2 * 2 ** 20)).toEqual({ first: 413, second: 413, connections: 1 });
});

it("closes the connection instead when the rest of the body passes the bound", async () => {
  const url = await refusingServer(256 * 1024);
  const { second, connections } = await sendThenReuse(url, 8 * 2 ** 20);
  expect(second).toBe(413);
  expect(connections).toBe(2);
});
