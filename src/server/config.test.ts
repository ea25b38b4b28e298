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
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://talks.example.com/',
      DATABASE_URL: 'postgres://u:p@db:5432/sp',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'a-long-secret-1',
      SMTP_URL: 'smtps://u:p@mail.example.com:465',
      MAIL_FROM: 'Talks <hi@example.com>',
    });
    expect(c).toMatchObject({
      port: 8080,
      publicUrl: 'https://talks.example.com',
      secureCookies: true,
      databaseUrl: 'postgres://u:p@db:5432/sp',
      admin: { email: 'owner@example.com', password: 'a-long-secret-1' },
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      mailFrom: 'Talks <hi@example.com>',
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

  it('never repeats a password in the message', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'o@example.com', ADMIN_PASSWORD: 'short' })).toThrow(/^[^"]*$/);
  });
});
