import { restartDatabase, startOutageRig, uncaughtLines, type OutageRound } from "@/e2e/support/database-outage";
import { postgresBinDir } from "@/e2e/support/private-postgres";
import { markdownTable } from "../report";
import type { PartOptions, PartResult, ReliabilityPart } from "./part";

/** The promise: what was in flight or fell due during the outage goes out within this of the return. */
const RESUME_LIMIT_MS = 5000;

/**
 * PostgreSQL restarted under a running server (WORKERS=0) and a `npm run worker`, on a private
 * cluster this part starts (initdb + pg_ctl on a free port): rounds of `pg_ctl stop -m fast` (every
 * session ends with 57P01) and `-m immediate` (sessions cut, crash recovery at the start), each
 * down 5 s. Same rig and scenario as e2e/api/database-outage.test.ts, more rounds.
 */
export const databaseOutage: ReliabilityPart = {
  name: "database-outage",
  title: "PostgreSQL restarted under a server and a worker",
  run: async ({ quick }: PartOptions): Promise<PartResult> => {
    if (!postgresBinDir()) return { ok: false, markdown: "Not run: no PostgreSQL server binaries under /usr/lib/postgresql/*/bin." };
    const plan: Array<"fast" | "immediate"> = quick ? ["fast", "immediate"] : ["fast", "fast", "fast", "immediate", "immediate", "immediate"];
    const outageMs = 5000;
    const rig = await startOutageRig();
    const rounds: OutageRound[] = [];
    let workerExit: ReturnType<typeof rig.worker.exit> = null;
    let serverAlive = false;
    try {
      for (const mode of plan) {
        const round = await restartDatabase(rig, mode, outageMs);
        console.log(`[database-outage] ${mode}: ${JSON.stringify({ ...round, answers: round.answers.length })}`);
        rounds.push(round);
      }
    } finally {
      // Read before the rig stops them.
      workerExit = rig.worker.exit();
      serverAlive = await fetch(`${rig.server.url}/api/health`).then((r) => r.ok, () => false);
      await rig.dispose();
    }
    const uncaught = [...uncaughtLines(rig.server.output()), ...uncaughtLines(rig.worker.output())];
    const resumed = (ms: number) => ms >= 0 && ms <= RESUME_LIMIT_MS;
    const answerOk = (round: OutageRound) => round.answers.every((a) => a.status === 503 && a.errorBody && Number(a.retryAfter) > 0);
    const ok = !workerExit && serverAlive && !uncaught.length && rounds.every((r) => answerOk(r) && resumed(r.inFlightMs) && resumed(r.dueRetryMs) && r.recordedMs >= 0);

    const rows = rounds.map((r, i) => {
      const good = r.answers.filter((a) => a.status === 503 && a.errorBody && Number(a.retryAfter) > 0).length;
      const statuses = [...new Set(r.answers.map((a) => a.status))].join("/");
      return [i + 1, `-m ${r.mode}`, `${r.outageMs / 1000} s`, `${good} of ${r.answers.length} (${statuses})`, `${r.inFlightMs} ms`, `${r.dueRetryMs} ms`, `${r.recordedMs} ms`, `${r.apiBackMs} ms`];
    });
    const table = markdownTable(
      ["round", "pg_ctl stop", "down", "answers during the outage: 503 + error body + Retry-After", "back → in-flight delivery arrives", "back → retry due as it stopped arrives", "back → both recorded delivered", "back → API answers 200"],
      rows,
    );
    const answered = [...new Set(rounds.flatMap((r) => r.answers.map((a) => a.route)))].join(", ");
    return {
      ok,
      markdown: [
        `A private cluster (initdb + pg_ctl on a free port), a server with \`WORKERS=0\` and a \`npm run worker\` on it. Each round: a webhook delivery whose request the receiver holds open until the database has stopped (then answers 200, which the worker cannot record), and a delivery whose first attempt failed (500) so that its retry falls due, a second later, as the database stops; while it is down, ${answered} are asked over and over. The promise: 0 crashes, 503 with the error body and \`Retry-After\` during the outage, both deliveries reach their receivers ≤ ${RESUME_LIMIT_MS / 1000} s after the database is back.`,
        "",
        table,
        "",
        `Worker: ${workerExit ? `**exited** (${JSON.stringify(workerExit)})` : "running after every round"}; server: ${serverAlive ? "answering after every round" : "**not answering**"}; uncaught exceptions or unhandled rejections logged: ${uncaught.length}${uncaught.length ? ` (${uncaught.slice(0, 3).join(" | ")})` : ""}.`,
      ].join("\n"),
    };
  },
};
