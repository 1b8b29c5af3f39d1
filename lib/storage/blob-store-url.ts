/**
 * BLOB_STORE_URL: `s3://[ACCESS_KEY:SECRET@]bucket[/prefix][?endpoint=…&region=…&presign=true]`.
 * Without `endpoint` it is AWS S3 itself (virtual-hosted addressing); with one (MinIO, R2, Ceph,
 * a test server) path-style addressing unless `forcePathStyle=false`. Without credentials in the URL
 * the AWS SDK's own chain applies (AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile, an IAM role).
 */
export interface S3Location {
  bucket: string;
  /** "" or a folder ending with "/" that every key is put under */
  prefix: string;
  endpoint?: string;
  region: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** hand clients presigned GET URLs (the store must be reachable from them) */
  presign: boolean;
  presignSeconds: number;
}

export function parseBlobStoreUrl(text: string): S3Location {
  const url = new URL(text);
  if (url.protocol !== "s3:") throw new Error("an s3:// URL");
  const bucket = url.hostname;
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(bucket)) throw new Error("an s3:// URL naming a bucket (3 to 63 lower-case letters, digits, dots, hyphens)");
  const folder = decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, "");
  const endpoint = url.searchParams.get("endpoint") ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/]+/.test(endpoint)) throw new Error("an s3:// URL whose endpoint is an http(s) URL");
  const seconds = Number(url.searchParams.get("presignSeconds") ?? 300);
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > 604_800) throw new Error("an s3:// URL whose presignSeconds is from 1 to 604800");
  return {
    bucket,
    prefix: folder ? `${folder}/` : "",
    endpoint,
    region: url.searchParams.get("region") ?? "us-east-1",
    forcePathStyle: endpoint !== undefined && url.searchParams.get("forcePathStyle") !== "false",
    credentials: url.username ? { accessKeyId: decodeURIComponent(url.username), secretAccessKey: decodeURIComponent(url.password) } : undefined,
    presign: url.searchParams.get("presign") === "true",
    presignSeconds: seconds,
  };
}
