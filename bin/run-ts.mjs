// Runs one of the TypeScript entry points in bin/ with tsx, from the project root, under the
// react-server condition so that modules marked `server-only` load outside Next as well.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const binDir = path.dirname(fileURLToPath(import.meta.url));
export const projectRoot = path.dirname(binDir);

export function runTs(entry, args = process.argv.slice(2)) {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", import.meta.resolve("tsx"), path.join(binDir, entry), ...args],
    { stdio: "inherit", cwd: projectRoot },
  );
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}

// As a command: `node bin/run-ts.mjs <entry relative to bin/> [args…]` (npm scripts use this).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runTs(process.argv[2], process.argv.slice(3));
}
