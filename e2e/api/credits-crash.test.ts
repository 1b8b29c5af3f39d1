import { afterAll, describe, expect, it } from "vitest";
import { authenticatedClient, operator, type TestApplication } from "../support/fixtures";
import { startIsolatedServer } from "../support/isolated-server";
import { startWebhookReceiver } from "../support/webhook-receiver";
import { ADS_COST, AD_CREATIVE_COST, burstUntilKilled, creditsUnaccounted, databaseReader, prepareBurst, readBooks, type Books } from "../support/credit-burst";

/**
 * A paid call's credits survive kill -9 at any moment (issue #27, item 2): the server is killed
 * during a burst of AdCreative and Ads calls, then started again; once it has settled what the dead
 * process reserved, every credit taken is paid for by work that exists (cost × processes created),
 * nothing is left reserved, and the usage ledger says what the balance says.
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
});

describe("credits across kill -9", () => {
  it("killed mid-burst of AdCreative and Ads calls → credits before = credits after + cost × processes created", { timeout: 240_000 }, async () => {
    // Serving only: the photoshoots' render jobs wait in the queue (the work exists) instead of loading the machine.
    const isolated = await startIsolatedServer("credits-crash", { WORKERS: "0", RATE_LIMIT_RPS: "0" });
    cleanups.push(() => isolated.dispose());
    const hooks = await startWebhookReceiver([200]);
    cleanups.push(() => hooks.close());
    const app = await operator<TestApplication>("apps create", { name: "credits-crash", credits: 100_000 }, isolated.server.dataDir);
    const target = await prepareBurst(await authenticatedClient(app, isolated.server.url), app.applicationId, hooks.url);

    const outcome = await burstUntilKilled(target, { concurrency: 6, killAfterMs: 1500, kill: () => isolated.server.kill() });
    // The kill cut calls in flight, after some had been answered: both kinds of moment were hit.
    expect(outcome.cut).toBeGreaterThan(0);
    expect(outcome.succeeded).toBeGreaterThan(0);

    await isolated.restart();
    const query = databaseReader(isolated.server.dataDir, isolated.databaseUrl || undefined);
    let books: Books;
    if (isolated.databaseUrl) {
      // PostgreSQL may still list the dead process's presence for a moment: the sweep that runs
      // every 5 s settles it then.
      const deadline = Date.now() + 30_000;
      do {
        books = await readBooks(query, app.applicationId, target.since);
        if (books.reservations === 0) break;
        await new Promise((r) => setTimeout(r, 250));
      } while (Date.now() < deadline);
    } else {
      // PGlite: the restarted server refunded them before it was ready; stopped so the test may open the directory.
      await isolated.server.stop();
      books = await readBooks(query, app.applicationId, target.since);
    }

    console.log(`[credits-crash] ${JSON.stringify({ ...outcome, ...books, creditsBefore: target.creditsBefore })}`);
    expect(books.reservations).toBe(0);
    expect(books.photoshoots + books.adTextProcesses).toBeGreaterThan(0);
    expect(creditsUnaccounted(target.creditsBefore, books)).toBe(0);
    // The usage ledger holds exactly the kept charges: one row per process.
    expect(books.ledgerCredits).toBe(AD_CREATIVE_COST * books.photoshoots + ADS_COST * books.adTextProcesses);
  });
});
