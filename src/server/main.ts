import type { AppDeps } from './deps';
import type { JobDeps } from './compose';
import { loadConfigOrExit } from './config';

const config = loadConfigOrExit();

// Tracing starts before the server's modules are imported: `http` and `pg` are instrumented as they load.
const tracing = config.otlpEndpoint
  ? await (await import('./observability/tracing')).startTracing({ serviceName: config.otelServiceName })
  : undefined;

// The rest of the server is imported once the settings are known to be good: a start that stops at
// a bad variable then loads a handful of modules instead of all of them (about 4 s of CPU less).
const [
  { buildApp },
  { openDatabase },
  { startJobQueue },
  { createAppMailer, featureJobs },
  { createStorage },
  { ensureAdmin },
  { createLogger },
] = await Promise.all([
  import('./app'),
  import('./db/client'),
  import('./jobs/queue'),
  import('./compose'),
  import('./storage/storage'),
  import('./features/auth/service'),
  import('./logging'),
]);

// The logger is made once the database is open; a connection lost before that goes to stderr.
let reportLostConnection = (err: Error) => console.warn(`database connection lost: ${err.message}`);
const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: config.dataDir,
  onError: (err) => reportLostConnection(err),
});
// Several processes may start together on a new database: their check-then-create start-up steps
// (the admin account, the job queue's schema and queues) run one process at a time.
await database.exclusive(async () => {
  await database.migrate();
  if (config.admin) await ensureAdmin(database.db, config.admin);
});

const storage = createStorage(database.db, config.dataDir, config.s3);
const mailer = createAppMailer(config, database.db, storage);
const log = createLogger(config.logLevel);
reportLostConnection = (err) => log.warn({ err }, 'database connection lost; the pool reconnects on the next query');
const jobDeps: JobDeps = { config, database, db: database.db, mailer, storage };
const jobs = await database.exclusive(() => startJobQueue(database, log, { storage, registrations: featureJobs(jobDeps) }));
const deps: AppDeps = { ...jobDeps, jobs };
const app = await buildApp(deps, { loggerInstance: log });
mailer.start();

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `SpeakerPro is running at ${config.publicUrl} (database: ${database.kind}, mail: ${mailer.transport}${config.admin ? '' : ', no ADMIN_EMAIL set'})`,
);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  try {
    await app.close();
    await jobs.stop();
    await mailer.close();
    await database.close();
    // The last spans (this shutdown's included) are sent before the process ends.
    await tracing?.shutdown();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'error during shutdown');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
