// `npm run backup -- <folder>` and `npm run restore -- <folder> [--force]` (decision 084): the
// database, every stored file and a manifest, read from and written to the deployment the
// environment describes, as the server reads it (the same variables, and .env when present).
// The embedded database is backed up and restored with the server stopped; PostgreSQL while it
// runs. Prints what it did; a refusal or failure is one line on stderr and exit code 1.
//
// `npm run build` makes it dist/server/backup.js, which the npm scripts run with plain node, so a
// production install (`npm ci --omit=dev`, no tsx) can back up and restore (decision 089). From the
// sources, as the restore drill runs it:
//
//   node --import tsx scripts/backup.ts backup <folder>
//   node --import tsx scripts/backup.ts restore <folder> [--force]
import fs from 'node:fs';
import path from 'node:path';
import { BackupError, createBackup, restoreBackup, type Manifest } from '../src/server/backup/backup';
import { loadConfigOrExit } from '../src/server/config';
import { PROJECT_ROOT } from '../src/server/project-root';

// The checkout's or the install's .env, whether this runs from scripts/ or from dist/server/.
const envFile = path.join(PROJECT_ROOT, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

const [mode, ...rest] = process.argv.slice(2);
const force = rest.includes('--force');
const folders = rest.filter((arg) => arg !== '--force');
if ((mode !== 'backup' && mode !== 'restore') || folders.length !== 1 || rest.some((arg) => arg.startsWith('--') && arg !== '--force')) {
  console.error('Usage: npm run backup -- <folder>   or   npm run restore -- <folder> [--force]');
  process.exit(2);
}
const folder = path.resolve(folders[0]!);
const config = loadConfigOrExit();
const deployment = { databaseUrl: config.databaseUrl, dataDir: config.dataDir, s3: config.s3 };

function summary(manifest: Manifest): string {
  const rows = Object.values(manifest.counts).reduce((sum, n) => sum + n, 0);
  const bytes = manifest.files.objects.reduce((sum, o) => sum + o.bytes, 0);
  return (
    `${manifest.database.kind} database at migration ${manifest.migrations.lastTag ?? manifest.migrations.applied} ` +
    `(${rows} rows in ${Object.keys(manifest.counts).length} tables), ${manifest.files.objects.length} files (${bytes} bytes), ` +
    `made ${manifest.createdAt} by SpeakerPro ${manifest.appVersion}`
  );
}

try {
  if (mode === 'backup') {
    const manifest = await createBackup(deployment, folder);
    console.log(`Backed up into ${folder}: ${summary(manifest)}.`);
  } else {
    const manifest = await restoreBackup(deployment, folder, { force });
    console.log(
      `Restored from ${folder}: ${summary(manifest)}. Row counts match the backup's manifest; start the server to apply newer migrations.`,
    );
  }
} catch (err) {
  if (!(err instanceof BackupError)) throw err;
  console.error(err.message);
  process.exit(1);
}
