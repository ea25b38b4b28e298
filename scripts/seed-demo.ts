// `npm run seed:demo`: a demo speaker with events and attendee responses, so the app can be
// explored at once. Safe to run again: the demo speaker's events are replaced, nothing else is touched.
import { loadConfigOrExit } from '../src/server/config';
import { openDatabase } from '../src/server/db/client';
import { DEMO_SPEAKER, seedDemo } from '../src/server/db/seed-demo';

const config = loadConfigOrExit();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await database.migrate();
  const result = await seedDemo(database.db);
  console.log(`Demo data ready: ${result.events} events, ${result.responses} responses.`);
  console.log(`Sign in at ${config.publicUrl}/speaker/login`);
  console.log(`  e-mail:   ${DEMO_SPEAKER.email}`);
  console.log(`  password: ${DEMO_SPEAKER.password}`);
} finally {
  await database.close();
}
