import fc from "fast-check";
import { errorBodySchema } from "@/lib/schemas/errors";
import { fuzzTargets, type FuzzCaller, type FuzzRequest, type OpenApiDocument } from "./requests";

/**
 * The property-based fuzzer driven by the service's own OpenAPI document: for every operation it
 * lists, requests generated from the operation's parameters and body schema (valid values at
 * their limits, values past them, wrong types, unknown keys, malformed path escapes, oversized and
 * astral text, bodies no schema describes), sent to a running server. The property, for every
 * request: no 5xx, a status the document lists for the operation, and every error in the
 * contract's body.
 */

export interface FuzzOptions {
  baseUrl: string;
  caller: FuzzCaller;
  /** requests in all, spread evenly over the document's operations */
  requests: number;
  seed: number;
  concurrency?: number;
}

export interface FuzzFailure {
  request: string;
  status: number;
  problem: string;
}

export interface FuzzReport {
  requests: number;
  operations: number;
  byStatus: Record<string, number>;
  serverErrors: FuzzFailure[];
  /** statuses the document does not list for the operation */
  undocumented: FuzzFailure[];
  /** errors not in the contract's body */
  nonContract: FuzzFailure[];
  seconds: number;
}

export async function fetchDocument(baseUrl: string): Promise<OpenApiDocument> {
  const response = await fetch(`${baseUrl}/api/v1/openapi.json`);
  if (!response.ok) throw new Error(`GET /api/v1/openapi.json answered ${response.status}`);
  return (await response.json()) as OpenApiDocument;
}

export async function fuzzByDocument(options: FuzzOptions): Promise<FuzzReport> {
  const targets = fuzzTargets(await fetchDocument(options.baseUrl), options.caller);
  const perTarget = Math.ceil(options.requests / targets.length);
  // Each operation's requests come from the seed and its place in the document: one seed, one run.
  const samples = targets.map((target, index) => fc.sample(target.request, { numRuns: perTarget, seed: options.seed + index }));
  // Round-robin over the operations, so a slow one does not have the server to itself.
  const queue = Array.from({ length: perTarget }, (_, round) => targets.map((target, index) => ({ target, request: samples[index]![round]! }))).flat();
  const report: FuzzReport = { requests: 0, operations: targets.length, byStatus: {}, serverErrors: [], undocumented: [], nonContract: [], seconds: 0 };
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < queue.length) {
      const { target, request } = queue[next++]!;
      const answer = await send(options.baseUrl, request);
      if (!answer) continue;
      report.requests++;
      report.byStatus[answer.status] = (report.byStatus[answer.status] ?? 0) + 1;
      const failure = (problem: string) => ({ request: request.label, status: answer.status, problem });
      if (answer.status >= 500) report.serverErrors.push(failure(answer.problem ?? "a server error"));
      else if (!target.statuses.has(answer.status)) report.undocumented.push(failure(`the document lists ${[...target.statuses].join(", ")}`));
      else if (answer.problem) report.nonContract.push(failure(answer.problem));
    }
  };
  await Promise.all(Array.from({ length: options.concurrency ?? 8 }, worker));
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/** The answer's status and what is wrong with its body, if anything; nothing when the server closed the connection on a refused upload. */
async function send(baseUrl: string, request: FuzzRequest): Promise<{ status: number; problem?: string } | undefined> {
  let response: Response;
  try {
    response = await fetch(baseUrl + request.pathAndQuery, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(60_000) });
  } catch (error) {
    const reason = String((error as Error).cause ?? error);
    // A refused body can close the connection before the whole upload is sent: not an answer to judge.
    if (/ECONNRESET|EPIPE|other side closed|SocketError/.test(reason)) return undefined;
    // The integration suites' response check (contract-report.ts) throws from fetch on a mismatch.
    const status = Number(/→ (\d{3})/.exec(reason)?.[1] ?? 599);
    return { status, problem: reason.slice(0, 300) };
  }
  const type = response.headers.get("content-type") ?? "";
  if (response.status < 400 || type.includes("text/event-stream")) {
    await response.body?.cancel();
    return { status: response.status };
  }
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { status: response.status, problem: `not JSON: ${text.slice(0, 120)}` };
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return { status: response.status, problem: `not the contract's error body: ${text.slice(0, 160)}` };
  if (parsed.data.status !== response.status) return { status: response.status, problem: `the body says status ${parsed.data.status}` };
  if (!Object.keys(parsed.data.errors).length) return { status: response.status, problem: "an error body without errors" };
  return { status: response.status };
}

/** The report's figures and its first failures, as lines. */
export function describeReport(report: FuzzReport, label = "document fuzz"): string[] {
  const statuses = Object.entries(report.byStatus)
    .map(([status, count]) => `${status}×${count}`)
    .join(" ");
  const failures = [...report.serverErrors, ...report.undocumented, ...report.nonContract];
  return [
    `${label}: ${report.requests} requests over ${report.operations} operations in ${report.seconds.toFixed(1)} s (${Math.round(report.requests / report.seconds)}/s), statuses ${statuses}`,
    `${label}: ${report.serverErrors.length} × 5xx, ${report.undocumented.length} statuses outside the document, ${report.nonContract.length} errors outside the contract's body`,
    ...failures.slice(0, 12).map((f) => `  ${f.status} ${f.request}: ${f.problem}`),
  ];
}
