// Runs one of the TypeScript entry points in bin/ with tsx, from the project root, under the
// react-server condition so that modules marked `server-only` load outside Next as well.
import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

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
