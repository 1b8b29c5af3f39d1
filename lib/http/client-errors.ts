import "server-only";
import http from "node:http";
import type { Duplex } from "node:stream";
import { errorBody } from "./errors";
import { newTraceId } from "./trace";

/**
 * Requests Node refuses before any handler runs (a request line or headers over its 16 KB limit,
 * a malformed request) got Node's bare "431"/"400" without a body; they get the contract's error
 * body like every other error.
 */
const REFUSALS: Record<string, { status: number; reason: string; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, reason: "Request Header Fields Too Large", message: "The request line and headers are larger than 16 KB." },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: "Request Timeout", message: "The request did not arrive in time." },
};
const MALFORMED = { status: 400, reason: "Bad Request", message: "The request is not valid HTTP." };

export function answerClientErrorsWithContractBody() {
  const proto = http.Server.prototype as http.Server & { __adcraftClientErrors?: true };
  if (proto.__adcraftClientErrors) return;
  proto.__adcraftClientErrors = true;
  const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== "clientError") return emit.call(this, event, ...args);
    const [error, socket] = args as [NodeJS.ErrnoException, Duplex];
    // A reset or an aborted connection has no one left to answer.
    if (error.code === "ECONNRESET" || !socket.writable) {
      socket.destroy();
      return true;
    }
    const refusal = REFUSALS[error.code ?? ""] ?? MALFORMED;
    const traceId = newTraceId();
    const body = JSON.stringify(errorBody(refusal.status, { request: [refusal.message] }, traceId));
    socket.end(
      `HTTP/1.1 ${refusal.status} ${refusal.reason}\r\ncontent-type: application/json; charset=utf-8\r\ncontent-length: ${Buffer.byteLength(body)}\r\nx-trace-id: ${traceId}\r\ncache-control: no-store\r\nconnection: close\r\n\r\n${body}`,
    );
    return true;
  } as typeof proto.emit;
}
