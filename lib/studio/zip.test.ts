import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { zipStored } from "./zip";

describe("zipStored", () => {
  it("writes a ZIP that unzip lists and extracts byte for byte", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "zip-"));
    try {
      const a = Buffer.from("first file");
      const b = Buffer.alloc(70_000, 7);
      writeFileSync(path.join(dir, "out.zip"), zipStored([{ name: "a.txt", data: a }, { name: "créa/b.bin", data: b }]));
      const listing = execFileSync("python3", ["-c", "import zipfile,sys;z=zipfile.ZipFile(sys.argv[1]);print(z.testzip());print(*z.namelist())", path.join(dir, "out.zip")]).toString();
      expect(listing).toBe("None\na.txt créa/b.bin\n");
      execFileSync("python3", ["-m", "zipfile", "-e", path.join(dir, "out.zip"), path.join(dir, "x")]);
      expect(readFileSync(path.join(dir, "x", "créa", "b.bin")).equals(b)).toBe(true);
      // Stored, not deflated: the archive is no smaller than what it holds.
      expect(readFileSync(path.join(dir, "out.zip")).length).toBeGreaterThan(a.length + b.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("zipStored's names", () => {
  it("refuses two entries of one name rather than dropping one", () => {
    expect(() => zipStored([{ name: "a.png", data: Buffer.from("1") }, { name: "a.png", data: Buffer.from("2") }])).toThrow(/same name/);
  });
});
