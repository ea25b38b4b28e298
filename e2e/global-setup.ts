// Once per browser-suite run, before the workers start: the migrated template databases that
// every server a spec starts of its own is copied from (e2e/database-template.ts). What it returns
// runs after the last test: it stops any such server a worker failed to stop (found by the marker
// every own server carries) and removes the templates.
import { randomBytes } from 'node:crypto';
import { findLeftovers, stopAll } from '../scripts/leftover-processes';
import { createTemplates, OWN_SERVER_MARKER } from './database-template';

export default async function globalSetup() {
  const runId = randomBytes(6).toString('hex');
  // The workers start after this and inherit the runner's environment.
  process.env.E2E_RUN_ID = runId;
  const removeTemplates = await createTemplates(process.env.TEST_DATABASE_URL || undefined);
  return async () => {
    const leftovers = findLeftovers(`${OWN_SERVER_MARKER}=${runId}`);
    if (leftovers.length > 0) {
      console.error(`Stopping ${leftovers.length} server(s) a spec started and did not stop:`);
      for (const p of leftovers) console.error(`  ${p.pid} ${p.command}`);
      await stopAll(leftovers);
    }
    await removeTemplates();
  };
}
