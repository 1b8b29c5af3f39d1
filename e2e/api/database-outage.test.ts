import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { restartDatabase, startOutageRig, uncaughtLines, type OutageRig } from "../support/database-outage";
import { postgresBinDir } from "../support/private-postgres";

/**
 * A PostgreSQL restart under a server and a `npm run worker` (issue #27, item 3), on a cluster
 * this suite starts itself (never the machine's). The database is down about 3 s: neither process
 * dies or reports an uncaught exception; the API, the studio and readiness answer 503 with their
 * error bodies and Retry-After; a delivery in flight when the database stopped, and a retry that
 * fell due as it stopped, reach their receivers within 5 s of its return (not after the jobs'
 * 60 s expiry). `npm run reliability` runs more rounds, both stop modes (database-outage).
 */
const binaries = postgresBinDir();
// A PostgreSQL test that brings its own cluster: it runs in the PostgreSQL pass of the suite only,
// not once more in the PGlite pass.
const runs = !!binaries && inject("testDb") === "postgres";
let rig: OutageRig | undefined;

beforeAll(async () => {
  if (runs) rig = await startOutageRig();
}, 240_000);
afterAll(async () => rig?.dispose(), 60_000);

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.skipIf(!runs)("a PostgreSQL restart under a server and a worker", () => {
  it("answers 503 with Retry-After while it is down, crashes nothing, and delivers within 5 s of its return", { timeout: 120_000 }, async () => {
    const round = await restartDatabase(rig!, "fast", 3000);
    const { server, worker } = rig!;
    console.log(
      `[database-outage] ${round.answers.length} answers during the outage (${[...new Set(round.answers.map((a) => a.status))].join(", ")}); ` +
        `back → in-flight delivery ${round.inFlightMs} ms, due retry ${round.dueRetryMs} ms, both recorded ${round.recordedMs} ms, API ${round.apiBackMs} ms`,
    );

    expect(worker.exit()).toBeNull();
    expect(alive(worker.pid)).toBe(true);
    expect(alive(server.pid)).toBe(true);
    expect(uncaughtLines(worker.output())).toEqual([]);
    expect(uncaughtLines(server.output())).toEqual([]);

    expect(round.answers.length).toBeGreaterThanOrEqual(4);
    for (const answer of round.answers) {
      expect(answer, answer.route).toMatchObject({ status: 503, errorBody: true });
      expect(Number(answer.retryAfter), answer.route).toBeGreaterThan(0);
    }

    expect(round.inFlightMs).toBeGreaterThanOrEqual(0);
    expect(round.inFlightMs).toBeLessThanOrEqual(5000);
    expect(round.dueRetryMs).toBeGreaterThanOrEqual(0);
    expect(round.dueRetryMs).toBeLessThanOrEqual(5000);
    expect(round.recordedMs).toBeGreaterThanOrEqual(0);
  });
});
