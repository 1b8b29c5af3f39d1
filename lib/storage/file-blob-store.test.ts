import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createFileBlobStore } from "./file-blob-store";

describe("file blob store", () => {
  it("stores, reads back and deletes bytes; refuses keys that leave its root", async () => {
    const store = createFileBlobStore(mkdtempSync(path.join(os.tmpdir(), "blobs-")));
    await store.put("assets/a1/cutout.png", Buffer.from([1, 2, 3]));
    expect(await store.get("assets/a1/cutout.png")).toEqual(Buffer.from([1, 2, 3]));
    await store.delete("assets/a1/cutout.png");
    expect(await store.get("assets/a1/cutout.png")).toBeUndefined();
    await expect(store.put("../escape", Buffer.from([0]))).rejects.toThrow(/Unsafe blob key/);
    await expect(store.get("/etc/passwd")).rejects.toThrow(/Unsafe blob key/);
  });
});
