import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";

/** One benchmark's result: a markdown section, kept between markers so re-running one updates only it. */
export interface BenchResult {
  name: string;
  title: string;
  markdown: string;
}

const FILE = "docs/benchmarks.md";
const HEADER = "# Benchmarks\n\nWritten by `npm run bench` (`bench/`); each section is replaced when its benchmark runs again.\n";

export function machineLine() {
  return `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? "CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}`;
}

export function writeSection(result: BenchResult) {
  const start = `<!-- bench:${result.name} -->`;
  const end = `<!-- /bench:${result.name} -->`;
  const section = `${start}\n## ${result.title}\n\n_${machineLine()}_\n\n${result.markdown.trim()}\n${end}`;
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : HEADER;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(FILE, pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`);
}

export function percentile(sorted: number[], p: number) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

export function markdownTable(headers: string[], rows: Array<Array<string | number>>) {
  return [`| ${headers.join(" | ")} |`, `|${headers.map(() => "---").join("|")}|`, ...rows.map((r) => `| ${r.join(" | ")} |`)].join("\n");
}
