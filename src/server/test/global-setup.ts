import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { wrapPglite, wrapPool } from '../db/client';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string | null;
    postgresTemplate: string | null;
    /** How every PostgreSQL database this run makes is named at the start (testDatabaseName). */
    postgresTestPrefix: string | null;
  }
}

function databaseUrlFor(base: string, name: string) {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A migrated PGlite database as a base64 dump of its data directory (see test/pglite-template.ts). */
export async function migratedPgliteDump(): Promise<string> {
  // WAL segments of 1 MB instead of 16 MB: the dump carries the current segment whole, and every
  // test database unpacks it into PGlite's in-memory files; with the smaller segment opening a copy
  // costs about 0.6 s of CPU instead of 0.95 s (measured). PostgreSQL only reads back the WAL
  // written since the last checkpoint, so nothing a test can query changes.
  const client = new PGlite({ initDbStartParams: ['--wal-segsize=1'] });
  const database = wrapPglite(client);
  await database.migrate();
  // The copies start with 16 MB of shared buffers instead of PostgreSQL's 128 MB: PGlite sets up
  // (and zeroes) them in WebAssembly memory every time a copy is opened, about 0.6 s of CPU per test
  // database (measured), and a test database holds far less than 16 MB.
  await client.exec(`alter system set shared_buffers = '16MB'`);
  // Half the bytes every copy unpacks: template0 and template1 are only ever used by CREATE DATABASE,
  // which no PGlite test database runs (the suite's own databases are made on PostgreSQL), and a
  // checkpoint leaves no migration WAL for each copy to replay. About 0.1-0.4 s of CPU less per test
  // database (measured, 33 MB against 17 MB).
  await client.exec(`update pg_database set datistemplate = false where datname in ('template0', 'template1')`);
  await client.exec(`drop database template0`);
  await client.exec(`drop database template1`);
  await client.exec(`checkpoint`);
  const dump = await client.dumpDataDir('none');
  await database.close();
  return Buffer.from(await dump.arrayBuffer()).toString('base64');
}

/**
 * Migrates once, then every test file starts from a copy: a PGlite data-directory dump
 * (~0.7 s to load instead of ~5 s to migrate), or on PostgreSQL a database made from a template.
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  if (!baseUrl) {
    project.provide('pgliteTemplate', await migratedPgliteDump());
    project.provide('postgresTemplate', null);
    project.provide('postgresTestPrefix', null);
    return;
  }
  // On PostgreSQL no test database is a PGlite copy: a file that wants PGlite's template anyway
  // (a server process on a data directory) migrates one of its own (test/pglite-template.ts).
  // Creating and migrating it here would cost every PostgreSQL run about 14 s of CPU for nothing.
  project.provide('pgliteTemplate', null);
  const templateName = `sp_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${templateName}`);
  await admin.query(`create database ${templateName}`);
  const template = wrapPool(new pg.Pool({ connectionString: databaseUrlFor(baseUrl, templateName), max: 1 }));
  await template.migrate();
  // close() waits for the socket to close: PostgreSQL refuses to copy a template anyone is still connected to.
  await template.close();
  project.provide('postgresTemplate', templateName);
  // This run's databases carry its process id: the sweep below drops those left behind and never
  // another run's on the same server (two runs at once once lost each other's databases mid-test).
  const testPrefix = `sp_test_${process.pid}_`;
  project.provide('postgresTestPrefix', testPrefix);

  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where left(datname, length($2)) = $2 or datname = $1`,
      [templateName, testPrefix],
    );
    for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`);
    await admin.end();
  };
}
