import { hkdfSync } from 'node:crypto';
import type { Config } from '../../config';
import { appSecret } from '../../secrets';
import { openToken, sealToken } from '../../token-crypto';

type SecretConfig = Pick<Config, 'appSecret' | 'dataDir'>;

/** A key of its own for webhook secrets, derived from the app's key (never shared with its other uses). */
function webhookKey(config: SecretConfig): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret(config), Buffer.alloc(0), 'webhook-secrets', 32));
}

/** The speaker's id is part of the seal: a sealed secret copied to another speaker's endpoint does not open. */
const context = (userId: number) => `webhook-secret:${userId}`;

export const sealWebhookSecret = (config: SecretConfig, userId: number, secret: string) =>
  sealToken(webhookKey(config), secret, context(userId));

export const openWebhookSecret = (config: SecretConfig, userId: number, sealed: string) =>
  openToken(webhookKey(config), sealed, context(userId));
