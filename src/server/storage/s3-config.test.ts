import { describe, expect, it } from 'vitest';
import { storageConfigFromEnv } from './s3-config';

describe('storageConfigFromEnv', () => {
  it('is local disk (undefined) without S3_BUCKET, blank counting as unset', () => {
    expect(storageConfigFromEnv({})).toBeUndefined();
    expect(storageConfigFromEnv({ S3_BUCKET: '  ', S3_REGION: 'eu-west-3' })).toBeUndefined();
  });

  it('AWS by default: us-east-1, no endpoint, virtual-hosted addresses', () => {
    expect(storageConfigFromEnv({ S3_BUCKET: 'speakerpro-uploads' })).toEqual({
      bucket: 'speakerpro-uploads',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
    });
  });

  it('an S3-compatible service: endpoint, region and path-style addresses', () => {
    expect(
      storageConfigFromEnv({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'auto', S3_FORCE_PATH_STYLE: 'true' }),
    ).toEqual({ bucket: 'uploads', region: 'auto', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true });
  });

  it('names the variable that is wrong', () => {
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'uploads', S3_ENDPOINT: 'minio:9000' })).toThrow(
      /^Invalid configuration: S3_ENDPOINT must be a URL/,
    );
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'uploads', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
      /^Invalid configuration: S3_FORCE_PATH_STYLE must be true or false/,
    );
    expect(() => storageConfigFromEnv({ S3_BUCKET: 'my bucket' })).toThrow(/^Invalid configuration: S3_BUCKET must be a bucket name/);
    // An endpoint with no bucket would quietly keep every file on one machine's disk.
    expect(() => storageConfigFromEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /^Invalid configuration: S3_BUCKET must be set when S3_ENDPOINT is set/,
    );
  });
});
