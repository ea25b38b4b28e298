// `node --import ./src/server/test/loaded-modules.mjs <entry>`: records the URL of every module the
// main thread loads (ES modules and require() alike, through Node's in-thread module hooks), so that
// a check or a benchmark can say which packages a process has loaded at a given moment.
// - In the same process: `globalThis[Symbol.for('speakerpro.loadedModules')]` is the Set of URLs.
// - From outside (a running server): with MODULE_LOG_FILE set, SIGUSR2 writes that file, as JSON
//   `{ modules: [url...], memory: process.memoryUsage() }` (after a full garbage collection when
//   the process runs with --expose-gc), first to a temporary name and then renamed, so a reader
//   never sees half a file.
import fs from 'node:fs';
import { registerHooks } from 'node:module';
import { isMainThread } from 'node:worker_threads';

if (isMainThread) {
  const loaded = new Set();
  globalThis[Symbol.for('speakerpro.loadedModules')] = loaded;
  registerHooks({
    load(url, context, nextLoad) {
      loaded.add(url);
      return nextLoad(url, context);
    },
  });
  const file = process.env.MODULE_LOG_FILE;
  if (file) {
    process.on('SIGUSR2', () => {
      globalThis.gc?.();
      fs.writeFileSync(`${file}.tmp`, JSON.stringify({ modules: [...loaded], memory: process.memoryUsage() }));
      fs.renameSync(`${file}.tmp`, file);
    });
  }
}
