import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from './client';
import { testDatabaseName } from '../test/harness';

/*
 * Migration 0028 on a database that already has speakers: each account keeps what it used, as
 * the column it replaces said (Lite by default, Free for a free QR page's account).
 */

/** The migrations folder as it was before plans: everything up to 0027. */
function foldersBeforePlans(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sp-before-plans-'));
  fs.cpSync(MIGRATIONS_FOLDER, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { idx: number; tag: string }[] };
  for (const entry of journal.entries.filter((e) => e.idx >= 28)) fs.rmSync(path.join(dir, `${entry.tag}.sql`));
  journal.entries = journal.entries.filter((e) => e.idx < 28);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

interface Target {
  query(text: string): Promise<Record<string, unknown>[]>;
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
}

async function emptyDatabase(): Promise<Target> {
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (process.env.TEST_DB === 'postgres' && baseUrl) {
    const name = testDatabaseName('plans_');
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    return {
      query: async (text) => (await pool.query(text)).rows,
      migrate: (folder) => migratePg(drizzlePg({ client: pool }), { migrationsFolder: folder }),
      close: async () => {
        await pool.end();
        const cleanup = new pg.Client({ connectionString: baseUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const client = await PGlite.create();
  return {
    query: async (text) => (await client.query<Record<string, unknown>>(text)).rows,
    migrate: (folder) => migratePglite(drizzlePglite({ client }), { migrationsFolder: folder }),
    close: () => client.close(),
  };
}

let target: Target;
let before: string;
beforeAll(async () => {
  before = foldersBeforePlans();
  target = await emptyDatabase();
});
afterAll(async () => {
  await target?.close();
  fs.rmSync(before, { recursive: true, force: true });
});

describe('migration 0028 (plans)', () => {
  it('makes every speaker who had Lite a grandfathered Lite, keeps free pages on Free and the owner off plans', async () => {
    await target.migrate(before);
    await target.query(`
      insert into users (id, email, first_name, last_name, role) values
        (1, 'lite@example.com', 'Lena', 'Lite', 'speaker'),
        (2, 'free@example.com', 'Fred', 'Free', 'speaker'),
        (3, 'new@example.com', 'Nia', 'Noprofile', 'speaker'),
        (4, 'owner@example.com', 'Owen', 'Owner', 'admin')`);
    await target.query(`
      insert into speaker_profiles (user_id, slug, first_name, last_name, work_email, tier) values
        (1, 'lena-lite', 'Lena', 'Lite', 'lite@example.com', 'lite'),
        (2, 'fred-free', 'Fred', 'Free', 'free@example.com', 'free');
    `);
    await target.migrate(MIGRATIONS_FOLDER);

    const plans = await target.query('select user_id, plan, status, source, trial_ends_at, ends_at from speaker_plans order by user_id');
    expect(plans).toEqual([
      { user_id: 1, plan: 'lite', status: 'grandfathered', source: 'grandfathered', trial_ends_at: null, ends_at: null },
      { user_id: 3, plan: 'lite', status: 'grandfathered', source: 'grandfathered', trial_ends_at: null, ends_at: null },
    ]);
    const changes = await target.query('select user_id, from_plan, to_plan, status from plan_changes order by user_id');
    expect(changes).toEqual([
      { user_id: 1, from_plan: 'free', to_plan: 'lite', status: 'grandfathered' },
      { user_id: 3, from_plan: 'free', to_plan: 'lite', status: 'grandfathered' },
    ]);
    const columns = await target.query(
      "select column_name from information_schema.columns where table_name = 'speaker_profiles' and column_name = 'tier'",
    );
    expect(columns).toEqual([]);
    expect(await target.query('select slug from speaker_profiles order by user_id')).toEqual([
      { slug: 'lena-lite' },
      { slug: 'fred-free' },
    ]);
  });
});
