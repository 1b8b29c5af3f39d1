import { startWebhookReceiver } from "@/e2e/support/webhook-receiver";
import { ADS_COST, AD_CREATIVE_COST, burstUntilKilled, creditsUnaccounted, prepareBurst, readBooks, type Books } from "@/e2e/support/credit-burst";
import { markdownTable } from "../report";
import type { PartOptions, PartResult, ReliabilityPart } from "./part";
import { availableDatabases, benchApplication, sleep, startCrashServer, type CrashServer } from "./servers";

/** Moments of the kill, from the burst's first call: the audit lost credits at 130–280 ms; later ones cut a warm server. */
const KILL_AFTER_MS = [130, 280, 700, 1500, 3000];
const QUICK_KILL_AFTER_MS = [280];
const CALLERS_PER_KIND = 8;

/**
 * kill -9 during a burst of AdCreative (6 credits) and Ads (1 credit) calls, then a restart: once
 * the reservations of the dead process are settled, the credits taken must equal the work that
 * exists (cost × processes created), with nothing left reserved and the usage ledger saying the
 * same. One application per moment, so each round's books are its own.
 */
export const crashCredits: ReliabilityPart = {
  name: "crash-credits",
  title: "kill -9 mid-burst of paid calls",
  run: async ({ quick }: PartOptions): Promise<PartResult> => {
    const rows: Array<Array<string | number>> = [];
    let ok = true;
    for (const kind of await availableDatabases()) {
      const hooks = await startWebhookReceiver([200]);
      // Serving only: the photoshoots' render jobs wait in the queue (the work exists) instead of loading the machine.
      const crash = await startCrashServer(kind, "credits", { WORKERS: "0" });
      try {
        for (const killAfterMs of quick ? QUICK_KILL_AFTER_MS : KILL_AFTER_MS) {
          const round = await crashRound(crash, hooks.url, killAfterMs);
          console.log(`[crash-credits] ${kind} ${killAfterMs} ms: ${JSON.stringify(round)}`);
          const { books, outcome } = round;
          const ledgerAgrees = books.ledgerCredits === AD_CREATIVE_COST * books.photoshoots + ADS_COST * books.adTextProcesses;
          ok &&= round.unaccounted === 0 && books.reservations === 0 && ledgerAgrees && outcome.cut > 0;
          rows.push([
            kind,
            `${killAfterMs} ms`,
            outcome.sent,
            outcome.succeeded,
            outcome.cut,
            round.reservedAtKill,
            round.refunded,
            books.photoshoots,
            books.adTextProcesses,
            round.taken,
            round.unaccounted,
            books.reservations,
            ledgerAgrees ? "yes" : "**no**",
            `${round.restartToSettledMs} ms`,
          ]);
        }
      } finally {
        await crash.dispose();
        await hooks.close();
      }
    }
    const table = markdownTable(
      ["database", "kill after", "calls sent", "answered 200", "cut by the kill", "left reserved at the kill", "credits refunded after the restart", "photoshoots created", "ad-text processes created", "credits taken", "credits unaccounted", "left reserved", "ledger = work", "restart begun → settled"],
      rows,
    );
    return {
      ok,
      markdown: `${CALLERS_PER_KIND} AdCreative callers and ${CALLERS_PER_KIND} Ads callers, each sending its next call as soon as the last is answered, on a serving-only server (\`WORKERS=0\`: the photoshoots' jobs wait in the queue); the server is killed with SIGKILL the given time after the first call, then started again. *Left reserved at the kill*: charges of calls the kill cut before their work existed, read from the database of the dead server (before reservations, those credits were lost: the audit lost 78–240 per burst); the restarted server refunds them. *Credits taken* is the balance before minus the balance after the restarted server settled the dead process's reservations; *unaccounted* is what no created process pays for (6 per photoshoot, 1 per ad-text process): it must be 0, with nothing left reserved and the usage ledger equal to the work.\n\n${table}`,
    };
  },
};

async function crashRound(crash: CrashServer, webhookUrl: string, killAfterMs: number) {
  const { client, applicationId } = await benchApplication(crash.server, `credits ${killAfterMs} ms`);
  const target = await prepareBurst(client, applicationId, webhookUrl);
  const outcome = await burstUntilKilled(target, { concurrency: CALLERS_PER_KIND, killAfterMs, kill: () => crash.server.kill() });
  // What the dead process left reserved: before this change, credits lost for good.
  const atKill = await readBooks(crash.query, applicationId, target.since);

  const restarted = Date.now();
  await crash.restart();
  let restartToSettledMs = Date.now() - restarted;
  let books: Books;
  if (crash.kind === "postgres") {
    // The dead process's presence may linger a moment; the sweep every 5 s settles it then.
    for (;;) {
      books = await readBooks(crash.query, applicationId, target.since);
      restartToSettledMs = Date.now() - restarted;
      if (books.reservations === 0 || restartToSettledMs > 60_000) break;
      await sleep(100);
    }
  } else {
    // PGlite: settled before the restarted server was ready (the time measured); stopped to read its directory, started again for the next round.
    await crash.server.stop();
    books = await readBooks(crash.query, applicationId, target.since);
  }
  if (crash.kind === "pglite") await crash.restart();
  return { outcome, books, reservedAtKill: atKill.reservations, refunded: books.credits - atKill.credits, taken: target.creditsBefore - books.credits, unaccounted: creditsUnaccounted(target.creditsBefore, books), restartToSettledMs };
}
