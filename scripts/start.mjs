// `npm start`: serve the build in dist/web; build it first only when there is none (a new
// checkout still starts with one command). It never rebuilds a build that exists: several
// processes may serve one checkout, and a rebuild empties dist/web under the others' feet.
// After changing the web app's sources, run `npm run build`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/web/index.html');

// Settings may live in .env (see .env.example); variables already in the environment win.
const envFile = path.join(root, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

if (!process.env.SPEAKERPRO_WEB_DIST && !fs.existsSync(built)) {
  console.log('No build yet: building the web app once...');
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One child running the server; SIGTERM/SIGINT sent to `npm start` reach it so it can close the
// database and the job queue cleanly.
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
