import fs from 'node:fs';
import path from 'node:path';
import type { ObjectStore } from './object-store';

/** Bytes as files under `root` (DATA_DIR/uploads): one machine's disk, the default. */
export function createLocalObjectStore(root: string): ObjectStore {
  function pathOf(key: string): string {
    const absolute = path.resolve(root, key);
    // Keys come from the files table, never from a request; this only guards against a bad row.
    if (path.relative(root, absolute).startsWith('..')) throw new Error(`storage key outside the uploads folder: ${key}`);
    return absolute;
  }
  return {
    async put(key, bytes) {
      const absolute = pathOf(key);
      await fs.promises.mkdir(path.dirname(absolute), { recursive: true });
      await fs.promises.writeFile(absolute, bytes, { flag: 'wx' });
    },
    async open(key) {
      let handle: fs.promises.FileHandle;
      try {
        handle = await fs.promises.open(pathOf(key), 'r');
      } catch (err) {
        // A row whose bytes are gone (e.g. a restored database without its uploads folder).
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
      try {
        const { size } = await handle.stat();
        // The stream closes the handle when it ends or is destroyed.
        return { stream: handle.createReadStream(), size };
      } catch (err) {
        await handle.close();
        throw err;
      }
    },
    async delete(keys) {
      for (const key of keys) await fs.promises.rm(pathOf(key), { force: true });
    },
    async list() {
      if (!fs.existsSync(root)) return [];
      const entries = await fs.promises.readdir(root, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
    },
  };
}
