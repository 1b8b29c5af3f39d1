import "server-only";
import path from "node:path";
import { readFileSync, rmSync, writeFileSync, mkdirSync } from "node:fs";
import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * PGlite serves one process, so a running server publishes where it listens and a fresh operator
 * token in DATA_DIR/server.json (mode 600); the CLI uses them instead of opening the database.
 */
export interface ServerFile {
  url: string;
  token: string;
  pid: number;
}

const fileName = (dataDir: string) => path.join(dataDir, "server.json");

export function publishServerFile(dataDir: string, url: string): ServerFile {
  const info: ServerFile = { url, token: randomBytes(32).toString("base64url"), pid: process.pid };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(fileName(dataDir), JSON.stringify(info), { mode: 0o600 });
  process.once("exit", () => removeServerFile(dataDir, info.pid));
  return info;
}

export function readServerFile(dataDir: string): ServerFile | undefined {
  try {
    const info = JSON.parse(readFileSync(fileName(dataDir), "utf8")) as ServerFile;
    process.kill(info.pid, 0); // throws when no such process: a stale file from a crashed server
    return info;
  } catch {
    return undefined;
  }
}

function removeServerFile(dataDir: string, pid: number) {
  try {
    const info = JSON.parse(readFileSync(fileName(dataDir), "utf8")) as ServerFile;
    if (info.pid === pid) rmSync(fileName(dataDir));
  } catch {
    // already gone
  }
}

export function operatorTokenMatches(presented: string, expected: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
