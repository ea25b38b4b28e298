import { z } from 'zod';
import { envVar } from '../env-var';

/** Where uploaded files live when they are kept in an S3-compatible bucket instead of DATA_DIR. */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Unset: AWS itself. Set: any S3-compatible service (MinIO, R2, a test server). */
  endpoint: string | undefined;
  /** `http://host/bucket/key` instead of `http://bucket.host/key`; MinIO-style services need it. */
  forcePathStyle: boolean;
}

function isHttpUrl(v: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
}

/**
 * The S3 variables, to spread into the app's environment schema (config.ts). Credentials are not
 * among them: the AWS SDK's default chain reads AWS_ACCESS_KEY_ID/AWS_SECRET_ACCESS_KEY, a profile
 * or the machine's role, so secrets never pass through the app's configuration.
 */
export const s3EnvShape = {
  S3_BUCKET: envVar(
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/, 'must be a bucket name (letters, digits, dots and hyphens, e.g. speakerpro-uploads)')
      .optional(),
  ),
  S3_ENDPOINT: envVar(
    z.string().refine(isHttpUrl, 'must be a URL starting with http:// or https:// (e.g. http://127.0.0.1:9000)').optional(),
  ),
  S3_REGION: envVar(
    z
      .string()
      .trim()
      .regex(/^[a-z0-9-]+$/, 'must be a region name such as us-east-1')
      .default('us-east-1'),
  ),
  S3_FORCE_PATH_STYLE: envVar(z.enum(['true', 'false'], { message: 'must be true or false' }).default('false')),
};

type S3Env = { S3_BUCKET?: string; S3_ENDPOINT?: string; S3_REGION: string; S3_FORCE_PATH_STYLE: 'true' | 'false' };

/**
 * For the schema's superRefine: an endpoint without a bucket is a deployment that meant to share
 * its files and would silently keep them on one machine's disk instead.
 */
export function checkS3Env(env: S3Env, ctx: z.RefinementCtx): void {
  if (!env.S3_BUCKET && (env.S3_ENDPOINT || env.S3_FORCE_PATH_STYLE === 'true')) {
    ctx.addIssue({
      code: 'custom',
      path: ['S3_BUCKET'],
      message: `must be set when ${env.S3_ENDPOINT ? 'S3_ENDPOINT' : 'S3_FORCE_PATH_STYLE'} is set (without it files stay on local disk)`,
    });
  }
}

/** The parsed variables as createStorage's third argument: undefined means local disk. */
export function s3ConfigFromEnv(env: S3Env): S3StorageConfig | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
  };
}

const s3EnvSchema = z.object(s3EnvShape).superRefine(checkS3Env);

/**
 * Parses the S3 variables on their own (the test harness; entry points that do not go through
 * config.ts). Throws one line naming the variable, as loadConfig does.
 */
export function storageConfigFromEnv(env: Record<string, string | undefined>): S3StorageConfig | undefined {
  const parsed = s3EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid configuration: ${String(issue.path[0])} ${issue.message}`);
  }
  return s3ConfigFromEnv(parsed.data);
}
