import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.port).toBe(5000);
    expect(c.publicUrl).toBe('http://localhost:5000');
    expect(c.secureCookies).toBe(false);
    expect(c.dataDir).toMatch(/data$/);
    expect(c.admin).toBeUndefined();
    expect(c.databaseUrl).toBeUndefined();
    expect(c.mailLeaseMs).toBe(30_000);
    // The owner's console ends sooner than a speaker's workspace.
    expect(c.sessions).toEqual({
      speaker: { ttlMs: 30 * 24 * 3600_000, idleMs: 7 * 24 * 3600_000 },
      admin: { ttlMs: 12 * 3600_000, idleMs: 30 * 60_000 },
    });
  });

  it('reads the session lifetimes', () => {
    const c = loadConfig({
      SESSION_TTL_DAYS: '14',
      SESSION_IDLE_DAYS: '2',
      ADMIN_SESSION_TTL_HOURS: '4',
      ADMIN_SESSION_IDLE_MINUTES: '10',
    });
    expect(c.sessions).toEqual({
      speaker: { ttlMs: 14 * 24 * 3600_000, idleMs: 2 * 24 * 3600_000 },
      admin: { ttlMs: 4 * 3600_000, idleMs: 10 * 60_000 },
    });
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://talks.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/sp',
      APP_SECRET: 'a-secret-of-at-least-32-characters!!',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-secret-1',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Talks <hi@example.com>',
      MAIL_LEASE_SECONDS: '12',
      WEBHOOK_TURN_MS: '250',
    });
    expect(c).toMatchObject({
      port: 8080,
      publicUrl: 'https://talks.example.com',
      secureCookies: true,
      databaseUrl: 'postgres://u:p@db:5432/sp',
      admin: { email: 'owner@example.com', password: 'a-long-secret-1' },
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Talks <hi@example.com>',
      mailLeaseMs: 12_000,
      webhookTurnMs: 250,
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be a whole number between 1 and 65535 (got "abc")'],
    [{ PORT: '0' }, 'PORT must be a whole number'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must be a URL starting with postgres://'],
    [{ PUBLIC_URL: 'ftp://x' }, 'PUBLIC_URL must be a URL starting with http://'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be a URL starting with smtp://'],
    [{ ADMIN_EMAIL: 'owner@example.com' }, 'ADMIN_PASSWORD must be set together with ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'owner', ADMIN_PASSWORD: 'a-long-secret-1' }, 'ADMIN_EMAIL must be an e-mail address'],
    [{ ADMIN_EMAIL: 'o@example.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD must be at least 12 characters long'],
    [{ SESSION_IDLE_DAYS: '0' }, 'SESSION_IDLE_DAYS must be at least 1'],
    [{ DATABASE_URL: 'postgres://u:p@db:5432/sp' }, 'Invalid configuration: APP_SECRET must be set when DATABASE_URL is set'],
    [{ ADMIN_SESSION_IDLE_MINUTES: 'soon' }, 'ADMIN_SESSION_IDLE_MINUTES'],
    [{ ADMIN_SESSION_TTL_HOURS: '1000' }, 'ADMIN_SESSION_TTL_HOURS must be at most 720'],
    [{ MAIL_LEASE_SECONDS: '1' }, 'MAIL_LEASE_SECONDS must be at least 3'],
    [{ WEBHOOK_TURN_MS: '10' }, 'WEBHOOK_TURN_MS must be at least 100'],
    [
      { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/sp', APP_SECRET: 'a-secret-of-at-least-32-characters!!' },
      'Invalid configuration: S3_BUCKET must be set in production when DATABASE_URL is set',
    ],
    [
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u:p@db:5432/sp',
        APP_SECRET: 'a-secret-of-at-least-32-characters!!',
        ALLOW_LOCAL_STORAGE_WITH_POSTGRES: 'yes',
      },
      'ALLOW_LOCAL_STORAGE_WITH_POSTGRES must be 1 or true',
    ],
  ])('stops on %j with one line naming the variable', (env, message) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain('\n');
  });

  describe('file storage on a database server', () => {
    const fleet = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@db:5432/sp', APP_SECRET: 'a-secret-of-at-least-32-characters!!' };

    it('names both ways out when production shares PostgreSQL but keeps files on local disk', () => {
      expect(() => loadConfig(fleet)).toThrow(
        /set S3_BUCKET, or ALLOW_LOCAL_STORAGE_WITH_POSTGRES=1 if exactly one process serves this database/,
      );
    });

    it('starts with a bucket, with the override, on the embedded database, and outside production', () => {
      expect(loadConfig({ ...fleet, S3_BUCKET: 'speakerpro-uploads' }).s3?.bucket).toBe('speakerpro-uploads');
      expect(loadConfig({ ...fleet, ALLOW_LOCAL_STORAGE_WITH_POSTGRES: '1' }).s3).toBeUndefined();
      expect(loadConfig({ ...fleet, ALLOW_LOCAL_STORAGE_WITH_POSTGRES: 'true' }).s3).toBeUndefined();
      expect(loadConfig({ NODE_ENV: 'production' }).databaseUrl).toBeUndefined();
      expect(loadConfig({ ...fleet, NODE_ENV: 'development' }).s3).toBeUndefined();
    });
  });

  describe('TRUST_PROXY', () => {
    it('trusts no proxy when unset, in production too', () => {
      expect(loadConfig({}).trustProxy).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
      expect(loadConfig({ NODE_ENV: 'production', TRUST_PROXY: ' ' }).trustProxy).toBe(false);
    });

    it.each([
      ['1', 1],
      ['2', 2],
      ['127.0.0.1', ['127.0.0.1']],
      ['10.0.0.0/8, 127.0.0.1', ['10.0.0.0/8', '127.0.0.1']],
      ['::1,fd00::/8,192.168.1.0/24', ['::1', 'fd00::/8', '192.168.1.0/24']],
    ])('reads %j', (value, expected) => {
      expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
    });

    it.each([
      ['0', 'TRUST_PROXY must be between 1 and 20 hops'],
      ['21', 'TRUST_PROXY must be between 1 and 20 hops'],
      ['true', 'TRUST_PROXY must be a number of proxy hops (e.g. 1) or a comma-separated list of IP addresses/CIDRs'],
      ['-1', '"-1" is neither'],
      ['10.0.0.0/8,proxy.internal', '"proxy.internal" is neither'],
      ['10.0.0.0/33', '"10.0.0.0/33" is neither'],
      ['::1/129', '"::1/129" is neither'],
      ['10.0.0.0/8/8', '"10.0.0.0/8/8" is neither'],
      ['10.0.0.256', '"10.0.0.256" is neither'],
      ['127.0.0.1,', '"" is neither'],
      ['1.5', '"1.5" is neither'],
    ])('stops on %j with one line naming the variable', (value, message) => {
      let error: unknown;
      try {
        loadConfig({ TRUST_PROXY: value });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toMatch(/^Invalid configuration: TRUST_PROXY /);
      expect((error as Error).message).toContain(message);
      expect((error as Error).message).not.toContain('\n');
    });
  });

  it('reads METRICS_TOKEN (metrics off when unset), refuses a short one and never repeats it', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'scrape-token-0123456789' }).metricsToken).toBe('scrape-token-0123456789');
    expect(() => loadConfig({ METRICS_TOKEN: 'short-token' })).toThrow(
      /^Invalid configuration: METRICS_TOKEN must be at least 16 characters long$/,
    );
  });

  it('never repeats a password in the message', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'o@example.com', ADMIN_PASSWORD: 'short' })).toThrow(/^[^"]*$/);
  });

  describe('Stripe', () => {
    it('has no payments without a secret key (empty, as in .env.example, is unset)', () => {
      expect(loadConfig({}).stripe).toBeUndefined();
      expect(loadConfig({ STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' }).stripe).toBeUndefined();
    });

    it("reads the keys, and STRIPE_API_BASE as the package's host, port and protocol", () => {
      expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' }).stripe).toEqual({
        secretKey: 'sk_test_1',
        webhookSecret: 'whsec_1',
        api: undefined,
      });
      const local = loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'http://127.0.0.1:12111',
      });
      expect(local.stripe?.api).toEqual({ host: '127.0.0.1', port: 12111, protocol: 'http' });
      const tls = loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_1',
        STRIPE_WEBHOOK_SECRET: 'whsec_1',
        STRIPE_API_BASE: 'https://stripe.example.com',
      });
      expect(tls.stripe?.api).toEqual({ host: 'stripe.example.com', port: 443, protocol: 'https' });
    });

    it('refuses a secret key without the webhook secret, and a base that is not a URL, without echoing secrets', () => {
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
        /^Invalid configuration: STRIPE_WEBHOOK_SECRET must be set when STRIPE_SECRET_KEY is set/,
      );
      expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'w', STRIPE_API_BASE: 'localhost:12111' })).toThrow(
        /^Invalid configuration: STRIPE_API_BASE must be a URL starting with https:\/\/ or http:\/\//,
      );
    });
  });
});
