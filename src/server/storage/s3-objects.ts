import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import type { S3StorageConfig } from './s3-config';
import type { ObjectStore } from './object-store';

/**
 * Every object key starts with this, followed by the row's storage_path (`ab/<id>`): the bucket is
 * laid out exactly like DATA_DIR/uploads, so moving a deployment from disk to a bucket is one copy
 * of that folder to `s3://<bucket>/uploads/`, with no change to the files table.
 */
export const S3_KEY_PREFIX = 'uploads/';
/** Parallel deletions during a purge, which holds its rows locked until they are done. */
const DELETE_CONCURRENCY = 8;

type Sdk = typeof import('@aws-sdk/client-s3');

/**
 * s3rver (the S3 server of the tests) checks signatures, but canonicalises a bucket-level path
 * `/bucket/` as `/bucket`, so it refuses the SDK's path-style bucket calls (ListObjects,
 * CreateBucket). This sends them as `/bucket`, which S3 and the other services accept too; object
 * calls are left as they are.
 */
export function sendBucketPathsWithoutSlash(client: S3Client): void {
  client.middlewareStack.add(
    (next) => (args) => {
      const request = args.request as { path?: unknown };
      if (typeof request.path === 'string' && /^\/[^/]+\/$/.test(request.path)) request.path = request.path.slice(0, -1);
      return next(args);
    },
    { step: 'build', name: 's3rverBucketPath' },
  );
}

/** Bytes as objects in an S3-compatible bucket: every app process sees the same files. */
export function createS3ObjectStore(config: S3StorageConfig): ObjectStore {
  // Loaded on first use: most processes (and every test file) run on local disk and would pay
  // about 100 ms at start-up for a client they never use.
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  function load() {
    loaded ??= import('@aws-sdk/client-s3').then((sdk) => {
      const client = new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        // The SDK adds CRC32 checksums to uploads and checks them on downloads by default; several
        // S3-compatible services reject or omit them. AWS itself keeps the default.
        ...(config.endpoint ? { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } : {}),
        // An unreachable endpoint fails in seconds rather than after the operating system's TCP
        // timeout; no overall request timeout, so a slow client downloading a gift is not cut off.
        requestHandler: { connectionTimeout: 5_000 },
      });
      if (config.forcePathStyle) sendBucketPathsWithoutSlash(client);
      return { sdk, client };
    });
    return loaded;
  }
  const objectKey = (key: string) => `${S3_KEY_PREFIX}${key}`;

  return {
    async put(key, bytes, contentType) {
      const { sdk, client } = await load();
      // No If-None-Match: the key holds 128 random bits, and not every S3-compatible service
      // supports conditional writes.
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentType: contentType,
          ContentLength: bytes.length,
        }),
      );
    },
    async open(key) {
      const { sdk, client } = await load();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        // In Node the body is an http.IncomingMessage: a Readable that streams from the socket.
        const stream = res.Body as Readable | undefined;
        if (!stream || res.ContentLength === undefined) {
          stream?.destroy();
          throw new Error(`S3 answered GetObject for ${objectKey(key)} without a body or a length`);
        }
        return { stream, size: res.ContentLength, contentType: res.ContentType };
      } catch (err) {
        // A row whose object is gone answers like a missing file on disk.
        if (err instanceof sdk.NoSuchKey || (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404)
          return null;
        throw err;
      }
    },
    async delete(keys) {
      if (keys.length === 0) return;
      const { sdk, client } = await load();
      // One DeleteObject per key rather than DeleteObjects: the batch call needs a Content-MD5 or
      // checksum header that S3-compatible services handle unevenly, while DeleteObject works
      // everywhere and succeeds for a key that is already gone.
      const queue = [...keys];
      const worker = async () => {
        for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
          await client.send(new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(key) }));
        }
      };
      await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, keys.length) }, worker));
    },
    async list() {
      const { sdk, client } = await load();
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket: config.bucket, Prefix: S3_KEY_PREFIX, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) if (object.Key) keys.push(object.Key.slice(S3_KEY_PREFIX.length));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
  };
}
