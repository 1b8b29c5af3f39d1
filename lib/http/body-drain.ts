import type http from "node:http";

/**
 * The rest of a request body that was answered before it was read in full (a 413 for a chunked
 * body past its limit, a 400 for a bad form) is read and thrown away, so the client can finish
 * sending and reuse its connection for the next request. HTTP/1.1 has no other way back: the
 * next request's bytes come after this body's on the same socket. Bounded, so a client that
 * keeps sending cannot hold the socket: past DRAIN_MAX_BYTES or DRAIN_MAX_MS the socket is closed.
 */
export const DRAIN_MAX_BYTES = 64 * 2 ** 20;
export const DRAIN_MAX_MS = 10_000;

export function drainAfterAnswer(request: http.IncomingMessage, response: http.ServerResponse, { maxBytes = DRAIN_MAX_BYTES, maxMs = DRAIN_MAX_MS } = {}) {
  response.once("finish", () => {
    if (request.complete || request.destroyed) return;
    let drained = 0;
    const timer = setTimeout(() => request.socket?.destroy(), maxMs);
    timer.unref();
    const stop = () => clearTimeout(timer);
    request.once("end", stop).once("close", stop);
    // read() rather than resume(): a parser may still listen for 'readable', which keeps resume() from flowing.
    const readAll = () => {
      for (let chunk: Buffer | null; (chunk = request.read() as Buffer | null) !== null; ) {
        drained += chunk.length;
        if (drained > maxBytes) {
          stop();
          request.socket?.destroy();
          return;
        }
      }
    };
    request.on("readable", readAll);
    readAll();
  });
}
