import "server-only";
import { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { assertSafeKey, type BlobStore } from "./blob-store";
import type { S3Location } from "./blob-store-url";

/**
 * Blobs as objects of an S3-compatible store (AWS S3, MinIO, R2, Ceph) through the AWS SDK. Reads
 * stream the object's body; downloads may be handed to the store as presigned URLs when the
 * location allows it (`presign=true`), so the bytes do not pass through the web server at all.
 */
export function createS3BlobStore(location: S3Location): BlobStore {
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    credentials: location.credentials,
    // Checksums on every request only where the SDK needs them: several S3-compatible stores reject the newer headers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = location.bucket;
  const objectKey = (key: string) => location.prefix + assertSafeKey(key);
  const fetchObject = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: objectKey(key) }));
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: "s3",
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: objectKey(key), Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      const object = await fetchObject(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : undefined;
    },
    async open(key) {
      const object = await fetchObject(key);
      if (!object?.Body) return undefined;
      const body = Readable.toWeb(object.Body as Readable) as ReadableStream<Uint8Array>;
      return { body, size: Number(object.ContentLength ?? 0), etag: object.ETag ?? `"${key}"` };
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
    },
    async deletePrefix(prefix) {
      // Listed and deleted a page (at most 1000 keys) at a time.
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: objectKey(prefix), ContinuationToken: token }));
        const keys = (page.Contents ?? []).map((o) => ({ Key: o.Key! }));
        if (keys.length) await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    async presignedUrl(key, options) {
      if (!location.presign) return undefined;
      const command = new GetObjectCommand({
        Bucket,
        Key: objectKey(key),
        ResponseContentType: options.contentType,
        ResponseContentDisposition: `attachment; filename="${options.fileName}"`,
      });
      return getSignedUrl(client, command, { expiresIn: Math.min(options.expiresInSeconds, location.presignSeconds) });
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

const isNotFound = (error: unknown) =>
  error instanceof S3ServiceException && (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404);
