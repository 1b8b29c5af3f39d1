import { getCredits } from "@/lib/schemas/account";
import { withBenchServer } from "./bench-server";
import { runAlternating, runLoad } from "./load";
import { markdownTable, type BenchResult } from "./report";

const CONCURRENCY = 16;
const ROUNDS = 4;
const SECONDS_PER_ROUND = 3;

/**
 * What every authenticated call pays before its own work: GET Account/Credits (key and secret,
 * JWT, rate limiter, one read) beside Next's own cheapest route, /api/health, same server, same run.
 */
export async function benchBareRoute(): Promise<BenchResult> {
  return withBenchServer(async ({ client, applicationId, serverPid }) => {
    const { baseUrl, apiKey, apiSecret, accessToken } = client.options;
    const headers = { "x-api-key": apiKey!, "x-api-secret": apiSecret!, authorization: `Bearer ${accessToken}`, accept: "application/json" };
    const credits = () => fetch(`${baseUrl}${getCredits.path}?applicationId=${applicationId}`, { headers });
    const health = () => fetch(`${baseUrl}/api/health`);
    await runLoad(credits, { concurrency: CONCURRENCY, seconds: 2, serverPid });
    await runLoad(health, { concurrency: CONCURRENCY, seconds: 2, serverPid });
    const results = await runAlternating({ health, credits }, { concurrency: CONCURRENCY, rounds: ROUNDS, secondsPerRound: SECONDS_PER_ROUND, serverPid });
    const ratio = results.credits.throughput / results.health.throughput;
    const table = markdownTable(
      ["route", "requests", "errors", "req/s", "p50 ms", "p99 ms", "server CPU ms/request"],
      ([["GET /api/health (Next alone)", results.health], ["GET Account/Credits (authenticated)", results.credits]] as const).map(([name, r]) => [
        name,
        r.requests,
        r.errors,
        r.throughput.toFixed(1),
        r.p50.toFixed(1),
        r.p99.toFixed(1),
        r.serverCpuMs.toFixed(2),
      ]),
    );
    console.log(`\n${table}\nAccount/Credits reaches ${(ratio * 100).toFixed(0)}% of /api/health (target ≥ 60%)`);
    return {
      name: "bare-route",
      title: "The shared request path: GET Account/Credits beside /api/health",
      markdown: `${CONCURRENCY} concurrent clients against one production server on PGlite, rate limit off, after a 2 s warm-up per route; ${ROUNDS} alternating rounds of ${SECONDS_PER_ROUND} s per route.\n\n${table}\n\n**Account/Credits reaches ${(ratio * 100).toFixed(0)}% of /api/health's throughput** (target: at least 60%) — ${ratio >= 0.6 ? "met" : "NOT met"}.`,
    };
  });
}
