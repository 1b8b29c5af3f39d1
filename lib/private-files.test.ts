import { chmodSync, mkdirSync, mkdtempSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { restrictTree } from "./private-files";

describe("restrictTree", () => {
  it("brings files to 0600 and directories to 0700, leaving symlinks alone", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), "adcraft-private-"));
    mkdirSync(path.join(root, "pglite/base/1"), { recursive: true });
    writeFileSync(path.join(root, "pglite/base/1/1259"), "x");
    chmodSync(path.join(root, "pglite/base/1/1259"), 0o666);
    chmodSync(path.join(root, "pglite/base"), 0o777);
    const outside = path.join(os.tmpdir(), `adcraft-outside-${process.pid}`);
    writeFileSync(outside, "y");
    chmodSync(outside, 0o644);
    symlinkSync(outside, path.join(root, "link"));
    restrictTree(root);
    expect(statSync(path.join(root, "pglite/base/1/1259")).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(root, "pglite/base")).mode & 0o777).toBe(0o700);
    expect(statSync(root).mode & 0o777).toBe(0o700);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
  });
});
