import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { crc32 } from "node:zlib";
import { tableCrc32, zipStored } from "./zip";

describe("zipStored", () => {
  it("computes the same CRC-32 by table as zlib (the fallback for Node before 20.15)", () => {
    for (const data of [Buffer.alloc(0), Buffer.from("123456789"), Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 31) & 0xff))]) expect(tableCrc32(data)).toBe(crc32(data));
    expect(tableCrc32(Buffer.from("123456789"))).toBe(0xcbf43926);
  });

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
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
