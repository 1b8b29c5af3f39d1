import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/** A stand-in HTTP server on 127.0.0.1, port 0; handler errors answer 500 with their text. */
export interface StandIn {
  url: string;
  close(): Promise<void>;
}

export async function startStandIn(handle: (req: IncomingMessage, body: Buffer, res: ServerResponse) => Promise<void>): Promise<StandIn> {
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      handle(req, Buffer.concat(chunks), res).catch((error: unknown) => {
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ detail: String(error) }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export function json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { "content-type": "application/json", ...headers });
  res.end(JSON.stringify(value));
}

/** A multipart body parsed the way a server framework would (undici's FormData parser). */
export async function formDataOf(req: IncomingMessage, body: Buffer): Promise<FormData> {
  return new Request("http://stand-in/", { method: "POST", headers: { "content-type": req.headers["content-type"] ?? "" }, body: new Uint8Array(body) }).formData();
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
