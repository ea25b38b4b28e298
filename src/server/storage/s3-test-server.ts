import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { vi } from 'vitest';
import type { S3StorageConfig } from './s3-config';
import { sendBucketPathsWithoutSlash } from './s3-objects';

/** The account s3rver accepts; handed to the SDK through its default chain, as in production. */
const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export interface TestS3Server {
  endpoint: string;
  /** A new empty bucket, so tests sharing the server never see each other's objects. */
  createBucket(): Promise<string>;
  /** The S3_* variables that make createTestApp (and storageConfigFromEnv) use `bucket`. */
  env(bucket: string): Record<string, string>;
  config(bucket: string): S3StorageConfig;
  /** A client of its own, for looking into the bucket behind the app's back. */
  client: S3Client;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver: the S3 REST API over a folder, signatures checked) on a free
 * loopback port, with its data in a temporary folder removed by close().
 */
export async function startTestS3Server(): Promise<TestS3Server> {
  // The app's client finds credentials through the SDK's default chain; never let that chain go
  // looking for an instance-metadata service on the network.
  vi.stubEnv('AWS_ACCESS_KEY_ID', S3RVER_CREDENTIALS.accessKeyId);
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', S3RVER_CREDENTIALS.secretAccessKey);
  vi.stubEnv('AWS_EC2_METADATA_DISABLED', 'true');
  const directory = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'speakerpro-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: S3RVER_CREDENTIALS,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  sendBucketPathsWithoutSlash(client);
  return {
    endpoint,
    client,
    async createBucket() {
      const bucket = `speakerpro-${randomBytes(4).toString('hex')}`;
      await client.send(new CreateBucketCommand({ Bucket: bucket }));
      return bucket;
    },
    env: (bucket) => ({ S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_FORCE_PATH_STYLE: 'true' }),
    config: (bucket) => ({ bucket, endpoint, region: 'us-east-1', forcePathStyle: true }),
    async close() {
      client.destroy();
      await server.close();
      await fs.promises.rm(directory, { recursive: true, force: true });
      vi.unstubAllEnvs();
    },
  };
}
