import fs from 'node:fs';
import path from 'node:path';

/** The enhancement script's entry in the build's manifest (its path relative to src/web). */
export const ATTENDEE_ENTRY = 'attendee/main.ts';

/** What an attendee page links: the script and the chunks it imports (preloaded, so they load side by side). */
export interface AttendeeScript {
  src: string;
  preload: string[];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/**
 * The attendee script's hashed URL and its imports, from the manifest the web build writes
 * (dist/web/.vite/manifest.json). Read once when the server starts: the build does not change
 * under a running server. Null without a build (the API tests) or without the entry: the pages
 * then work as they do with JavaScript turned off.
 */
export function readAttendeeScript(webDist: string): AttendeeScript | null {
  let manifest: Record<string, ManifestChunk>;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(webDist, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  } catch {
    return null;
  }
  const entry = manifest[ATTENDEE_ENTRY];
  if (!entry) return null;
  const preload = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || preload.has(`/${chunk.file}`)) return;
    preload.add(`/${chunk.file}`);
    chunk.imports?.forEach(visit);
  };
  entry.imports?.forEach(visit);
  return { src: `/${entry.file}`, preload: [...preload] };
}
