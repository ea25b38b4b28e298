// `npm start`: runs the build (dist/server/main.js, serving dist/web). It builds first only when
// there is no build yet, so a new checkout still starts with one command; it never rebuilds one
// that exists: several processes may serve one checkout, and a rebuild empties dist/ under the
// others' feet. After changing the sources, run `npm run build`. A production install
// (`npm ci --omit=dev`) has no build tools, so it needs a build made beforehand.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'dist/server/main.js');
const web = path.join(root, 'dist/web/index.html');

// Settings may live in .env (see .env.example); variables already in the environment win.
const envFile = path.join(root, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

if (!fs.existsSync(server) || !fs.existsSync(web)) {
  if (!fs.existsSync(path.join(root, 'node_modules/vite'))) {
    console.error('There is no build in dist/ and no build tools here: run `npm ci` and `npm run build`, then `npm start`.');
    process.exit(1);
  }
  console.log('No build yet: building once...');
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One child running the server; SIGTERM/SIGINT sent to `npm start` reach it so it can close the
// database and the job queue cleanly.
// With the embedded database, V8 runs PGlite's WebAssembly with its baseline compiler (Liftoff)
// only: its optimising compiler spends about 600 MB, for a moment, on one of PGlite's functions a few
// seconds after every start, which no 512 MB container survives, and the start takes twice as long
// (docs/decisions/083). A V8 flag must be on the command line: V8 freezes its flags once running.
const v8Flags = process.env.DATABASE_URL ? [] : ['--liftoff-only'];
const child = spawn(process.execPath, [...v8Flags, '--enable-source-maps', server], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
