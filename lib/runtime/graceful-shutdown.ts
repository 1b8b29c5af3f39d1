import "server-only";
import http from "node:http";
import { closeDatabase } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { stopJobQueue } from "@/lib/jobs/queue";
import { closeLimitStore } from "@/lib/limits/limiter-store";
import { closeHubStreams } from "@/lib/services/notifications/hub";
import { startDraining } from "./draining";

/**
 * A web server that stops on SIGTERM/SIGINT without cutting anyone off. Next exits at once on those
 * signals unless NEXT_MANUAL_SIG_HANDLE is set, which bin/start.ts does; then, in order:
 *
 * 1. /api/ready answers 503 (a load balancer stops routing here) and the listening sockets close:
 *    no new connections; idle keep-alive connections are closed;
 * 2. open Hub streams end (their EventSource reconnects to another server within 3 s);
 * 3. the job runners fetch no more and the jobs in hand get SHUTDOWN_GRACE_MS to finish; one still
 *    running then is handed back to the queue at once (another worker takes it, not after its lease);
 * 4. requests in flight get what remains of SHUTDOWN_GRACE_MS; the database closes; the process exits.
 */
const holder = globalThis as typeof globalThis & { __adcraftShutdown?: { servers: Set<http.Server>; inFlight: number } };

export function installGracefulShutdown() {
  if (holder.__adcraftShutdown || !process.env.NEXT_MANUAL_SIG_HANDLE) return;
  const state = (holder.__adcraftShutdown = { servers: new Set<http.Server>(), inFlight: 0 });
  // The servers Next listens with, and the requests they are answering, seen where every request passes.
  const proto = http.Server.prototype as http.Server & { __adcraftCounted?: true };
  if (!proto.__adcraftCounted) {
    proto.__adcraftCounted = true;
    const emit = proto.emit as (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
    proto.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === "request") {
        state.servers.add(this);
        state.inFlight++;
        (args[1] as http.ServerResponse).once("close", () => state.inFlight--);
      }
      return emit.call(this, event, ...args);
    } as typeof proto.emit;
  }
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    void shutDown(state, signal).finally(() => process.exit(0));
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

async function shutDown(state: { servers: Set<http.Server>; inFlight: number }, signal: NodeJS.Signals) {
  const graceMs = getEnv().SHUTDOWN_GRACE_MS;
  const deadline = Date.now() + graceMs;
  console.log(`[adcraft] ${signal}: draining (up to ${graceMs} ms)`);
  startDraining();
  for (const server of state.servers) {
    server.close();
    server.closeIdleConnections();
  }
  closeHubStreams();
  await stopJobQueue(graceMs).catch((error: Error) => console.error("[adcraft] stopping the job workers:", error.message));
  while (state.inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
  if (state.inFlight > 0) console.error(`[adcraft] ${state.inFlight} request(s) still in flight at the end of the grace period`);
  await closeLimitStore().catch(() => undefined);
  await closeDatabase().catch(() => undefined);
  console.log("[adcraft] stopped");
}
