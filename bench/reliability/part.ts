import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { machineLine } from "../report";

export interface PartOptions {
  /** `--quick`: a short run (fewer rounds, seconds instead of a minute) for a smoke check */
  quick: boolean;
}

/** What a part found: its section of docs/reliability.md, and whether it met its bar. */
export interface PartResult {
  markdown: string;
  ok: boolean;
}

/** One part of `npm run reliability`: a crash test, a load run, a fuzzer… */
export interface ReliabilityPart {
  name: string;
  title: string;
  run(options: PartOptions): Promise<PartResult>;
}

const FILE = "docs/reliability.md";

/** Replaces the part's section (between its markers) in docs/reliability.md, or appends it. */
export function writePartSection(part: ReliabilityPart, result: PartResult, options: PartOptions) {
  const start = `<!-- reliability:${part.name} -->`;
  const end = `<!-- /reliability:${part.name} -->`;
  const run = options.quick ? "`npm run reliability -- --quick`" : "`npm run reliability`";
  const section = `${start}\n### ${part.title}\n\n_${machineLine()}; ${run}; ${result.ok ? "passed" : "**FAILED**"}_\n\n${result.markdown.trim()}\n${end}`;
  const current = existsSync(FILE) ? readFileSync(FILE, "utf8") : "# Reliability\n";
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  writeFileSync(FILE, pattern.test(current) ? current.replace(pattern, section) : `${current.trimEnd()}\n\n${section}\n`);
}
