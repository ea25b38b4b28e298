import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { users } from './schema';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'speakerpro-db-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite under DATA_DIR', () => {
  it('keeps data across a restart', async () => {
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db.insert(users).values({ email: 'kept@example.com', passwordHash: 'x', firstName: 'K', lastName: 'P' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    const rows = await second.db.select().from(users);
    await second.close();
    expect(rows.map((r) => r.email)).toEqual(['kept@example.com']);
  });

  it('refuses to open a data directory another live process holds', async () => {
    fs.writeFileSync(path.join(dataDir, 'speakerpro.pid'), String(process.ppid));
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process/);
    fs.rmSync(path.join(dataDir, 'speakerpro.pid'));
  });
});
