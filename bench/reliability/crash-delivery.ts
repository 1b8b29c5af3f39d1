import { createWebHookConfiguration, sendTestNotification } from "@/lib/schemas/notifications";
import { startWebhookReceiver } from "@/e2e/support/webhook-receiver";
import { markdownTable } from "../report";
import type { PartOptions, PartResult, ReliabilityPart } from "./part";
import { availableDatabases, benchApplication, countBy, sleep, startCrashServer, type DatabaseKind } from "./servers";

const BURST = 40;

/**
 * kill -9 in the middle of 40 concurrent Notification/Test calls, then a restart: every delivery
 * the server stored must reach the receiver, each once per webhook-id (the idempotency key).
 * Rounds kill at different moments of the burst (after the 5th, 15th, 30th request received).
 */
export const crashDelivery: ReliabilityPart = {
  name: "crash-delivery",
  title: "kill -9 mid-delivery burst",
  run: async ({ quick }: PartOptions): Promise<PartResult> => {
    const killAfter = quick ? [15] : [5, 15, 30];
    const rows: Array<Array<string | number>> = [];
    let ok = true;
    for (const kind of await availableDatabases()) {
      for (const k of killAfter) {
        const round = await crashRound(kind, k);
        console.log(`[crash-delivery] ${kind}, killed after ${k} received: ${JSON.stringify(round)}`);
        ok &&= round.lost === 0 && round.duplicatedOtherwise === 0 && round.pending === 0;
        rows.push([kind, `after ${k} received`, round.stored, round.acknowledged, round.lost, round.duplicatedInFlight, round.duplicatedOtherwise, round.pending, `${round.restartToLastMs} ms`]);
      }
    }
    const table = markdownTable(
      ["database", "kill -9", "deliveries stored", "calls answered with an id", "lost", "repeated: in flight at the kill", "repeated otherwise", "left pending", "restart begun → last delivery"],
      rows,
    );
    return {
      ok,
      markdown: `${BURST} concurrent \`Notification/Test\` calls to a webhook channel (a local receiver answering 200); the server is killed with SIGKILL once the receiver has had k requests, then started again. Lost = a stored delivery the receiver never got; repeated = a webhook-id received more than once, split into those whose first request reached the receiver before the kill (the at-least-once repeat of an attempt the server could not record: the receiver drops it by its webhook-id) and any other (must be 0).\n\n${table}`,
    };
  },
};

async function crashRound(kind: DatabaseKind, killAfter: number) {
  const hooks = await startWebhookReceiver([200]);
  const crash = await startCrashServer(kind, "delivery");
  try {
    const { client, applicationId } = await benchApplication(crash.server);
    const channel = await client.call(createWebHookConfiguration, { query: { applicationId }, body: { webHookUrl: hooks.url, retryCount: 3 } });
    const query = { applicationId, configurationId: channel.id };
    const acknowledged: string[] = [];
    const calls = Array.from({ length: BURST }, () =>
      client.call(sendTestNotification, { query }).then(
        // The body may be cut off by the kill after the status line: no id learnt then.
        (answer) => void (answer?.deliveryId && acknowledged.push(answer.deliveryId)),
        () => undefined,
      ),
    );
    const deadline = Date.now() + 30_000;
    while (hooks.requests.length < killAfter && Date.now() < deadline) await sleep(2);
    await crash.server.kill();
    await Promise.all(calls);
    const receivedBeforeKill = new Set(hooks.requests.map((r) => String(r.headers["webhook-id"])));

    const restarted = Date.now();
    await crash.restart();
    const ids = () => new Set(hooks.requests.map((r) => String(r.headers["webhook-id"])));
    const until = Date.now() + 30_000;
    while (acknowledged.some((id) => !ids().has(id)) && Date.now() < until) await sleep(100);
    await sleep(3000); // room for late or repeated requests
    await crash.server.stop();

    const stored = await crash.query<{ id: string; status: string }>(`SELECT id, status FROM notification_deliveries`);
    const counts = countBy(hooks.requests.map((r) => String(r.headers["webhook-id"])));
    const repeated = [...counts].filter(([, n]) => n > 1).map(([id]) => id);
    return {
      stored: stored.length,
      acknowledged: acknowledged.length,
      lost: stored.filter((d) => !counts.has(d.id)).length,
      duplicatedInFlight: repeated.filter((id) => receivedBeforeKill.has(id)).length,
      duplicatedOtherwise: repeated.filter((id) => !receivedBeforeKill.has(id)).length,
      pending: stored.filter((d) => d.status === "pending").length,
      restartToLastMs: Math.max(0, Math.max(...hooks.requests.map((r) => r.at)) - restarted),
    };
  } finally {
    await crash.dispose();
    await hooks.close();
  }
}
