import http from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A local server that speaks the OpenAI Chat Completions protocol, scripted by the test: each
 * request takes the next reply from the script (the last one repeats). It records what it got.
 */
export type ScriptedReply = { status: number; json?: unknown } | { content: unknown };

export interface ChatServer {
  url: string;
  requests: Array<{ model: string; messages: Array<{ role: string; content: string }>; response_format?: { type: string; json_schema?: { name: string; schema: unknown } } }>;
  script: (replies: ScriptedReply[]) => void;
  close: () => Promise<void>;
}

export async function startChatServer(): Promise<ChatServer> {
  let replies: ScriptedReply[] = [];
  const requests: ChatServer["requests"] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (chunk) => (body += chunk));
    req.on("end", () => {
      requests.push(JSON.parse(body));
      const reply = replies.length > 1 ? replies.shift()! : replies[0]!;
      if ("status" in reply) {
        res.writeHead(reply.status, { "content-type": "application/json" }).end(JSON.stringify(reply.json ?? { error: { message: "scripted failure" } }));
        return;
      }
      const content = JSON.stringify(reply.content);
      res.writeHead(200, { "content-type": "application/json" }).end(
        JSON.stringify({ id: "chatcmpl-test", object: "chat.completion", choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content } }] }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (next) => {
      replies = [...next];
      requests.length = 0;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
