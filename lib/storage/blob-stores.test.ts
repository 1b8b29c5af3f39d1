import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import type { BlobStore } from "./blob-store";
import { parseBlobStoreUrl } from "./blob-store-url";
import { createFileBlobStore } from "./file-blob-store";
import { createPostgresBlobStore, SLICE_BYTES } from "./postgres-blob-store";
import { createS3BlobStore } from "./s3-blob-store";
import { startS3Server } from "./testing/s3-server";

/**
 * One contract, three stores: files in a temporary folder, the `blobs` table (PGlite here; the
 * scale-out suite runs it on PostgreSQL) and S3 through the AWS SDK against s3rver.
 */
const temporary = mkdtempSync(path.join(os.tmpdir(), "blob-stores-"));
let database: DatabaseHandle;
let s3: Awaited<ReturnType<typeof startS3Server>>;

beforeAll(async () => {
  database = await openDatabase({ dataDir: path.join(temporary, "db") });
  await database.migrate();
  s3 = await startS3Server();
}, 60_000);

afterAll(async () => {
  await database?.close();
  await s3?.close();
  rmSync(temporary, { recursive: true, force: true });
});

const stores: [string, () => BlobStore][] = [
  ["files", () => createFileBlobStore(path.join(temporary, "files"))],
  ["postgres", () => createPostgresBlobStore(async () => database.db)],
  ["s3", () => createS3BlobStore(parseBlobStoreUrl(s3.blobStoreUrl("&presign=true")))],
];

const readAll = async (body: ReadableStream<Uint8Array>) => {
  const parts: Uint8Array[] = [];
  for await (const part of body as unknown as AsyncIterable<Uint8Array>) parts.push(part);
  return Buffer.concat(parts);
};

describe.each(stores)("the %s blob store", (kind, make) => {
  it("stores, reads back, replaces and deletes bytes; refuses keys that leave its root", async () => {
    const store = make();
    expect(store.kind).toBe(kind);
    await store.check();
    await store.put("assets/a1/cutout.png", Buffer.from([1, 2, 3]));
    expect(await store.get("assets/a1/cutout.png")).toEqual(Buffer.from([1, 2, 3]));
    await store.put("assets/a1/cutout.png", Buffer.from([4, 5]));
    expect(await store.get("assets/a1/cutout.png")).toEqual(Buffer.from([4, 5]));
    await store.delete("assets/a1/cutout.png");
    expect(await store.get("assets/a1/cutout.png")).toBeUndefined();
    expect(await store.open("assets/a1/cutout.png")).toBeUndefined();
    await store.delete("assets/a1/never-stored.png"); // deleting nothing is no error
    await expect(store.put("../escape", Buffer.from([0]))).rejects.toThrow(/Unsafe blob key/);
    await expect(store.get("/etc/passwd")).rejects.toThrow(/Unsafe blob key/);
  });

  it("streams a large blob whole (several database slices), with a validator that changes with the content", async () => {
    const store = make();
    const large = randomBytes(SLICE_BYTES * 2 + 12345);
    await store.put("creatives/app/p1/t1/1080x1080.png", large);
    const opened = (await store.open("creatives/app/p1/t1/1080x1080.png"))!;
    expect(opened.size).toBe(large.length);
    expect(opened.etag).toMatch(/^".+"$/);
    expect((await readAll(opened.body)).equals(large)).toBe(true);
    await store.put("creatives/app/p1/t1/1080x1080.png", randomBytes(100));
    const again = (await store.open("creatives/app/p1/t1/1080x1080.png"))!;
    expect(again.etag).not.toBe(opened.etag);
    expect((await readAll(again.body)).length).toBe(100);
  });

  it("deletes a process's folder and nothing beside it", async () => {
    const store = make();
    for (const key of ["creatives/app/p2/t1/a.png", "creatives/app/p2/t2/b.png", "creatives/app/p22/t1/c.png", "creatives/app/p2_x/d.png"]) await store.put(key, Buffer.from(key));
    await store.deletePrefix("creatives/app/p2/");
    expect(await store.get("creatives/app/p2/t1/a.png")).toBeUndefined();
    expect(await store.get("creatives/app/p2/t2/b.png")).toBeUndefined();
    expect(await store.get("creatives/app/p22/t1/c.png")).toEqual(Buffer.from("creatives/app/p22/t1/c.png"));
    expect(await store.get("creatives/app/p2_x/d.png")).toEqual(Buffer.from("creatives/app/p2_x/d.png"));
  });

  it(kind === "s3" ? "hands out a presigned URL the object store serves without credentials" : "gives no presigned URL (the server streams)", async () => {
    const store = make();
    await store.put("creatives/app/p3/t1/64x64.png", Buffer.from("png bytes"));
    const url = await store.presignedUrl("creatives/app/p3/t1/64x64.png", { expiresInSeconds: 60, contentType: "image/png", fileName: "p3-t1.png" });
    if (kind !== "s3") return expect(url).toBeUndefined();
    expect(url).toMatch(/X-Amz-Signature=/);
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="p3-t1.png"');
    expect(Buffer.from(await response.arrayBuffer()).toString()).toBe("png bytes");
    // (s3rver does not check presigned signatures, so a forged link is not tested here.)
  });
});

describe("BLOB_STORE_URL", () => {
  it("reads bucket, folder, endpoint, region, credentials and presigning from one URL", () => {
    expect(parseBlobStoreUrl("s3://AK:s%2Fecret@my-bucket/adcraft/blobs?endpoint=http://minio:9000&region=eu-west-1&presign=true&presignSeconds=60")).toEqual({
      bucket: "my-bucket",
      prefix: "adcraft/blobs/",
      endpoint: "http://minio:9000",
      region: "eu-west-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "AK", secretAccessKey: "s/ecret" },
      presign: true,
      presignSeconds: 60,
    });
    expect(parseBlobStoreUrl("s3://bucket-on-aws")).toMatchObject({ prefix: "", endpoint: undefined, forcePathStyle: false, credentials: undefined, presign: false });
    expect(() => parseBlobStoreUrl("https://bucket")).toThrow(/s3:\/\//);
    expect(() => parseBlobStoreUrl("s3://B_ad")).toThrow(/bucket/);
  });
});
